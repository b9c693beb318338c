// Swiftlet dev script: served only when the app runs under `swiftlet-dev` (docs/dev.md).
// Listens to the tool's control endpoint (Server-Sent Events): `building` shows a small badge,
// `failed` shows the compiler's messages in an overlay (text only, never markup), `stopped` shows
// why the app stopped, `reloaded` waits until the new app answers and reloads this tab on its URL.
(() => {
  "use strict";
  const script = document.currentScript;
  const control = script && script.dataset.control;
  if (!control || typeof EventSource !== "function") return;

  let overlay = null;
  let badge = null;

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function showBadge(text) {
    if (!badge) {
      badge = element("div", "sw-dev-badge");
      badge.id = "sw-dev-badge";
      badge.setAttribute("role", "status");
      document.body.appendChild(badge);
    }
    badge.textContent = text;
    badge.hidden = false;
  }

  function hideBadge() {
    if (badge) badge.hidden = true;
  }

  function showOverlay(title, lines, hint) {
    hideOverlay();
    overlay = element("div", "sw-dev-overlay");
    overlay.id = "sw-dev-overlay";
    overlay.setAttribute("role", "alertdialog");
    overlay.setAttribute("aria-label", title);
    overlay.appendChild(element("h2", "", title));
    const list = element("pre", "sw-dev-messages");
    list.textContent = lines.join("\n");
    overlay.appendChild(list);
    overlay.appendChild(element("p", "", hint));
    const close = element("button", "", "Dismiss");
    close.addEventListener("click", hideOverlay);
    overlay.appendChild(close);
    document.body.appendChild(overlay);
  }

  function hideOverlay() {
    if (overlay) overlay.remove();
    overlay = null;
  }

  function data(event) {
    try {
      return JSON.parse(event.data) || {};
    } catch (_) {
      return {};
    }
  }

  function line(message) {
    const text = String(message.text || "");
    return message.file ? `${message.file}:${message.line}:${message.column}: ${text}` : text;
  }

  // Reloads once the new app answers (its status endpoint), polling every 100 ms for at most 30 s.
  let reloading = false;
  async function reloadWhenAnswering() {
    if (reloading) return;
    reloading = true;
    for (let attempt = 0; attempt < 300; attempt++) {
      try {
        const response = await fetch("/web/status", { cache: "no-store" });
        if (response.ok) break;
      } catch (_) {
        // Not answering yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    location.reload();
  }

  const source = new EventSource(control + "/events");
  source.addEventListener("building", () => showBadge("Building…"));
  source.addEventListener("failed", (event) => {
    hideBadge();
    const messages = Array.isArray(data(event).messages) ? data(event).messages : [];
    showOverlay(
      "Build failed",
      messages.length ? messages.map(line) : ["The build failed."],
      "The page keeps running the last good build; save a fix to rebuild.",
    );
  });
  source.addEventListener("stopped", (event) => {
    hideBadge();
    showOverlay("The app stopped", [String(data(event).text || "It exited.")], "Save a file to rebuild and restart it.");
  });
  source.addEventListener("reloaded", () => {
    showBadge("Reloading…");
    reloadWhenAnswering();
  });
  window.addEventListener("pagehide", () => source.close());
})();
