// Measuring: the sizes and positions of the elements the app's geometry code reads.

import { DataAttribute, Message, Op } from "./constants.js";
import { Hook, on } from "./bus.js";
import { listen } from "./listeners.js";
import { app, nodeOf } from "./dom.js";
import { send } from "./socket.js";

// The measured size of every [data-measure] element (shapes,
// GeometryReader, .onGeometryChange). One ResizeObserver watches them; their content boxes are
// rounded to 0.5 px and sent as one {"ev":"size","sizes":[[id,w,h],…]} per animation frame, only
// for the elements whose size changed since the last report.
const reportedSizes = new Map(); // node id -> "w h" last sent
const pendingSizes = new Map(); // node id -> [id, w, h] waiting for the next animation frame
let measureObserver = null;
let measureNeeded = false;
let sizeFrame = 0;

export function observeMeasured(again) {
  if (typeof ResizeObserver === "undefined") return;
  if (!measureObserver) measureObserver = new ResizeObserver(noteSizes);
  if (again) {
    // A new socket or a new page: every element reports again (observe() reports at once).
    measureObserver.disconnect();
    reportedSizes.clear();
    reportedPlaces.clear();
  }
  schedulePlaces();
  for (const element of app.querySelectorAll("[data-measure]")) {
    if (element.swMeasured === measureObserver && !again) continue;
    element.swMeasured = measureObserver;
    // A shape draws, and a geometry reader lays out, inside its padding: their content box. Any
    // other view (.onGeometryChange, a clip shape) is measured with its padding: its border box.
    measureObserver.observe(element, { box: contentMeasured(element) ? "content-box" : "border-box" });
  }
}

function contentMeasured(element) {
  return element.classList.contains("sw-shape") || element.classList.contains("sw-geometry");
}

function noteSizes(entries) {
  for (const entry of entries) {
    const element = entry.target;
    if (!element.isConnected) {
      measureObserver.unobserve(element);
      element.swMeasured = null;
      continue;
    }
    const id = nodeOf(element);
    if (!Number.isInteger(id)) continue;
    const sizes = contentMeasured(element) ? entry.contentBoxSize : entry.borderBoxSize;
    const box = sizes && sizes[0];
    const width = box ? box.inlineSize : entry.contentRect.width;
    const height = box ? box.blockSize : entry.contentRect.height;
    pendingSizes.set(id, [id, Math.round(width * 2) / 2, Math.round(height * 2) / 2]);
  }
  if (pendingSizes.size > 0 && !sizeFrame) sizeFrame = requestAnimationFrame(flushSizes);
}

function flushSizes() {
  sizeFrame = 0;
  const sizes = [];
  for (const [id, entry] of pendingSizes) {
    const key = entry[1] + " " + entry[2];
    if (reportedSizes.get(id) === key) continue;
    reportedSizes.set(id, key);
    sizes.push(entry);
  }
  pendingSizes.clear();
  if (sizes.length > 0 && !send({ ev: Message.size, sizes: sizes })) {
    for (const entry of sizes) reportedSizes.delete(entry[0]);
  }
}

// Geometry positions: elements with data-measure="position" (a GeometryReader or
// .onGeometryChange whose code asked for frame(in: .global) or a named space) also report where
// they are: their corner in the viewport and in each enclosing [data-coordinate-space] element
// (nearest first, at most 8), rounded to 0.5 px, as one {"ev":"place","places":[[id,x,y,space,x,y,…],…]}
// per animation frame after a frame, a scroll anywhere or a resize, only for those that moved.
const reportedPlaces = new Map(); // node id -> the entry last sent, as text
let placeFrame = 0;

function schedulePlaces() {
  if (!placeFrame) placeFrame = requestAnimationFrame(flushPlaces);
}

function flushPlaces() {
  placeFrame = 0;
  const half = (value) => Math.round(value * 2) / 2;
  const places = [];
  for (const element of app.querySelectorAll('[data-measure="position"]')) {
    const id = nodeOf(element);
    if (!Number.isInteger(id)) continue;
    const box = element.getBoundingClientRect();
    const entry = [id, half(box.left), half(box.top)];
    let space = element.parentElement && element.parentElement.closest("[data-coordinate-space]");
    for (let count = 0; space && count < 8; count++) {
      const spaceID = nodeOf(space);
      const spaceBox = space.getBoundingClientRect();
      if (Number.isInteger(spaceID)) entry.push(spaceID, half(box.left - spaceBox.left), half(box.top - spaceBox.top));
      space = space.parentElement && space.parentElement.closest("[data-coordinate-space]");
    }
    const key = entry.join(" ");
    if (reportedPlaces.get(id) === key) continue;
    reportedPlaces.set(id, key);
    places.push(entry);
    if (places.length >= 1024) break;
  }
  if (places.length > 0 && !send({ ev: Message.place, places: places })) {
    for (const entry of places) reportedPlaces.delete(entry[0]);
  }
}

listen("scroll", schedulePlaces, { capture: true, passive: true });
listen("resize", schedulePlaces);

on(Hook.open, () => observeMeasured(true)); // Every size again for the new socket
// Elements to observe: only a frame that inserts or marks one can bring them.
on(Hook.opAfter, (op) => {
  if (!measureNeeded) measureNeeded = op[0] === Op.insert || (op[0] === Op.attr && op[2] === DataAttribute.measure);
});
on(Hook.rows, (info) => {
  if (info.render) observeMeasured(true);
  else if (measureNeeded) observeMeasured(false);
  if (!info.render) measureNeeded = false;
});
on(Hook.places, schedulePlaces); // Geometry positions
