// The client's hooks: the socket and the frame pipeline say what happens, and each feature
// subscribes to what it needs, so that neither the socket nor the frame code knows the features.
// A hook calls its subscribers in the order they subscribed, which is the order the modules run in
// (main.js imports them in that order). Subscribers are added while the modules run, never during
// a hook's call.

export const Hook = Object.freeze({
  // Socket (socket.js)
  connecting: "connecting", // (params): a socket is about to open; add to params.query, set params.scene
  open: "open", // (): the socket opened and the hello went out; report what the server needs
  hello: "hello", // (resumed): the server's hello frame arrived (before the queued events go out)
  message: "message", // (frame): any other frame from the server
  sent: "sent", // (message, ref, source): an event went out
  settle: "settle", // (ref): the reply to event `ref` (its tick frame, an ack or an error) is applied
  done: "done", // (ref): nothing more is awaited for event `ref` (applied, refused or lost)
  // Frames that are not ticks (frames.js)
  store: "store", // (key, value): @AppStorage written
  scene: "scene", // (key, value): @SceneStorage written
  locate: "locate", // (request): the app asks for the position
  openURL: "openURL", // (url): @Environment(\.openURL)
  navigate: "navigate", // (nav): the app's navigation moved
  // Applying a tick (frames.js), in this order
  attribute: "attribute", // (element, name): an attribute was set or removed, or built into an element
  frameStart: "frameStart", // (): before the first operation of a tick
  opBefore: "opBefore", // (op): before an operation is applied
  opAfter: "opAfter", // (op): after an operation (the first of a run of inserts stands for the run)
  // After a tick or a render, in this order; each gets { render, presentation }
  rows: "rows", // lazy containers padded, measured elements observed
  layout: "layout", // what CSS cannot lay out alone
  places: "places", // positions of measured elements
  dialogs: "dialogs", // (presentation only) before sheets open: the opener of each new dialog
  present: "present", // (presentation only) sheets and scroll requests
  focus: "focus", // @FocusState
  settled: "settled", // everything after the focus moved (accessibility, keyboard flows)
});

const subscribers = new Map(); // hook -> [function]

export function on(hook, subscriber) {
  let list = subscribers.get(hook);
  if (!list) {
    list = [];
    subscribers.set(hook, list);
  }
  list.push(subscriber);
  return () => {
    const index = list.indexOf(subscriber);
    if (index >= 0) list.splice(index, 1);
  };
}

// Calls every subscriber of `hook`; an exception goes to the caller (a frame that cannot be applied
// asks for a render).
export function emit(hook, first, second, third) {
  const list = subscribers.get(hook);
  if (!list) return;
  for (let i = 0; i < list.length; i++) list[i](first, second, third);
}
