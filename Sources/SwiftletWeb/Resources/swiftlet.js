// The Swiftlet browser client. The server owns state and renders the first page; this script opens
// one WebSocket per page, applies each frame's operations by element id in sequence order, sends
// events by node id, and reconnects (with a fresh render) when the socket drops.
// Untrusted text only ever reaches the DOM through textContent, createTextNode and setAttribute.
(function () {
  "use strict";
  const app = document.getElementById("sw-app");
  if (!app) return;
  const status = document.getElementById("sw-status");
  const appName = app.dataset.app;
  let token = app.dataset.session || "";
  let seq = Number(app.dataset.seq || 0);
  let socket = null;
  let nextRef = 1;
  let retryDelay = 100;
  const waiting = new Map(); // ref -> resolve(), for callers awaiting an event's reply
  const lazyRanges = new Map(); // node id -> "from:to" last reported
  const typing = new Map(); // element id -> input events in flight (the browser owns the field's value)

  const byId = (id) => document.getElementById(id);
  const slotOf = (nodeId) => byId("n" + nodeId + "s") || byId("n" + nodeId);

  function setStatus(text) {
    status.textContent = text;
    status.hidden = text === "";
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    let url = scheme + "//" + location.host + "/ws?app=" + encodeURIComponent(appName);
    if (token) url += "&session=" + encodeURIComponent(token);
    token = ""; // a page token is good for one adoption; reconnects start a fresh session
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      retryDelay = 100;
      setStatus("");
      reportStorage();
      reportVisibility();
      reportGeolocationPermission();
      reportViewport(true);
      reportLanguage(); // Locale
      scheduleLazyCheck();
    };
    ws.onmessage = (message) => {
      let frame;
      try {
        frame = JSON.parse(message.data);
      } catch (error) {
        console.warn("swiftlet: unreadable frame", error);
        return;
      }
      applyFrame(frame);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      setStatus("Reconnecting…");
      for (const resolve of waiting.values()) resolve(false);
      waiting.clear();
      setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 2000);
    };
  }

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  // Sends an event; the returned promise resolves once the frame it caused (or its ack) is applied.
  let lastEvent = Promise.resolve(true);
  function sendEvent(message) {
    const ref = nextRef++;
    message.ref = ref;
    lastEvent = new Promise((resolve) => {
      waiting.set(ref, resolve);
      if (!send(message)) {
        waiting.delete(ref);
        resolve(false);
      }
    });
    return lastEvent;
  }

  function settle(ref) {
    const resolve = waiting.get(ref);
    if (resolve) {
      waiting.delete(ref);
      resolve(true);
    }
  }

  function applyFrame(frame) {
    if (frame.error !== undefined) {
      console.warn("swiftlet: server rejected an event:", frame.error);
      if (frame.ref !== undefined) settle(frame.ref);
      return;
    }
    if (frame.render) {
      const root = build(frame.render);
      app.replaceChildren(root);
      seq = frame.seq;
      lazyRanges.clear();
      scheduleLazyCheck();
      syncSheets();
      applyScrollRequests();
      syncPresentationFocus(false);
      return;
    }
    if (frame.ack !== undefined) {
      settle(frame.ack);
      return;
    }
    if (frame.store) {
      store(frame.store.key, frame.store.value);
      return;
    }
    if (frame.geo) {
      locate(frame.geo.req);
      return;
    }
    if (frame.open !== undefined) {
      openURL(frame.open);
      return;
    }
    if (frame.seq !== seq + 1) {
      console.warn("swiftlet: frame " + frame.seq + " after " + seq + "; resynchronising");
      send({ ev: "resync" });
      return;
    }
    // Sheets and scroll requests can only appear or change through these operations; a frame of
    // text, selection or removal changes skips the two document-wide searches.
    let presentation = false;
    try {
      const ops = frame.ops;
      for (let i = 0; i < ops.length; i++) {
        const op = ops[i];
        // Animation: ["anim",{…}] … ["anim"] frame the changes that animate.
        if (op[0] === "anim") {
          animMark(op[1]);
          continue;
        }
        if (animRun !== null && animBefore(op)) continue;
        if (op[0] === "insert" && animRun === null) {
          // Inserts into one parent at consecutive indices (new rows) go in as one fragment.
          let end = i + 1;
          const follows = (next, previous) => next[0] === "insert" && next[1] === op[1] && next[2] === previous[2] + 1;
          while (end < ops.length && follows(ops[end], ops[end - 1])) end++;
          if (end - i > 1) {
            insertRun(ops, i, end);
            presentation = true;
            i = end - 1;
            continue;
          }
        }
        applyOp(op);
        noteFocusMark(op);
        if (!presentation) presentation = touchesPresentation(op);
      }
    } catch (error) {
      console.warn("swiftlet: could not apply frame " + frame.seq, error);
      animRun = null; // Animation
      seq = frame.seq;
      send({ ev: "resync" });
      return;
    }
    if (animRun !== null) animMark(undefined); // Animation: a run the frame left open ends with it
    seq = frame.seq;
    if (frame.refs) for (const ref of frame.refs) settle(ref);
    scheduleLazyCheck();
    if (presentation) {
      syncSheets();
      applyScrollRequests();
    }
    if (presentation || focusChanged) syncPresentationFocus(focusChanged);
    focusChanged = false;
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
    if (op[0] === "insert" || op[0] === "move") return true;
    if (op[0] !== "attr" && op[0] !== "unattr") return false;
    const name = op[2];
    return name.startsWith("data-presentation") || name.startsWith("data-interactive") || name.startsWith("data-scroll");
  }

  function applyOp(op) {
    switch (op[0]) {
      case "text":
        setText(byId(op[1]), op[2]);
        break;
      case "attr":
        setAttr(byId(op[1]), op[2], op[3]);
        break;
      case "unattr":
        removeAttr(byId(op[1]), op[2]);
        break;
      case "insert": {
        const container = slotOf(op[1]);
        const element = build(op[3]);
        container.insertBefore(element, childAt(container, op[2]));
        if (animRun !== null) animRun.inserted.push(element); // Animation
        break;
      }
      case "remove":
        byId("n" + op[1]).remove();
        break;
      case "clear": {
        // Every child element of the slot; the slot's own text (a text node before them) stays.
        const container = slotOf(op[1]);
        const first = container.firstChild;
        if (first && first.nodeType === Node.TEXT_NODE) container.replaceChildren(first);
        else container.replaceChildren();
        break;
      }
      case "move": {
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
    element.setAttribute(name, value);
    if (name === "data-runs") renderRuns(element);
    const owned = element === document.activeElement && (typing.get(element.id) || 0) > 0;
    if (name === "value" && !owned && element.value !== value && "value" in element) element.value = value;
    if (name === "checked") element.checked = true;
  }

  function removeAttr(element, name) {
    element.removeAttribute(name);
    if (name === "data-runs" && element.swRich === true) {
      element.swRich = false;
      element.replaceChildren(document.createTextNode(element.swText || ""));
    }
    if (name === "checked") element.checked = false;
  }

  function build(description) {
    const element = document.createElement(description.tag);
    if (description.attrs) for (const [name, value] of description.attrs) element.setAttribute(name, value);
    if (description.text !== undefined) element.appendChild(document.createTextNode(description.text));
    if (description.kids) for (const kid of description.kids) element.appendChild(build(kid));
    if (element.className === "sw-text" && element.hasAttribute("data-runs")) renderRuns(element);
    return element;
  }

  // Rich text: data-runs (RichTextRuns.swift) becomes one element per run — <strong>, <em>, <code>,
  // <s>, <a href> (http, https and mailto only) or <span> — holding a text node only, never markup.
  function renderRuns(element) {
    let runs = null;
    try {
      runs = JSON.parse(element.getAttribute("data-runs"));
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

  // Events: the element's id is n<node>; parts name their node in data-node.
  function nodeOf(element) {
    if (element.dataset.node) return Number(element.dataset.node);
    return Number(element.id.slice(1));
  }

  document.addEventListener("click", (event) => {
    if (event.target.matches && event.target.matches("dialog.sw-sheet")) {
      const sheet = event.target;
      if (sheet.swDragged) {
        sheet.swDragged = false; // the end of a grabber drag, not a click
        return;
      }
      const box = sheet.getBoundingClientRect();
      const inside =
        event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dismissSheet(sheet); // the backdrop: a click outside the sheet's box
      return;
    }
    if (event.target.closest(".sw-grabber")) {
      const sheet = event.target.closest("dialog.sw-sheet");
      if (sheet.swDragged) sheet.swDragged = false; // the drag already switched
      else stepDetent(sheet, sheet.dataset.detent === "large" ? -1 : 1);
      return;
    }
    const option = event.target.closest(".sw-picker [data-tag]");
    if (option && option.tagName !== "OPTION") {
      if (!option.disabled) sendEvent({ ev: "select", id: nodeOf(option.closest(".sw-picker")), value: option.dataset.tag });
      return;
    }
    const target = event.target.closest("[data-ev]");
    if (target && !target.disabled) {
      // A Link under the app's own \.openURL: the server decides, the browser does not follow it.
      if (target.tagName === "A") event.preventDefault();
      if (target.dataset.ev === "tap") {
        sendEvent({ ev: "click", id: nodeOf(target) });
        closeMenuAround(target);
      } else if (target.dataset.ev === "back") sendEvent({ ev: "back", id: nodeOf(target) });
      return;
    }
  });

  // Choices, display and text: menus close once an action is chosen; a <select> and a <details>
  // send their new value and then show the server's (an unknown tag or a refused toggle reverts).
  function closeMenuAround(element) {
    const menu = element.closest("details.sw-menu");
    if (menu) menu.removeAttribute("open");
  }
  document.addEventListener("change", (event) => {
    const select = event.target;
    if (select.tagName !== "SELECT" || select.dataset.ev !== "select") return;
    sendEvent({ ev: "select", id: nodeOf(select), value: select.value }).then(() => {
      const shown = select.getAttribute("value");
      if (shown !== null && select.value !== shown) select.value = shown;
    });
  });
  document.addEventListener(
    "toggle",
    (event) => {
      const details = event.target;
      if (!details.dataset || details.dataset.ev !== "disclose") return;
      if (String(details.open) === details.dataset.expanded) return;
      sendEvent({ ev: "toggle", id: nodeOf(details), on: details.open }).then(() => {
        const expanded = details.dataset.expanded === "true";
        if (details.open !== expanded) details.open = expanded;
      });
    },
    true,
  );

  document.addEventListener("input", (event) => {
    const target = event.target;
    if (target.dataset.ev !== "input") return;
    typing.set(target.id, (typing.get(target.id) || 0) + 1);
    sendEvent({ ev: "input", id: nodeOf(target), value: target.value }).then(() => {
      typing.set(target.id, Math.max(0, (typing.get(target.id) || 0) - 1));
    });
  });

  document.addEventListener("change", (event) => {
    const target = event.target;
    if (target.dataset.ev === "toggle") sendEvent({ ev: "toggle", id: nodeOf(target), on: target.checked });
    // Input controls: value fields and date pickers send their value when it is committed.
    if (target.dataset.ev === "commit") sendEvent({ ev: "input", id: nodeOf(target), value: target.value });
  });

  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (event.key !== "Enter" || !target.dataset || target.tagName === "TEXTAREA") return;
    if (target.dataset.ev === "commit" && target.type === "text") {
      // Input controls: Return commits a value field's text, then submits.
      event.preventDefault();
      sendEvent({ ev: "input", id: nodeOf(target), value: target.value });
      sendEvent({ ev: "submit", id: nodeOf(target) });
    } else if (target.dataset.ev === "input" && target.type !== "range") {
      event.preventDefault();
      sendEvent({ ev: "submit", id: nodeOf(target) });
    }
  });

  // Lists and navigation: a selectable list row (role=option) is chosen with Enter or Space too.
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    // A Link to the app's own scheme has no href: Enter follows it as it does a real link.
    if (event.key === "Enter" && target.matches && target.matches('a.sw-link[data-ev="tap"]:not([href])')) {
      event.preventDefault();
      sendEvent({ ev: "click", id: nodeOf(target) });
      return;
    }
    if ((event.key === "Enter" || event.key === " ") && target.matches && target.matches('[role="option"][data-ev="tap"]')) {
      event.preventDefault();
      if (target.getAttribute("aria-disabled") !== "true") sendEvent({ ev: "click", id: nodeOf(target) });
    }
  });

  // Pull to refresh: scrolling up past the top of a refreshable container (or the page).
  let pull = 0;
  document.addEventListener(
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
        sendEvent({ ev: "refresh", id: nodeOf(target) });
      }
    },
    { passive: true },
  );

  // Pull to refresh by dragging (mouse, pen or touch): a drag that starts at the top of a refreshable
  // element and moves down far enough refreshes it once.
  let drag = null;
  document.addEventListener("pointerdown", (event) => {
    const target = event.target.closest("[data-refreshable]");
    if (!target || (target.scrollTop || 0) > 0 || event.target.closest("button, input, a")) return;
    drag = { target: target, startY: event.clientY, sent: false };
  });
  document.addEventListener("pointermove", (event) => {
    if (!drag || drag.sent || event.clientY - drag.startY < 80) return;
    drag.sent = true;
    sendEvent({ ev: "refresh", id: nodeOf(drag.target) });
  });
  for (const name of ["pointerup", "pointercancel"]) document.addEventListener(name, () => (drag = null));

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
    if (target) sendEvent({ ev: "refresh", id: nodeOf(target) });
  });
  const isShown = (element) => element.getClientRects().length > 0;
  const firstVisible = (selector) => Array.from(document.querySelectorAll(selector)).find(isShown);
  function updateRefreshControl() {
    const target = firstVisible("[data-refreshable]");
    const busy = firstVisible('[data-refreshing="true"]') !== undefined;
    refreshButton.hidden = !target;
    refreshButton.disabled = busy;
    refreshButton.textContent = busy ? "Refreshing…" : "↻ Refresh";
    refreshButton.setAttribute("aria-busy", busy ? "true" : "false");
  }

  // Lazy containers: report the rows that are visible now (estimated from the first row's height).
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

  function reportRange(element) {
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
    if (send({ ev: "range", id: nodeOf(element), from: from, to: to })) lazyRanges.set(element.id, key);
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

  window.addEventListener("scroll", scheduleLazyCheck, { passive: true, capture: true });
  // An image arriving in a lazy row changes the row height the visible range is estimated from.
  document.addEventListener(
    "load",
    (event) => {
      if (event.target.tagName === "IMG" && event.target.closest("[data-lazy]")) scheduleLazyCheck();
    },
    true,
  );

  // Sheets: a <dialog> opened modally (the page behind is inert, focus stays inside). The content's
  // data-presentation-* attributes give the detents, the grabber and whether dismissal is allowed.
  function sheetSettings(sheet) {
    const body = byId(sheet.id + "s");
    const pick = (name) => {
      const holder = body && body.querySelector("[" + name + "]");
      return holder ? holder.getAttribute(name) : null;
    };
    const detents = (pick("data-presentation-detents") || "large").split(" ").filter((d) => d);
    return {
      detents: detents.length ? detents : ["large"],
      selected: pick("data-presentation-detent"),
      grabber: pick("data-presentation-drag-indicator") === "visible",
      locked: pick("data-interactive-dismiss-disabled") === "true" || sheet.dataset.presentation === "fullScreenCover",
    };
  }

  function syncSheets() {
    for (const sheet of document.querySelectorAll("dialog.sw-sheet")) {
      const settings = sheetSettings(sheet);
      let detent = settings.selected || sheet.dataset.detent || settings.detents[0];
      if (!settings.detents.includes(detent)) detent = settings.detents[0];
      sheet.dataset.detent = detent;
      sheet.dataset.grabber = settings.grabber ? "visible" : "hidden";
      sheet.dataset.locked = settings.locked ? "true" : "false";
      if (!sheet.open && sheet.isConnected) sheet.showModal();
    }
  }

  function dismissSheet(sheet) {
    if (sheet.dataset.locked === "true") return;
    sendEvent({ ev: "click", id: nodeOf(sheet) });
  }

  function stepDetent(sheet, direction) {
    const detents = sheetSettings(sheet).detents;
    const index = detents.indexOf(sheet.dataset.detent);
    const next = detents[Math.min(detents.length - 1, Math.max(0, index + direction))];
    if (!next || next === sheet.dataset.detent) return;
    sheet.dataset.detent = next;
    sendEvent({ ev: "select", id: nodeOf(sheet), value: next });
  }

  // Escape: the dialog's cancel event; the server removes the sheet (or keeps it when locked).
  document.addEventListener(
    "cancel",
    (event) => {
      if (!event.target.matches || !event.target.matches("dialog.sw-sheet")) return;
      event.preventDefault();
      // Review fixes: while an alert or confirmation dialog is open, Escape is its own (an alert
      // ignores it, a confirmation dialog closes); the sheet under it stays.
      if (document.querySelector(".sw-alert")) return;
      dismissSheet(event.target);
    },
    true,
  );
  // The browser may close a dialog on its own (a repeated Escape): reopen it until the server says.
  document.addEventListener(
    "close",
    (event) => {
      const sheet = event.target;
      if (!sheet.matches || !sheet.matches("dialog.sw-sheet") || !sheet.isConnected) return;
      sheet.showModal();
      dismissSheet(sheet);
    },
    true,
  );
  document.addEventListener("keydown", (event) => {
    const grabber = event.target.closest && event.target.closest(".sw-grabber");
    if (!grabber) return;
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      stepDetent(grabber.closest("dialog.sw-sheet"), event.key === "ArrowUp" ? 1 : -1);
    }
  });
  // Dragging the grabber: up for a taller detent, down for a shorter one.
  document.addEventListener("pointerdown", (event) => {
    const grabber = event.target.closest && event.target.closest(".sw-grabber");
    if (!grabber) return;
    const startY = event.clientY;
    const sheet = grabber.closest("dialog.sw-sheet");
    const finish = (up) => {
      document.removeEventListener("pointerup", finish);
      const moved = up.clientY - startY;
      if (Math.abs(moved) > 30) {
        sheet.swDragged = true;
        stepDetent(sheet, moved < 0 ? 1 : -1);
      }
    };
    document.addEventListener("pointerup", finish);
  });
  window.addEventListener("resize", scheduleLazyCheck);

  function reportVisibility() {
    send({ ev: "visibility", hidden: document.hidden });
  }
  document.addEventListener("visibilitychange", reportVisibility);
  // The page is going away (closed, navigated, put in the back-forward cache): the app goes to the
  // background before its socket closes.
  window.addEventListener("pagehide", () => send({ ev: "visibility", hidden: true }));

  // @AppStorage: the app's values live in localStorage under "swiftlet:<app>:<key>"; they are sent
  // when the socket opens and written back when the app changes them.
  const storagePrefix = "swiftlet:" + appName + ":";
  function reportStorage() {
    const values = {};
    try {
      for (let i = 0; i < localStorage.length; i++) {
        const name = localStorage.key(i);
        if (name && name.startsWith(storagePrefix)) values[name.slice(storagePrefix.length)] = localStorage.getItem(name);
      }
    } catch (error) {
      console.warn("swiftlet: localStorage is not available", error);
    }
    send({ ev: "storage", values: values });
  }
  function store(key, value) {
    try {
      if (value === null) localStorage.removeItem(storagePrefix + key);
      else localStorage.setItem(storagePrefix + key, value);
    } catch (error) {
      console.warn("swiftlet: could not store " + key, error);
    }
  }

  // Location: the server asks (a "geo" frame with a request number), navigator.geolocation answers.
  function reportGeolocationPermission() {
    if (!navigator.permissions || !navigator.permissions.query) return;
    navigator.permissions.query({ name: "geolocation" }).then(
      (permission) => {
        send({ ev: "geo", state: permission.state });
        permission.onchange = () => send({ ev: "geo", state: permission.state });
      },
      () => {},
    );
  }
  function locate(request) {
    if (!navigator.geolocation) {
      send({ ev: "geo", req: request, message: "this browser has no geolocation" });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        send({
          ev: "geo",
          req: request,
          state: "granted",
          lat: position.coords.latitude,
          lon: position.coords.longitude,
          accuracy: position.coords.accuracy,
        }),
      (error) => {
        const reply = { ev: "geo", req: request, message: String(error.message || "unavailable") };
        if (error.code === 1) reply.state = "denied";
        send(reply);
      },
      { timeout: 10000, maximumAge: 0 },
    );
  }

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

  // A small handle for tests and benchmarks: the current sequence number, event sending with a
  // promise for the applied reply, and a way to drop the socket.
  window.swiftlet = {
    get seq() {
      return seq;
    },
    get connected() {
      return socket !== null && socket.readyState === WebSocket.OPEN;
    },
    sendEvent: sendEvent,
    dropSocket() {
      if (socket) socket.close();
    },
  };
  // Benchmarks: a promise resolved once the DOM reflects the last event sent (a click, an input).
  window.benchDone = () => lastEvent;

  // Presentation and state.
  // Focus (@FocusState): an element marked data-focused takes the focus (or its first focusable
  // descendant does, for a control drawn as several elements); one that loses the mark gives it up.
  // Focus and blur of a data-focusable element are reported with a "focus" event.
  let focusChanged = false;
  // Review fixes: the ids of the elements whose data-focused mark the frame removed; only the
  // element that lost its mark gives up the focus (not a field the user just clicked into).
  const focusUnmarked = [];
  function noteFocusMark(op) {
    if ((op[0] !== "attr" && op[0] !== "unattr") || op[2] !== "data-focused") return;
    focusChanged = true;
    if (op[0] === "unattr" || op[3] !== "true") focusUnmarked.push(op[1]);
  }
  const focusableSelector = "input, textarea, select, button, a[href], [tabindex]";
  function focusTarget(element) {
    return element.matches(focusableSelector) ? element : element.querySelector(focusableSelector);
  }
  // marksChanged: a frame set or removed a data-focused mark (only then is a focus given up).
  function syncPresentationFocus(marksChanged) {
    const unmarkedIds = focusUnmarked.splice(0);
    const wanted = document.querySelector('[data-focused="true"]');
    if (wanted) {
      const target = focusTarget(wanted);
      if (target && document.activeElement !== target) target.focus();
      return;
    }
    const active = document.activeElement;
    const holder = active && active.closest && active.closest("[data-focusable]");
    const unmarked = unmarkedIds.some((id) => byId(id) === holder);
    if (marksChanged && holder && unmarked) active.blur();
    // An alert or confirmation dialog that just appeared takes the focus (its first button).
    const dialog = document.querySelector(".sw-alert");
    if (dialog && !dialog.contains(document.activeElement)) {
      const button = dialog.querySelector("button");
      if (button) button.focus();
    }
  }
  document.addEventListener("focusin", (event) => {
    const holder = event.target.closest && event.target.closest("[data-focusable]");
    if (holder && holder.dataset.focused !== "true") sendEvent({ ev: "focus", id: nodeOf(holder), on: true });
  });
  document.addEventListener("focusout", (event) => {
    const holder = event.target.closest && event.target.closest("[data-focusable]");
    if (!holder || (event.relatedTarget && holder.contains(event.relatedTarget))) return;
    if (holder.dataset.focused === "true") sendEvent({ ev: "focus", id: nodeOf(holder), on: false });
  });

  // Confirmation dialogs close on Escape or a click outside their box (an alert needs a button).
  function dismissDialog(dialog) {
    if (dialog && dialog.dataset.dialog === "confirmation") sendEvent({ ev: "click", id: nodeOf(dialog) });
  }
  document.addEventListener("click", (event) => {
    if (event.target.matches && event.target.matches(".sw-alert")) dismissDialog(event.target);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") dismissDialog(document.querySelector('.sw-alert[data-dialog="confirmation"]'));
  });

  // Text(date, style: .relative | .offset | .timer) counts on in the page: every second the text is
  // written again, in the words the server uses (DateStyleText), on the server's time: data-now is
  // the server's clock when it made the text, so the browser's clock only measures what passed since.
  const dateUnits = [["year", 31536000], ["month", 2592000], ["week", 604800], ["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
  function dateSpan(seconds, parts) {
    let remaining = Math.floor(seconds);
    const words = [];
    for (const [name, size] of dateUnits) {
      if (words.length >= parts) break;
      const count = Math.floor(remaining / size);
      if (count > 0) {
        words.push(count + " " + name + (count === 1 ? "" : "s"));
        remaining -= count * size;
      }
    }
    return words.length ? words.join(", ") : "0 seconds";
  }
  function dateTimer(seconds) {
    const total = Math.floor(seconds);
    const two = (value) => (value < 10 ? "0" : "") + value;
    const hours = Math.floor(total / 3600), minutes = Math.floor((total % 3600) / 60), rest = total % 60;
    return hours > 0 ? hours + ":" + two(minutes) + ":" + two(rest) : minutes + ":" + two(rest);
  }
  setInterval(() => {
    for (const element of document.querySelectorAll("[data-date-style][data-date]")) {
      const date = Number(element.dataset.date);
      const serverNow = Number(element.dataset.now);
      if (!Number.isFinite(date)) continue;
      if (element.swNowSeen !== element.dataset.now) {
        element.swNowSeen = element.dataset.now;
        element.swSkew = Number.isFinite(serverNow) ? serverNow - Date.now() / 1000 : 0;
      }
      const interval = date - (Date.now() / 1000 + element.swSkew);
      const style = element.dataset.dateStyle;
      const text =
        style === "timer" ? dateTimer(Math.abs(interval))
        : style === "offset" ? (interval < 0 ? "-" : "+") + dateSpan(Math.abs(interval), 1)
        : style === "relative" ? dateSpan(Math.abs(interval), 2)
        : null;
      if (text !== null && element.textContent !== text) element.textContent = text;
    }
  }, 1000);

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
    if (send({ ev: "viewport", width: width })) reportedCompact = compact;
  }
  window.addEventListener("resize", () => reportViewport(false));

  // Locale: @Environment(\.locale) is the browser's language, sent when the socket opens and when
  // the user changes it. The server keeps en_US until then and ignores a tag it cannot read.
  function reportLanguage() {
    const tag = navigator.language;
    if (typeof tag === "string" && tag) send({ ev: "language", value: tag });
  }
  window.addEventListener("languagechange", reportLanguage);

  // ---- Animation ----------------------------------------------------------------------------
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

  function animMark(spec) {
    if (spec && typeof spec === "object") {
      if (animRun !== null) animFlush();
      animRun = { options: animOptions(spec), before: new Map(), inserted: [], content: new Set() };
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
  function animBefore(op) {
    switch (op[0]) {
      case "text": {
        const element = byId(op[1]);
        animNote(element);
        const marked = element && element.closest("[data-content-transition]");
        if (marked && marked.getAttribute("data-content-transition") !== "identity") animRun.content.add(element);
        return false;
      }
      case "attr":
      case "unattr":
        animNote(byId(op[1]));
        return false;
      case "remove":
        return animLeave(byId("n" + op[1]));
      case "clear": {
        const container = slotOf(op[1]);
        if (!container) return false;
        for (const child of Array.from(container.children)) if (!child.swLeaving && !animLeave(child)) child.remove();
        return true;
      }
      default:
        return false;
    }
  }

  function animFlush() {
    const run = animRun;
    animRun = null;
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

  // Child `index` of a slot, not counting elements that are leaving (their removal still runs).
  function childAt(container, index) {
    if (!container.swLeaving) return container.children[index] || null;
    let position = 0;
    for (const child of container.children) {
      if (child.swLeaving) continue;
      if (position === index) return child;
      position++;
    }
    return null;
  }
  // ---- end Animation ------------------------------------------------------------------------

  syncSheets();
  // Rich text: the server-rendered page shows the plain text; its runs become elements here.
  for (const element of app.querySelectorAll(".sw-text[data-runs]")) renderRuns(element);
  connect();
})();
