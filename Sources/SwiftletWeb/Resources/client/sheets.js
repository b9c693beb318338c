// Sheets: presented as modal dialogs, with detents and a grabber.

import { DataAttribute, Message } from "./constants.js";
import { Hook, on } from "./bus.js";
import { claim, listen } from "./listeners.js";
import { byId, nodeOf } from "./dom.js";
import { sendEvent } from "./socket.js";

// Sheets: a <dialog> opened modally (the page behind is inert, focus stays inside). The content's
// data-presentation-* attributes give the detents, the grabber and whether dismissal is allowed.
function sheetSettings(sheet) {
  const body = byId(sheet.id + "s");
  const pick = (name) => {
    const holder = body && body.querySelector("[" + name + "]");
    return holder ? holder.getAttribute(name) : null;
  };
  const detents = (pick(DataAttribute.presentationDetents) || "large").split(" ").filter((d) => d);
  return {
    detents: detents.length ? detents : ["large"],
    selected: pick(DataAttribute.presentationDetent),
    grabber: pick(DataAttribute.presentationDragIndicator) === "visible",
    locked: pick(DataAttribute.interactiveDismissDisabled) === "true" || sheet.dataset.presentation === "fullScreenCover",
  };
}

export function syncSheets() {
  for (const sheet of document.querySelectorAll("dialog.sw-sheet")) {
    const settings = sheetSettings(sheet);
    let detent = settings.selected || sheet.dataset.detent || settings.detents[0];
    if (!settings.detents.includes(detent)) detent = settings.detents[0];
    sheet.dataset.detent = detent;
    sheet.dataset.grabber = settings.grabber ? "visible" : "hidden";
    sheet.dataset.locked = settings.locked ? "true" : "false";
    if (!sheet.open && sheet.isConnected) sheet.showModal();
  }
}

// A click on the backdrop (outside the sheet's box) dismisses it; a click on the grabber steps its
// detent. Either is the sheet's: the controls' click handler (events.js) leaves it alone.
listen("click", (event) => {
  if (event.target.matches && event.target.matches("dialog.sw-sheet")) {
    claim(event);
    const sheet = event.target;
    if (sheet.swDragged) {
      sheet.swDragged = false; // the end of a grabber drag, not a click
      return;
    }
    const box = sheet.getBoundingClientRect();
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dismissSheet(sheet); // the backdrop: a click outside the sheet's box
    return;
  }
  if (event.target.closest(".sw-grabber")) {
    claim(event);
    const sheet = event.target.closest("dialog.sw-sheet");
    if (sheet.swDragged) sheet.swDragged = false; // the drag already switched
    else stepDetent(sheet, sheet.dataset.detent === "large" ? -1 : 1);
  }
});

function dismissSheet(sheet) {
  if (sheet.dataset.locked === "true") return;
  sendEvent({ ev: Message.tap, id: nodeOf(sheet) });
}

function stepDetent(sheet, direction) {
  const detents = sheetSettings(sheet).detents;
  const index = detents.indexOf(sheet.dataset.detent);
  const next = detents[Math.min(detents.length - 1, Math.max(0, index + direction))];
  if (!next || next === sheet.dataset.detent) return;
  sheet.dataset.detent = next;
  sendEvent({ ev: Message.select, id: nodeOf(sheet), value: next });
}

// Escape: the dialog's cancel event; the server removes the sheet (or keeps it when locked).
listen(
  "cancel",
  (event) => {
    if (!event.target.matches || !event.target.matches("dialog.sw-sheet")) return;
    event.preventDefault();
    // Review fixes: while an alert or confirmation dialog is open, Escape is its own (an alert
    // ignores it, a confirmation dialog closes); the sheet under it stays.
    if (document.querySelector(".sw-alert")) return;
    dismissSheet(event.target);
  },
  { capture: true },
);
// The browser may close a dialog on its own (a repeated Escape): reopen it until the server says.
listen(
  "close",
  (event) => {
    const sheet = event.target;
    if (!sheet.matches || !sheet.matches("dialog.sw-sheet") || !sheet.isConnected) return;
    sheet.showModal();
    dismissSheet(sheet);
  },
  { capture: true },
);
listen("keydown", (event) => {
  const grabber = event.target.closest && event.target.closest(".sw-grabber");
  if (!grabber) return;
  if (event.key === "ArrowUp" || event.key === "ArrowDown") {
    event.preventDefault();
    stepDetent(grabber.closest("dialog.sw-sheet"), event.key === "ArrowUp" ? 1 : -1);
  }
});
// Dragging the grabber: up for a taller detent, down for a shorter one.
listen("pointerdown", (event) => {
  const grabber = event.target.closest && event.target.closest(".sw-grabber");
  if (!grabber) return;
  const startY = event.clientY;
  const sheet = grabber.closest("dialog.sw-sheet");
  const stop = listen("pointerup", (up) => {
    stop();
    const moved = up.clientY - startY;
    if (Math.abs(moved) > 30) {
      sheet.swDragged = true;
      stepDetent(sheet, moved < 0 ? 1 : -1);
    }
  });
});

on(Hook.present, syncSheets);
