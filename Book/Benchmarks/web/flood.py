"""One client floods a `swiftlet serve`: page loads, then a socket that never reads, then storage.

Usage: python3 Benchmarks/web/flood.py PID [base-url] [page-loads] [seconds-per-socket-phase]
PID is the `swiftlet serve` process (started with `--test-apps`: the socket phase uses the hidden
/apps/bench-table). Defaults: http://127.0.0.1:8080, 5,000 page loads, 20 s. Bounded: every phase
ends on its own count or clock; everything runs on loopback. Needs websocket-client.

Phases, each reporting the server's RSS (from /proc/PID/status) before and after, and the slowest
answer to another connection's `GET /hello` (polled every 100 ms throughout):
1. page loads: `GET /apps/emojiart` from 16 threads of one client (the peer address), counting
   200s, 429s and 503s; the pages' sessions wait for sockets that never come;
2. a socket that never reads: /ws?app=bench-table, "create 1,000 rows", then `{"ev":"resync"}` at
   150 a second (under the message rate limit) while reading nothing;
3. storage: `storage` events of 64 new keys each, counting the error frames that refuse them.
"""

import http.client
import json
import socket
import sys
import threading
import time
import urllib.request

import websocket

pid = int(sys.argv[1])
base = sys.argv[2] if len(sys.argv) > 2 else "http://127.0.0.1:8080"
loads = int(sys.argv[3]) if len(sys.argv) > 3 else 5000
seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 20
host = base.split("://", 1)[1]
address, port = host.rsplit(":", 1)


def rss_mb():
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class HelloWatch:
    """Polls GET /hello every 100 ms on fresh connections; keeps the slowest answer."""

    def __init__(self):
        self.slowest = 0.0
        self.failures = 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self):
        while not self.stop.is_set():
            start = time.monotonic()
            try:
                with urllib.request.urlopen(base + "/hello", timeout=5) as response:
                    response.read()
            except Exception:
                self.failures += 1
            self.slowest = max(self.slowest, time.monotonic() - start)
            self.stop.wait(0.1)

    def reset(self):
        self.slowest, self.failures = 0.0, 0


def page_loads(watch):
    counts = {}
    lock = threading.Lock()
    remaining = [loads]

    def worker():
        connection = None
        while True:
            with lock:
                if remaining[0] == 0:
                    return
                remaining[0] -= 1
            try:
                if connection is None:
                    connection = http.client.HTTPConnection(address, int(port), timeout=30)
                connection.request("GET", "/apps/emojiart")
                response = connection.getresponse()
                response.read()
                status = response.status
            except Exception:
                connection = None
                status = "error"
            with lock:
                counts[status] = counts.get(status, 0) + 1

    before = rss_mb()
    start = time.monotonic()
    threads = [threading.Thread(target=worker) for _ in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - start
    print(f"page loads: {loads} in {elapsed:.1f} s, answers {counts}; RSS {before:.0f} -> {rss_mb():.0f} MB;"
          f" slowest /hello {watch.slowest * 1000:.0f} ms ({watch.failures} failed)")


def identified(node, found):
    if isinstance(node, dict):
        attributes = dict(node.get("attrs") or [])
        if "data-identifier" in attributes:
            found[attributes["data-identifier"]] = int(attributes["id"][1:])
        for value in node.values():
            identified(value, found)
    elif isinstance(node, list):
        for value in node:
            identified(value, found)
    return found


def socket_that_never_reads(watch):
    ws = websocket.create_connection(f"ws://{host}/ws?app=bench-table", origin=base)
    ws.recv()  # the hello frame (docs/web/sessions.md), then the render
    ids = identified(json.loads(ws.recv()), {})
    ws.send(json.dumps({"ev": "tap", "id": ids["run"], "ref": 1}))
    while '"refs":[1]' not in ws.recv():
        pass
    ws.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    before = rss_mb()
    peak = before
    sent = 0
    start = time.monotonic()
    try:
        while time.monotonic() - start < seconds:
            ws.send('{"ev":"resync"}')
            sent += 1
            if sent % 150 == 0:
                peak = max(peak, rss_mb())
            time.sleep(1 / 150)
    except Exception as error:
        print(f"  socket ended after {sent} messages: {error}")
    print(f"never-reading socket: {sent} resyncs on 1,000 rows in {time.monotonic() - start:.0f} s;"
          f" RSS {before:.0f} -> peak {peak:.0f} -> {rss_mb():.0f} MB; slowest /hello {watch.slowest * 1000:.0f} ms")
    ws.close()


def storage_flood(watch):
    ws = websocket.create_connection(f"ws://{host}/ws?app=guestbook", origin=base)
    ws.recv()
    before = rss_mb()
    refused = 0
    for batch in range(200):
        values = {f"key-{batch}-{index}": "v" * 500 for index in range(64)}
        ws.send(json.dumps({"ev": "storage", "values": values}))
    ws.settimeout(5)
    try:
        while True:
            frame = ws.recv()
            if "storage refused" in frame:
                refused += 1
    except Exception:
        pass
    print(f"storage: 200 events of 64 new keys; {refused} refused with an error frame;"
          f" RSS {before:.0f} -> {rss_mb():.0f} MB; slowest /hello {watch.slowest * 1000:.0f} ms")
    ws.close()


watch = HelloWatch()
print(f"idle RSS {rss_mb():.0f} MB")
for phase in (page_loads, socket_that_never_reads, storage_flood):
    watch.reset()
    phase(watch)
watch.stop.set()
