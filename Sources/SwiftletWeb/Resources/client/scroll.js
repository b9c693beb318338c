// ScrollViewReader's scroll requests, looked for after a frame that could have made one.

import { Hook, on } from "./bus.js";

// ScrollViewReader: an element with data-scroll-to scrolls its descendant whose data-scroll-target
// matches into view, once per data-scroll-serial.
function applyScrollRequests() {
  for (const element of document.querySelectorAll("[data-scroll-to]")) {
    const serial = element.dataset.scrollSerial || "";
    if (element.swScrollSerial === serial) continue;
    element.swScrollSerial = serial;
    const wanted = element.dataset.scrollTo;
    const target = Array.from(element.querySelectorAll("[data-scroll-target]")).find(
      (candidate) => candidate.dataset.scrollTarget === wanted,
    );
    if (!target) continue;
    const anchor = element.dataset.scrollAnchor;
    const block = anchor === "top" ? "start" : anchor === "bottom" ? "end" : anchor === "center" ? "center" : "nearest";
    target.scrollIntoView({ block: block, inline: "nearest" });
  }
}

on(Hook.present, applyScrollRequests);
