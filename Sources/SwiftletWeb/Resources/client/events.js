// Events: what the user does with a control (a click, a choice, typing, Return) goes to the server
// as an event for its node.

import { EventName, Message } from "./constants.js";
import { Hook, on } from "./bus.js";
import { isClaimed, listen } from "./listeners.js";
import { byId, nodeOf } from "./dom.js";
import { isConnected, sendEvent } from "./socket.js";
import { backThroughHistory } from "./history.js";

listen("click", (event) => {
  if (isClaimed(event)) return; // a sheet's backdrop or grabber (sheets.js)
  const option = event.target.closest(".sw-picker [data-tag]");
  if (option && option.tagName !== "OPTION") {
    if (!option.disabled) sendEvent({ ev: Message.select, id: nodeOf(option.closest(".sw-picker")), value: option.dataset.tag }, option);
    return;
  }
  const target = event.target.closest("[data-ev]");
  if (target && !target.disabled) {
    // A Link under the app's own \.openURL: the server decides, the browser does not follow it.
    if (target.tagName === "A") event.preventDefault();
    if (target.dataset.ev === EventName.tap) {
      sendEvent({ ev: Message.tap, id: nodeOf(target) }, target);
      closeMenuAround(target);
    } else if (target.dataset.ev === EventName.back && !backThroughHistory(target)) {
      sendEvent({ ev: Message.back, id: nodeOf(target) }, target);
    }
    return;
  }
});

// Choices, display and text: menus close once an action is chosen; a <select> and a <details>
// send their new value and then show the server's (an unknown tag or a refused toggle reverts).
function closeMenuAround(element) {
  const menu = element.closest("details.sw-menu");
  if (menu) menu.removeAttribute("open");
}
listen("change", (event) => {
  const select = event.target;
  if (select.tagName !== "SELECT" || select.dataset.ev !== EventName.select) return;
  // Once the reply to the newest choice is applied, the select shows the server's.
  sendEvent({ ev: Message.select, id: nodeOf(select), value: select.value }, select);
});
listen(
  "toggle",
  (event) => {
    const details = event.target;
    if (!details.dataset || details.dataset.ev !== EventName.disclose) return;
    if (String(details.open) === details.dataset.expanded) return;
    sendEvent({ ev: Message.toggle, id: nodeOf(details), on: details.open }, details).then(() => {
      const expanded = details.dataset.expanded === "true";
      if (details.open !== expanded) details.open = expanded;
    });
  },
  { capture: true },
);

listen("input", (event) => {
  const target = event.target;
  if (target.dataset.ev !== EventName.input) return;
  sendInput(target);
});
function sendInput(target) {
  if (!isConnected()) typedOffline.add(target.id);
  // The field keeps what the user typed until the reply to their newest input is applied.
  sendEvent({ ev: Message.input, id: nodeOf(target), value: target.value }, target);
}
// Text typed while the socket was down goes to the resumed session (a fresh session
// has rendered a new page, where those fields no longer exist).
const typedOffline = new Set();

on(Hook.hello, resendTyping);
function resendTyping(resumed) {
  const ids = Array.from(typedOffline);
  typedOffline.clear();
  if (!resumed) return;
  for (const id of ids) {
    const field = byId(id);
    if (field && field.dataset.ev === EventName.input) sendInput(field);
  }
}

listen("change", (event) => {
  const target = event.target;
  if (target.dataset.ev === EventName.toggle) sendEvent({ ev: Message.toggle, id: nodeOf(target), on: target.checked }, target);
  // Input controls: value fields and date pickers send their value when it is committed.
  if (target.dataset.ev === EventName.commit) sendEvent({ ev: Message.input, id: nodeOf(target), value: target.value }, target);
});

listen("keydown", (event) => {
  const target = event.target;
  if (event.key !== "Enter" || !target.dataset || target.tagName === "TEXTAREA") return;
  if (target.dataset.ev === EventName.commit && target.type === "text") {
    // Input controls: Return commits a value field's text, then submits.
    event.preventDefault();
    sendEvent({ ev: Message.input, id: nodeOf(target), value: target.value }, target);
    sendEvent({ ev: Message.submit, id: nodeOf(target) }, target);
  } else if (target.dataset.ev === EventName.input && target.type !== "range") {
    event.preventDefault();
    sendEvent({ ev: Message.submit, id: nodeOf(target) }, target);
  }
});

// A selectable list row (role=option) is chosen with Enter or Space too.
listen("keydown", (event) => {
  const target = event.target;
  // A Link to the app's own scheme has no href: Enter follows it as it does a real link.
  if (event.key === "Enter" && target.matches && target.matches('a.sw-link[data-ev="tap"]:not([href])')) {
    event.preventDefault();
    sendEvent({ ev: Message.tap, id: nodeOf(target) }, target);
    return;
  }
  if ((event.key === "Enter" || event.key === " ") && target.matches && target.matches('[role="option"][data-ev="tap"]')) {
    event.preventDefault();
    if (target.getAttribute("aria-disabled") !== "true") sendEvent({ ev: Message.tap, id: nodeOf(target) }, target);
  }
});
