// Accessibility: descriptions, announcements, the keyboard for elements made buttons, alerts'
// Tab order, shortcuts, focus back to a dialog's opener, hidden content out of the tab order.

import { DataAttribute } from "./constants.js";
import { Hook, on } from "./bus.js";
import { listen } from "./listeners.js";
import { app, byId, focusableSelector } from "./dom.js";
import { gestureReceivers, receiver, sendGesture } from "./gestures.js";

// Accessibility: hints and values as visually hidden descriptions, Enter and Space on elements
// made buttons by traits or actions, Tab kept inside an alert, focus back to a dialog's opener.
const a11yDescribed = new Set(); // elements whose description text may have changed
let a11yHolder = null;
function a11yNote(element, name) {
  if (name === DataAttribute.accessibilityDescription) a11yDescribed.add(element);
  if (name === DataAttribute.accessibilityHidden) a11yHiddenChanged = true;
  // A new announcement (never one in a page being built: a render frame).
  if (name === DataAttribute.announcement && element.isConnected) a11yAnnounce(element.getAttribute(name) || "");
}
// Each data-accessibility-description becomes the text of the hidden element its
// aria-describedby names (in one hidden holder outside the app, which a render leaves alone).
function a11ySyncDescriptions() {
  if (!a11yDescribed.size) return;
  if (!a11yHolder) {
    a11yHolder = document.createElement("div");
    a11yHolder.id = "sw-descriptions";
    a11yHolder.hidden = true;
    document.body.appendChild(a11yHolder);
  }
  for (const element of a11yDescribed) {
    const id = element.getAttribute("aria-describedby");
    const text = element.getAttribute("data-accessibility-description");
    if (!id || !/^n\d+d$/.test(id)) continue;
    let span = byId(id);
    if (text === null || !element.isConnected) {
      if (span && span.parentElement === a11yHolder) span.remove();
      continue;
    }
    if (!span) {
      span = document.createElement("span");
      span.id = id;
      a11yHolder.appendChild(span);
    }
    if (span.textContent !== text) span.textContent = text;
  }
  a11yDescribed.clear();
  // Descriptions whose element is gone go too.
  for (const span of Array.from(a11yHolder.children)) {
    const owner = byId(span.id.slice(0, -1));
    if (!owner || owner.getAttribute("aria-describedby") !== span.id) span.remove();
  }
}
function a11yScan(root) {
  for (const element of root.querySelectorAll("[data-accessibility-description]")) a11yDescribed.add(element);
}

// A trait (.isButton, .isLink) or a default accessibility action makes a <div>/<span> a button or
// link with tabindex=0: Enter (and Space for a button) runs its tap gestures, else a click.
listen("keydown", (event) => {
  const target = event.target;
  if (!target.matches || !target.matches('[role="button"][tabindex], [role="link"][tabindex]')) return;
  if (target.matches("button, a, input, select, textarea, summary")) return;
  const space = event.key === " " && target.getAttribute("role") === "button";
  if (event.key !== "Enter" && !space) return;
  event.preventDefault();
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const chain = gestureReceivers(target, ["tap"]).filter((c) => c.tokens.some((t) => Number(t.a || 1) === 1));
  if (chain.length) for (const c of chain) sendGesture(receiver(c, x, y), "tap", "ended", x, y, { n: 1 });
  else target.click();
});

// An alert is a modal overlay but not a <dialog>: Tab and Shift-Tab cycle through its buttons.
listen("keydown", (event) => {
  if (event.key !== "Tab") return;
  const alerts = document.querySelectorAll(".sw-alert");
  const dialog = alerts[alerts.length - 1];
  if (!dialog) return;
  const stops = Array.from(dialog.querySelectorAll(focusableSelector)).filter((e) => !e.disabled && e.tabIndex >= 0);
  if (!stops.length) return;
  const index = stops.indexOf(document.activeElement);
  const next = event.shiftKey ? (index <= 0 ? stops.length - 1 : index - 1) : index === stops.length - 1 ? 0 : index + 1;
  event.preventDefault();
  stops[next].focus();
});

// Arrow keys move between a tab view's bar buttons and a segmented picker's options, and choose
// the one they reach (as a tab bar and a segmented control do with a keyboard).
listen("keydown", (event) => {
  const keys = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: "first", End: "last" };
  const step = keys[event.key];
  if (step === undefined || event.altKey || event.ctrlKey || event.metaKey || !event.target.closest) return;
  let group = [];
  const target = event.target;
  if (target.matches('[role="tab"]')) {
    const list = target.closest('[role="tablist"]');
    group = list ? Array.from(list.querySelectorAll(':scope > [role="tab"]')) : [];
  } else if (target.matches('[role="radio"]')) {
    const radios = target.closest('[role="radiogroup"]');
    group = radios ? Array.from(radios.querySelectorAll('[role="radio"]')) : [];
  }
  group = group.filter((e) => !e.disabled);
  const index = group.indexOf(target);
  if (index < 0 || group.length < 2) return;
  event.preventDefault();
  const next =
    step === "first" ? group[0] : step === "last" ? group[group.length - 1] : group[(index + step + group.length) % group.length];
  next.focus();
  next.click();
});

// .keyboardShortcut: data-keyboard-shortcut ("command+shift+k", "return") presses its control when
// the keys are pressed; inside the open sheet or alert while one is open. `command` is Control or ⌘.
const a11yKeyNames = {
  return: "Enter", escape: "Escape", delete: "Backspace", deleteForward: "Delete", upArrow: "ArrowUp",
  downArrow: "ArrowDown", leftArrow: "ArrowLeft", rightArrow: "ArrowRight", home: "Home", end: "End",
  pageUp: "PageUp", pageDown: "PageDown", clear: "Clear", tab: "Tab", space: " ",
};
function a11yShortcutMatches(text, event) {
  const parts = text.split("+");
  const key = parts.pop();
  const wanted = a11yKeyNames[key] || key;
  if (event.key.toLowerCase() !== wanted.toLowerCase()) return false;
  const command = parts.includes("command");
  const control = parts.includes("control");
  if ((command || control) !== (event.ctrlKey || event.metaKey)) return false;
  return parts.includes("shift") === event.shiftKey && parts.includes("option") === event.altKey;
}
listen(
  "keydown",
  (event) => {
    if (event.defaultPrevented || event.repeat) return;
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    const target = event.target;
    const typing = target.matches && target.matches("input, textarea, select, [contenteditable]");
    if (plain && typing && event.key !== "Escape") return;
    // Enter or Space on a focused control is that control's own.
    const control = target.matches && target.matches('button, a[href], summary, [role="button"], [role="link"], [role="option"], [role="radio"]');
    if (plain && control && (event.key === "Enter" || event.key === " ")) return;
    const dialogs = document.querySelectorAll("dialog.sw-sheet[open], .sw-alert");
    const scope = dialogs.length ? dialogs[dialogs.length - 1] : app;
    for (const element of scope.querySelectorAll("[data-keyboard-shortcut]")) {
      if (element.disabled || !element.getClientRects().length) continue;
      if (!a11yShortcutMatches(element.dataset.keyboardShortcut, event)) continue;
      event.preventDefault();
      event.stopPropagation();
      element.click();
      return;
    }
  },
  { capture: true },
);

// The control that had the focus when a sheet or alert appeared gets it back when it goes.
const a11yDialogs = []; // {dialog, opener: the opener's id}
function a11yNoteDialogs() {
  for (const dialog of document.querySelectorAll("dialog.sw-sheet, .sw-alert")) {
    if (a11yDialogs.some((d) => d.dialog === dialog)) continue;
    const active = document.activeElement;
    const opener = active && active !== document.body && !dialog.contains(active) ? active.id : "";
    a11yDialogs.push({ dialog: dialog, opener: opener });
  }
}
function a11yRestoreFocus() {
  for (let i = a11yDialogs.length - 1; i >= 0; i--) {
    const entry = a11yDialogs[i];
    if (entry.dialog.isConnected) continue;
    a11yDialogs.splice(i, 1);
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    const opener = entry.opener ? byId(entry.opener) : null;
    if (lost && opener && opener.isConnected) opener.focus();
  }
}
function a11yAfterFrame() {
  a11ySyncDescriptions();
  if (a11yDialogs.length) a11yRestoreFocus();
  a11yTabPanelStops();
  a11yHideFocusables();
}
// AccessibilityNotification.Announcement. The root's data-announcement
// ("<count> <text>") is read through one visually hidden polite live region outside the app,
// made when the page starts (a region must exist before it changes to be read).
let a11yAnnouncer = null;
function a11yMakeAnnouncer() {
  a11yAnnouncer = document.createElement("div");
  a11yAnnouncer.id = "sw-announcer";
  a11yAnnouncer.className = "sw-announcer";
  a11yAnnouncer.setAttribute("aria-live", "polite");
  a11yAnnouncer.setAttribute("aria-atomic", "true");
  document.body.appendChild(a11yAnnouncer);
}
function a11yAnnounce(value) {
  const space = value.indexOf(" ");
  const text = space < 0 ? "" : value.slice(space + 1);
  if (!a11yAnnouncer) a11yMakeAnnouncer();
  // The same text again must still be a change: it alternates a trailing no-break space.
  a11yAnnouncer.textContent = a11yAnnouncer.textContent === text ? text + "\u00a0" : text;
}
// Inside an element hidden from assistive technology
// (data-accessibility-hidden, from .accessibilityHidden(true)) every focusable element gets
// tabindex=-1, its own kept in data-a11y-tabindex and put back once the mark is gone; the server
// gives the hidden element itself tabindex=-1. Runs after a frame that changed a mark, and after
// every frame while some element is hidden (content inserted into it since).
let a11yHiddenChanged = true;
let a11yHiddenSeen = false;
function a11yHideFocusables() {
  if (!a11yHiddenChanged && !a11yHiddenSeen) return; // a page without hidden elements pays nothing
  const hidden = app.querySelectorAll("[data-accessibility-hidden]");
  a11yHiddenChanged = false;
  a11yHiddenSeen = hidden.length > 0;
  for (const root of hidden) {
    for (const element of root.querySelectorAll(focusableSelector)) {
      if (element.getAttribute("tabindex") === "-1") continue;
      element.setAttribute("data-a11y-tabindex", element.getAttribute("tabindex") ?? "");
      element.setAttribute("tabindex", "-1");
    }
  }
  for (const element of app.querySelectorAll("[data-a11y-tabindex]")) {
    if (element.parentElement && element.parentElement.closest("[data-accessibility-hidden]")) continue;
    const own = element.getAttribute("data-a11y-tabindex");
    element.removeAttribute("data-a11y-tabindex");
    if (own) element.setAttribute("tabindex", own);
    else element.removeAttribute("tabindex");
  }
}
// A shown tab panel holding nothing focusable is a Tab stop itself
// (tabindex=0), so the keyboard reaches its text after the tab (the WAI-ARIA tabs pattern).
const a11yTabStopSelector = ["input", "textarea", "select", "button"]
  .map((tag) => tag + ":not(:disabled):not([tabindex^='-'])")
  .concat(["a[href]:not([tabindex^='-'])", "[tabindex]:not([tabindex^='-'])"])
  .join(", ");
const a11yTabPanels = app.getElementsByClassName("sw-tab"); // live: a page without tabs pays nothing
function a11yTabPanelStops() {
  if (!a11yTabPanels.length) return;
  for (const panel of app.querySelectorAll('.sw-tab[role="tabpanel"][data-selected="true"]')) {
    const stop = panel.querySelector(a11yTabStopSelector) === null;
    if (stop && panel.getAttribute("tabindex") !== "0") panel.setAttribute("tabindex", "0");
    else if (!stop && panel.hasAttribute("tabindex")) panel.removeAttribute("tabindex");
  }
}
// ---- end Accessibility ----------------------------------------------------------------------

// The server-rendered page, before the socket opens.
export function startAccessibility() {
  a11yScan(app);
  a11ySyncDescriptions();
  a11yNoteDialogs();
  a11yTabPanelStops();
  a11yHideFocusables();
  a11yMakeAnnouncer();
}

on(Hook.attribute, a11yNote);
on(Hook.dialogs, a11yNoteDialogs); // before a sheet opens and takes the focus
on(Hook.settled, a11yAfterFrame);
