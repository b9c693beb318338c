// The Swiftlet browser client. The server owns state and renders the first page; this script opens
// one WebSocket per page, applies each frame's operations by element id in sequence order, sends
// events by node id, and when the socket drops reconnects and resumes its session where it was (or,
// once the server no longer holds it, gets a fresh one and a render).
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
  let received = 0; // Frames of this session received (the hello frame aside)
  let hellos = 0; // Hello frames received (one per connection), for tests
  const waiting = new Map(); // ref -> resolve(), for callers awaiting an event's reply
  const lazyRanges = new Map(); // node id -> "from:to" last reported

  const byId = (id) => document.getElementById(id);
  const slotOf = (nodeId) => byId("n" + nodeId + "s") || byId("n" + nodeId);

  function setStatus(text) {
    status.textContent = text;
    status.hidden = text === "";
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    // Hello=1 says the first message is the hello (the token, the frames received,
    // the last tick applied and the scene values), so the token is never in a URL (nor in a log).
    let url = scheme + "//" + location.host + "/ws?app=" + encodeURIComponent(appName) + "&hello=1";
    url += locationQuery(); // A fresh session (no token, or one past its grace) starts where the page is
    const scene = sceneValues();
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      retryDelay = 100;
      setStatus("");
      // Always the first message; a fresh session mounts with the scene values.
      send({ ev: "hello", session: token, frames: received, seq: seq, values: scene });
      reportStorage();
      reportVisibility();
      reportGeolocationPermission();
      reportViewport(true);
      reportLanguage();
      observeMeasured(true); // Every size again for the new socket
      reportColorScheme();
      scheduleLazyCheck();
    };
    ws.onmessage = (message) => {
      if (socket !== ws) return; // A replaced socket's frames are not this page's
      let frame;
      try {
        frame = JSON.parse(message.data);
      } catch (error) {
        received++;
        console.warn("swiftlet: unreadable frame", error);
        return;
      }
      // The hello frame names the session (resumed or fresh) and the next frame's index.
      if (typeof frame.session === "string" && frame.frames !== undefined) {
        // Every socket gets the session's next token: the one just used is void.
        const resumed = frame.resumed === true;
        token = frame.session;
        send({ ev: "token" }); // the page holds the new token: the one it came with is void now
        received = frame.frames;
        hellos++;
        resendTyping(resumed);
        flushOffline(resumed);
        return;
      }
      received++;
      if (frame.error === "this session was resumed by another connection") token = "";
      applyFrame(frame);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      setStatus("Reconnecting…");
      for (const [ref, resolve] of waiting) {
        if (offlineEvents.some((message) => message.ref === ref)) continue; // Still queued
        resolve(false);
        waiting.delete(ref);
      }
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
  // `source` is the control the user worked (Latency: it answers at once and is marked busy while
  // a slow reply is on its way).
  let lastEvent = Promise.resolve(true);
  function sendEvent(message, source) {
    const ref = nextRef++;
    message.ref = ref;
    lastEvent = new Promise((resolve) => {
      waiting.set(ref, (applied) => {
        latencyDone(ref);
        resolve(applied);
      });
      if (send(Object.assign({ ref: ref }, message))) latencySent(message, ref, source);
      else if (!queueOffline(Object.assign({ ref: ref }, message))) {
        waiting.delete(ref);
        latencyDone(ref);
        resolve(false);
      }
    });
    return lastEvent;
  }

  function settle(ref) {
    gestureSettled(ref);
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
      latencyForget(); // The new elements show the server's state
      const root = build(frame.render);
      app.replaceChildren(root);
      seq = frame.seq;
      lazyRanges.clear();
      scheduleLazyCheck();
      observeMeasured(true);
      scheduleLayout();
      a11yNoteDialogs(); // Accessibility
      syncSheets();
      applyScrollRequests();
      syncPresentationFocus(false);
      a11yAfterFrame(); // Accessibility
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
    if (frame.nav) {
      applyNavigation(frame.nav);
      return;
    }
    if (frame.scene) {
      storeScene(frame.scene.key, frame.scene.value); // @SceneStorage
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
    latencyAnswering = frame.refs || null; // Values this frame answers with are the server's word
    keysBeforeFrame(); // Keyboard flows
    try {
      const ops = frame.ops;
      for (let i = 0; i < ops.length; i++) {
        const op = ops[i];
        // ["anim",{…}] … ["anim"] frame the changes that animate.
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
            noteLazyChange(op);
            presentation = true;
            measureNeeded = true;
            i = end - 1;
            continue;
          }
        }
        noteLazyRemoval(op);
        applyOp(op);
        noteLazyChange(op);
        noteFocusMark(op);
        if (!presentation) presentation = touchesPresentation(op);
        if (!measureNeeded) measureNeeded = op[0] === "insert" || (op[0] === "attr" && op[2] === "data-measure");
      }
    } catch (error) {
      console.warn("swiftlet: could not apply frame " + frame.seq, error);
      latencyAnswering = null;
      animRun = null;
      seq = frame.seq;
      send({ ev: "resync" });
      return;
    }
    if (animRun !== null) animMark(undefined); // A run the frame left open ends with it
    latencyAnswering = null;
    seq = frame.seq;
    if (frame.refs) for (const ref of frame.refs) settle(ref);
    padTouchedLazy();
    scheduleLazyCheck();
    if (measureNeeded) observeMeasured(false);
    measureNeeded = false;
    scheduleLayout();
    schedulePlaces(); // Geometry positions
    if (presentation) {
      a11yNoteDialogs(); // Accessibility
      syncSheets();
      applyScrollRequests();
    }
    if (presentation || focusChanged) syncPresentationFocus(focusChanged);
    focusChanged = false;
    a11yAfterFrame(); // Accessibility
    keysAfterFrame(); // Keyboard flows
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
        if (animRun !== null) animRun.inserted.push(element);
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
    if (name === "aria-checked" && latencyHeldChoice(element, value)) return;
    element.setAttribute(name, value);
    a11yNote(element, name); // Accessibility
    if (name === "data-runs") renderRuns(element);
    // While the user's newer input to this control is in flight, its live value stays theirs.
    const owned = (name === "value" || name === "checked") && latencyOwns(element);
    if (name === "value" && !owned && element.value !== value && "value" in element) element.value = value;
    if (name === "checked" && !owned) element.checked = true;
  }

  function removeAttr(element, name) {
    element.removeAttribute(name);
    a11yNote(element, name); // Accessibility
    if (name === "data-runs" && element.swRich === true) {
      element.swRich = false;
      element.replaceChildren(document.createTextNode(element.swText || ""));
    }
    if (name === "checked" && !latencyOwns(element)) element.checked = false;
  }

  // The elements made in the SVG namespace (symbols, images, shapes).
  const SVG_NS = "http://www.w3.org/2000/svg";
  const SVG_TAGS = new Set(["svg", "use", "path", "defs", "linearGradient", "radialGradient", "stop", "g", "foreignObject"]);

  function build(description) {
    // Symbols (an <svg> holding a <use>) and shapes (an <svg> of <path>s) are made in the SVG namespace.
    const element = SVG_TAGS.has(description.tag)
      ? document.createElementNS(SVG_NS, description.tag)
      : document.createElement(description.tag);
    if (description.attrs)
      for (const [name, value] of description.attrs) {
        element.setAttribute(name, value);
        a11yNote(element, name); // Accessibility
      }
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
      if (!option.disabled) sendEvent({ ev: "select", id: nodeOf(option.closest(".sw-picker")), value: option.dataset.tag }, option);
      return;
    }
    const target = event.target.closest("[data-ev]");
    if (target && !target.disabled) {
      // A Link under the app's own \.openURL: the server decides, the browser does not follow it.
      if (target.tagName === "A") event.preventDefault();
      if (target.dataset.ev === "tap") {
        sendEvent({ ev: "click", id: nodeOf(target) }, target);
        closeMenuAround(target);
      } else if (target.dataset.ev === "back" && !backThroughHistory(target)) sendEvent({ ev: "back", id: nodeOf(target) }, target);
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
    // Once the reply to the newest choice is applied, the select shows the server's.
    sendEvent({ ev: "select", id: nodeOf(select), value: select.value }, select);
  });
  document.addEventListener(
    "toggle",
    (event) => {
      const details = event.target;
      if (!details.dataset || details.dataset.ev !== "disclose") return;
      if (String(details.open) === details.dataset.expanded) return;
      sendEvent({ ev: "toggle", id: nodeOf(details), on: details.open }, details).then(() => {
        const expanded = details.dataset.expanded === "true";
        if (details.open !== expanded) details.open = expanded;
      });
    },
    true,
  );

  document.addEventListener("input", (event) => {
    const target = event.target;
    if (target.dataset.ev !== "input") return;
    sendInput(target);
  });
  function sendInput(target) {
    if (!socket || socket.readyState !== WebSocket.OPEN) typedOffline.add(target.id);
    // The field keeps what the user typed until the reply to their newest input is applied.
    sendEvent({ ev: "input", id: nodeOf(target), value: target.value }, target);
  }
  // Text typed while the socket was down goes to the resumed session (a fresh session
  // has rendered a new page, where those fields no longer exist).
  const typedOffline = new Set();
  // The clicks, toggles, choices and submits made while the socket was down, in
  // order (at most 32; later ones are not taken). A resumed session gets them after the typed text,
  // as if they had been sent late; a fresh session, whose page is rendered anew, does not.
  const offlineEvents = [];
  const offlineKinds = new Set(["click", "toggle", "select", "submit", "back", "input"]);

  function queueOffline(message) {
    const queueable = offlineKinds.has(message.ev) || (message.ev === "gesture" && !!message.g && message.g.k === "tap");
    if (!queueable || !token || offlineEvents.length >= 32) return false;
    message.seq = seq; // the frame it was made against: the server drops it if its node changed since
    offlineEvents.push(message);
    return true;
  }

  function flushOffline(resumed) {
    const messages = offlineEvents.splice(0);
    for (const message of messages) {
      if (resumed && send(message)) continue;
      const resolve = waiting.get(message.ref);
      waiting.delete(message.ref);
      latencyDone(message.ref);
      if (resolve) resolve(false);
    }
  }
  function resendTyping(resumed) {
    const ids = Array.from(typedOffline);
    typedOffline.clear();
    if (!resumed) return;
    for (const id of ids) {
      const field = byId(id);
      if (field && field.dataset.ev === "input") sendInput(field);
    }
  }

  document.addEventListener("change", (event) => {
    const target = event.target;
    if (target.dataset.ev === "toggle") sendEvent({ ev: "toggle", id: nodeOf(target), on: target.checked }, target);
    // Input controls: value fields and date pickers send their value when it is committed.
    if (target.dataset.ev === "commit") sendEvent({ ev: "input", id: nodeOf(target), value: target.value }, target);
  });

  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (event.key !== "Enter" || !target.dataset || target.tagName === "TEXTAREA") return;
    if (target.dataset.ev === "commit" && target.type === "text") {
      // Input controls: Return commits a value field's text, then submits.
      event.preventDefault();
      sendEvent({ ev: "input", id: nodeOf(target), value: target.value }, target);
      sendEvent({ ev: "submit", id: nodeOf(target) }, target);
    } else if (target.dataset.ev === "input" && target.type !== "range") {
      event.preventDefault();
      sendEvent({ ev: "submit", id: nodeOf(target) }, target);
    }
  });

  // A selectable list row (role=option) is chosen with Enter or Space too.
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    // A Link to the app's own scheme has no href: Enter follows it as it does a real link.
    if (event.key === "Enter" && target.matches && target.matches('a.sw-link[data-ev="tap"]:not([href])')) {
      event.preventDefault();
      sendEvent({ ev: "click", id: nodeOf(target) }, target);
      return;
    }
    if ((event.key === "Enter" || event.key === " ") && target.matches && target.matches('[role="option"][data-ev="tap"]')) {
      event.preventDefault();
      if (target.getAttribute("aria-disabled") !== "true") sendEvent({ ev: "click", id: nodeOf(target) }, target);
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
    if (op[0] === "insert" || op[0] === "clear") element = slotOf(op[1]);
    else if (op[0] === "move") element = slotOf(op[2]);
    else if ((op[0] === "attr" || op[0] === "unattr") && (op[2] === "data-first-row" || op[2] === "data-row-count")) element = byId(op[1]);
    if (element && element.hasAttribute("data-lazy")) lazyTouched.add(element);
  }
  function noteLazyRemoval(op) {
    if (op[0] !== "remove") return;
    const element = byId("n" + op[1]);
    const parent = element && element.parentElement;
    if (parent && parent.hasAttribute("data-lazy")) lazyTouched.add(parent);
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
  // A page that goes away says so, and its session closes with its socket instead of
  // waiting for it to come back.
  window.addEventListener("pagehide", () => {
    send({ ev: "visibility", hidden: true });
    send({ ev: "leave" });
  });

  // @AppStorage: the app's values live in localStorage under "swiftlet:<app>:<key>"; they are sent
  // when the socket opens and written back when the app changes them. They go in as many "storage"
  // messages as they need (at most 48 values and about 40 KB each, within the server's 64 values
  // and 64 KiB a message), so that one value the server refuses is refused alone. A value over the
  // 32 KiB a value may have is not sent: its key goes in "oversized", and the server names it.
  const storagePrefix = "swiftlet:" + appName + ":";
  const storageValueBytes = 32 * 1024;
  const storageChunkValues = 48;
  const storageChunkBytes = 40 * 1024;
  const storageAloneBytes = 60 * 1024; // one entry alone in a message, within the 64 KiB a message may have
  const utf8Bytes = (text) => new TextEncoder().encode(text).length;
  function reportStorage() {
    const entries = [];
    try {
      for (let i = 0; i < localStorage.length; i++) {
        const name = localStorage.key(i);
        if (name && name.startsWith(storagePrefix)) entries.push([name.slice(storagePrefix.length), localStorage.getItem(name)]);
      }
    } catch (error) {
      console.warn("swiftlet: localStorage is not available", error);
    }
    let values = {};
    let oversized = [];
    let count = 0;
    let bytes = 0;
    let sent = false;
    const flush = () => {
      const message = { ev: "storage", values: values };
      if (oversized.length > 0) message.oversized = oversized;
      send(message);
      sent = true;
      values = {};
      oversized = [];
      count = 0;
      bytes = 0;
    };
    for (const [key, value] of entries) {
      // The JSON text of the entry: escapes can make it longer than the value.
      const size = utf8Bytes(JSON.stringify(key)) + utf8Bytes(JSON.stringify(value)) + 2;
      if (count === storageChunkValues || (count > 0 && bytes + size > storageChunkBytes)) flush();
      if (utf8Bytes(value) > storageValueBytes || size > storageAloneBytes) {
        oversized.push(key.length > 256 ? key.slice(0, 256) : key);
        bytes += utf8Bytes(JSON.stringify(key)) + 1;
      } else {
        // An entry whose JSON is longer than a chunk (escapes) goes in a message of its own.
        values[key] = value;
        bytes += size;
      }
      count += 1;
      if (bytes > storageChunkBytes) flush();
    }
    if (count > 0 || !sent) flush();
  }
  function store(key, value) {
    try {
      if (value === null) localStorage.removeItem(storagePrefix + key);
      else localStorage.setItem(storagePrefix + key, value);
    } catch (error) {
      console.warn("swiftlet: could not store " + key, error);
    }
  }

  // @SceneStorage values live in this tab's sessionStorage under "swiftlet:<app>:<key>";
  // they go with the first message of every socket and come back in "scene" frames.
  function sceneValues() {
    const values = {};
    try {
      for (let i = 0; i < sessionStorage.length; i++) {
        const name = sessionStorage.key(i);
        if (name && name.startsWith(storagePrefix)) values[name.slice(storagePrefix.length)] = sessionStorage.getItem(name);
      }
    } catch (error) {
      console.warn("swiftlet: sessionStorage is not available", error);
    }
    return values;
  }
  function storeScene(key, value) {
    try {
      if (value === null) sessionStorage.removeItem(storagePrefix + key);
      else sessionStorage.setItem(storagePrefix + key, value);
    } catch (error) {
      console.warn("swiftlet: could not keep scene value " + key, error);
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
    // The session's token and the frames received, for tests.
    // The session's identity (the token's public part, which stays while the secret changes on
    // every socket), for tests; the secret itself stays in this closure.
    get session() {
      return token.slice(0, 16);
    },
    get received() {
      return received;
    },
    get hellos() {
      return hellos;
    },
    sendEvent: sendEvent,
    dropSocket() {
      if (socket) socket.close();
    },
  };
  // Benchmarks: a promise resolved once the DOM reflects the last event sent (a click, an input).
  window.benchDone = () => lastEvent;

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

  // @Environment(\.locale) is the browser's language, sent when the socket opens and when
  // the user changes it. The server keeps en_US until then and ignores a tag it cannot read.
  function reportLanguage() {
    const tag = navigator.language;
    if (typeof tag === "string" && tag) send({ ev: "language", value: tag });
  }
  window.addEventListener("languagechange", reportLanguage);

  // The measured size of every [data-measure] element (shapes,
  // GeometryReader, .onGeometryChange). One ResizeObserver watches them; their content boxes are
  // rounded to 0.5 px and sent as one {"ev":"size","sizes":[[id,w,h],…]} per animation frame, only
  // for the elements whose size changed since the last report.
  const reportedSizes = new Map(); // node id -> "w h" last sent
  const pendingSizes = new Map(); // node id -> [id, w, h] waiting for the next animation frame
  let measureObserver = null;
  let measureNeeded = false;
  let sizeFrame = 0;

  function observeMeasured(again) {
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
    if (sizes.length > 0 && !send({ ev: "size", sizes: sizes })) {
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
    if (places.length > 0 && !send({ ev: "place", places: places })) {
      for (const entry of places) reportedPlaces.delete(entry[0]);
    }
  }

  document.addEventListener("scroll", schedulePlaces, { capture: true, passive: true });
  window.addEventListener("resize", schedulePlaces);
  observeMeasured(false);
  // @Environment(\.colorScheme) is the browser's prefers-color-scheme, sent when
  // the socket opens and whenever it changes.
  const darkScheme = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  function reportColorScheme() {
    if (darkScheme) send({ ev: "colorScheme", value: darkScheme.matches ? "dark" : "light" });
  }
  if (darkScheme) darkScheme.addEventListener("change", reportColorScheme);

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
  function gestureReceivers(target, kinds) {
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
  function sendGesture(r, kind, phase, x, y, extra) {
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
    const message = { ev: "gesture", id: nodeOf(r.el), g: g };
    sendEvent(message);
    return message.ref;
  }

  function receiver(c, x, y) {
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

  document.addEventListener("pointerdown", (event) => {
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

  document.addEventListener("pointermove", (event) => {
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
  document.addEventListener("pointerup", (event) => finishStroke(event, false));
  document.addEventListener("pointercancel", (event) => finishStroke(event, true));
  document.addEventListener("dragstart", (event) => {
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
  document.addEventListener(
    "pointerenter",
    (event) => {
      const element = event.target;
      if (event.pointerType === "touch" || !element.dataset || !element.dataset.gestures) return;
      const tokens = gestureTokens(element);
      if (tokens.some((t) => t.kind === "hover" || t.kind === "hoverMove")) {
        hoverReport(element, "began", event.clientX, event.clientY);
      }
    },
    true,
  );
  document.addEventListener(
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
    true,
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
    document.addEventListener("wheel", gestureWheel, { passive: false });
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
  // What CSS cannot say alone, worked out after every frame and when the window resizes:
  // a Grid's column count (its widest row, counting `.gridCellColumns` spans) and the alignment
  // `.gridColumnAlignment` gives a whole column; which candidate of a ViewThatFits fits.
  let layoutScheduled = false;
  function scheduleLayout() {
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
  window.addEventListener("resize", scheduleLayout);
  scheduleLayout();
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
  function animBefore(op) {
    switch (op[0]) {
      case "insert":
        animNoteLayout(slotOf(op[1]));
        return false;
      case "move": {
        const element = byId("n" + op[1]);
        animNoteLayout(element && element.parentElement);
        animNoteLayout(slotOf(op[2]));
        return false;
      }
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
      case "remove": {
        const element = byId("n" + op[1]);
        animNoteLayout(element && element.parentElement);
        return animLeave(element);
      }
      case "clear": {
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

  // ---- Latency ------------------------------------------------------------------------------
  // Controls answer at once, the server's frame confirms (docs/web/interaction.md, *Latency*).
  // The browser already shows what the user did (a typed character, a ticked box, a chosen option
  // in a <select>, a thumb moved); radio-style pickers are updated here. Each control remembers the
  // ref of the newest event it sent (`echoes`): until the reply to that event is applied, frames
  // answering older events (or no event) set the control's attributes but leave its live value, so a
  // late echo never reverts what the user did since. Once the newest reply is in, the control shows
  // exactly what the server says (a refused toggle or an unknown tag goes back). A discrete action
  // (a button, a link, a toggle, a choice, a submit) whose reply takes over `busyDelay` ms marks its
  // control aria-busy="true" until the reply is applied, or until the socket drops.
  const busyDelay = 150;
  const echoes = new Map(); // control element id -> ref of the newest event it sent
  const busyMarks = new Map(); // ref -> { element, timer, marked }
  let latencyAnswering = null; // the refs of the tick frame being applied (null outside one)

  // The element that owns a control's live state: a radio picker's group, else the element itself.
  function latencyControl(source) {
    if (source.getAttribute("role") === "radio") return source.closest('[role="radiogroup"]') || source;
    return source;
  }

  // Whether the user's newest input to `element` is still unanswered by what is being applied.
  function latencyOwns(element) {
    const control = element.getAttribute && element.getAttribute("role") === "radio" ? latencyControl(element) : element;
    const ref = echoes.get(control.id);
    if (ref === undefined) return false;
    return !(latencyAnswering !== null && latencyAnswering.includes(ref));
  }

  // A radio's aria-checked from the server: remembered as the server's, shown unless the user's newer
  // choice in the group is in flight.
  function latencyHeldChoice(radio, value) {
    if (radio.getAttribute("role") !== "radio") return false;
    radio.swServerChecked = value;
    return latencyOwns(radio);
  }

  function latencySent(message, ref, source) {
    if (!source || !source.isConnected) return;
    const continuous = message.ev === "input" && source.dataset.ev === "input"; // typing, a slider's drag
    if (["input", "toggle", "select"].includes(message.ev)) {
      const control = latencyControl(source);
      if (control.id) echoes.set(control.id, ref);
      if (control !== source) {
        // A radio picker: the chosen radio is checked at once; the server's state is kept aside.
        for (const radio of control.querySelectorAll('[role="radio"]')) {
          if (radio.swServerChecked === undefined) radio.swServerChecked = radio.getAttribute("aria-checked") || "false";
          radio.setAttribute("aria-checked", radio === source ? "true" : "false");
        }
      }
    }
    if (continuous) return; // its local value is the answer: never dimmed while typing or dragging
    const element = source.closest(".sw-toggle, .sw-picker") || source;
    const mark = { element: element, marked: false, timer: 0 };
    mark.timer = setTimeout(() => {
      if (!busyMarks.has(ref) || !element.isConnected) return;
      mark.marked = true;
      element.swBusy = (element.swBusy || 0) + 1;
      element.setAttribute("aria-busy", "true");
    }, busyDelay);
    busyMarks.set(ref, mark);
  }

  // The reply to `ref` was applied, refused, or will never come (the socket closed).
  function latencyDone(ref) {
    const mark = busyMarks.get(ref);
    if (mark) {
      busyMarks.delete(ref);
      clearTimeout(mark.timer);
      if (mark.marked) {
        mark.element.swBusy = Math.max(0, (mark.element.swBusy || 1) - 1);
        if (mark.element.swBusy === 0) mark.element.removeAttribute("aria-busy");
      }
    }
    for (const [id, newest] of echoes) {
      if (newest !== ref) continue;
      echoes.delete(id);
      const control = byId(id);
      if (control) latencyReconcile(control);
    }
  }

  // Shows the server's state in a control whose newest event has been answered.
  function latencyReconcile(control) {
    if (control.getAttribute("role") === "radiogroup") {
      for (const radio of control.querySelectorAll('[role="radio"]')) {
        if (radio.swServerChecked !== undefined) radio.setAttribute("aria-checked", radio.swServerChecked);
      }
    } else if (control.type === "checkbox") {
      control.checked = control.hasAttribute("checked");
    } else if ("value" in control) {
      const shown = control.getAttribute("value");
      if (shown !== null && control.value !== shown) control.value = shown;
    }
  }

  // A render replaces every element with the server's state: no control is ahead of it any more, and
  // no mark is left on an element the page no longer shows (even if a reply is still awaited).
  function latencyForget() {
    for (const mark of busyMarks.values()) {
      clearTimeout(mark.timer);
      if (mark.marked) {
        mark.element.swBusy = 0;
        mark.element.removeAttribute("aria-busy");
      }
    }
    busyMarks.clear();
    echoes.clear();
  }

  // Tests: the delay before a slow reply marks its control busy.
  window.swiftlet.busyDelay = busyDelay;
  // ---- end Latency --------------------------------------------------------------------------
  // ---- URLs and history ------------------------------------------------------------------------
  // The outermost navigation stack lives in the URL: the server sends {"nav":{url,depth,push}} when
  // it changes (a push makes a history entry), Back and Forward send a "location" event, and the
  // page's own back button goes back through history when the entry before is one this page made.
  // Each entry's state is {sw: 1, depth: screens above the root, index: entries this page made before}.
  let navIndex = 0;
  function startHistory() {
    const state = history.state && history.state.sw ? history.state : null;
    navIndex = state && Number.isInteger(state.index) ? state.index : 0;
    const depth = Number(app.dataset.depth || 0);
    try {
      history.replaceState({ sw: 1, depth: depth, index: navIndex }, "", app.dataset.url || location.href);
    } catch (error) {
      console.warn("swiftlet: cannot set the page's URL", error);
    }
  }
  function applyNavigation(nav) {
    if (typeof nav.url !== "string" || nav.url.charAt(0) !== "/" || nav.url.charAt(1) === "/") return;
    const depth = Number.isInteger(nav.depth) ? nav.depth : 0;
    if (nav.push) {
      navIndex += 1;
      history.pushState({ sw: 1, depth: depth, index: navIndex }, "", nav.url);
    } else {
      history.replaceState({ sw: 1, depth: depth, index: navIndex }, "", nav.url);
    }
  }
  function backThroughHistory(button) {
    const state = history.state;
    if (!state || !state.sw || navIndex <= 0 || !(state.depth > 0)) return false;
    const stack = button.closest(".sw-nav");
    if (!stack || (stack.parentElement && stack.parentElement.closest(".sw-nav"))) return false;
    history.back();
    return true;
  }
  function locationQuery() {
    const here = location.pathname + location.search;
    return here.length <= 2048 ? "&path=" + encodeURIComponent(here) : "";
  }
  window.addEventListener("popstate", (event) => {
    const state = event.state && event.state.sw ? event.state : null;
    navIndex = state && Number.isInteger(state.index) ? state.index : 0;
    const message = { ev: "location", value: location.pathname + location.search };
    if (state && Number.isInteger(state.depth)) message.depth = state.depth;
    sendEvent(message);
  });
  startHistory();
  // ---- end URLs and history --------------------------------------------------------------------

  // Accessibility: hints and values as visually hidden descriptions, Enter and Space on elements
  // made buttons by traits or actions, Tab kept inside an alert, focus back to a dialog's opener.
  const a11yDescribed = new Set(); // elements whose description text may have changed
  let a11yHolder = null;
  function a11yNote(element, name) {
    if (name === "data-accessibility-description") a11yDescribed.add(element);
    if (name === "data-accessibility-hidden") a11yHiddenChanged = true;
    // A new announcement (never one in a page being built: a render frame).
    if (name === "data-announcement" && element.isConnected) a11yAnnounce(element.getAttribute(name) || "");
  }
  // Each data-accessibility-description becomes the text of the hidden element its
  // aria-describedby names (in one hidden holder outside the app, which a render leaves alone).
  function a11ySyncDescriptions() {
    if (!a11yDescribed.size) return;
    if (!a11yHolder) {
      a11yHolder = document.createElement("div");
      a11yHolder.id = "sw-descriptions";
      a11yHolder.hidden = true;
      document.body.appendChild(a11yHolder);
    }
    for (const element of a11yDescribed) {
      const id = element.getAttribute("aria-describedby");
      const text = element.getAttribute("data-accessibility-description");
      if (!id || !/^n\d+d$/.test(id)) continue;
      let span = byId(id);
      if (text === null || !element.isConnected) {
        if (span && span.parentElement === a11yHolder) span.remove();
        continue;
      }
      if (!span) {
        span = document.createElement("span");
        span.id = id;
        a11yHolder.appendChild(span);
      }
      if (span.textContent !== text) span.textContent = text;
    }
    a11yDescribed.clear();
    // Descriptions whose element is gone go too.
    for (const span of Array.from(a11yHolder.children)) {
      const owner = byId(span.id.slice(0, -1));
      if (!owner || owner.getAttribute("aria-describedby") !== span.id) span.remove();
    }
  }
  function a11yScan(root) {
    for (const element of root.querySelectorAll("[data-accessibility-description]")) a11yDescribed.add(element);
  }

  // A trait (.isButton, .isLink) or a default accessibility action makes a <div>/<span> a button or
  // link with tabindex=0: Enter (and Space for a button) runs its tap gestures, else a click.
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (!target.matches || !target.matches('[role="button"][tabindex], [role="link"][tabindex]')) return;
    if (target.matches("button, a, input, select, textarea, summary")) return;
    const space = event.key === " " && target.getAttribute("role") === "button";
    if (event.key !== "Enter" && !space) return;
    event.preventDefault();
    const box = target.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const chain = gestureReceivers(target, ["tap"]).filter((c) => c.tokens.some((t) => Number(t.a || 1) === 1));
    if (chain.length) for (const c of chain) sendGesture(receiver(c, x, y), "tap", "ended", x, y, { n: 1 });
    else target.click();
  });

  // An alert is a modal overlay but not a <dialog>: Tab and Shift-Tab cycle through its buttons.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const alerts = document.querySelectorAll(".sw-alert");
    const dialog = alerts[alerts.length - 1];
    if (!dialog) return;
    const stops = Array.from(dialog.querySelectorAll(focusableSelector)).filter((e) => !e.disabled && e.tabIndex >= 0);
    if (!stops.length) return;
    const index = stops.indexOf(document.activeElement);
    const next = event.shiftKey ? (index <= 0 ? stops.length - 1 : index - 1) : index === stops.length - 1 ? 0 : index + 1;
    event.preventDefault();
    stops[next].focus();
  });

  // Arrow keys move between a tab view's bar buttons and a segmented picker's options, and choose
  // the one they reach (as a tab bar and a segmented control do with a keyboard).
  document.addEventListener("keydown", (event) => {
    const keys = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: "first", End: "last" };
    const step = keys[event.key];
    if (step === undefined || event.altKey || event.ctrlKey || event.metaKey || !event.target.closest) return;
    let group = [];
    const target = event.target;
    if (target.matches('[role="tab"]')) {
      const list = target.closest('[role="tablist"]');
      group = list ? Array.from(list.querySelectorAll(':scope > [role="tab"]')) : [];
    } else if (target.matches('[role="radio"]')) {
      const radios = target.closest('[role="radiogroup"]');
      group = radios ? Array.from(radios.querySelectorAll('[role="radio"]')) : [];
    }
    group = group.filter((e) => !e.disabled);
    const index = group.indexOf(target);
    if (index < 0 || group.length < 2) return;
    event.preventDefault();
    const next =
      step === "first" ? group[0] : step === "last" ? group[group.length - 1] : group[(index + step + group.length) % group.length];
    next.focus();
    next.click();
  });

  // .keyboardShortcut: data-keyboard-shortcut ("command+shift+k", "return") presses its control when
  // the keys are pressed; inside the open sheet or alert while one is open. `command` is Control or ⌘.
  const a11yKeyNames = {
    return: "Enter", escape: "Escape", delete: "Backspace", deleteForward: "Delete", upArrow: "ArrowUp",
    downArrow: "ArrowDown", leftArrow: "ArrowLeft", rightArrow: "ArrowRight", home: "Home", end: "End",
    pageUp: "PageUp", pageDown: "PageDown", clear: "Clear", tab: "Tab", space: " ",
  };
  function a11yShortcutMatches(text, event) {
    const parts = text.split("+");
    const key = parts.pop();
    const wanted = a11yKeyNames[key] || key;
    if (event.key.toLowerCase() !== wanted.toLowerCase()) return false;
    const command = parts.includes("command");
    const control = parts.includes("control");
    if ((command || control) !== (event.ctrlKey || event.metaKey)) return false;
    return parts.includes("shift") === event.shiftKey && parts.includes("option") === event.altKey;
  }
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.defaultPrevented || event.repeat) return;
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      const target = event.target;
      const typing = target.matches && target.matches("input, textarea, select, [contenteditable]");
      if (plain && typing && event.key !== "Escape") return;
      // Enter or Space on a focused control is that control's own.
      const control = target.matches && target.matches('button, a[href], summary, [role="button"], [role="link"], [role="option"], [role="radio"]');
      if (plain && control && (event.key === "Enter" || event.key === " ")) return;
      const dialogs = document.querySelectorAll("dialog.sw-sheet[open], .sw-alert");
      const scope = dialogs.length ? dialogs[dialogs.length - 1] : app;
      for (const element of scope.querySelectorAll("[data-keyboard-shortcut]")) {
        if (element.disabled || !element.getClientRects().length) continue;
        if (!a11yShortcutMatches(element.dataset.keyboardShortcut, event)) continue;
        event.preventDefault();
        event.stopPropagation();
        element.click();
        return;
      }
    },
    true,
  );

  // prefers-reduced-motion: an animation keeps only its opacity keyframes (a move, a scale or a
  // change of size is instant); nothing left means the change is instant.
  const a11yReducedMotion = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  function a11yFadesOnly(keyframes) {
    if (!Array.isArray(keyframes) || !keyframes.length) return null;
    if (!keyframes.every((k) => k && k.opacity !== undefined)) return null;
    return keyframes.map((k) => (k.offset !== undefined ? { opacity: k.opacity, offset: k.offset } : { opacity: k.opacity }));
  }

  // The control that had the focus when a sheet or alert appeared gets it back when it goes.
  const a11yDialogs = []; // {dialog, opener: the opener's id}
  function a11yNoteDialogs() {
    for (const dialog of document.querySelectorAll("dialog.sw-sheet, .sw-alert")) {
      if (a11yDialogs.some((d) => d.dialog === dialog)) continue;
      const active = document.activeElement;
      const opener = active && active !== document.body && !dialog.contains(active) ? active.id : "";
      a11yDialogs.push({ dialog: dialog, opener: opener });
    }
  }
  function a11yRestoreFocus() {
    for (let i = a11yDialogs.length - 1; i >= 0; i--) {
      const entry = a11yDialogs[i];
      if (entry.dialog.isConnected) continue;
      a11yDialogs.splice(i, 1);
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      const opener = entry.opener ? byId(entry.opener) : null;
      if (lost && opener && opener.isConnected) opener.focus();
    }
  }
  function a11yAfterFrame() {
    a11ySyncDescriptions();
    if (a11yDialogs.length) a11yRestoreFocus();
    a11yTabPanelStops();
    a11yHideFocusables();
  }
  // AccessibilityNotification.Announcement. The root's data-announcement
  // ("<count> <text>") is read through one visually hidden polite live region outside the app,
  // made when the page starts (a region must exist before it changes to be read).
  let a11yAnnouncer = null;
  function a11yMakeAnnouncer() {
    a11yAnnouncer = document.createElement("div");
    a11yAnnouncer.id = "sw-announcer";
    a11yAnnouncer.className = "sw-announcer";
    a11yAnnouncer.setAttribute("aria-live", "polite");
    a11yAnnouncer.setAttribute("aria-atomic", "true");
    document.body.appendChild(a11yAnnouncer);
  }
  function a11yAnnounce(value) {
    const space = value.indexOf(" ");
    const text = space < 0 ? "" : value.slice(space + 1);
    if (!a11yAnnouncer) a11yMakeAnnouncer();
    // The same text again must still be a change: it alternates a trailing no-break space.
    a11yAnnouncer.textContent = a11yAnnouncer.textContent === text ? text + "\u00a0" : text;
  }
  // Inside an element hidden from assistive technology
  // (data-accessibility-hidden, from .accessibilityHidden(true)) every focusable element gets
  // tabindex=-1, its own kept in data-a11y-tabindex and put back once the mark is gone; the server
  // gives the hidden element itself tabindex=-1. Runs after a frame that changed a mark, and after
  // every frame while some element is hidden (content inserted into it since).
  let a11yHiddenChanged = true;
  let a11yHiddenSeen = false;
  function a11yHideFocusables() {
    if (!a11yHiddenChanged && !a11yHiddenSeen) return; // a page without hidden elements pays nothing
    const hidden = app.querySelectorAll("[data-accessibility-hidden]");
    a11yHiddenChanged = false;
    a11yHiddenSeen = hidden.length > 0;
    for (const root of hidden) {
      for (const element of root.querySelectorAll(focusableSelector)) {
        if (element.getAttribute("tabindex") === "-1") continue;
        element.setAttribute("data-a11y-tabindex", element.getAttribute("tabindex") ?? "");
        element.setAttribute("tabindex", "-1");
      }
    }
    for (const element of app.querySelectorAll("[data-a11y-tabindex]")) {
      if (element.parentElement && element.parentElement.closest("[data-accessibility-hidden]")) continue;
      const own = element.getAttribute("data-a11y-tabindex");
      element.removeAttribute("data-a11y-tabindex");
      if (own) element.setAttribute("tabindex", own);
      else element.removeAttribute("tabindex");
    }
  }
  // A shown tab panel holding nothing focusable is a Tab stop itself
  // (tabindex=0), so the keyboard reaches its text after the tab (the WAI-ARIA tabs pattern).
  const a11yTabStopSelector = ["input", "textarea", "select", "button"]
    .map((tag) => tag + ":not(:disabled):not([tabindex^='-'])")
    .concat(["a[href]:not([tabindex^='-'])", "[tabindex]:not([tabindex^='-'])"])
    .join(", ");
  const a11yTabPanels = app.getElementsByClassName("sw-tab"); // live: a page without tabs pays nothing
  function a11yTabPanelStops() {
    if (!a11yTabPanels.length) return;
    for (const panel of app.querySelectorAll('.sw-tab[role="tabpanel"][data-selected="true"]')) {
      const stop = panel.querySelector(a11yTabStopSelector) === null;
      if (stop && panel.getAttribute("tabindex") !== "0") panel.setAttribute("tabindex", "0");
      else if (!stop && panel.hasAttribute("tabindex")) panel.removeAttribute("tabindex");
    }
  }
  // ---- end Accessibility ----------------------------------------------------------------------

  a11yScan(app); // Accessibility
  a11ySyncDescriptions(); // Accessibility
  a11yNoteDialogs(); // Accessibility
  a11yTabPanelStops();
  a11yHideFocusables();
  a11yMakeAnnouncer();
  // ---- Custom styles ------------------------------------------------------------------------
  // A button with a ButtonStyle of your own (data-button-style="custom") reports when it is pressed
  // and released (pointer, or Space/Enter held), once per change, as a "press" gesture: the
  // server re-runs the style's body with the new `isPressed`.
  let pressedButton = null;
  function pressButton(button, pressed) {
    if (pressed ? pressedButton === button : pressedButton !== button) return;
    pressedButton = pressed ? button : null;
    if (!button.isConnected) return;
    sendEvent({ ev: "gesture", id: nodeOf(button), g: { k: "press", p: pressed ? "began" : "ended" } });
  }
  const customButton = (target) =>
    target && target.closest ? target.closest('button.sw-button[data-button-style="custom"]:not(:disabled)') : null;
  document.addEventListener("pointerdown", (event) => {
    const button = customButton(event.target);
    if (button && event.button === 0) pressButton(button, true);
  });
  for (const name of ["pointerup", "pointercancel"]) {
    document.addEventListener(name, () => {
      if (pressedButton) pressButton(pressedButton, false);
    });
  }
  document.addEventListener("keydown", (event) => {
    const button = customButton(event.target);
    if (button && !event.repeat && (event.key === " " || event.key === "Enter")) pressButton(button, true);
  });
  document.addEventListener("keyup", (event) => {
    if (pressedButton && (event.key === " " || event.key === "Enter")) pressButton(pressedButton, false);
  });
  document.addEventListener("focusout", (event) => {
    if (pressedButton && event.target === pressedButton) pressButton(pressedButton, false);
  });
  // ---- end Custom styles --------------------------------------------------------------------

  // Keyboard flows: a control that loses the focus because a frame disabled, hid or removed it
  // (Fetch disabled while it fetches, a list row hidden under a pushed screen) is remembered; when
  // a later frame leaves the focus on <body> and that control can take it again (back enabled,
  // its screen shown after Back), it gets it back, so a keyboard user goes on where they were
  // instead of from the top of the page. A click anywhere forgets them (the user chose a place).
  const keysReturns = []; // ids of controls a frame took the focus from, oldest first
  const keysReturnsLimit = 16;
  let keysFocusBefore = null;
  function keysFocusable(element) {
    if (!element || !element.isConnected || element.disabled || element.closest("[inert]")) return false;
    if (element.checkVisibility ? !element.checkVisibility() : !element.getClientRects().length) return false;
    // Behind an open sheet or alert the page is out of reach.
    const modal = document.querySelector("dialog.sw-sheet[open], .sw-alert");
    return !modal || modal.contains(element);
  }
  function keysBeforeFrame() {
    const active = document.activeElement;
    keysFocusBefore = active && active !== document.body ? active : null;
  }
  function keysAfterFrame() {
    const before = keysFocusBefore;
    keysFocusBefore = null;
    if (before && before.id && !keysFocusable(before) && !keysReturns.includes(before.id)) {
      keysReturns.push(before.id);
      if (keysReturns.length > keysReturnsLimit) keysReturns.shift();
    }
    if (!keysReturns.length) return;
    const active = document.activeElement;
    if (active && active !== document.body && keysFocusable(active)) return;
    for (let i = keysReturns.length - 1; i >= 0; i--) {
      const element = byId(keysReturns[i]);
      if (!element) {
        keysReturns.splice(i, 1);
        continue;
      }
      if (!keysFocusable(element)) continue;
      keysReturns.splice(i);
      element.focus({ preventScroll: false });
      return;
    }
  }
  document.addEventListener("pointerdown", () => {
    keysReturns.length = 0;
  }, true);
  document.addEventListener("focusin", (event) => {
    const index = keysReturns.indexOf(event.target.id);
    if (index >= 0) keysReturns.splice(index, 1);
  });
  // Escape on an alert presses its cancel action, the button made with `role: .cancel`, as a
  // hardware keyboard does in SwiftUI; an alert without one waits for an answer (Escape must not
  // run its "Erase"). A confirmation dialog has its own dismissal.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const alerts = document.querySelectorAll('.sw-alert:not([data-dialog="confirmation"])');
    if (!alerts.length) return;
    const buttons = Array.from(alerts[alerts.length - 1].querySelectorAll("button")).filter((b) => !b.disabled);
    const cancel = buttons.find((b) => b.dataset.role === "cancel");
    if (!cancel) return;
    event.preventDefault();
    cancel.click();
  });
  // ---- end Keyboard flows -------------------------------------------------------------------

  syncSheets();
  // Rich text: the server-rendered page shows the plain text; its runs become elements here.
  for (const element of app.querySelectorAll(".sw-text[data-runs]")) renderRuns(element);
  connect();
  // Page tab views: a horizontal swipe or drag across a page (at least 48 px, more across than down)
  // turns to the next or the previous one, by pressing its dot (so the server decides, as for a tap).
  let pageSwipe = null;
  document.addEventListener("pointerdown", (event) => {
    const page = event.target.closest && event.target.closest('.sw-tabview[data-tab-style="page"] > .sw-tab');
    pageSwipe = page && event.isPrimary ? { page: page, x: event.clientX, y: event.clientY } : null;
  });
  // A drag that starts on a picture or a link would become the browser's own drag and drop.
  document.addEventListener("dragstart", (event) => {
    if (pageSwipe) event.preventDefault();
  });
  document.addEventListener("pointercancel", () => {
    pageSwipe = null;
  });
  document.addEventListener("pointerup", (event) => {
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
})();
