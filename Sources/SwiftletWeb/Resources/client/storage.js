// What the page keeps for the app: @AppStorage in localStorage, @SceneStorage in sessionStorage.

import { Message } from "./constants.js";
import { Hook, on } from "./bus.js";
import { app } from "./dom.js";
import { send } from "./socket.js";

// @AppStorage: the app's values live in localStorage under "swiftlet:<app>:<key>"; they are sent
// when the socket opens and written back when the app changes them. They go in as many "storage"
// messages as they need (at most 48 values and about 40 KB each, within the server's 64 values
// and 64 KiB a message), so that one value the server refuses is refused alone. A value over the
// 32 KiB a value may have is not sent: its key goes in "oversized", and the server names it.
const storagePrefix = "swiftlet:" + app.dataset.app + ":";
const storageValueBytes = 32 * 1024;
const storageChunkValues = 48;
const storageChunkBytes = 40 * 1024;
const storageAloneBytes = 60 * 1024; // one entry alone in a message, within the 64 KiB a message may have
const utf8Bytes = (text) => new TextEncoder().encode(text).length;
function reportStorage() {
  for (const message of storageMessages(storedEntries())) send(message);
}

// The app's [key, value] pairs in localStorage.
function storedEntries() {
  const entries = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i);
      if (name && name.startsWith(storagePrefix)) entries.push([name.slice(storagePrefix.length), localStorage.getItem(name)]);
    }
  } catch (error) {
    console.warn("swiftlet: localStorage is not available", error);
  }
  return entries;
}

// The "storage" messages that carry `entries` (at least one, empty when there are none).
export function storageMessages(entries) {
  const messages = [];
  let values = {};
  let oversized = [];
  let count = 0;
  let bytes = 0;
  let sent = false;
  const flush = () => {
    const message = { ev: Message.storage, values: values };
    if (oversized.length > 0) message.oversized = oversized;
    messages.push(message);
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
  return messages;
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

on(Hook.connecting, (params) => {
  params.scene = sceneValues();
});
on(Hook.open, reportStorage);
on(Hook.store, store);
on(Hook.scene, storeScene);
