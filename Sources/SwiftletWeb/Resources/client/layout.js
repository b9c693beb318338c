// Layout the page works out itself after every frame and when the window resizes.

import { Hook, on } from "./bus.js";
import { listen } from "./listeners.js";
import { app } from "./dom.js";

// What CSS cannot say alone, worked out after every frame and when the window resizes:
// a Grid's column count (its widest row, counting `.gridCellColumns` spans) and the alignment
// `.gridColumnAlignment` gives a whole column; which candidate of a ViewThatFits fits.
let layoutScheduled = false;
export function scheduleLayout() {
  if (layoutScheduled) return;
  layoutScheduled = true;
  requestAnimationFrame(() => {
    layoutScheduled = false;
    layoutGrids();
    fitViews();
  });
}

// The items an element lays out: its children, looking through `display: contents` groups.
function layoutItems(element) {
  const items = [];
  for (const child of element.children) {
    if (child.classList.contains("sw-group")) items.push(...layoutItems(child));
    else items.push(child);
  }
  return items;
}

function cellSpan(cell) {
  const span = parseInt(cell.getAttribute("data-grid-cell-columns") || "1", 10);
  return span >= 1 && span <= 64 ? span : 1;
}

function layoutGrids() {
  const places = { leading: "start", center: "center", trailing: "end" };
  for (const grid of app.querySelectorAll(".sw-grid-layout")) {
    const rows = layoutItems(grid).filter((item) => item.classList.contains("sw-grid-row")).map(layoutItems);
    let columns = 1;
    const alignments = new Map();
    for (const cells of rows) {
      let column = 0;
      for (const cell of cells) {
        const alignment = cell.getAttribute("data-grid-column-alignment");
        if (alignment && places[alignment]) alignments.set(column, places[alignment]);
        column += cellSpan(cell);
      }
      columns = Math.max(columns, column);
    }
    const template = "repeat(" + Math.min(columns, 64) + ", auto)";
    if (grid.style.gridTemplateColumns !== template) grid.style.gridTemplateColumns = template;
    if (alignments.size === 0) continue;
    for (const cells of rows) {
      let column = 0;
      for (const cell of cells) {
        const place = alignments.get(column);
        if (place && !cell.style.justifySelf) cell.style.justifySelf = place;
        column += cellSpan(cell);
      }
    }
  }
}

// ViewThatFits: every candidate is measured at its ideal size (absolutely placed, hidden), then the
// first whose size fits the container along its axes is shown (the last when none fits). The height
// is checked only when the container has one of its own.
function fitViews() {
  for (const fits of app.querySelectorAll(".sw-fits")) {
    const candidates = Array.from(fits.children);
    if (candidates.length === 0) continue;
    for (const candidate of candidates) candidate.setAttribute("data-fits-measure", "");
    fits.setAttribute("data-fits-ready", "");
    const axes = fits.getAttribute("data-axes") || "both";
    const width = fits.clientWidth;
    const height = fits.clientHeight;
    let chosen = candidates[candidates.length - 1];
    for (const candidate of candidates) {
      const box = candidate.getBoundingClientRect();
      const fitsWidth = axes === "vertical" || box.width <= width + 0.5;
      const fitsHeight = axes === "horizontal" || height === 0 || box.height <= height + 0.5;
      if (fitsWidth && fitsHeight) {
        chosen = candidate;
        break;
      }
    }
    for (const candidate of candidates) {
      candidate.removeAttribute("data-fits-measure");
      if (candidate === chosen) candidate.removeAttribute("data-fits-hidden");
      else candidate.setAttribute("data-fits-hidden", "");
    }
  }
}
listen("resize", scheduleLayout);
on(Hook.layout, scheduleLayout);
