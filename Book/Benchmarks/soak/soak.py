"""Soak: connect/drop cycles against one `swiftlet serve`, then checks that nothing leaked.

Usage:
  python3 Benchmarks/soak/soak.py --binary .build/debug/swiftlet     (starts its own server on a free
                                                                     loopback port, fresh data dir)
  python3 Benchmarks/soak/soak.py --pid PID --base http://127.0.0.1:8080   (a server already running)
Options: --cycles 10000 --workers 8 --max-seconds 1200 --settle-seconds 60
         --kinds ticker,chat,cli,download,browser (a subset narrows down a leak)

The cycles are spread evenly over five kinds, each a fresh TCP connection that is dropped early,
half of them with a FIN and half with a reset (SO_LINGER 0):
  ticker    GET /littlejohn/ticker?AAPL,TSLA, dropped after the response head
  chat      GET /chat/room?<user>, dropped after the response head
  cli       GET /cli/chat?<user>, dropped after the response head
  download  GET /files/download?<file>: a 1 KiB Range request read whole, or the full throttled
            download dropped after its first body bytes
  browser   the WebSocket handshake GET /ws?app=littlejohn with the page's Origin, dropped after
            the 101: two in three adopt the session of a page just loaded (/apps/littlejohn), one
            in three has no token (the host mounts a fresh session); one page in ten is loaded
            without ever opening its socket (a pending session, closed after 30 s)
Checks afterwards (the script exits 1 if one fails, 2 if the run itself breaks):
  - every cycle got the status it expects (200, 206 or 101)
  - /web/status reaches 0 sessions, 0 pending and 0 live streams (waited for up to --settle-seconds:
    pending sessions expire after 30 s, streams end within one tick of their client leaving)
  - the server's open descriptors (/proc/PID/fd) are back to the baseline taken after a warm-up
  - its RSS (/proc/PID/status VmRSS) is within 10 % of the value after the first 1,000 cycles
Only loopback addresses are accepted.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

KINDS = ["ticker", "chat", "cli", "download", "browser"]
IO_TIMEOUT = 15


def fd_count(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def fd_targets(pid):
    """What each open descriptor is (`socket:[inode]`, a file path), by number."""
    found = {}
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            found[int(fd)] = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            pass
    return found


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Server:
    """Where the server is, and (with --binary) the process this script started."""

    def __init__(self, args):
        self.process = None
        self.data_dir = None
        if args.binary:
            with socket.socket() as probe:
                probe.bind(("127.0.0.1", 0))
                port = probe.getsockname()[1]
            self.data_dir = tempfile.mkdtemp(prefix="swiftlet-soak.")
            self.process = subprocess.Popen(
                [args.binary, "serve", "--host", "127.0.0.1", "--port", str(port), "--data-dir", self.data_dir],
                stdout=subprocess.DEVNULL, stderr=open(os.path.join(self.data_dir, "server.log"), "w"))
            self.pid = self.process.pid
            self.host, self.port = "127.0.0.1", port
            deadline = time.monotonic() + 60
            while True:
                try:
                    socket.create_connection((self.host, self.port), timeout=1).close()
                    break
                except OSError:
                    if self.process.poll() is not None or time.monotonic() > deadline:
                        raise SystemExit("the server did not start; see " + self.data_dir + "/server.log")
                    time.sleep(0.2)
        else:
            url = urllib.parse.urlsplit(args.base)
            self.pid = args.pid
            self.host, self.port = url.hostname, url.port or 80
        if self.host not in ("127.0.0.1", "localhost", "::1"):
            raise SystemExit("soak only runs against a loopback server")

    def stop(self):
        if self.process:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            shutil.rmtree(self.data_dir, ignore_errors=True)


class Cycles:
    def __init__(self, server, kinds):
        self.server = server
        self.kinds = kinds
        self.origin = f"http://{server.host}:{server.port}"
        self.lock = threading.Lock()
        self.failures = []
        self.counts = {kind: 0 for kind in kinds}
        files = json.loads(self.get("/files/list"))
        names = [entry["name"] if isinstance(entry, dict) else entry for entry in files]
        self.file = urllib.parse.quote(names[0])

    def get(self, path):
        with urllib.request.urlopen(self.origin + path, timeout=IO_TIMEOUT) as response:
            return response.read().decode()

    def connect(self, reset):
        sock = socket.create_connection((self.server.host, self.server.port), timeout=IO_TIMEOUT)
        if reset:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        return sock

    @staticmethod
    def read_head(sock):
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(4096)
            if not chunk:
                raise ConnectionError("closed before the response head")
            data += chunk
        head, _, rest = data.partition(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        return status, head.decode("latin-1"), rest

    def request(self, path, reset, headers=(), read_body=0, then=b""):
        """Sends a GET, reads the head (and at least `read_body` body bytes), sends `then` (the first
        WebSocket frame of an upgraded socket), drops the connection."""
        sock = self.connect(reset)
        try:
            lines = [f"GET {path} HTTP/1.1", f"Host: {self.server.host}:{self.server.port}", *headers]
            sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
            status, head, rest = self.read_head(sock)
            if then and status == 101:
                sock.sendall(then)
            while len(rest) < read_body:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                rest += chunk
            return status, head, rest
        finally:
            sock.close()

    def run(self, index):
        kind = self.kinds[index % len(self.kinds)]
        round_ = index // len(self.kinds)
        reset = round_ % 2 == 1
        try:
            if kind == "ticker":
                expected, (status, _, _) = 200, self.request("/littlejohn/ticker?AAPL,TSLA", reset)
            elif kind == "chat":
                expected, (status, _, _) = 200, self.request(f"/chat/room?soak{round_ % 50}", reset)
            elif kind == "cli":
                expected, (status, _, _) = 200, self.request(f"/cli/chat?soak{round_ % 50}", reset)
            elif kind == "download":
                if round_ % 2 == 0:
                    expected, (status, _, body) = 206, self.request(
                        f"/files/download?{self.file}", reset, ["Range: bytes=0-1023"], read_body=1024)
                else:
                    expected, (status, _, _) = 200, self.request(f"/files/download?{self.file}", reset, read_body=1)
            else:
                expected, status = self.browser(round_, reset)
            if status != expected:
                raise ValueError(f"status {status}, expected {expected}")
            with self.lock:
                self.counts[kind] += 1
        except Exception as error:  # every failure is counted and reported, none is retried
            with self.lock:
                self.failures.append(f"cycle {index} ({kind}): {error!r}")

    def browser(self, round_, reset):
        path = "/ws?app=littlejohn&hello=1"
        token = ""
        if round_ % 3 != 2:
            html = self.get("/apps/littlejohn")
            token = re.search(r'data-session="([0-9a-f]+)"', html).group(1)
            if round_ % 10 == 9:
                return 200, 200  # a page whose socket never comes: its session stays pending
        # The page's first message: its token (none: a fresh session) and scene values.
        hello = json.dumps({"ev": "hello", "session": token, "frames": 0, "seq": 0, "values": {}}).encode()
        mask = os.urandom(4)
        frame = bytes([0x81, 0x80 | len(hello)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(hello))
        key = "c3dpZnRsZXQtc29hay1reQ=="
        status, head, _ = self.request(path, reset, [
            "Upgrade: websocket", "Connection: Upgrade", f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13", f"Origin: {self.origin}"], then=frame)
        return 101, status


def status(cycles):
    return json.loads(cycles.get("/web/status"))


def settled(figures):
    return figures.get("sessions") == 0 and figures.get("pending") == 0 and figures.get("liveStreams") == 0


def wait_until(condition, seconds):
    """Polls `condition` every half second until it holds or `seconds` pass; returns its last value."""
    deadline = time.monotonic() + seconds
    while True:
        value = condition()
        if value[0] or time.monotonic() > deadline:
            return value
        time.sleep(0.5)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary")
    parser.add_argument("--pid", type=int)
    parser.add_argument("--base", default="http://127.0.0.1:8080")
    parser.add_argument("--cycles", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--max-seconds", type=float, default=1200)
    parser.add_argument("--settle-seconds", type=float, default=60)
    parser.add_argument("--kinds", default=",".join(KINDS), help="a subset of the cycle kinds (to find a leak)")
    args = parser.parse_args()
    if not args.binary and not args.pid:
        parser.error("give --binary (start a server) or --pid with --base (a running one)")
    if args.cycles < 1_000:
        parser.error("--cycles must be at least 1000 (the RSS reference is taken after 1,000)")

    server = Server(args)
    try:
        return soak(server, args)
    finally:
        server.stop()


def soak(server, args):
    pid = server.pid
    kinds = args.kinds.split(",")
    if not set(kinds) <= set(KINDS):
        raise SystemExit(f"--kinds takes a comma-separated subset of {','.join(KINDS)}")
    cycles = Cycles(server, kinds)
    started = time.monotonic()
    print(f"server pid {pid} on {server.host}:{server.port}; {args.cycles} cycles over {', '.join(kinds)}; "
          f"{args.workers} workers")

    # Warm-up: one cycle of each kind (not counted), then the baseline once everything has ended.
    for index in range(len(kinds)):
        cycles.run(index)
    warm = wait_until(lambda: (settled(figures := status(cycles)), figures), args.settle_seconds)[1]
    if cycles.failures or not settled(warm):
        print("warm-up failed:", cycles.failures[:5], warm)
        return 2
    cycles.counts = {kind: 0 for kind in kinds}
    baseline_fds = fd_count(pid)
    baseline_targets = fd_targets(pid)
    baseline_rss = rss_kb(pid)
    print(f"baseline after warm-up: {baseline_fds} fds, RSS {baseline_rss / 1024:.1f} MB")

    peak_fds = baseline_fds
    rss_after_1000 = None
    deadline = started + args.max_seconds
    done = 0
    timed_out = False
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.workers) as pool:
        for batch_start in range(0, args.cycles, 1_000):
            batch = range(len(kinds) + batch_start, len(kinds) + min(args.cycles, batch_start + 1_000))
            list(pool.map(cycles.run, batch))
            done += len(batch)
            peak_fds = max(peak_fds, fd_count(pid))
            rss = rss_kb(pid)
            if rss_after_1000 is None:
                rss_after_1000 = rss
            print(f"  {done} cycles, {time.monotonic() - started:.0f} s: RSS {rss / 1024:.1f} MB, "
                  f"{fd_count(pid)} fds, {len(cycles.failures)} failures", flush=True)
            if time.monotonic() > deadline:
                timed_out = True
                break
    elapsed = time.monotonic() - started

    final_status = wait_until(lambda: (settled(figures := status(cycles)), figures), args.settle_seconds)[1]
    final_fds = wait_until(lambda: ((count := fd_count(pid)) <= baseline_fds, count), args.settle_seconds)[1]
    # The server hands freed session memory back 1 s after the last close (SessionRegistry).
    time.sleep(3)
    final_rss = rss_kb(pid)
    growth = (final_rss - rss_after_1000) / rss_after_1000 * 100

    checks = [
        (not timed_out, f"{done} of {args.cycles} cycles within {args.max_seconds:.0f} s"),
        (not cycles.failures, f"{len(cycles.failures)} failed cycles"),
        (settled(final_status), f"/web/status afterwards: sessions {final_status.get('sessions')}, pending "
                                f"{final_status.get('pending')}, liveStreams {final_status.get('liveStreams')}"),
        (final_fds <= baseline_fds, f"descriptors: baseline {baseline_fds}, peak {peak_fds}, afterwards {final_fds}"),
        (growth <= 10, f"RSS: after 1,000 cycles {rss_after_1000 / 1024:.1f} MB, afterwards "
                       f"{final_rss / 1024:.1f} MB ({growth:+.1f} %)"),
    ]
    print(f"cycles per kind: {cycles.counts}; {done} cycles in {elapsed:.0f} s ({done / elapsed:.0f}/s)")
    for failure in cycles.failures[:10]:
        print("  failed:", failure)
    if final_fds > baseline_fds:
        now = fd_targets(pid)
        for fd in sorted(now):
            if baseline_targets.get(fd) != now[fd]:
                print(f"  descriptor {fd} -> {now[fd]} (baseline: {baseline_targets.get(fd, 'closed')})")
    for ok, text in checks:
        print(("PASS " if ok else "FAIL ") + text)
    return 0 if all(ok for ok, _ in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
