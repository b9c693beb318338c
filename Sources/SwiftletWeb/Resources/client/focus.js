// Focus: @FocusState between the page and the app, and confirmation dialogs' dismissal.

import { DataAttribute, Message, Op } from "./constants.js";
import { Hook, on } from "./bus.js";
import { listen } from "./listeners.js";
import { byId, focusableSelector, nodeOf } from "./dom.js";
import { sendEvent } from "./socket.js";

// Focus (@FocusState): an element marked data-focused takes the focus (or its first focusable
// descendant does, for a control drawn as several elements); one that loses the mark gives it up.
// Focus and blur of a data-focusable element are reported with a "focus" event.
let focusChanged = false;
// Review fixes: the ids of the elements whose data-focused mark the frame removed; only the
// element that lost its mark gives up the focus (not a field the user just clicked into).
const focusUnmarked = [];
function noteFocusMark(op) {
  if ((op[0] !== Op.attr && op[0] !== Op.unattr) || op[2] !== DataAttribute.focused) return;
  focusChanged = true;
  if (op[0] === Op.unattr || op[3] !== "true") focusUnmarked.push(op[1]);
}
function focusTarget(element) {
  return element.matches(focusableSelector) ? element : element.querySelector(focusableSelector);
}
// marksChanged: a frame set or removed a data-focused mark (only then is a focus given up).
function syncPresentationFocus(marksChanged) {
  const unmarkedIds = focusUnmarked.splice(0);
  const wanted = document.querySelector('[data-focused="true"]');
  if (wanted) {
    const target = focusTarget(wanted);
    if (target && document.activeElement !== target) target.focus();
    return;
  }
  const active = document.activeElement;
  const holder = active && active.closest && active.closest("[data-focusable]");
  const unmarked = unmarkedIds.some((id) => byId(id) === holder);
  if (marksChanged && holder && unmarked) active.blur();
  // An alert or confirmation dialog that just appeared takes the focus (its first button).
  const dialog = document.querySelector(".sw-alert");
  if (dialog && !dialog.contains(document.activeElement)) {
    const button = dialog.querySelector("button");
    if (button) button.focus();
  }
}
on(Hook.opAfter, noteFocusMark);
on(Hook.focus, (info) => {
  // A render moves the focus only to a marked element; a tick also gives up the focus a mark left.
  if (info.render) {
    syncPresentationFocus(false);
    return;
  }
  if (info.presentation || focusChanged) syncPresentationFocus(focusChanged);
  focusChanged = false;
});

listen("focusin", (event) => {
  const holder = event.target.closest && event.target.closest("[data-focusable]");
  if (holder && holder.dataset.focused !== "true") sendEvent({ ev: Message.focus, id: nodeOf(holder), on: true });
});
listen("focusout", (event) => {
  const holder = event.target.closest && event.target.closest("[data-focusable]");
  if (!holder || (event.relatedTarget && holder.contains(event.relatedTarget))) return;
  if (holder.dataset.focused === "true") sendEvent({ ev: Message.focus, id: nodeOf(holder), on: false });
});

// Confirmation dialogs close on Escape or a click outside their box (an alert needs a button).
function dismissDialog(dialog) {
  if (dialog && dialog.dataset.dialog === "confirmation") sendEvent({ ev: Message.tap, id: nodeOf(dialog) });
}
listen("click", (event) => {
  if (event.target.matches && event.target.matches(".sw-alert")) dismissDialog(event.target);
});
listen("keydown", (event) => {
  if (event.key === "Escape") dismissDialog(document.querySelector('.sw-alert[data-dialog="confirmation"]'));
});
