// What the page tells the app about where it runs: whether it is visible, its position (when
// asked), the viewport's width, the language and the colour scheme; and the URLs the app opens.

import { Message } from "./constants.js";
import { Hook, on } from "./bus.js";
import { listen } from "./listeners.js";
import { send } from "./socket.js";

// The page's visibility: hidden pages get no frames, and the scene phase follows.
function reportVisibility() {
  send({ ev: Message.visibility, hidden: document.hidden });
}
listen("visibilitychange", reportVisibility);
// The page is going away (closed, navigated, put in the back-forward cache): the app goes to the
// background before its socket closes.
// A page that goes away says so, and its session closes with its socket instead of
// waiting for it to come back.
listen("pagehide", () => {
  send({ ev: Message.visibility, hidden: true });
  send({ ev: Message.leave });
});

// Location: the server asks (a "geo" frame with a request number), navigator.geolocation answers.
function reportGeolocationPermission() {
  if (!navigator.permissions || !navigator.permissions.query) return;
  navigator.permissions.query({ name: "geolocation" }).then(
    (permission) => {
      send({ ev: Message.geo, state: permission.state });
      permission.onchange = () => send({ ev: Message.geo, state: permission.state });
    },
    () => {},
  );
}
function locate(request) {
  if (!navigator.geolocation) {
    send({ ev: Message.geo, req: request, message: "this browser has no geolocation" });
    return;
  }
  navigator.geolocation.getCurrentPosition(
    (position) =>
      send({
        ev: Message.geo,
        req: request,
        state: "granted",
        lat: position.coords.latitude,
        lon: position.coords.longitude,
        accuracy: position.coords.accuracy,
      }),
    (error) => {
      const reply = { ev: Message.geo, req: request, message: String(error.message || "unavailable") };
      if (error.code === 1) reply.state = "denied";
      send(reply);
    },
    { timeout: 10000, maximumAge: 0 },
  );
}

// @Environment(\.openURL): the server asks for a URL to open; only web and mail links are opened.
function openURL(url) {
  if (/^(https?:|mailto:|tel:)/i.test(url)) window.open(url, "_blank", "noopener");
}

// @Environment(\.horizontalSizeClass): the viewport's width, sent when the page opens and when
// it crosses the 700-pixel breakpoint between compact and regular.
let reportedCompact = null;
function reportViewport(force) {
  const width = Math.round(window.innerWidth);
  const compact = width < 700;
  if (!force && compact === reportedCompact) return;
  if (send({ ev: Message.viewport, width: width })) reportedCompact = compact;
}
listen("resize", () => reportViewport(false));

// @Environment(\.locale) is the browser's language, sent when the socket opens and when
// the user changes it. The server keeps en_US until then and ignores a tag it cannot read.
function reportLanguage() {
  const tag = navigator.language;
  if (typeof tag === "string" && tag) send({ ev: Message.language, value: tag });
}
listen("languagechange", reportLanguage);

// @Environment(\.colorScheme) is the browser's prefers-color-scheme, sent when
// the socket opens and whenever it changes.
const darkScheme = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
function reportColorScheme() {
  if (darkScheme) send({ ev: Message.colorScheme, value: darkScheme.matches ? "dark" : "light" });
}
if (darkScheme) darkScheme.addEventListener("change", reportColorScheme);

// What the server needs from a new socket, right after the app's stored values.
on(Hook.open, () => {
  reportVisibility();
  reportGeolocationPermission();
  reportViewport(true);
  reportLanguage();
  reportColorScheme();
});
on(Hook.locate, locate);
on(Hook.openURL, openURL);
