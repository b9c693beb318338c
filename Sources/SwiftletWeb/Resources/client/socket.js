// The socket: one WebSocket per page, opened again (with growing pauses) whenever it drops, resuming
// the session the page holds. It sends the page's messages and events; an event's promise resolves
// once the frame it caused (or its ack) is applied. What arrives goes to the hooks (bus.js).

import { FrameKey, Message } from "./constants.js";
import { Hook, emit } from "./bus.js";
import { app } from "./dom.js";

const status = document.getElementById("sw-status");
const appName = app.dataset.app;
let token = app.dataset.session || "";
// The last tick applied (frames.js moves it on).
export let seq = Number(app.dataset.seq || 0);
let socket = null;
let nextRef = 1;
let retryDelay = 100;
let received = 0; // Frames of this session received (the hello frame aside)
let hellos = 0; // Hello frames received (one per connection), for tests
const waiting = new Map(); // ref -> resolve(), for callers awaiting an event's reply

export function setSeq(value) {
  seq = value;
}

export function isConnected() {
  return socket !== null && socket.readyState === WebSocket.OPEN;
}

function setStatus(text) {
  status.textContent = text;
  status.hidden = text === "";
}

export function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  // Hello=1 says the first message is the hello (the token, the frames received,
  // the last tick applied and the scene values), so the token is never in a URL (nor in a log).
  let url = scheme + "//" + location.host + "/ws?app=" + encodeURIComponent(appName) + "&hello=1";
  // A fresh session (no token, or one past its grace) starts where the page is (history.js); the
  // scene values go with the hello (storage.js).
  const params = { query: "", scene: {} };
  emit(Hook.connecting, params);
  url += params.query;
  const scene = params.scene;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onopen = () => {
    retryDelay = 100;
    setStatus("");
    // Always the first message; a fresh session mounts with the scene values.
    send({ ev: Message.hello, session: token, frames: received, seq: seq, values: scene });
    emit(Hook.open);
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
    if (typeof frame[FrameKey.session] === "string" && frame[FrameKey.frames] !== undefined) {
      // Every socket gets the session's next token: the one just used is void.
      const resumed = frame[FrameKey.resumed] === true;
      token = frame[FrameKey.session];
      send({ ev: Message.token }); // the page holds the new token: the one it came with is void now
      received = frame[FrameKey.frames];
      hellos++;
      emit(Hook.hello, resumed); // the text typed meanwhile first (events.js)
      flushOffline(resumed);
      return;
    }
    received++;
    if (frame[FrameKey.error] === "this session was resumed by another connection") token = "";
    emit(Hook.message, frame);
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

export function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

// Sends an event; the returned promise resolves once the frame it caused (or its ack) is applied.
// `source` is the control the user worked (Latency: it answers at once and is marked busy while
// a slow reply is on its way).
let lastEvent = Promise.resolve(true);
export function sendEvent(message, source) {
  const ref = nextRef++;
  message.ref = ref;
  lastEvent = new Promise((resolve) => {
    waiting.set(ref, (applied) => {
      emit(Hook.done, ref);
      resolve(applied);
    });
    if (send(Object.assign({ ref: ref }, message))) emit(Hook.sent, message, ref, source);
    else if (!queueOffline(Object.assign({ ref: ref }, message))) {
      waiting.delete(ref);
      emit(Hook.done, ref);
      resolve(false);
    }
  });
  return lastEvent;
}

export function settle(ref) {
  emit(Hook.settle, ref);
  const resolve = waiting.get(ref);
  if (resolve) {
    waiting.delete(ref);
    resolve(true);
  }
}
// The clicks, toggles, choices and submits made while the socket was down, in
// order (at most 32; later ones are not taken). A resumed session gets them after the typed text,
// as if they had been sent late; a fresh session, whose page is rendered anew, does not.
const offlineEvents = [];
const offlineKinds = new Set([Message.tap, Message.toggle, Message.select, Message.submit, Message.back, Message.input]);

function queueOffline(message) {
  const queueable = offlineKinds.has(message.ev) || (message.ev === Message.gesture && !!message.g && message.g.k === "tap");
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
    emit(Hook.done, message.ref);
    if (resolve) resolve(false);
  }
}
// A small handle for tests and benchmarks: the current sequence number, event sending with a
// promise for the applied reply, and a way to drop the socket.
export const handle = {
  get seq() {
    return seq;
  },
  get connected() {
    return isConnected();
  },
  // The session's token and the frames received, for tests.
  // The session's identity (the token's public part, which stays while the secret changes on
  // every socket), for tests; the secret itself stays in this module.
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
window.swiftlet = handle;
// Benchmarks: a promise resolved once the DOM reflects the last event sent (a click, an input).
window.benchDone = () => lastEvent;
