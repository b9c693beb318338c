"""Black-box fuzz of a live `swiftlet serve`: mutated request heads, headers, chunked bodies,
WebSocket handshakes and frames, each case one loopback connection.

Usage:
  python3 Benchmarks/soak/pipeline_fuzz.py                      (starts .build/debug/swiftlet serve
                                                                on a free loopback port, 60 s)
  python3 Benchmarks/soak/pipeline_fuzz.py --seconds 15 --seed 7
  python3 Benchmarks/soak/pipeline_fuzz.py --base http://127.0.0.1:8080 --pid PID   (a running one)
Options: --seconds 60 (how long), --max-cases 200000, --seed 1, --workers 4,
         --binary .build/debug/swiftlet, --findings .build-fuzz/findings/blackbox

Each case is generated from (seed, case number) alone, so a run is reproducible and a case can be
regenerated (`--only N`). A case is written in one to three pieces, then the client either ends
its side, resets, or just closes, after reading at most 0.3 s of the answer.

Oracle, after every case: the server process is alive and `GET /hello` is answered 200 within
1 s. On a failure the cases in flight are written to --findings in the input format of the
`fuzz-pipeline` target (byte 0: writes - 1, bytes 1-2: split points in 1/256ths, then the bytes),
ready to be copied into Fuzz/crashes/fuzz-pipeline/ (replayed by `swift test`), and the script
exits 1. Exit 0: no failure; 2: the run itself broke. Only loopback addresses are accepted.
"""

import argparse
import base64
import os
import random
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KEY = "dGhlIHNhbXBsZSBub25jZQ=="
DEEP_LINK = "/apps/littlejohn/" + "TickerRoute:AAPL/" * 16
PATHS = ["/ws?app=guestbook", "/ws?app=counter", "/ws?app=littlejohn&hello=1", "/ws?app=scene-storage&scene=1",
         "/ws", "/hello", "/apps/guestbook", "/web/status", "/", "/nope", DEEP_LINK]
FORGED_TOKEN = "0123456789abcdef" * 3
BIG = "9223372036854775807"
METHODS = ["GET", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "CONNECT", "PATCH", "TRACE", "GE", "get", "G\x00T"]
VERSIONS = ["HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/0.9", "HTTP/1.1 ", "HTTP/1.12", "http/1.1", ""]
EVENTS = ["tap", "input", "submit", "toggle", "select", "refresh", "back", "range", "visibility", "resync",
          "storage", "geo", "bogus", ""]
NASTY = ["", " ", ",", ", ,", "\t", "\x00", "\x7f", "\xff", "\r", "a" * 300, "13", "13,", "13, 13", "8", "websocket",
         "WebSocket", "upgrade", "Upgrade, keep-alive", "close", "h2c", KEY, KEY + ",", "=", "%00", "\u00e9", "-1",
         "99999999999999999999", "0x10", "chunked", "gzip, chunked", "identity"]


def frame(rng, opcode, payload, fin=True, masked=True, length=None):
    """A WebSocket frame; `length` overrides the declared payload length."""
    first = (0x80 if fin else 0) | (opcode & 0x0F)
    if rng.random() < 0.05:
        first |= rng.choice([0x40, 0x20, 0x10])  # reserved bits
    size = len(payload) if length is None else length
    if size < 126:
        head = bytes([first, (0x80 if masked else 0) | size])
    elif size < 65536:
        head = bytes([first, (0x80 if masked else 0) | 126]) + struct.pack(">H", size)
    else:
        head = bytes([first, (0x80 if masked else 0) | 127]) + struct.pack(">Q", size & (2**64 - 1))
    if not masked:
        return head + payload
    mask = bytes(rng.randrange(256) for _ in range(4))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def client_message(rng):
    """A browser-host message, well-formed or not."""
    choice = rng.random()
    if choice < 0.1:
        # The shapes of the session-hardening work: a replayed or forged token, stored extremes,
        # deep-link stacks through history, offline events against an old frame, oversized storage.
        return rng.choice([
            '{"ev":"hello","session":"%s","frames":%d,"seq":%d,"values":{"taps":"%s","draft":"%s"}}'
            % (rng.choice([FORGED_TOKEN, "", "x" * 70]), rng.randrange(-1, 9), rng.randrange(-1, 9), BIG,
               "d" * rng.randrange(40000)),
            '{"ev":"storage","values":{"scene-lab-visits":"%s","k":"%s"},"oversized":["big","%s"]}'
            % (BIG, "v" * rng.randrange(40000), "o" * rng.randrange(300)),
            '{"ev":"scene","values":{"taps":"%s","expanded":"maybe"}}' % BIG,
            '{"ev":"location","value":"%s","depth":%d}' % (DEEP_LINK, rng.randrange(-1, 70)),
            '{"ev":"tap","id":%d,"ref":%d,"seq":%d}' % (rng.randrange(0, 200), rng.randrange(0, 9), rng.randrange(-2, 5)),
            '{"ev":"token"}',
        ]).encode()
    if choice < 0.5:
        fields = [f'"ev":"{rng.choice(EVENTS)}"']
        for name in rng.sample(["id", "ref", "value", "from", "to", "req", "state", "key"], rng.randrange(4)):
            value = rng.choice(['1', '-1', '1e309', '"x"', 'null', '[]', '{}', '"' + 'x' * rng.randrange(2000) + '"',
                                '18446744073709551616', 'true'])
            fields.append(f'"{name}":{value}')
        return ("{" + ",".join(fields) + "}").encode()
    if choice < 0.7:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(64)))
    if choice < 0.85:
        return ("[" * rng.randrange(1, 3000)).encode()
    return b'{"ev":"tap","id":' + str(rng.randrange(-5, 5000)).encode() + b'}'


def frames(rng):
    """A run of frames after a handshake: texts, binaries, fragments, pings, closes, lies."""
    out = b""
    for _ in range(rng.randrange(1, 6)):
        kind = rng.random()
        if kind < 0.45:
            out += frame(rng, 1, client_message(rng))
        elif kind < 0.55:
            out += frame(rng, 2, bytes(rng.randrange(256) for _ in range(rng.randrange(100))))
        elif kind < 0.65:
            out += frame(rng, 1, b'{"ev":', fin=False) + frame(rng, 0, b'"resync"}')
        elif kind < 0.72:
            out += frame(rng, 9, b"p" * rng.choice([0, 5, 125, 126, 200]))
        elif kind < 0.78:
            out += frame(rng, 8, rng.choice([b"", b"\x03\xe8", b"\x03", b"\x00\x00bye", b"\x03\xe8\xff"]))
        elif kind < 0.84:
            out += frame(rng, rng.choice([3, 4, 5, 6, 7, 11, 12, 13, 14, 15]), b"x")
        elif kind < 0.90:
            out += frame(rng, 1, b"x" * 10, length=rng.choice([126, 65535, 1 << 20, 1 << 40, (1 << 63) + 5]))
        elif kind < 0.95:
            out += frame(rng, 1, b'{"ev":"resync"}', masked=False)
        else:
            out += frame(rng, 0, b"continuation without a start")
    return out


def mutate_value(rng, value):
    choice = rng.random()
    if choice < 0.4:
        return rng.choice(NASTY)
    if choice < 0.6:
        return value + rng.choice([",", " ", ", ", "\xff", "\t", ";x", ", websocket"])
    if choice < 0.8 and value:
        position = rng.randrange(len(value))
        return value[:position] + rng.choice(["\x00", "\xff", ",", " ", "\x01", "é"]) + value[position + 1:]
    return value * rng.randrange(2, 4)


def headers_block(rng, headers):
    """`headers` (name, value) with lines dropped, duplicated, mutated; as bytes."""
    lines = []
    for name, value in headers:
        roll = rng.random()
        if roll < 0.08:
            continue
        if roll < 0.25:
            value = mutate_value(rng, value)
        if roll > 0.93:
            lines.append((name, rng.choice(["", value, mutate_value(rng, value)])))
        if rng.random() < 0.03:
            name = rng.choice([name.upper(), name.lower(), name + " ", " " + name, name + "\x00"])
        lines.append((name, value))
    if rng.random() < 0.2:
        lines.append((rng.choice(["X-Fuzz", "Origin", "Cookie", "Sec-WebSocket-Protocol", "Sec-WebSocket-Extensions",
                                  "Content-Length", "Transfer-Encoding", "Expect", "Host"]),
                      rng.choice(NASTY + ["permessage-deflate; client_max_window_bits=99", "100-continue"])))
    rng.shuffle(lines) if rng.random() < 0.1 else None
    newline = "\n" if rng.random() < 0.05 else "\r\n"
    return "".join(f"{n}: {v}{newline}" for n, v in lines).encode("latin-1", "replace") + newline.encode()


def chunked_body(rng):
    out = b""
    for _ in range(rng.randrange(0, 4)):
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 40)))
        size = rng.choice([f"{len(data):x}", f"{len(data):X}", f"{len(data) + 1:x}", "ffffffffffffffffff", "-1",
                           f"{len(data):x};ext=1", f"{len(data):x} ", "0x5", ""])
        out += size.encode() + b"\r\n" + data + b"\r\n"
    out += rng.choice([b"0\r\n\r\n", b"0\r\nTrailer: x\r\n\r\n", b"0\r\n", b""])
    return out


def handshake_case(rng, host):
    path = rng.choice(PATHS[:3]) if rng.random() < 0.8 else rng.choice(PATHS)
    method = "GET" if rng.random() < 0.85 else rng.choice(METHODS)
    version = "HTTP/1.1" if rng.random() < 0.9 else rng.choice(VERSIONS)
    headers = [("Host", host), ("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Key", KEY),
               ("Sec-WebSocket-Version", "13"), ("Origin", f"http://{host}")]
    if rng.random() < 0.2:
        headers.append(rng.choice([("Content-Length", str(rng.randrange(0, 20))), ("Transfer-Encoding", "chunked")]))
    data = f"{method} {path} {version}\r\n".encode() + headers_block(rng, headers)
    if any(n.lower() == "transfer-encoding" for n, _ in headers):
        data += chunked_body(rng)
    elif rng.random() < 0.1:
        data += b"hello"
    if rng.random() < 0.2:
        data += f"GET /hello HTTP/1.1\r\nHost: {host}\r\n\r\n".encode()
    if rng.random() < 0.05:
        return data  # a socket that never speaks (its first-message deadline closes it)
    return data + frames(rng)


def request_case(rng, host):
    method = rng.choice(METHODS) if rng.random() < 0.3 else rng.choice(["GET", "POST"])
    path = rng.choice(PATHS) if rng.random() < 0.9 else "/" + "a" * rng.randrange(1, 9000)
    version = "HTTP/1.1" if rng.random() < 0.8 else rng.choice(VERSIONS)
    headers = [("Host", host)]
    if path == DEEP_LINK or rng.random() < 0.2:
        headers.append(("Accept", "text/html"))
    body = b""
    roll = rng.random()
    if roll < 0.3:
        headers.append(("Transfer-Encoding", "chunked"))
        body = chunked_body(rng)
    elif roll < 0.5:
        body = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 50)))
        headers.append(("Content-Length", str(len(body) + rng.choice([0, 0, 0, 1, -1, 100]))))
    if rng.random() < 0.25:
        headers += [("Connection", rng.choice(["Upgrade, HTTP2-Settings", "upgrade", "keep-alive", "close"])),
                    ("Upgrade", rng.choice(["h2c", "websocket", "foo/1", "\xff", ""]))]
    if rng.random() < 0.1:
        headers += [("X-Many", "v")] * rng.randrange(50, 200)
    data = f"{method} {path} {version}\r\n".encode("latin-1", "replace") + headers_block(rng, headers) + body
    for _ in range(rng.randrange(0, 3)):
        data += request_case(rng, host) if rng.random() < 0.3 else f"GET /hello HTTP/1.1\r\nHost: {host}\r\n\r\n".encode()
    return data


def flipped(rng, data):
    data = bytearray(data)
    for _ in range(rng.randrange(1, 8)):
        if not data:
            break
        position = rng.randrange(len(data))
        roll = rng.random()
        if roll < 0.5:
            data[position] = rng.randrange(256)
        elif roll < 0.75:
            del data[position:position + rng.randrange(1, 10)]
        else:
            data[position:position] = data[max(0, position - 20):position]
    return bytes(data)


def make_case(seed, number, host):
    """The case `number` of a run seeded `seed`: (writes, how the client ends)."""
    rng = random.Random(seed * 1_000_003 + number)
    roll = rng.random()
    data = handshake_case(rng, host) if roll < 0.5 else request_case(rng, host)
    if rng.random() < 0.25:
        data = flipped(rng, data)
    count = rng.randrange(1, 4)
    cuts = sorted(rng.randrange(256) for _ in range(count - 1))
    ending = rng.choice(["shutdown", "reset", "close"])
    return data, cuts, ending


def pieces(data, cuts):
    points = [len(data) * c // 256 for c in cuts] + [len(data)]
    out, start = [], 0
    for point in points:
        if point >= start:
            out.append(data[start:point])
            start = point
    return out


def run_case(port, data, cuts, ending, number):
    # Each case from another loopback address (127.0.x.y): thousands of connections from one address
    # would use up its ephemeral ports in TIME_WAIT.
    source = f"127.0.{(number // 250) % 250}.{2 + number % 250}"
    with socket.create_connection(("127.0.0.1", port), timeout=2, source_address=(source, 0)) as s:
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        for index, piece in enumerate(pieces(data, cuts)):
            if index:
                time.sleep(0.001)
            try:
                s.sendall(piece)
            except OSError:
                return
        if ending == "shutdown":
            try:
                s.shutdown(socket.SHUT_WR)
            except OSError:
                pass
        deadline = time.monotonic() + 0.3
        s.settimeout(0.05)
        while time.monotonic() < deadline:
            try:
                if not s.recv(65536):
                    break
            except socket.timeout:
                continue
            except OSError:
                break
        if ending == "reset":
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))


def answers_hello(port):
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
            s.settimeout(1)
            s.sendall(b"GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            deadline = time.monotonic() + 1
            received = b""
            while time.monotonic() < deadline:
                chunk = s.recv(65536)
                if not chunk:
                    break
                received += chunk
            return received.startswith(b"HTTP/1.1 200")
    except OSError:
        return False


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "swiftlet"))
    parser.add_argument("--base", help="a running server (loopback only); needs --pid")
    parser.add_argument("--pid", type=int)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--max-cases", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--only", type=int, help="run only this case number")
    parser.add_argument("--findings", default=os.path.join(ROOT, ".build-fuzz", "findings", "blackbox"))
    args = parser.parse_args()

    process, data_dir, log = None, None, None
    if args.base:
        parsed = urllib.parse.urlparse(args.base)
        if parsed.hostname not in ("127.0.0.1", "localhost", "::1") or args.pid is None:
            print("--base must be a loopback address, with --pid", file=sys.stderr)
            return 2
        port, host = parsed.port, f"{parsed.hostname}:{parsed.port}"
        alive = lambda: os.path.exists(f"/proc/{args.pid}")
    else:
        port = free_port()
        host = f"127.0.0.1:{port}"
        data_dir = tempfile.mkdtemp(prefix="pipeline-fuzz-")
        log = open(os.path.join(data_dir, "server.log"), "w")
        process = subprocess.Popen([args.binary, "serve", "--host", "127.0.0.1", "--port", str(port),
                                    "--data-dir", data_dir, "--test-apps"], stdout=log, stderr=subprocess.STDOUT)
        alive = lambda: process.poll() is None
        deadline = time.monotonic() + 60
        while not answers_hello(port):
            if not alive() or time.monotonic() > deadline:
                print("swiftlet serve did not start:\n" + open(log.name).read()[-2000:], file=sys.stderr)
                return 2
            time.sleep(0.05)

    lock = threading.Lock()
    state = {"next": 0, "run": 0, "failure": None}
    started = time.monotonic()
    in_flight = {}

    def worker(index):
        while True:
            with lock:
                if state["failure"] or time.monotonic() - started > args.seconds or state["next"] >= args.max_cases:
                    return
                number = state["next"] if args.only is None else args.only
                state["next"] = state["next"] + 1 if args.only is None else args.max_cases
                in_flight[index] = number
            data, cuts, ending = make_case(args.seed, number, host)
            try:
                run_case(port, data, cuts, ending, number)
            except OSError:
                pass
            healthy = alive() and answers_hello(port)
            with lock:
                state["run"] += 1
                if not healthy and not state["failure"]:
                    state["failure"] = dict(in_flight)
                in_flight.pop(index, None)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(args.workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.monotonic() - started
    status = 0
    if state["failure"]:
        status = 1
        os.makedirs(args.findings, exist_ok=True)
        reason = "the process died" if not alive() else "/hello was not answered within 1 s"
        print(f"FAILURE: {reason}; cases in flight: {sorted(state['failure'].values())}")
        for number in sorted(state["failure"].values()):
            data, cuts, _ = make_case(args.seed, number, host)
            path = os.path.join(args.findings, f"seed{args.seed}-case{number}")
            with open(path, "wb") as f:
                f.write(bytes([len(cuts)] + (cuts + [0, 0])[:2]) + data)
            print(f"  saved {path} ({len(data)} bytes)")
        if log:
            tail = open(log.name, errors="replace").read()[-1500:]
            print("server log (end):\n" + tail)
    print(f"pipeline fuzz: seed {args.seed}, {state['run']} cases in {seconds:.1f} s "
          f"({state['run'] / max(seconds, 0.001):.0f}/s), {args.workers} workers, "
          f"{'1 failure' if status else 'no failure'}")
    if process:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
        if status == 0:
            shutil.rmtree(data_dir, ignore_errors=True)
        else:
            print(f"data directory and log kept: {data_dir}")
    return status


if __name__ == "__main__":
    sys.exit(main())
