// One listener on the document (or the window) per event type. Features register their handlers
// here; the one listener calls them in the order they were registered, each on its own (an
// exception in one is reported and the next still runs, as with separate listeners).
//
// A handler registered with `capture` runs in the capture phase, before the others; once a type has
// one, its listener moves to the capture phase, and the others run after the capture handlers unless
// one of those stopped the event's propagation (then they would never have seen it). Types that do
// not bubble (toggle, load, cancel, close, pointerenter, pointerleave, scroll) need `capture`.
// A type's listener is passive while every handler of it is; a handler that may cancel the event
// (`passive: false`, the gestures' wheel) makes it cancellable from then on.

const windowTypes = new Set(["resize", "scroll", "pagehide", "popstate", "languagechange"]);
const dispatchers = new Map(); // type -> { target, handlers, capture, passive, listener }

export function listen(type, handler, options) {
  const capture = !!(options && options.capture);
  const passive = !!(options && options.passive);
  let dispatcher = dispatchers.get(type);
  if (!dispatcher) {
    dispatcher = { target: windowTypes.has(type) ? window : document, handlers: [], capture: null, passive: null };
    const owner = dispatcher;
    dispatcher.listener = (event) => dispatch(owner, event);
    dispatchers.set(type, dispatcher);
  }
  const entry = { handler: handler, capture: capture, passive: passive, active: true };
  dispatcher.handlers.push(entry);
  install(type, dispatcher);
  return () => {
    if (!entry.active) return;
    entry.active = false;
    dispatcher.handlers.splice(dispatcher.handlers.indexOf(entry), 1);
  };
}

// (Re)adds the type's listener when its phase or passivity must change.
function install(type, dispatcher) {
  const capture = dispatcher.capture === true || dispatcher.handlers.some((entry) => entry.capture);
  const passive = dispatcher.passive !== false && dispatcher.handlers.every((entry) => entry.passive);
  if (capture === dispatcher.capture && passive === dispatcher.passive) return;
  if (dispatcher.capture !== null) dispatcher.target.removeEventListener(type, dispatcher.listener, dispatcher.capture);
  dispatcher.capture = capture;
  dispatcher.passive = passive;
  dispatcher.target.addEventListener(type, dispatcher.listener, { capture: capture, passive: passive });
}

function dispatch(dispatcher, event) {
  // Handlers added while this event is handled wait for the next one; removed ones are skipped.
  const handlers = dispatcher.handlers.slice();
  for (const entry of handlers) if (entry.capture) run(entry, event);
  if (dispatcher.capture && event.cancelBubble) return;
  for (const entry of handlers) if (!entry.capture) run(entry, event);
}

function run(entry, event) {
  if (!entry.active) return;
  try {
    entry.handler(event);
  } catch (error) {
    if (typeof reportError === "function") reportError(error);
    else setTimeout(() => {
      throw error;
    });
  }
}

// The event types that have a listener, and how many handlers each has (for tests).
export function listenerCounts() {
  const counts = {};
  for (const [type, dispatcher] of dispatchers) counts[type] = dispatcher.handlers.length;
  return counts;
}

// One handler can take an event so that the handlers after it leave it alone (a click on a sheet's
// backdrop or grabber is the sheet's, not a control's).
const claimed = new WeakSet();
export const claim = (event) => claimed.add(event);
export const isClaimed = (event) => claimed.has(event);
