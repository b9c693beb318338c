// Gestures: the recognisers for elements with data-gestures (taps, presses, drags, hover, pinch
// and rotation), the presses of buttons with a style of their own, and swipes between pages.

import { Message } from "./constants.js";
import { Hook, on } from "./bus.js";
import { listen } from "./listeners.js";
import { nodeOf } from "./dom.js";
import { sendEvent } from "./socket.js";

// Recognisers for elements with data-gestures (docs/web/interaction.md, "Gestures"). Tokens:
// tap:N, press:SECONDS:POINTS, drag:POINTS, magnify, rotate, hover, hoverMove; suffixes @h (high
// priority), @s (simultaneous), @o (the gestures of elements inside are off).
const gestureCache = new WeakMap(); // element -> { attr, tokens }
const gestureRefs = new Map(); // ref of a drag event -> { r, x, y, end }
const tapWindow = 350; // ms a second tap may follow the first
let stroke = null; // the pressed pointer: { id, x0, y0, x, y, samples, receivers, moved }
let tapSequence = null; // { el, count, time, x, y, timers }
let gestureFrame = 0; // requestAnimationFrame id of the pending coalesced reports

function gestureTokens(element) {
  const attr = element.dataset.gestures || "";
  const cached = gestureCache.get(element);
  if (cached && cached.attr === attr) return cached.tokens;
  const tokens = attr
    .split(" ")
    .filter(Boolean)
    .map((text) => {
      const flags = text.split("@");
      const parts = flags[0].split(":");
      const number = (value, fallback) => (Number.isFinite(Number(value)) && value !== undefined ? Number(value) : fallback);
      return {
        kind: parts[0],
        a: number(parts[1], 0),
        b: number(parts[2], 10),
        high: flags.includes("h"),
        sim: flags.includes("s"),
        only: flags.includes("o"),
      };
    });
  gestureCache.set(element, { attr: attr, tokens: tokens });
  return tokens;
}

// The elements whose gestures of these kinds take a pointer on `target`: the innermost element
// with such a gesture (or the innermost with a high-priority one), plus every element with a
// simultaneous one; an element whose tokens say @o hides the elements inside it.
export function gestureReceivers(target, kinds) {
  const chain = [];
  let element = target && target.closest ? target.closest("[data-gestures]") : null;
  while (element) {
    const tokens = gestureTokens(element).filter((token) => kinds.includes(token.kind));
    if (tokens.some((token) => token.only)) chain.length = 0;
    if (tokens.length) chain.push({ el: element, tokens: tokens });
    element = element.parentElement ? element.parentElement.closest("[data-gestures]") : null;
  }
  const winner = chain.find((c) => c.tokens.some((t) => t.high)) || chain.find((c) => c.tokens.some((t) => !t.sim));
  return chain.filter((c) => c === winner || c.tokens.some((t) => t.sim));
}

const round = (value) => Math.round(value * 2) / 2;

// Sends one gesture report for receiver r; locations are in the element's box as it was when the
// pointer went down (so a translation is the pointer's distance even while the element moves).
export function sendGesture(r, kind, phase, x, y, extra) {
  const g = {
    k: kind,
    p: phase,
    x: round(x - r.rect.left),
    y: round(y - r.rect.top),
    sx: round(r.x0 - r.rect.left),
    sy: round(r.y0 - r.rect.top),
    gx: round(x),
    gy: round(y),
    gsx: round(r.x0),
    gsy: round(r.y0),
    t: Date.now(),
  };
  if (extra) Object.assign(g, extra);
  const message = { ev: Message.gesture, id: nodeOf(r.el), g: g };
  sendEvent(message);
  return message.ref;
}

export function receiver(c, x, y) {
  const drags = c.tokens.filter((t) => t.kind === "drag").map((t) => t.a);
  const presses = c.tokens.filter((t) => t.kind === "press");
  const server = c.el.style.translate || "";
  return {
    el: c.el,
    tokens: c.tokens,
    rect: c.el.getBoundingClientRect(),
    x0: x,
    y0: y,
    dragMin: drags.length ? Math.min(...drags) : Infinity,
    dragging: false,
    dirty: false,
    presses: presses,
    pressMax: presses.length ? Math.min(...presses.map((t) => t.b)) : 0,
    pressing: false,
    longFired: false,
    timers: [],
    serverText: server,
    server0: parseTranslate(server),
    server: parseTranslate(server),
    driven: false,
    acked: null,
    finished: false,
  };
}

function parseTranslate(text) {
  const parts = (text || "").split(" ").map((part) => parseFloat(part));
  return { x: Number.isFinite(parts[0]) ? parts[0] : 0, y: Number.isFinite(parts[1]) ? parts[1] : 0 };
}

function velocity() {
  const samples = stroke.samples;
  if (samples.length < 2) return { vx: 0, vy: 0 };
  const first = samples[0];
  const last = samples[samples.length - 1];
  const dt = (last.t - first.t) / 1000;
  if (dt <= 0) return { vx: 0, vy: 0 };
  return { vx: round((last.x - first.x) / dt), vy: round((last.y - first.y) / dt) };
}

function sendDrag(r, phase) {
  const ref = sendGesture(r, "drag", phase, stroke.x, stroke.y, velocity());
  gestureRefs.set(ref, { r: r, x: stroke.x, y: stroke.y, end: phase !== "changed" });
  r.dirty = false;
}

function endPress(r) {
  for (const timer of r.timers) clearTimeout(timer);
  r.timers = [];
  if (r.pressing) {
    r.pressing = false;
    sendGesture(r, "press", "ended", stroke.x, stroke.y);
  }
}

listen("pointerdown", (event) => {
  pinchPointerDown(event);
  if (stroke || (event.pointerType === "mouse" && event.button !== 0)) return;
  const chain = gestureReceivers(event.target, ["tap", "press", "drag"]);
  if (!chain.length) return;
  const x = event.clientX;
  const y = event.clientY;
  stroke = { id: event.pointerId, x0: x, y0: y, x: x, y: y, samples: [{ x: x, y: y, t: event.timeStamp }], moved: false };
  stroke.receivers = chain.map((c) => receiver(c, x, y));
  for (const r of stroke.receivers) {
    if (r.presses.length) {
      r.pressing = true;
      sendGesture(r, "press", "began", x, y);
      for (const seconds of new Set(r.presses.map((t) => t.a))) {
        const timer = setTimeout(() => {
          if (!r.pressing || !stroke) return;
          r.longFired = true;
          sendGesture(r, "longPress", "changed", stroke.x, stroke.y, { d: seconds });
        }, seconds * 1000);
        r.timers.push(timer);
      }
    }
    if (r.dragMin === 0) {
      r.dragging = true;
      sendDrag(r, "changed");
    }
  }
});

listen("pointermove", (event) => {
  pinchPointerMove(event);
  hoverMove(event);
  if (!stroke || event.pointerId !== stroke.id) return;
  stroke.x = event.clientX;
  stroke.y = event.clientY;
  stroke.samples.push({ x: stroke.x, y: stroke.y, t: event.timeStamp });
  while (stroke.samples.length > 2 && event.timeStamp - stroke.samples[0].t > 100) stroke.samples.shift();
  const distance = Math.hypot(stroke.x - stroke.x0, stroke.y - stroke.y0);
  if (distance > 10) stroke.moved = true;
  for (const r of stroke.receivers) {
    if (r.pressing && distance > r.pressMax) endPress(r);
    if (!r.dragging && distance >= r.dragMin) {
      r.dragging = true;
      if (r.el.setPointerCapture) {
        try {
          r.el.setPointerCapture(event.pointerId);
        } catch (error) {
          // the pointer is already gone
        }
      }
    }
    if (r.dragging) {
      r.dirty = true;
      followPointer(r);
    }
  }
  scheduleGestureFrame();
});

// At most one drag (and continuous hover, pinch) report per animation frame.
function scheduleGestureFrame() {
  if (gestureFrame) return;
  gestureFrame = requestAnimationFrame(() => {
    gestureFrame = 0;
    if (stroke) for (const r of stroke.receivers) if (r.dirty && r.dragging) sendDrag(r, "changed");
    flushHover();
    flushPinch();
  });
}

function finishStroke(event, cancelled) {
  pinchPointerUp(event);
  if (!stroke || event.pointerId !== stroke.id) return;
  const ended = stroke;
  for (const r of ended.receivers) {
    if (r.dragging) sendDrag(r, cancelled ? "cancelled" : "ended");
    endPress(r);
  }
  stroke = null;
  if (!cancelled && !ended.moved && !ended.receivers.some((r) => r.longFired)) recordTap(event);
}
listen("pointerup", (event) => finishStroke(event, false));
listen("pointercancel", (event) => finishStroke(event, true));
listen("dragstart", (event) => {
  if (event.target.closest && event.target.closest("[data-gestures]")) event.preventDefault();
});

// Taps: the tap count of a sequence goes to the tap gestures of that count at once when no gesture
// waits for more taps, else when the time for another tap has passed.
function recordTap(event) {
  const chain = gestureReceivers(event.target, ["tap"]);
  if (!chain.length) return;
  const now = event.timeStamp;
  const x = event.clientX;
  const y = event.clientY;
  const continues =
    tapSequence &&
    tapSequence.el === chain[0].el &&
    now - tapSequence.time <= tapWindow &&
    Math.hypot(x - tapSequence.x, y - tapSequence.y) <= 20;
  if (continues) {
    for (const timer of tapSequence.timers) clearTimeout(timer);
    tapSequence.count += 1;
  } else {
    if (tapSequence) for (const timer of tapSequence.timers) clearTimeout(timer);
    tapSequence = { el: chain[0].el, count: 1 };
  }
  const sequence = tapSequence;
  Object.assign(sequence, { time: now, x: x, y: y, timers: [] });
  let waits = false;
  for (const c of chain) {
    const counts = c.tokens.map((t) => t.a);
    const r = receiver(c, x, y);
    if (Math.max(...counts) > sequence.count) waits = true;
    if (!counts.includes(sequence.count)) continue;
    if (Math.max(...counts) > sequence.count) {
      sequence.timers.push(setTimeout(() => sendGesture(r, "tap", "ended", x, y, { n: sequence.count }), tapWindow));
    } else {
      sendGesture(r, "tap", "ended", x, y, { n: sequence.count });
    }
  }
  if (!waits) tapSequence = null;
}

// Hover: entering and leaving (mouse and pen; a touch has no hover), and the location while
// moving over an element with a continuous hover.
const hovered = new Map(); // element -> { x, y } pending continuous hover location
function hoverTargets(element, kind) {
  const result = [];
  for (let el = element && element.closest ? element.closest("[data-gestures]") : null; el; ) {
    if (gestureTokens(el).some((t) => t.kind === kind)) result.push(el);
    el = el.parentElement ? el.parentElement.closest("[data-gestures]") : null;
  }
  return result;
}
function hoverReport(element, phase, x, y) {
  const rect = element.getBoundingClientRect();
  const r = { el: element, rect: rect, x0: x, y0: y };
  sendGesture(r, "hover", phase, x, y);
}
listen(
  "pointerenter",
  (event) => {
    const element = event.target;
    if (event.pointerType === "touch" || !element.dataset || !element.dataset.gestures) return;
    const tokens = gestureTokens(element);
    if (tokens.some((t) => t.kind === "hover" || t.kind === "hoverMove")) {
      hoverReport(element, "began", event.clientX, event.clientY);
    }
  },
  { capture: true },
);
listen(
  "pointerleave",
  (event) => {
    const element = event.target;
    if (event.pointerType === "touch" || !element.dataset || !element.dataset.gestures) return;
    const tokens = gestureTokens(element);
    if (tokens.some((t) => t.kind === "hover" || t.kind === "hoverMove")) {
      hovered.delete(element);
      hoverReport(element, "ended", event.clientX, event.clientY);
    }
  },
  { capture: true },
);
function hoverMove(event) {
  listenToWheelOver(event.target);
  if (event.pointerType === "touch") return;
  const targets = hoverTargets(event.target, "hoverMove");
  if (!targets.length) return;
  for (const element of targets) hovered.set(element, { x: event.clientX, y: event.clientY });
  scheduleGestureFrame();
}
function flushHover() {
  for (const [element, at] of hovered) {
    if (element.isConnected) hoverReport(element, "changed", at.x, at.y);
  }
  hovered.clear();
}

// Pinch and rotation: two pointers on one element with magnify or rotate tokens; Ctrl + wheel
// (a trackpad pinch in Chromium) magnifies, Alt + wheel rotates by 15° a notch.
const pointers = new Map(); // pointerId -> { x, y }
let pinch = null; // { receivers, d0, a0, scale, angle, x0, y0, dirty, wheel }
function pinchGeometry() {
  const [a, b] = [...pointers.values()];
  return { d: Math.hypot(b.x - a.x, b.y - a.y), a: Math.atan2(b.y - a.y, b.x - a.x), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
function pinchPointerDown(event) {
  pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (pointers.size !== 2 || pinch) return;
  const chain = gestureReceivers(event.target, ["magnify", "rotate"]);
  if (!chain.length) return;
  const geometry = pinchGeometry();
  if (geometry.d < 1) return;
  pinch = { d0: geometry.d, a0: geometry.a, scale: 1, angle: 0, dirty: false };
  pinch.receivers = chain.map((c) => receiver(c, geometry.x, geometry.y));
}
function pinchPointerMove(event) {
  if (!pointers.has(event.pointerId)) return;
  pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (!pinch || pinch.wheel || pointers.size !== 2) return;
  const geometry = pinchGeometry();
  pinch.scale = Math.max(geometry.d / pinch.d0, 0.001);
  pinch.angle = geometry.a - pinch.a0;
  pinch.x = geometry.x;
  pinch.y = geometry.y;
  pinch.dirty = true;
  scheduleGestureFrame();
}
function sendPinch(phase) {
  for (const r of pinch.receivers) {
    const x = pinch.x === undefined ? r.x0 : pinch.x;
    const y = pinch.y === undefined ? r.y0 : pinch.y;
    if (r.tokens.some((t) => t.kind === "magnify")) sendGesture(r, "magnify", phase, x, y, { s: pinch.scale });
    if (r.tokens.some((t) => t.kind === "rotate")) sendGesture(r, "rotate", phase, x, y, { r: pinch.angle });
  }
  pinch.dirty = false;
}
function flushPinch() {
  if (pinch && pinch.dirty) sendPinch("changed");
}
function pinchPointerUp(event) {
  pointers.delete(event.pointerId);
  if (pinch && !pinch.wheel && pointers.size < 2) {
    sendPinch("ended");
    pinch = null;
  }
}
// The wheel listener must be able to cancel (or Ctrl + wheel zooms the page), and a cancellable
// listener on the document makes every scroll wait for the script: it is added only once the
// pointer has been over an element that magnifies or rotates.
let wheelListening = false;
function listenToWheelOver(target) {
  if (wheelListening || !target || !target.closest) return;
  if (!target.closest('[data-gestures*="magnify"], [data-gestures*="rotate"]')) return;
  wheelListening = true;
  listen("wheel", gestureWheel, { passive: false });
}
function gestureWheel(event) {
  if (!event.ctrlKey && !event.altKey) return;
  const kind = event.ctrlKey ? "magnify" : "rotate";
  if (pinch && !pinch.wheel) return;
  if (!pinch) {
    const chain = gestureReceivers(event.target, [kind]);
    if (!chain.length) return;
    pinch = { scale: 1, angle: 0, dirty: false, wheel: kind };
    pinch.receivers = chain.map((c) => receiver(c, event.clientX, event.clientY));
  }
  if (pinch.wheel !== kind) return;
  event.preventDefault();
  if (kind === "magnify") pinch.scale = Math.min(Math.max(pinch.scale * Math.exp(-event.deltaY / 100), 0.01), 100);
  else pinch.angle += (Math.sign(event.deltaY) * Math.PI) / 12;
  pinch.dirty = true;
  clearTimeout(pinch.timer);
  pinch.timer = setTimeout(() => {
    if (!pinch) return;
    flushPinch();
    sendPinch("ended");
    pinch = null;
  }, 250);
  scheduleGestureFrame();
}

// Following the pointer between server frames. While a drag is active on an element whose
// translate (its `offset`) the server has changed in answer to this drag, the element is shown at
// the server's last translate plus the pointer's movement since the drag report that frame
// answered. Each frame that answers a drag report (its refs, or an ack) replaces that local
// translate with the server's; once the drag ended, the server's translate stands alone.
// The local translate carries the marker property --sw-follow: a frame that rewrites the element's
// style (the server's translate) removes it, so the two are never confused.
function followPointer(r) {
  if (!r.driven || !r.acked || r.finished || !stroke) return;
  const x = r.server.x + stroke.x - r.acked.x;
  const y = r.server.y + stroke.y - r.acked.y;
  r.el.style.translate = x + "px " + y + "px";
  r.el.style.setProperty("--sw-follow", "1");
}
function gestureSettled(ref) {
  const entry = gestureRefs.get(ref);
  if (!entry) return;
  gestureRefs.delete(ref);
  const r = entry.r;
  const style = r.el.style;
  if (!style.getPropertyValue("--sw-follow")) {
    // No local translate on the element: what it shows is the server's.
    r.serverText = style.translate || "";
    r.server = parseTranslate(r.serverText);
    if (r.server.x !== r.server0.x || r.server.y !== r.server0.y) r.driven = true;
  }
  r.acked = { x: entry.x, y: entry.y };
  if (entry.end) {
    r.finished = true;
    if (style.getPropertyValue("--sw-follow")) {
      style.translate = r.serverText;
      style.removeProperty("--sw-follow");
    }
    return;
  }
  followPointer(r);
}
on(Hook.settle, gestureSettled);

// ---- Custom styles ------------------------------------------------------------------------
// A button with a ButtonStyle of your own (data-button-style="custom") reports when it is pressed
// and released (pointer, or Space/Enter held), once per change, as a "press" gesture: the
// server re-runs the style's body with the new `isPressed`.
let pressedButton = null;
function pressButton(button, pressed) {
  if (pressed ? pressedButton === button : pressedButton !== button) return;
  pressedButton = pressed ? button : null;
  if (!button.isConnected) return;
  sendEvent({ ev: Message.gesture, id: nodeOf(button), g: { k: "press", p: pressed ? "began" : "ended" } });
}
const customButton = (target) =>
  target && target.closest ? target.closest('button.sw-button[data-button-style="custom"]:not(:disabled)') : null;
listen("pointerdown", (event) => {
  const button = customButton(event.target);
  if (button && event.button === 0) pressButton(button, true);
});
for (const name of ["pointerup", "pointercancel"]) {
  listen(name, () => {
    if (pressedButton) pressButton(pressedButton, false);
  });
}
listen("keydown", (event) => {
  const button = customButton(event.target);
  if (button && !event.repeat && (event.key === " " || event.key === "Enter")) pressButton(button, true);
});
listen("keyup", (event) => {
  if (pressedButton && (event.key === " " || event.key === "Enter")) pressButton(pressedButton, false);
});
listen("focusout", (event) => {
  if (pressedButton && event.target === pressedButton) pressButton(pressedButton, false);
});
// ---- end Custom styles --------------------------------------------------------------------

// Page tab views: a horizontal swipe or drag across a page (at least 48 px, more across than down)
// turns to the next or the previous one, by pressing its dot (so the server decides, as for a tap).
let pageSwipe = null;
listen("pointerdown", (event) => {
  const page = event.target.closest && event.target.closest('.sw-tabview[data-tab-style="page"] > .sw-tab');
  pageSwipe = page && event.isPrimary ? { page: page, x: event.clientX, y: event.clientY } : null;
});
// A drag that starts on a picture or a link would become the browser's own drag and drop.
listen("dragstart", (event) => {
  if (pageSwipe) event.preventDefault();
});
listen("pointercancel", () => {
  pageSwipe = null;
});
listen("pointerup", (event) => {
  const swipe = pageSwipe;
  pageSwipe = null;
  if (!swipe || !swipe.page.isConnected) return;
  const dx = event.clientX - swipe.x;
  const dy = event.clientY - swipe.y;
  if (Math.abs(dx) < 48 || Math.abs(dx) <= Math.abs(dy)) return;
  const bar = swipe.page.parentElement.querySelector(":scope > .sw-tabbar");
  if (!bar) return;
  const dots = Array.from(bar.children);
  const current = dots.findIndex((dot) => dot.dataset.selected === "true");
  const next = dots[current + (dx < 0 ? 1 : -1)];
  if (current >= 0 && next) next.click();
});
