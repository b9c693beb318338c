#!/usr/bin/env python3
"""Chat fan-out across servers: delivery latency, loss and duplicates, and say throughput.

Starts the servers itself: with --backend postgres a throwaway PostgreSQL cluster
(scripts/postgres-cluster) and two `swiftlet serve --database URL` processes; with --backend sqlite
one `swiftlet serve` on its own SQLite file. Then:

1. Fan-out: LISTENERS `/chat/room` streams split evenly over the servers; RATE says per second for
   SECONDS seconds, alternating between the servers. For every say it records the time its `OK`
   arrived and, for every listener, when the message arrived. Latency is arrival minus `OK`, on
   listeners of the *other* server (postgres) or of the one server (sqlite). Every listener must
   receive every message exactly once: anything else is counted as lost or duplicated.
2. Throughput (measured first, before any listener is attached): WRITERS concurrent keep-alive
   clients say as fast as they can for THROUGHPUT_SECONDS seconds, spread over the servers.

Usage: Benchmarks/scale/chat_fanout.py --binary .build/release/swiftlet --backend postgres
"""

import argparse
import asyncio
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MARK = re.compile(rb"bench-(\d+)-")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(binary, port, data_dir, database):
    arguments = [binary, "serve", "--port", str(port), "--data-dir", data_dir, "--no-prepare-assets"]
    if database:
        arguments += ["--database", database]
    log = open(os.path.join(data_dir, "server.log"), "w")
    process = subprocess.Popen(arguments, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return process
        except OSError:
            if process.poll() is not None:
                raise SystemExit(f"server on {port} exited: {open(log.name).read()[-2000:]}")
            time.sleep(0.1)
    process.kill()
    raise SystemExit(f"server on {port} did not listen within 60 s")


class Listener(asyncio.Protocol):
    """One `/chat/room` stream; records when each bench message arrives."""

    def __init__(self, arrivals, index):
        self.arrivals = arrivals  # message number -> list of (listener index, time)
        self.index = index
        self.tail = b""
        self.connected = asyncio.get_running_loop().create_future()
        self.bytes = 0

    def connection_made(self, transport):
        self.transport = transport

    def data_received(self, data):
        now = time.perf_counter()
        self.bytes += len(data)
        if not self.connected.done():
            self.connected.set_result(None)
        # A mark split across two reads is found in the joined tail.
        text = self.tail + data
        for match in MARK.finditer(text):
            self.arrivals.setdefault(int(match.group(1)), []).append((self.index, now))
        cut = text.rfind(b"\n")
        self.tail = text[cut + 1 :][-64:] if cut >= 0 else text[-64:]


async def open_listener(loop, port, index, arrivals):
    _, protocol = await loop.create_connection(lambda: Listener(arrivals, index), "127.0.0.1", port)
    protocol.transport.write(f"GET /chat/room?l{index} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    await asyncio.wait_for(protocol.connected, 60)
    return protocol


class Sayer:
    """A keep-alive connection for `POST /chat/say`."""

    def __init__(self, port):
        self.port = port

    async def open(self):
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)

    async def say(self, user, text):
        body = json.dumps({"id": "00000000-0000-0000-0000-000000000000", "user": user, "message": text, "date": 0})
        body = body.encode()
        self.writer.write(
            b"POST /chat/say HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
            + str(len(body)).encode()
            + b"\r\n\r\n"
            + body
        )
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        length = 0
        for line in head.split(b"\r\n"):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":", 1)[1])
        answer = await self.reader.readexactly(length)
        return status, answer


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


async def wait_quiet(listeners, quiet_seconds, limit):
    """Waits until no listener received anything for `quiet_seconds` (the join chatter is over)."""
    deadline = time.time() + limit
    last = sum(l.bytes for l in listeners)
    still = time.time()
    while time.time() < deadline:
        await asyncio.sleep(0.25)
        now = sum(l.bytes for l in listeners)
        if now != last:
            last, still = now, time.time()
        elif time.time() - still >= quiet_seconds:
            return
    print("warning: the join chatter did not stop", file=sys.stderr)


async def benchmark(ports, args):
    # Throughput first, with no listener attached (the listeners' own parsing would be measured
    # otherwise: this process reads every delivery).
    writers = []
    for index in range(args.writers):
        sayer = Sayer(ports[index % len(ports)])
        await sayer.open()
        writers.append(sayer)
    count = 0
    stop_at = time.perf_counter() + args.throughput_seconds

    async def hammer(sayer, index):
        nonlocal count
        number = 0
        while time.perf_counter() < stop_at:
            status, _ = await sayer.say(f"w{index}", f"throughput {index} {number}")
            if status == 200:
                count += 1
            number += 1

    began = time.perf_counter()
    await asyncio.gather(*(hammer(w, i) for i, w in enumerate(writers)))
    throughput = count / (time.perf_counter() - began)

    loop = asyncio.get_running_loop()
    arrivals = {}
    listeners = []
    server_of = []
    for index in range(args.listeners):
        server = index % len(ports)
        listeners.append(await open_listener(loop, ports[server], index, arrivals))
        server_of.append(server)
        if index % 50 == 49:
            await asyncio.sleep(0.05)
    await wait_quiet(listeners, 2.0, 180)

    # Idle keep-alive connections per server; a say that finds none opens one, so a slow answer
    # never delays the next say's schedule.
    idle = [[] for _ in ports]

    said = {}  # number -> (server index, OK time)
    failures = 0
    total = int(args.rate * args.seconds)
    start = time.perf_counter()

    async def say(number):
        nonlocal failures
        server = number % len(ports)
        if idle[server]:
            sayer = idle[server].pop()
        else:
            sayer = Sayer(ports[server])
            await sayer.open()
        status, answer = await sayer.say(f"bench{server}", f"bench-{number}-")
        idle[server].append(sayer)
        if status == 200 and answer == b"OK":
            said[number] = (server, time.perf_counter())
        else:
            failures += 1

    # The servers' user-space instructions during the fan-out, where perf works.
    perf = None
    if shutil.which("perf") and args.server_pids:
        perf = subprocess.Popen(
            ["perf", "stat", "-x", ",", "-e", "instructions:u", "-p", ",".join(map(str, args.server_pids)),
             "--", "sleep", str(args.seconds)],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        )
    pending = []
    for number in range(total):
        delay = start + number / args.rate - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        pending.append(asyncio.ensure_future(say(number)))
    await asyncio.gather(*pending)
    elapsed = time.perf_counter() - start
    await asyncio.sleep(3)  # deliveries still in flight
    instructions = None
    if perf:
        _, errors = perf.communicate(timeout=args.seconds + 30)
        for line in errors.splitlines():
            fields = line.split(",")
            if len(fields) > 2 and fields[2].startswith("instructions") and fields[0].isdigit():
                instructions = int(fields[0])

    latencies = []
    lost = duplicated = 0
    for number, (server, ok) in said.items():
        got = arrivals.get(number, [])
        per_listener = {}
        for listener, at in got:
            per_listener.setdefault(listener, []).append(at)
        lost += args.listeners - len(per_listener)
        duplicated += sum(len(times) - 1 for times in per_listener.values())
        for listener, times in per_listener.items():
            if len(ports) == 1 or server_of[listener] != server:
                latencies.append((times[0] - ok) * 1000)

    for listener in listeners:
        listener.transport.close()
    return {
        "backend": args.backend,
        "servers": len(ports),
        "listeners": args.listeners,
        "says": len(said),
        "say_failures": failures,
        "say_rate": round(len(said) / elapsed, 1),
        "deliveries_measured": len(latencies),
        "latency_ms_p50": round(percentile(latencies, 0.50), 1),
        "latency_ms_p99": round(percentile(latencies, 0.99), 1),
        "latency_ms_max": round(max(latencies), 1) if latencies else None,
        "server_instructions_per_delivery": round(instructions / max(1, len(said) * args.listeners))
        if instructions
        else None,
        "lost": lost,
        "duplicated": duplicated,
        "throughput_says_per_s": round(throughput, 1),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/swiftlet"))
    parser.add_argument("--backend", choices=["postgres", "sqlite"], default="postgres")
    parser.add_argument("--listeners", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=50)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--writers", type=int, default=16)
    parser.add_argument("--throughput-seconds", type=float, default=10)
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="swiftlet-fanout-")
    os.chmod(work, 0o755)
    processes = []
    cluster = None
    try:
        database = None
        if args.backend == "postgres":
            cluster = os.path.join(work, "pg")
            database = subprocess.run(
                [os.path.join(ROOT, "scripts/postgres-cluster"), "start", cluster],
                check=True, capture_output=True, text=True, timeout=120,
            ).stdout.strip()
            # The throwaway cluster skips fsync (quick tests); the benchmark measures a durable
            # database, as SQLite's `synchronous = FULL` is: fsync on, commits flushed.
            port = database.rsplit(":", 1)[1].split("/")[0]
            subprocess.run(
                ["psql", "-X", "-q", "-h", os.path.join(cluster, "socket"), "-p", port, "-U", "postgres",
                 "-c", "ALTER SYSTEM SET fsync = on", "-c", "ALTER SYSTEM SET full_page_writes = on",
                 "-c", "SELECT pg_reload_conf()"],
                check=True, capture_output=True, timeout=60,
            )
        count = 2 if args.backend == "postgres" else 1
        ports = []
        for index in range(count):
            port = free_port()
            data = os.path.join(work, f"server{index}")
            os.makedirs(data)
            processes.append(start_server(args.binary, port, data, database))
            ports.append(port)
        args.server_pids = [process.pid for process in processes]
        result = asyncio.run(benchmark(ports, args))
        print(json.dumps(result))
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
        if cluster:
            subprocess.run([os.path.join(ROOT, "scripts/postgres-cluster"), "stop", cluster], timeout=60)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
