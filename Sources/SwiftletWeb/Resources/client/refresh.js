// Pull to refresh (wheel or drag) and the host's refresh control.

import { Message } from "./constants.js";
import { listen } from "./listeners.js";
import { firstVisible, nodeOf } from "./dom.js";
import { sendEvent } from "./socket.js";

// Pull to refresh: scrolling up past the top of a refreshable container (or the page).
let pull = 0;
listen(
  "wheel",
  (event) => {
    const target = event.target.closest("[data-refreshable]");
    if (!target || event.deltaY >= 0 || (target.scrollTop || 0) > 0) {
      pull = 0;
      return;
    }
    pull += -event.deltaY;
    if (pull > 200) {
      pull = 0;
      sendEvent({ ev: Message.refresh, id: nodeOf(target) });
    }
  },
  { passive: true },
);

// Pull to refresh by dragging (mouse, pen or touch): a drag that starts at the top of a refreshable
// element and moves down far enough refreshes it once.
let drag = null;
listen("pointerdown", (event) => {
  const target = event.target.closest("[data-refreshable]");
  if (!target || (target.scrollTop || 0) > 0 || event.target.closest("button, input, a")) return;
  drag = { target: target, startY: event.clientY, sent: false };
});
listen("pointermove", (event) => {
  if (!drag || drag.sent || event.clientY - drag.startY < 80) return;
  drag.sent = true;
  sendEvent({ ev: Message.refresh, id: nodeOf(drag.target) });
});
for (const name of ["pointerup", "pointercancel"]) listen(name, () => (drag = null));

// The host's refresh control, outside the app's tree: shown while the page has a visible refreshable
// element; it refreshes the first one, and says "Refreshing…" (disabled) until every refresh ended.
const refreshButton = document.createElement("button");
refreshButton.type = "button";
refreshButton.id = "sw-refresh";
refreshButton.className = "sw-refresh";
refreshButton.hidden = true;
document.body.appendChild(refreshButton);
refreshButton.addEventListener("click", () => {
  const target = firstVisible("[data-refreshable]");
  if (target) sendEvent({ ev: Message.refresh, id: nodeOf(target) });
});
export function updateRefreshControl() {
  const target = firstVisible("[data-refreshable]");
  const busy = firstVisible('[data-refreshing="true"]') !== undefined;
  refreshButton.hidden = !target;
  refreshButton.disabled = busy;
  refreshButton.textContent = busy ? "Refreshing…" : "↻ Refresh";
  refreshButton.setAttribute("aria-busy", busy ? "true" : "false");
}
