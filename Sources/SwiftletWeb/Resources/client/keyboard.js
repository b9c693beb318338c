// Keyboard flows: the focus a frame took from a control goes back to it when it can take it again;
// Escape on an alert presses its cancel action.

import { Hook, on } from "./bus.js";
import { listen } from "./listeners.js";
import { byId } from "./dom.js";

// Keyboard flows: a control that loses the focus because a frame disabled, hid or removed it
// (Fetch disabled while it fetches, a list row hidden under a pushed screen) is remembered; when
// a later frame leaves the focus on <body> and that control can take it again (back enabled,
// its screen shown after Back), it gets it back, so a keyboard user goes on where they were
// instead of from the top of the page. A click anywhere forgets them (the user chose a place).
const keysReturns = []; // ids of controls a frame took the focus from, oldest first
const keysReturnsLimit = 16;
let keysFocusBefore = null;
function keysFocusable(element) {
  if (!element || !element.isConnected || element.disabled || element.closest("[inert]")) return false;
  if (element.checkVisibility ? !element.checkVisibility() : !element.getClientRects().length) return false;
  // Behind an open sheet or alert the page is out of reach.
  const modal = document.querySelector("dialog.sw-sheet[open], .sw-alert");
  return !modal || modal.contains(element);
}
function keysBeforeFrame() {
  const active = document.activeElement;
  keysFocusBefore = active && active !== document.body ? active : null;
}
function keysAfterFrame() {
  const before = keysFocusBefore;
  keysFocusBefore = null;
  if (before && before.id && !keysFocusable(before) && !keysReturns.includes(before.id)) {
    keysReturns.push(before.id);
    if (keysReturns.length > keysReturnsLimit) keysReturns.shift();
  }
  if (!keysReturns.length) return;
  const active = document.activeElement;
  if (active && active !== document.body && keysFocusable(active)) return;
  for (let i = keysReturns.length - 1; i >= 0; i--) {
    const element = byId(keysReturns[i]);
    if (!element) {
      keysReturns.splice(i, 1);
      continue;
    }
    if (!keysFocusable(element)) continue;
    keysReturns.splice(i);
    element.focus({ preventScroll: false });
    return;
  }
}
listen(
  "pointerdown",
  () => {
    keysReturns.length = 0;
  },
  { capture: true },
);
listen("focusin", (event) => {
  const index = keysReturns.indexOf(event.target.id);
  if (index >= 0) keysReturns.splice(index, 1);
});
// Escape on an alert presses its cancel action, the button made with `role: .cancel`, as a
// hardware keyboard does in SwiftUI; an alert without one waits for an answer (Escape must not
// run its "Erase"). A confirmation dialog has its own dismissal.
listen("keydown", (event) => {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  const alerts = document.querySelectorAll('.sw-alert:not([data-dialog="confirmation"])');
  if (!alerts.length) return;
  const buttons = Array.from(alerts[alerts.length - 1].querySelectorAll("button")).filter((b) => !b.disabled);
  const cancel = buttons.find((b) => b.dataset.role === "cancel");
  if (!cancel) return;
  event.preventDefault();
  cancel.click();
});

on(Hook.frameStart, keysBeforeFrame);
on(Hook.settled, (info) => {
  if (!info.render) keysAfterFrame();
});
