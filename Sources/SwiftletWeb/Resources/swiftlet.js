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
      reportVisibility();
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
  function sendEvent(message) {
    const ref = nextRef++;
    message.ref = ref;
    return new Promise((resolve) => {
      waiting.set(ref, resolve);
      if (!send(message)) {
        waiting.delete(ref);
        resolve(false);
      }
    });
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
      return;
    }
    if (frame.ack !== undefined) {
      settle(frame.ack);
      return;
    }
    if (frame.seq !== seq + 1) {
      console.warn("swiftlet: frame " + frame.seq + " after " + seq + "; resynchronising");
      send({ ev: "resync" });
      return;
    }
    try {
      for (const op of frame.ops) applyOp(op);
    } catch (error) {
      console.warn("swiftlet: could not apply frame " + frame.seq, error);
      seq = frame.seq;
      send({ ev: "resync" });
      return;
    }
    seq = frame.seq;
    if (frame.refs) for (const ref of frame.refs) settle(ref);
    scheduleLazyCheck();
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
        container.insertBefore(build(op[3]), container.children[op[2]] || null);
        break;
      }
      case "remove":
        byId("n" + op[1]).remove();
        break;
      case "move": {
        const element = byId("n" + op[1]);
        const container = slotOf(op[2]);
        element.remove();
        container.insertBefore(element, container.children[op[3]] || null);
        break;
      }
      default:
        throw new Error("unknown operation " + op[0]);
    }
  }

  function setText(element, text) {
    const first = element.firstChild;
    if (first && first.nodeType === Node.TEXT_NODE) first.data = text;
    else element.insertBefore(document.createTextNode(text), first);
  }

  function setAttr(element, name, value) {
    element.setAttribute(name, value);
    const owned = element === document.activeElement && (typing.get(element.id) || 0) > 0;
    if (name === "value" && !owned && element.value !== value && "value" in element) element.value = value;
    if (name === "checked") element.checked = true;
  }

  function removeAttr(element, name) {
    element.removeAttribute(name);
    if (name === "checked") element.checked = false;
  }

  function build(description) {
    const element = document.createElement(description.tag);
    if (description.attrs) for (const [name, value] of description.attrs) element.setAttribute(name, value);
    if (description.text !== undefined) element.appendChild(document.createTextNode(description.text));
    if (description.kids) for (const kid of description.kids) element.appendChild(build(kid));
    return element;
  }

  // Events: the element's id is n<node>; parts name their node in data-node.
  function nodeOf(element) {
    if (element.dataset.node) return Number(element.dataset.node);
    return Number(element.id.slice(1));
  }

  document.addEventListener("click", (event) => {
    const target = event.target.closest("[data-ev]");
    if (target && !target.disabled) {
      if (target.dataset.ev === "tap") sendEvent({ ev: "click", id: nodeOf(target) });
      else if (target.dataset.ev === "back") sendEvent({ ev: "back", id: nodeOf(target) });
      return;
    }
    const option = event.target.closest(".sw-picker [data-tag]");
    if (option) {
      const picker = option.closest(".sw-picker");
      sendEvent({ ev: "select", id: nodeOf(picker), value: option.dataset.tag });
    }
  });

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
  });

  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (event.key === "Enter" && target.dataset && target.dataset.ev === "input") {
      event.preventDefault();
      sendEvent({ ev: "submit", id: nodeOf(target) });
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

  // Lazy containers: report the rows that are visible now (estimated from the first row's height).
  let lazyScheduled = false;
  function scheduleLazyCheck() {
    if (lazyScheduled) return;
    lazyScheduled = true;
    requestAnimationFrame(() => {
      lazyScheduled = false;
      for (const element of document.querySelectorAll("[data-lazy]")) reportRange(element);
    });
  }

  // The engine materialises rows firstRow..<firstRow+n of rowCount; the space of the others is kept
  // with padding so the scroll position means the same thing as it would with every row present.
  function reportRange(element) {
    const rows = element.children;
    if (rows.length > 0) {
      const first = rows[0].getBoundingClientRect();
      const step =
        rows.length > 1 ? rows[1].getBoundingClientRect().top - first.top : first.height;
      if (step > 0) element.swRowHeight = step;
    }
    const rowHeight = element.swRowHeight || 24;
    const count = Number(element.dataset.rowCount || rows.length);
    const firstRow = Number(element.dataset.firstRow || 0);
    element.style.paddingTop = firstRow * rowHeight + "px";
    element.style.paddingBottom = Math.max(0, count - firstRow - rows.length) * rowHeight + "px";
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
    let from = Math.max(0, Math.floor(start / rowHeight + 0.01));
    let to = Math.max(from, Math.ceil(end / rowHeight - 0.01));
    from = Math.min(from, count);
    to = Math.min(to, count);
    const key = from + ":" + to;
    if (lazyRanges.get(element.id) === key) return;
    lazyRanges.set(element.id, key);
    send({ ev: "range", id: nodeOf(element), from: from, to: to });
  }

  window.addEventListener("scroll", scheduleLazyCheck, { passive: true, capture: true });
  window.addEventListener("resize", scheduleLazyCheck);

  function reportVisibility() {
    send({ ev: "visibility", hidden: document.hidden });
  }
  document.addEventListener("visibilitychange", reportVisibility);

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

  connect();
})();
