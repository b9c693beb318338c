// Frames: each tick's operations applied by element id, in sequence order (a gap asks for a render),
// a render replacing the whole page, and the frames that are not ticks handed to their hooks.
// Untrusted text only ever reaches the DOM through textContent, createTextNode and setAttribute.

import { DataAttribute, FrameKey, Message, Op } from "./constants.js";
import { Hook, emit, on } from "./bus.js";
import { app, byId, childAt, slotOf } from "./dom.js";
import { send, seq, setSeq, settle } from "./socket.js";
import { latencyForget, latencyHeldChoice, latencyOwns, setAnswering } from "./latency.js";
import { animAbort, animActive, animBefore, animMark, animNoteInserted } from "./animation.js";

// Every frame that is not the hello.
on(Hook.message, applyFrame);

// The hooks that follow a tick or a render, in order (bus.js); the presentation hooks only when the
// frame could have changed a sheet or a scroll request.
function finishFrame(info) {
  emit(Hook.rows, info);
  emit(Hook.layout, info);
  emit(Hook.places, info);
  if (info.presentation) {
    emit(Hook.dialogs, info);
    emit(Hook.present, info);
  }
  emit(Hook.focus, info);
  emit(Hook.settled, info);
}

export function applyFrame(frame) {
  if (frame[FrameKey.error] !== undefined) {
    console.warn("swiftlet: server rejected an event:", frame[FrameKey.error]);
    if (frame[FrameKey.ref] !== undefined) settle(frame[FrameKey.ref]);
    return;
  }
  if (frame[FrameKey.render]) {
    latencyForget(); // The new elements show the server's state
    const root = build(frame[FrameKey.render]);
    app.replaceChildren(root);
    setSeq(frame[FrameKey.seq]);
    finishFrame({ render: true, presentation: true });
    return;
  }
  if (frame[FrameKey.ack] !== undefined) {
    settle(frame[FrameKey.ack]);
    return;
  }
  const stored = frame[FrameKey.store];
  if (stored) {
    emit(Hook.store, stored.key, stored.value); // @AppStorage
    return;
  }
  if (frame[FrameKey.geo]) {
    emit(Hook.locate, frame[FrameKey.geo].req);
    return;
  }
  if (frame[FrameKey.open] !== undefined) {
    emit(Hook.openURL, frame[FrameKey.open]);
    return;
  }
  if (frame[FrameKey.nav]) {
    emit(Hook.navigate, frame[FrameKey.nav]);
    return;
  }
  const scene = frame[FrameKey.scene];
  if (scene) {
    emit(Hook.scene, scene.key, scene.value); // @SceneStorage
    return;
  }
  const frameSeq = frame[FrameKey.seq];
  if (frameSeq !== seq + 1) {
    console.warn("swiftlet: frame " + frameSeq + " after " + seq + "; resynchronising");
    send({ ev: Message.resync });
    return;
  }
  // Sheets and scroll requests can only appear or change through these operations; a frame of
  // text, selection or removal changes skips the two document-wide searches.
  let presentation = false;
  const refs = frame[FrameKey.refs];
  setAnswering(refs || null); // Values this frame answers with are the server's word
  emit(Hook.frameStart);
  try {
    const ops = frame[FrameKey.ops];
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i];
      // ["anim",{…}] … ["anim"] frame the changes that animate.
      if (op[0] === Op.anim) {
        animMark(op[1]);
        continue;
      }
      const animating = animActive();
      if (animating && animBefore(op)) continue;
      if (op[0] === Op.insert && !animating) {
        // Inserts into one parent at consecutive indices (new rows) go in as one fragment.
        let end = i + 1;
        const follows = (next, previous) => next[0] === Op.insert && next[1] === op[1] && next[2] === previous[2] + 1;
        while (end < ops.length && follows(ops[end], ops[end - 1])) end++;
        if (end - i > 1) {
          insertRun(ops, i, end);
          emit(Hook.opAfter, op);
          presentation = true;
          i = end - 1;
          continue;
        }
      }
      emit(Hook.opBefore, op);
      applyOp(op);
      emit(Hook.opAfter, op);
      if (!presentation) presentation = touchesPresentation(op);
    }
  } catch (error) {
    console.warn("swiftlet: could not apply frame " + frameSeq, error);
    setAnswering(null);
    animAbort();
    setSeq(frameSeq);
    send({ ev: Message.resync });
    return;
  }
  if (animActive()) animMark(undefined); // A run the frame left open ends with it
  setAnswering(null);
  setSeq(frameSeq);
  if (refs) for (const ref of refs) settle(ref);
  finishFrame({ render: false, presentation: presentation });
}

// ops[start..<end] insert into one parent at indices i, i+1, …: the same as inserting them in
// order before the element now at index i.
function insertRun(ops, start, end) {
  const container = slotOf(ops[start][1]);
  const fragment = document.createDocumentFragment();
  for (let k = start; k < end; k++) fragment.appendChild(build(ops[k][3]));
  container.insertBefore(fragment, childAt(container, ops[start][2]));
}

function touchesPresentation(op) {
  if (op[0] === Op.insert || op[0] === Op.move) return true;
  if (op[0] !== Op.attr && op[0] !== Op.unattr) return false;
  const name = op[2];
  return name.startsWith("data-presentation") || name.startsWith("data-interactive") || name.startsWith("data-scroll");
}

export function applyOp(op) {
  switch (op[0]) {
    case Op.text:
      setText(byId(op[1]), op[2]);
      break;
    case Op.attr:
      setAttr(byId(op[1]), op[2], op[3]);
      break;
    case Op.unattr:
      removeAttr(byId(op[1]), op[2]);
      break;
    case Op.insert: {
      const container = slotOf(op[1]);
      const element = build(op[3]);
      container.insertBefore(element, childAt(container, op[2]));
      if (animActive()) animNoteInserted(element);
      break;
    }
    case Op.remove:
      byId("n" + op[1]).remove();
      break;
    case Op.clear: {
      // Every child element of the slot; the slot's own text (a text node before them) stays.
      const container = slotOf(op[1]);
      const first = container.firstChild;
      if (first && first.nodeType === Node.TEXT_NODE) container.replaceChildren(first);
      else container.replaceChildren();
      break;
    }
    case Op.move: {
      const element = byId("n" + op[1]);
      const container = slotOf(op[2]);
      element.remove();
      container.insertBefore(element, childAt(container, op[3]));
      break;
    }
    default:
      throw new Error("unknown operation " + op[0]);
  }
}

function setText(element, text) {
  // Rich text: the runs show the text; it is kept for when the text becomes plain again.
  if (element.swRich === true) {
    element.swText = text;
    return;
  }
  const first = element.firstChild;
  if (first && first.nodeType === Node.TEXT_NODE) first.data = text;
  else element.insertBefore(document.createTextNode(text), first);
  // Input controls: a <textarea> shows its live value, not its text, once it has been edited.
  if (element.tagName === "TEXTAREA") setAttr(element, "value", text);
}

function setAttr(element, name, value) {
  if (name === "aria-checked" && latencyHeldChoice(element, value)) return;
  element.setAttribute(name, value);
  emit(Hook.attribute, element, name); // Accessibility
  if (name === DataAttribute.runs) renderRuns(element);
  // While the user's newer input to this control is in flight, its live value stays theirs.
  const owned = (name === "value" || name === "checked") && latencyOwns(element);
  if (name === "value" && !owned && element.value !== value && "value" in element) element.value = value;
  if (name === "checked" && !owned) element.checked = true;
}

function removeAttr(element, name) {
  element.removeAttribute(name);
  emit(Hook.attribute, element, name); // Accessibility
  if (name === DataAttribute.runs && element.swRich === true) {
    element.swRich = false;
    element.replaceChildren(document.createTextNode(element.swText || ""));
  }
  if (name === "checked" && !latencyOwns(element)) element.checked = false;
}

// The elements made in the SVG namespace (symbols, images, shapes).
const SVG_NS = "http://www.w3.org/2000/svg";
const SVG_TAGS = new Set(["svg", "use", "path", "defs", "linearGradient", "radialGradient", "stop", "g", "foreignObject"]);

export function build(description) {
  // Symbols (an <svg> holding a <use>) and shapes (an <svg> of <path>s) are made in the SVG namespace.
  const element = SVG_TAGS.has(description.tag)
    ? document.createElementNS(SVG_NS, description.tag)
    : document.createElement(description.tag);
  if (description.attrs)
    for (const [name, value] of description.attrs) {
      element.setAttribute(name, value);
      emit(Hook.attribute, element, name); // Accessibility
    }
  if (description.text !== undefined) element.appendChild(document.createTextNode(description.text));
  if (description.kids) for (const kid of description.kids) element.appendChild(build(kid));
  if (element.className === "sw-text" && element.hasAttribute(DataAttribute.runs)) renderRuns(element);
  return element;
}

// Rich text: data-runs (RichTextRuns.swift) becomes one element per run — <strong>, <em>, <code>,
// <s>, <a href> (http, https and mailto only) or <span> — holding a text node only, never markup.
export function renderRuns(element) {
  let runs = null;
  try {
    runs = JSON.parse(element.getAttribute(DataAttribute.runs));
  } catch (error) {
    runs = null;
  }
  if (!Array.isArray(runs)) return;
  const parts = [];
  let plain = "";
  for (const run of runs) {
    if (!run || typeof run.t !== "string") continue;
    plain += run.t;
    let node = document.createTextNode(run.t);
    // A symbol in the text is an <svg> using the sprite (our own URL only).
    if (typeof run.y === "string" && run.y.startsWith("/web/symbols.svg?")) {
      node = document.createElementNS(SVG_NS, "svg");
      node.setAttribute("class", "sw-symbol");
      node.setAttribute("viewBox", "0 0 24 24");
      node.setAttribute("role", "img");
      node.setAttribute("aria-label", typeof run.yn === "string" ? run.yn : "");
      const use = document.createElementNS(SVG_NS, "use");
      use.setAttribute("href", run.y);
      node.appendChild(use);
    }
    const wrap = (tag) => {
      const outer = document.createElement(tag);
      outer.appendChild(node);
      node = outer;
    };
    if (run.c === true) wrap("code");
    if (run.s === true) wrap("s");
    if (run.i === true) wrap("em");
    if (run.b === true) wrap("strong");
    if (typeof run.u === "string" && /^(https?|mailto):/i.test(run.u)) {
      wrap("a");
      node.setAttribute("href", run.u);
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
    const data = run.d && typeof run.d === "object" ? Object.entries(run.d) : [];
    if (typeof run.st === "string" || data.length > 0) {
      if (node.nodeType === Node.TEXT_NODE) wrap("span");
      if (typeof run.st === "string") node.setAttribute("style", run.st);
      for (const [name, value] of data) {
        if (/^[a-z0-9-]+$/.test(name) && typeof value === "string") node.setAttribute("data-" + name, value);
      }
    }
    parts.push(node);
  }
  element.swRich = true;
  element.swText = plain;
  element.replaceChildren(...parts);
}

// Rich text: the server-rendered page shows the plain text; its runs become elements here.
export function renderAllRuns() {
  for (const element of app.querySelectorAll(".sw-text[data-runs]")) renderRuns(element);
}
