// Lazy containers (LazyVStack, List, LazyVGrid…): the rows the browser shows are reported as a
// range; the rows it does not hold keep their space as padding.

import { DataAttribute, Message, Op } from "./constants.js";
import { Hook, on } from "./bus.js";
import { listen } from "./listeners.js";
import { byId, isShown, nodeOf, slotOf } from "./dom.js";
import { send } from "./socket.js";
import { updateRefreshControl } from "./refresh.js";

// Lazy containers: report the rows that are visible now (estimated from the first row's height).
const lazyRanges = new Map(); // node id -> "from:to" last reported
let lazyScheduled = false;
function scheduleLazyCheck() {
  if (lazyScheduled) return;
  lazyScheduled = true;
  requestAnimationFrame(() => {
    lazyScheduled = false;
    // A container in a hidden tab keeps its rows: it has no box to measure.
    for (const element of document.querySelectorAll("[data-lazy]")) if (isShown(element)) reportRange(element);
    updateRefreshControl();
  });
}

// The engine materialises rows firstRow..<firstRow+n of rowCount; the space of the others is kept
// with padding so the scroll position means the same thing as it would with every row present.
// A grid (data-columns > 1) counts cells: a line of `columns` cells is one line of height.
// Lines differ in height (a name wraps, an image is still loading), so each line's height is
// measured whenever it is shown and remembered; a line never shown counts as the mean of the
// measured ones. One estimate taken from the first shown line made the padding above jump by
// hundreds of pixels whenever a taller or shorter line came first, and the scroll position with it.
// Grids and frames: the number of cells per line is the number of tracks the browser laid out
// (an adaptive grid's `repeat(auto-fill, ...)` depends on the width), read from the computed
// `grid-template-columns` ("80px 80px 80px"); data-columns when that cannot be read.
function gridColumnCount(element) {
  const declared = Math.max(1, Number(element.dataset.columns || 1));
  if (!element.classList.contains("sw-grid")) return declared;
  const template = getComputedStyle(element).gridTemplateColumns || "";
  if (template === "none" || template.includes("repeat(")) return declared;
  const tracks = template.replace(/\[[^\]]*\]/g, " ").trim().split(/\s+/).filter((track) => track !== "");
  return tracks.length > 0 ? tracks.length : declared;
}

// Pads `element` for the rows it does not hold (measuring the lines it shows first); answers what
// reportRange needs. Run as soon as a frame changes a lazy container's rows, before anything else
// can read the layout: in the moment between a frame that swaps the rows and the next animation
// frame, the new rows sat under the old padding, and a focus change then scrolled the page to
// where they wrongly were (and reported that range).
function padLazy(element) {
  const rows = element.children;
  const columns = gridColumnCount(element);
  const count = Number(element.dataset.rowCount || rows.length);
  const firstRow = Number(element.dataset.firstRow || 0);
  const firstLine = Math.floor(firstRow / columns);
  const shownLines = Math.ceil(rows.length / columns);
  const lines = Math.ceil(count / columns);
  const heights = lineHeights(element, lines);
  measureLines(rows, columns, firstLine, heights);
  const mean = heights.count > 0 ? heights.sum / heights.count : 24;
  const heightOf = (line) => heights.of[line] || mean;
  let above = 0;
  for (let line = 0; line < firstLine; line++) above += heightOf(line);
  let below = 0;
  for (let line = firstLine + shownLines; line < lines; line++) below += heightOf(line);
  element.style.paddingTop = above + "px";
  element.style.paddingBottom = below + "px";
  return { columns: columns, count: count, lines: lines, heightOf: heightOf };
}

// The lazy containers a frame changed (their rows, or their first row or row count).
const lazyTouched = new Set();
function noteLazyChange(op) {
  let element = null;
  if (op[0] === Op.insert || op[0] === Op.clear) element = slotOf(op[1]);
  else if (op[0] === Op.move) element = slotOf(op[2]);
  else if ((op[0] === Op.attr || op[0] === Op.unattr) && (op[2] === DataAttribute.firstRow || op[2] === DataAttribute.rowCount)) {
    element = byId(op[1]);
  }
  if (element && element.hasAttribute(DataAttribute.lazy)) lazyTouched.add(element);
}
function noteLazyRemoval(op) {
  if (op[0] !== Op.remove) return;
  const element = byId("n" + op[1]);
  const parent = element && element.parentElement;
  if (parent && parent.hasAttribute(DataAttribute.lazy)) lazyTouched.add(parent);
}
function padTouchedLazy() {
  for (const element of lazyTouched) if (element.isConnected && isShown(element)) padLazy(element);
  lazyTouched.clear();
}

function reportRange(element) {
  const { columns, count, lines, heightOf } = padLazy(element);
  // The visible band: the element clipped by every scrolling ancestor and the window.
  const box = element.getBoundingClientRect();
  let top = 0;
  let bottom = window.innerHeight;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowY;
    if (overflow === "auto" || overflow === "scroll") {
      const clip = parent.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
  }
  const start = Math.max(top, box.top) - box.top;
  const end = Math.min(bottom, box.bottom) - box.top;
  // The lines from the one holding `start` to the one holding `end`.
  let fromLine = 0;
  let offset = 0;
  while (fromLine < lines && offset + heightOf(fromLine) <= start + 0.5) offset += heightOf(fromLine++);
  let toLine = fromLine;
  while (toLine < lines && offset < end - 0.5) offset += heightOf(toLine++);
  let from = fromLine * columns;
  let to = Math.max(from, toLine * columns);
  // The element's end is in view: so are its last rows, whatever the estimates say.
  if (box.bottom <= bottom + 1) to = count;
  from = Math.min(from, count);
  to = Math.min(to, count);
  const key = from + ":" + to;
  if (lazyRanges.get(element.id) === key) return;
  // Remembered only once sent: a range that could not go out (the socket is reconnecting) is sent
  // by the next check.
  if (send({ ev: Message.range, id: nodeOf(element), from: from, to: to })) lazyRanges.set(element.id, key);
}

// A lazy container's measured line heights (0: not measured), kept across checks; a new row count
// keeps the heights of the lines both counts have.
function lineHeights(element, lines) {
  let heights = element.swLineHeights;
  if (heights && heights.of.length === lines) return heights;
  const of = new Float64Array(lines);
  if (heights) of.set(heights.of.subarray(0, Math.min(lines, heights.of.length)));
  heights = { of: of, sum: 0, count: 0, gap: heights ? heights.gap : 0 };
  for (const height of of) {
    if (height > 0) {
      heights.sum += height;
      heights.count++;
    }
  }
  element.swLineHeights = heights;
  return heights;
}

// Records the height of every shown line: from its top to the next line's top; the last shown line
// from its top to its lowest cell's bottom plus the gap seen between lines.
function measureLines(rows, columns, firstLine, heights) {
  const shownLines = Math.ceil(rows.length / columns);
  const record = (line, height) => {
    if (!(height > 0) || line >= heights.of.length) return;
    const old = heights.of[line];
    if (old > 0) heights.sum -= old;
    else heights.count++;
    heights.of[line] = height;
    heights.sum += height;
  };
  let lineTop = shownLines > 0 ? rows[0].getBoundingClientRect().top : 0;
  for (let line = 0; line < shownLines; line++) {
    let lineBottom = lineTop;
    const last = Math.min(rows.length, (line + 1) * columns);
    for (let i = line * columns; i < last; i++) lineBottom = Math.max(lineBottom, rows[i].getBoundingClientRect().bottom);
    if (line + 1 < shownLines) {
      const nextTop = rows[(line + 1) * columns].getBoundingClientRect().top;
      heights.gap = Math.max(0, nextTop - lineBottom);
      record(firstLine + line, nextTop - lineTop);
      lineTop = nextTop;
    } else {
      record(firstLine + line, lineBottom - lineTop + heights.gap);
    }
  }
}

listen("scroll", scheduleLazyCheck, { passive: true, capture: true });
// An image arriving in a lazy row changes the row height the visible range is estimated from.
listen(
  "load",
  (event) => {
    if (event.target.tagName === "IMG" && event.target.closest("[data-lazy]")) scheduleLazyCheck();
  },
  { capture: true },
);
listen("resize", scheduleLazyCheck);

on(Hook.open, scheduleLazyCheck);
on(Hook.opBefore, noteLazyRemoval);
on(Hook.opAfter, noteLazyChange);
// A render starts every range again; a tick pads the containers whose rows it changed, before
// anything else can read the layout.
on(Hook.rows, (info) => {
  if (info.render) lazyRanges.clear();
  else padTouchedLazy();
  scheduleLazyCheck();
});
