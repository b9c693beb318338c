"""200 concurrent LittleJohn live screens in one server: CPU and RSS of the server process.

Usage: python3 Benchmarks/web/sessions.py PID [base-url] [sessions] [seconds]
PID is the `swiftlet serve` process. Each session loads the page, adopts its session over the
WebSocket, selects AAPL and TSLA, opens the live ticker and then receives one frame per second.
Needs `pip install websockets`.
"""

import asyncio
import json
import os
import re
import sys
import time
import urllib.request

import websockets

pid = int(sys.argv[1])
base = sys.argv[2] if len(sys.argv) > 2 else "http://127.0.0.1:8080"
count = int(sys.argv[3]) if len(sys.argv) > 3 else 200
seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 20
ticks = os.sysconf("SC_CLK_TCK")


def cpu_seconds():
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / ticks


def rss_mb():
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def identifiers(element, found):
    attrs = dict(element.get("attrs", []))
    if "data-identifier" in attrs and attrs.get("id", "").startswith("n"):
        found[attrs["data-identifier"]] = int(attrs["id"][1:])
    for kid in element.get("kids", []):
        identifiers(kid, found)


def scan(frame, found):
    if "render" in frame:
        identifiers(frame["render"], found)
    for op in frame.get("ops", []):
        if op[0] == "insert":
            identifiers(op[3], found)


async def session(index, frames_seen, ready):
    html = urllib.request.urlopen(base + "/apps/littlejohn", timeout=30).read().decode()
    token = re.search(r'data-session="([0-9a-f]+)"', html).group(1)
    found = {}
    for match in re.finditer(r'id="n(\d+)"[^>]*data-identifier="([^"]+)"', html):
        found[match.group(2)] = int(match.group(1))
    ws_url = base.replace("http", "ws") + "/ws?app=littlejohn&hello=1"
    async with websockets.connect(ws_url, max_size=1 << 22) as ws:
        # The page's first message adopts its session (the token is never in the URL).
        await ws.send(json.dumps({"ev": "hello", "session": token, "frames": 0, "seq": 0, "values": {}}))
        async def until(name):
            while name not in found:
                scan(json.loads(await ws.recv()), found)
        await until("symbol-AAPL")
        for name in ("symbol-AAPL", "symbol-TSLA"):
            await ws.send(json.dumps({"ev": "tap", "id": found[name]}))
        await asyncio.sleep(0.2)
        await ws.send(json.dumps({"ev": "tap", "id": found["live-ticker"]}))
        await until("price-AAPL")
        ready.append(index)
        while True:
            json.loads(await ws.recv())
            frames_seen[0] += 1


async def main():
    frames_seen = [0]
    ready = []
    rss_before = rss_mb()
    tasks = [asyncio.create_task(session(i, frames_seen, ready)) for i in range(count)]
    deadline = time.monotonic() + 60
    while len(ready) < count and time.monotonic() < deadline:
        await asyncio.sleep(0.2)
        failed = [t for t in tasks if t.done() and t.exception()]
        if failed:
            raise failed[0].exception()
    print(f"{len(ready)} of {count} sessions on the live screen; RSS before {rss_before:.1f} MB")
    cpu_start, frames_start, wall_start = cpu_seconds(), frames_seen[0], time.monotonic()
    peak = rss_mb()
    while time.monotonic() - wall_start < seconds:
        await asyncio.sleep(1)
        peak = max(peak, rss_mb())
    wall = time.monotonic() - wall_start
    cpu = cpu_seconds() - cpu_start
    print(f"over {wall:.1f} s: server CPU {100 * cpu / wall:.1f}% of one core, "
          f"{(frames_seen[0] - frames_start) / wall:.0f} frames/s received, RSS {rss_mb():.1f} MB (peak {peak:.1f} MB)")
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await asyncio.sleep(2)
    status = json.loads(urllib.request.urlopen(base + "/web/status").read())
    print(f"after closing every socket: {status}, RSS {rss_mb():.1f} MB")


asyncio.run(main())
