// The Swiftlet browser client. The server owns state and renders the first page; the client opens
// one WebSocket per page, applies each frame's operations by element id in sequence order, sends
// events by node id, and when the socket drops reconnects and resumes its session where it was (or,
// once the server no longer holds it, gets a fresh one and a render).
//
// This module is the entry: it imports the features in the order their handlers and hooks must run
// (docs/client.md), then starts the page. The server serves the modules bundled into one script
// (WebAssets) or as they are.

import { connect } from "./socket.js";
import { renderAllRuns } from "./frames.js";
import { startHistory } from "./history.js";
import "./storage.js";
import "./environment.js";
import { syncSheets } from "./sheets.js";
import "./events.js";
import "./refresh.js";
import "./lazy.js";
import "./scroll.js";
import { observeMeasured } from "./measure.js";
import { scheduleLayout } from "./layout.js";
import "./focus.js";
import "./dates.js";
import "./gestures.js";
import { startAccessibility } from "./accessibility.js";
import "./keyboard.js";

// The server-rendered page: measured, laid out, in the address bar, accessible, its sheets open and
// its rich text shown; then the socket.
observeMeasured(false);
scheduleLayout();
startHistory();
startAccessibility();
syncSheets();
renderAllRuns();
connect();
