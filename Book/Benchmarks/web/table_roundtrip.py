"""The server's share of a framework-benchmark click: event sent -> reply frame received, no browser.

Usage: python3 Benchmarks/web/table_roundtrip.py [base-url] [runs] [pause-ms] [only]
(base URL default http://127.0.0.1:8080, a `swiftlet serve --test-apps` must be running; runs per operation
default 40; pause after each untimed preparation default 50 ms; `only`, when given, keeps the
operations whose name contains it, for example `warm` or `nothing`, so that a profiler or
`perf stat -p PID` attached to the server sees one kind of click).

It speaks the browser host's protocol over one WebSocket (/ws?app=bench-table), as swiftlet.js does:
it reads the node ids of the buttons from the first render frame, then for each sample makes the
untimed preparation click, waits the pause, and times one click from sending the event to receiving
the frame (or ack) that answers it. So it measures the server (decoding, the tick, the frame) plus
two loopback hops, without the browser's DOM work; Benchmarks/web/table.py measures the whole.

The operations are the ones whose first click after "create 1,000 rows" table.py times, plus the
same click on warm rows (no preparation), to tell a cold first update from the steady cost.
"""

import json
import socket
import statistics
import sys
import time

import websocket  # websocket-client, installed with selenium

base = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 40
pause = (float(sys.argv[3]) if len(sys.argv) > 3 else 50.0) / 1000
only = sys.argv[4] if len(sys.argv) > 4 else ""

# (name, untimed preparation or None, timed click)
OPERATIONS = [
    ("create 1,000 rows, after clear", "clear", "run"),
    ("update every 10th row, after run", "run", "update"),
    ("swap rows 2 and 999, after run", "run", "swaprows"),
    ("clear 1,000 rows, after run", "run", "clear"),
    ("swap rows 2 and 999, warm", None, "swaprows"),
    ("select a row, warm", None, "select"),
    ("click that changes nothing", None, "reselect"),
]

host = base.split("://", 1)[1]
ws = websocket.create_connection(f"ws://{host}/ws?app=bench-table", origin=base)
ws.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
first = json.loads(ws.recv())
if "session" in first:  # the hello frame (docs/web/sessions.md) comes before the render
    first = json.loads(ws.recv())
ids = {}  # data-identifier -> node id (the number in `id="nN"`)
last_labels = []  # the row-label identifiers of the last frame that inserted rows, in order


def identified(node, found):
    """The (data-identifier, node id) pairs of a frame's elements, in document order."""
    if isinstance(node, dict):
        attributes = dict(node.get("attrs") or [])
        if "data-identifier" in attributes:
            found.append((attributes["data-identifier"], int(attributes["id"][1:])))
        for value in node.values():
            identified(value, found)
    elif isinstance(node, list):
        for value in node:
            identified(value, found)
    return found


def learn(frame):
    """Records the identifiers a frame renders or inserts."""
    pairs = identified(frame, [])
    ids.update(pairs)
    labels = [identifier for identifier, _ in pairs if identifier.startswith("row-label-")]
    if labels:
        last_labels[:] = labels


learn(first)
next_ref = 0


def click(identifier):
    """Sends a click on `identifier`, returns the milliseconds until the frame answering it arrived
    (read before the frame is parsed and walked, so neither is timed)."""
    global next_ref
    next_ref += 1
    ref = next_ref
    start = time.perf_counter()
    ws.send(json.dumps({"ev": "tap", "id": ids[identifier], "ref": ref}))
    while True:
        text = ws.recv()
        elapsed = (time.perf_counter() - start) * 1000
        frame = json.loads(text)
        if "ops" in frame:
            learn(frame["ops"])
        if frame.get("ack") == ref or ref in (frame.get("refs") or []):
            return elapsed


click("clear")
print(f"Benchmark table, server round trip (median of {runs}), {base}")
print("| operation | median | p10 | p90 |")
print("|---|---|---|---|")
for name, preparation, operation in OPERATIONS:
    if only not in name:
        continue
    samples = []
    if preparation is None:
        # Warm clicks start from a fresh table of 1,000 rows (the operation before may have left
        # it empty; until 2026-11-26 the warm swap was timed on the empty table "clear" left).
        click("run")
    if operation == "select":
        # Rows 11 and 12, selected in turn: each click moves the highlight.
        choices = last_labels[10:12]
    if operation == "reselect":
        # Row 6 selected; clicking its label again changes nothing.
        selected = last_labels[5]
        click(selected)
    for _ in range(runs):
        if preparation:
            click(preparation)
            time.sleep(pause)
        if operation == "select":
            samples.append(click(choices[len(samples) % 2]))
        else:
            samples.append(click(selected if operation == "reselect" else operation))
        time.sleep(0.005)
    samples.sort()
    p10 = samples[len(samples) // 10]
    p90 = samples[(9 * len(samples)) // 10]
    print(f"| {name} | {statistics.median(samples):.2f} ms | {p10:.2f} ms | {p90:.2f} ms |")
ws.close()
