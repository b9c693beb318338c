"""Graceful shutdown of the real `swiftlet serve` binary (no browser needed).

With a ticker stream, a chat stream, a raw WebSocket client that never answers the close frame and
a connection that never sends a request open, SIGTERM (and SIGINT) must end every stream properly
(the chunked terminator for HTTP streams, a close frame for the socket), close the connections, and
exit 0 within 5 s.
"""

import base64
import os
import select
import signal
import socket
import struct
import subprocess
import time

import pytest

from conftest import BINARY, data_directory, free_port

SHUTDOWN_LIMIT = 5.0


def start_server():
    port = free_port()
    data_dir = data_directory("swiftlet-shutdown-")
    log_path = os.path.join(data_dir, "server.log")
    log = open(log_path, "w")
    process = subprocess.Popen(
        [BINARY, "serve", "--port", str(port), "--data-dir", data_dir], stdout=log, stderr=subprocess.STDOUT
    )
    deadline = time.monotonic() + 60
    while True:
        assert process.poll() is None, open(log_path).read()
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                break
        except OSError:
            assert time.monotonic() < deadline, "serve did not listen within 60 s"
            time.sleep(0.05)
    return process, port, log_path


def read_until(sock, buffer, marker, timeout=10.0):
    """Reads from `sock` into `buffer` until `marker` is in it (or EOF/timeout: then fails)."""
    deadline = time.monotonic() + timeout
    while marker not in buffer:
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"never received {marker!r}; got {bytes(buffer[:300])!r}"
        ready, _, _ = select.select([sock], [], [], remaining)
        if not ready:
            continue
        chunk = sock.recv(65536)
        assert chunk, f"connection ended before {marker!r}; got {bytes(buffer[:300])!r}"
        buffer += chunk
    return buffer


def read_to_eof(sock, buffer, deadline):
    """Reads until the server closes the connection; fails if that does not happen by `deadline`."""
    while True:
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"the server did not close the connection; got {bytes(buffer[-200:])!r}"
        ready, _, _ = select.select([sock], [], [], remaining)
        if not ready:
            continue
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:
            return buffer, "reset"
        if not chunk:
            return buffer, "eof"
        buffer += chunk


def open_stream(port, path):
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    buffer = read_until(sock, bytearray(), b"\r\n\r\n")
    head = bytes(buffer[: buffer.index(b"\r\n\r\n")]).decode("latin-1").lower()
    assert head.startswith("http/1.1 200"), head
    assert "transfer-encoding: chunked" in head, head
    return sock, buffer


def open_websocket(port):
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        (
            f"GET /ws?app=littlejohn HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    buffer = read_until(sock, bytearray(), b"\r\n\r\n")
    head = bytes(buffer[: buffer.index(b"\r\n\r\n")]).decode("latin-1")
    assert head.startswith("HTTP/1.1 101"), head
    return sock, buffer[buffer.index(b"\r\n\r\n") + 4 :]


def websocket_frames(data):
    """Parses unmasked server frames: [(opcode, payload)], plus whatever incomplete tail remains."""
    frames = []
    i = 0
    while i + 2 <= len(data):
        opcode = data[i] & 0x0F
        length = data[i + 1] & 0x7F
        header = 2
        if length == 126:
            if i + 4 > len(data):
                break
            length = struct.unpack(">H", data[i + 2 : i + 4])[0]
            header = 4
        elif length == 127:
            if i + 10 > len(data):
                break
            length = struct.unpack(">Q", data[i + 2 : i + 10])[0]
            header = 10
        if i + header + length > len(data):
            break
        frames.append((opcode, bytes(data[i + header : i + header + length])))
        i += header + length
    return frames


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_signal_ends_every_stream_and_socket_and_exits_0_within_5_s(sig):
    process, port, log_path = start_server()
    sockets = []
    try:
        ticker, ticker_data = open_stream(port, "/littlejohn/ticker?AAPL")
        sockets.append(ticker)
        # At least one chunk of prices arrived: the stream is live.
        ticker_data = read_until(ticker, ticker_data, b"\n", timeout=10)
        chat, chat_data = open_stream(port, "/chat/room?shutdown-test")
        sockets.append(chat)
        ws, ws_data = open_websocket(port)
        sockets.append(ws)
        # Opened and left silent (a browser's preconnect): the server must not wait for its request.
        silent = socket.create_connection(("127.0.0.1", port), timeout=10)
        sockets.append(silent)
        # The first frame of the socket (the session's render) arrived: the session is attached.
        deadline = time.monotonic() + 10
        while not websocket_frames(ws_data):
            assert time.monotonic() < deadline, "no frame on the WebSocket"
            ready, _, _ = select.select([ws], [], [], 0.5)
            if ready:
                chunk = ws.recv(65536)
                assert chunk, "socket closed early"
                ws_data += chunk

        started = time.monotonic()
        process.send_signal(sig)
        deadline = started + SHUTDOWN_LIMIT

        ticker_data, _ = read_to_eof(ticker, ticker_data, deadline)
        assert ticker_data.endswith(b"\r\n0\r\n\r\n"), bytes(ticker_data[-80:])
        chat_data, _ = read_to_eof(chat, chat_data, deadline)
        assert chat_data.endswith(b"0\r\n\r\n"), bytes(chat_data[-80:])
        # The WebSocket client never answers: the server still sends its close frame, then drops it.
        ws_data, _ = read_to_eof(ws, ws_data, deadline)
        opcodes = [opcode for opcode, _ in websocket_frames(ws_data)]
        assert 0x8 in opcodes, opcodes
        close_payload = [payload for opcode, payload in websocket_frames(ws_data) if opcode == 0x8][0]
        assert struct.unpack(">H", close_payload[:2])[0] in (1000, 1001), close_payload

        _, how = read_to_eof(silent, bytearray(), deadline)
        assert how in ("eof", "reset"), how

        remaining = max(0.1, deadline - time.monotonic())
        try:
            code = process.wait(timeout=remaining)
        except subprocess.TimeoutExpired:
            # Every stream and the socket ended, but the process did not: say what it logged.
            pytest.fail(f"still running {SHUTDOWN_LIMIT} s after the signal; its log:\n{open(log_path).read()[-3000:]}")
        elapsed = time.monotonic() - started
        assert code == 0, open(log_path).read()[-2000:]
        assert elapsed < SHUTDOWN_LIMIT, elapsed
    finally:
        for sock in sockets:
            sock.close()
        if process.poll() is None:
            process.kill()
            process.wait()
