// Animation: a frame's animated changes come between ["anim",{d,dl,n,alt,e}] and ["anim"].
// (frames.js asks animBefore before each change of a run, and marks where runs start and end.)

import { Op } from "./constants.js";
import { byId, slotOf } from "./dom.js";

// A frame's animated changes come between ["anim",{d,dl,n,alt,e}] and ["anim"]. Before the first
// change to an element the run reads its computed style (a running animation included, so an
// interrupted animation continues from where it is) and stops our animations on it; at the end of
// the run it animates every property that changed from the old value to the new one with the Web
// Animations API. Inserted elements enter from their transition's IN state, removed ones stay
// (skipped by child indices) until they have reached their OUT state. Unanimated changes stay instant.
const animatedProperties = [
  "opacity", "color", "backgroundColor", "borderColor", "width", "height", "minWidth", "minHeight", "maxWidth",
  "maxHeight", "paddingTop", "paddingRight", "paddingBottom", "paddingLeft", "marginTop", "marginRight",
  "marginBottom", "marginLeft", "gap", "translate", "rotate", "scale", "transform", "filter", "borderRadius",
  "boxShadow", "fontSize", "fill", "stroke", "strokeWidth", "strokeDasharray", "strokeDashoffset", "d",
];
const transitionProperties = new Set(animatedProperties.concat(["background", "padding", "transformOrigin"]));
let animRun = null;

// Whether the operations being applied are inside an animated run.
export function animActive() {
  return animRun !== null;
}

// A frame that could not be applied drops its run (the render it asks for shows the server's state).
export function animAbort() {
  animRun = null;
}

// An element an animated run inserted: it enters from its transition's starting state.
export function animNoteInserted(element) {
  animRun.inserted.push(element);
}

// Finite, non-negative seconds → milliseconds; a missing or bad value is `fallback`.
function animMillis(value, fallback) {
  return (typeof value === "number" && isFinite(value) && value >= 0 ? value : fallback) * 1000;
}

function animEasing(easing) {
  return typeof easing === "string" && CSS.supports("transition-timing-function", easing) ? easing : "ease-in-out";
}

function animOptions(spec) {
  const passes = spec.n === -1 ? Infinity : Math.max(1, Math.floor(Number(spec.n)) || 1);
  return {
    duration: animMillis(spec.d, 0.35),
    delay: animMillis(spec.dl, 0),
    iterations: passes,
    direction: spec.alt === 1 ? "alternate" : "normal",
    easing: animEasing(spec.e),
  };
}

export function animMark(spec) {
  if (spec && typeof spec === "object") {
    if (animRun !== null) animFlush();
    animRun = { options: animOptions(spec), before: new Map(), inserted: [], content: new Set(), layout: new Map() };
  } else if (animRun !== null) {
    animFlush();
  }
}

function animRead(element) {
  const style = getComputedStyle(element);
  const values = {};
  for (const name of animatedProperties) values[name] = style[name];
  return values;
}

function animStop(element) {
  if (!element.swAnimations) return;
  for (const animation of element.swAnimations) animation.cancel();
  element.swAnimations = null;
}

function animStart(element, keyframes, options) {
  let animation;
  // Accessibility: with prefers-reduced-motion only fades run, and briefly.
  if (a11yReducedMotion && a11yReducedMotion.matches) {
    keyframes = a11yFadesOnly(keyframes);
    if (!keyframes) return null;
    options = Object.assign({}, options, { duration: Math.min(Number(options.duration) || 0, 200), iterations: 1 });
  }
  try {
    animation = element.animate(keyframes, options);
  } catch (error) {
    return null; // a value the browser cannot interpolate: the change stays instant
  }
  (element.swAnimations = element.swAnimations || []).push(animation);
  animation.finished.then(
    () => {
      if (element.swAnimations) element.swAnimations = element.swAnimations.filter((a) => a !== animation);
    },
    () => {},
  );
  return animation;
}

function animNote(element) {
  if (!element || animRun.before.has(element) || !element.isConnected) return;
  animRun.before.set(element, animRead(element));
  animStop(element);
}

// Called before each change of an animated run; true when it took the change over (a removal).
export function animBefore(op) {
  switch (op[0]) {
    case Op.insert:
      animNoteLayout(slotOf(op[1]));
      return false;
    case Op.move: {
      const element = byId("n" + op[1]);
      animNoteLayout(element && element.parentElement);
      animNoteLayout(slotOf(op[2]));
      return false;
    }
    case Op.text: {
      const element = byId(op[1]);
      animNote(element);
      const marked = element && element.closest("[data-content-transition]");
      if (marked && marked.getAttribute("data-content-transition") !== "identity") animRun.content.add(element);
      return false;
    }
    case Op.attr:
    case Op.unattr:
      animNote(byId(op[1]));
      return false;
    case Op.remove: {
      const element = byId("n" + op[1]);
      animNoteLayout(element && element.parentElement);
      return animLeave(element);
    }
    case Op.clear: {
      const container = slotOf(op[1]);
      if (!container) return false;
      animNoteLayout(container);
      for (const child of Array.from(container.children)) if (!child.swLeaving && !animLeave(child)) child.remove();
      return true;
    }
    default:
      return false;
  }
}

// What an animated insertion, removal or move pushes aside glides to its new place, as
// SwiftUI animates the layout of a change. Before the change the run notes where the container's
// children and the following siblings of its first ancestors are (at most 400 boxes, looking
// through display: contents); at its end each box that moved starts from its old place as a
// `translate` animated away. Boxes the run animates otherwise are left to that animation.
const LAYOUT_LIMIT = 400;

function animNoteLayout(container) {
  if (!container || animRun.layout.size >= LAYOUT_LIMIT) return;
  let scope = container;
  let boxes = Array.from(container.children);
  for (let level = 0; scope && level < 4 && scope.id !== "sw-app"; level++) {
    for (const box of animBoxes(boxes, [])) {
      if (animRun.layout.size >= LAYOUT_LIMIT) return;
      if (!animRun.layout.has(box) && !box.swLeaving) animRun.layout.set(box, box.getBoundingClientRect());
    }
    const parent = scope.parentElement;
    boxes = [];
    for (let next = scope.nextElementSibling; next; next = next.nextElementSibling) boxes.push(next);
    scope = parent;
  }
}

// The laid-out boxes among `elements`: an element with display: contents stands for its children.
function animBoxes(elements, found) {
  for (const element of elements) {
    if (found.length >= LAYOUT_LIMIT) break;
    if (getComputedStyle(element).display === "contents") animBoxes(Array.from(element.children), found);
    else found.push(element);
  }
  return found;
}

function animGlide(run) {
  const moved = [];
  for (const [box, before] of run.layout) {
    if (!box.isConnected || box.swLeaving || run.before.has(box) || (before.width === 0 && before.height === 0)) continue;
    animStop(box);
    moved.push([box, before]);
  }
  const glides = [];
  for (const [box, before] of moved) {
    const now = box.getBoundingClientRect();
    const dx = before.left - now.left;
    const dy = before.top - now.top;
    if (Math.abs(dx) >= 0.5 || Math.abs(dy) >= 0.5) glides.push([box, dx, dy]);
  }
  for (const [box, dx, dy] of glides) {
    const own = getComputedStyle(box).translate;
    const parts = own === "none" ? ["0px", "0px"] : own.split(" ");
    const x = parts[0];
    const y = parts[1] || "0px";
    const from = { translate: "calc(" + x + " + " + dx + "px) calc(" + y + " + " + dy + "px)" };
    animStart(box, [from, { translate: x + " " + y }], Object.assign({}, run.options, { iterations: 1, direction: "normal" }));
  }
}

// A leaving box is taken out of the flow where it is (absolutely placed at its offset), so the
// space it leaves closes while its removal plays, as in SwiftUI.
function animLift(element) {
  if (!element.offsetParent || /^(TR|TD|TH|LI|TBODY)$/.test(element.tagName)) return;
  const box = [element.offsetLeft, element.offsetTop, element.offsetWidth, element.offsetHeight];
  Object.assign(element.style, {
    position: "absolute", left: box[0] + "px", top: box[1] + "px", width: box[2] + "px", height: box[3] + "px", margin: "0",
  });
}

function animFlush() {
  const run = animRun;
  animRun = null;
  animGlide(run);
  for (const [element, before] of run.before) {
    if (!element.isConnected) continue;
    const after = animRead(element);
    const from = {};
    const to = {};
    let changed = false;
    for (const name of animatedProperties) {
      if (before[name] === after[name]) continue;
      from[name] = before[name];
      to[name] = after[name];
      changed = true;
    }
    if (changed) animStart(element, [from, to], run.options);
  }
  for (const element of run.content) {
    if (element.isConnected) animStart(element, [{ opacity: 0 }, { opacity: getComputedStyle(element).opacity }], run.options);
  }
  for (const element of run.inserted) animEnter(element, run.options);
}

// "opacity:0;scale:0.5 0.5" → { opacity: "0", scale: "0.5 0.5" }, known properties only.
function animDeclarations(text) {
  const values = {};
  for (const declaration of (text || "").split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 1) continue;
    const name = declaration.slice(0, colon).trim().replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    if (transitionProperties.has(name)) values[name] = declaration.slice(colon + 1).trim();
  }
  return values;
}

// The elements an insertion or removal animates: those with a transition, looking through
// transparent containers (display: contents); others fade, SwiftUI's default transition.
function animTargets(element, found) {
  // A modal (a sheet's <dialog>, an alert) comes and goes at once: a leaving modal would block the page.
  if (element.tagName === "DIALOG" || element.getAttribute("aria-modal") === "true") return found;
  if (element.hasAttribute("data-transition")) {
    found.push([element, element.getAttribute("data-transition").split("|")]);
  } else if (getComputedStyle(element).display === "contents") {
    for (const child of element.children) animTargets(child, found);
  } else {
    found.push([element, ["opacity:0", "opacity:0", ""]]);
  }
  return found;
}

function animTransitionOptions(element, options) {
  const own = element.getAttribute("data-transition-animation");
  const made = Object.assign({}, options, { iterations: 1, direction: "normal" });
  if (!own) return made;
  const parts = own.split("|");
  made.duration = animMillis(Number(parts[0]), 0.35);
  made.delay = animMillis(Number(parts[1]), 0);
  made.easing = animEasing(parts[4]);
  return made;
}

// The state `active` and the element's own (or `identity`) values of the same properties.
function animStates(element, active, identity) {
  const style = getComputedStyle(element);
  const own = {};
  for (const name of Object.keys(active)) own[name] = name in identity ? identity[name] : style[name];
  if (active.transformOrigin) own.transformOrigin = active.transformOrigin;
  return own;
}

function animEnter(element, options) {
  if (!element.isConnected) return;
  for (const [target, states] of animTargets(element, [])) {
    const active = animDeclarations(states[0]);
    if (Object.keys(active).length === 0) continue;
    animStart(target, [active, animStates(target, active, animDeclarations(states[2]))], animTransitionOptions(target, options));
  }
}

function animLeave(element) {
  if (!element || element.swLeaving || !element.parentElement) return false;
  const parent = element.parentElement;
  const running = [];
  for (const [target, states] of animTargets(element, [])) {
    const active = animDeclarations(states[1]);
    if (Object.keys(active).length === 0) continue;
    const from = animStates(target, active, animDeclarations(states[2]));
    animStop(target);
    const options = Object.assign(animTransitionOptions(target, animRun.options), { fill: "forwards" });
    const animation = animStart(target, [from, active], options);
    if (animation) running.push(animation.finished);
  }
  if (running.length === 0) return false;
  animLift(element);
  element.swLeaving = true;
  element.setAttribute("data-sw-leaving", "");
  element.inert = true;
  parent.swLeaving = (parent.swLeaving || 0) + 1;
  const done = () => {
    element.remove();
    parent.swLeaving = Math.max(0, (parent.swLeaving || 1) - 1);
  };
  Promise.all(running).then(done, done);
  return true;
}

// prefers-reduced-motion: an animation keeps only its opacity keyframes (a move, a scale or a
// change of size is instant); nothing left means the change is instant.
const a11yReducedMotion = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
function a11yFadesOnly(keyframes) {
  if (!Array.isArray(keyframes) || !keyframes.length) return null;
  if (!keyframes.every((k) => k && k.opacity !== undefined)) return null;
  return keyframes.map((k) => (k.offset !== undefined ? { opacity: k.opacity, offset: k.offset } : { opacity: k.opacity }));
}
