// URLs and history.

import { Message } from "./constants.js";
import { Hook, on } from "./bus.js";
import { listen } from "./listeners.js";
import { app } from "./dom.js";
import { sendEvent } from "./socket.js";

// The outermost navigation stack lives in the URL: the server sends {"nav":{url,depth,push}} when
// it changes (a push makes a history entry), Back and Forward send a "location" event, and the
// page's own back button goes back through history when the entry before is one this page made.
// Each entry's state is {sw: 1, depth: screens above the root, index: entries this page made before}.
let navIndex = 0;
export function startHistory() {
  const state = history.state && history.state.sw ? history.state : null;
  navIndex = state && Number.isInteger(state.index) ? state.index : 0;
  const depth = Number(app.dataset.depth || 0);
  try {
    history.replaceState({ sw: 1, depth: depth, index: navIndex }, "", app.dataset.url || location.href);
  } catch (error) {
    console.warn("swiftlet: cannot set the page's URL", error);
  }
}
export function applyNavigation(nav) {
  if (typeof nav.url !== "string" || nav.url.charAt(0) !== "/" || nav.url.charAt(1) === "/") return;
  const depth = Number.isInteger(nav.depth) ? nav.depth : 0;
  if (nav.push) {
    navIndex += 1;
    history.pushState({ sw: 1, depth: depth, index: navIndex }, "", nav.url);
  } else {
    history.replaceState({ sw: 1, depth: depth, index: navIndex }, "", nav.url);
  }
}
export function backThroughHistory(button) {
  const state = history.state;
  if (!state || !state.sw || navIndex <= 0 || !(state.depth > 0)) return false;
  const stack = button.closest(".sw-nav");
  if (!stack || (stack.parentElement && stack.parentElement.closest(".sw-nav"))) return false;
  history.back();
  return true;
}
export function locationQuery() {
  const here = location.pathname + location.search;
  return here.length <= 2048 ? "&path=" + encodeURIComponent(here) : "";
}
listen("popstate", (event) => {
  const state = event.state && event.state.sw ? event.state : null;
  navIndex = state && Number.isInteger(state.index) ? state.index : 0;
  const message = { ev: Message.location, value: location.pathname + location.search };
  if (state && Number.isInteger(state.depth)) message.depth = state.depth;
  sendEvent(message);
});
on(Hook.navigate, applyNavigation);
// A fresh session (no token, or one past its grace) starts where the page is.
on(Hook.connecting, (params) => {
  params.query += locationQuery();
});
