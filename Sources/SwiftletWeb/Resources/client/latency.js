// Latency: what the user did shows at once; a slow reply marks its control busy.

import { EventName, Message } from "./constants.js";
import { Hook, on } from "./bus.js";
import { byId } from "./dom.js";
import { handle } from "./socket.js";

// Controls answer at once, the server's frame confirms (docs/web/interaction.md, *Latency*).
// The browser already shows what the user did (a typed character, a ticked box, a chosen option
// in a <select>, a thumb moved); radio-style pickers are updated here. Each control remembers the
// ref of the newest event it sent (`echoes`): until the reply to that event is applied, frames
// answering older events (or no event) set the control's attributes but leave its live value, so a
// late echo never reverts what the user did since. Once the newest reply is in, the control shows
// exactly what the server says (a refused toggle or an unknown tag goes back). A discrete action
// (a button, a link, a toggle, a choice, a submit) whose reply takes over `busyDelay` ms marks its
// control aria-busy="true" until the reply is applied, or until the socket drops.
const busyDelay = 150;
const echoes = new Map(); // control element id -> ref of the newest event it sent
const busyMarks = new Map(); // ref -> { element, timer, marked }
let latencyAnswering = null; // the refs of the tick frame being applied (null outside one)

// The refs of the tick frame being applied (frames.js), null once it is.
export function setAnswering(refs) {
  latencyAnswering = refs;
}

// The element that owns a control's live state: a radio picker's group, else the element itself.
function latencyControl(source) {
  if (source.getAttribute("role") === "radio") return source.closest('[role="radiogroup"]') || source;
  return source;
}

// Whether the user's newest input to `element` is still unanswered by what is being applied.
export function latencyOwns(element) {
  const control = element.getAttribute && element.getAttribute("role") === "radio" ? latencyControl(element) : element;
  const ref = echoes.get(control.id);
  if (ref === undefined) return false;
  return !(latencyAnswering !== null && latencyAnswering.includes(ref));
}

// A radio's aria-checked from the server: remembered as the server's, shown unless the user's newer
// choice in the group is in flight.
export function latencyHeldChoice(radio, value) {
  if (radio.getAttribute("role") !== "radio") return false;
  radio.swServerChecked = value;
  return latencyOwns(radio);
}

function latencySent(message, ref, source) {
  if (!source || !source.isConnected) return;
  const continuous = message.ev === Message.input && source.dataset.ev === EventName.input; // typing, a slider's drag
  if ([Message.input, Message.toggle, Message.select].includes(message.ev)) {
    const control = latencyControl(source);
    if (control.id) echoes.set(control.id, ref);
    if (control !== source) {
      // A radio picker: the chosen radio is checked at once; the server's state is kept aside.
      for (const radio of control.querySelectorAll('[role="radio"]')) {
        if (radio.swServerChecked === undefined) radio.swServerChecked = radio.getAttribute("aria-checked") || "false";
        radio.setAttribute("aria-checked", radio === source ? "true" : "false");
      }
    }
  }
  if (continuous) return; // its local value is the answer: never dimmed while typing or dragging
  const element = source.closest(".sw-toggle, .sw-picker") || source;
  const mark = { element: element, marked: false, timer: 0 };
  mark.timer = setTimeout(() => {
    if (!busyMarks.has(ref) || !element.isConnected) return;
    mark.marked = true;
    element.swBusy = (element.swBusy || 0) + 1;
    element.setAttribute("aria-busy", "true");
  }, busyDelay);
  busyMarks.set(ref, mark);
}

// The reply to `ref` was applied, refused, or will never come (the socket closed).
function latencyDone(ref) {
  const mark = busyMarks.get(ref);
  if (mark) {
    busyMarks.delete(ref);
    clearTimeout(mark.timer);
    if (mark.marked) {
      mark.element.swBusy = Math.max(0, (mark.element.swBusy || 1) - 1);
      if (mark.element.swBusy === 0) mark.element.removeAttribute("aria-busy");
    }
  }
  for (const [id, newest] of echoes) {
    if (newest !== ref) continue;
    echoes.delete(id);
    const control = byId(id);
    if (control) latencyReconcile(control);
  }
}

// Shows the server's state in a control whose newest event has been answered.
function latencyReconcile(control) {
  if (control.getAttribute("role") === "radiogroup") {
    for (const radio of control.querySelectorAll('[role="radio"]')) {
      if (radio.swServerChecked !== undefined) radio.setAttribute("aria-checked", radio.swServerChecked);
    }
  } else if (control.type === "checkbox") {
    control.checked = control.hasAttribute("checked");
  } else if ("value" in control) {
    const shown = control.getAttribute("value");
    if (shown !== null && control.value !== shown) control.value = shown;
  }
}

// A render replaces every element with the server's state: no control is ahead of it any more, and
// no mark is left on an element the page no longer shows (even if a reply is still awaited).
export function latencyForget() {
  for (const mark of busyMarks.values()) {
    clearTimeout(mark.timer);
    if (mark.marked) {
      mark.element.swBusy = 0;
      mark.element.removeAttribute("aria-busy");
    }
  }
  busyMarks.clear();
  echoes.clear();
}

// Tests: the delay before a slow reply marks its control busy.
handle.busyDelay = busyDelay;

on(Hook.sent, latencySent);
on(Hook.done, latencyDone);
