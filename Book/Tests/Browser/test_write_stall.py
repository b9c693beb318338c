"""A WebSocket whose client never reads is disconnected after `--write-timeout`; others are served."""

import os
import re
import socket
import struct
import time
import urllib.request

from conftest import data_directory, free_port, launch, stop


def masked_text_frame(text):
    payload = text.encode()
    mask = os.urandom(4)
    length = bytes([0x80 | len(payload)]) if len(payload) < 126 else bytes([0x80 | 126]) + struct.pack(">H", len(payload))
    return bytes([0x81]) + length + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def test_a_socket_that_never_reads_is_reset_after_the_write_timeout():
    data_dir = data_directory("swiftlet-stall-")
    # A dropped socket's session waits --session-grace for its page (docs/web.md): 1 s here.
    server, log = launch(free_port(), data_dir, "--no-prepare-assets", "--write-timeout", "2", "--session-grace", "1")
    try:
        host = server.base.split("//")[1]
        html = urllib.request.urlopen(server.url("/apps/littlejohn"), timeout=5).read().decode()
        token = re.search(r'data-session="([0-9a-f]+)"', html).group(1)
        sock = socket.socket()
        # A tiny receive buffer: the client's window closes at once since it never reads.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect(("127.0.0.1", int(host.split(":")[1])))
        sock.sendall(
            (f"GET /ws?app=littlejohn&hello=1 HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
             f"Connection: Upgrade\r\nSec-WebSocket-Key: c3dpZnRsZXQtc3RhbGwtaw==\r\nSec-WebSocket-Version: 13\r\n"
             f"Origin: {server.base}\r\n\r\n").encode())
        # The page's first message adopts its session (the token is never in the URL).
        sock.sendall(masked_text_frame('{"ev":"hello","session":"%s","frames":0,"seq":0,"values":{}}' % token))
        sock.setblocking(False)
        started = time.monotonic()
        reset_after = None
        slowest_hello = 0.0
        # Ask for the whole page again and again, never reading the answers.
        while time.monotonic() - started < 60:
            try:
                for _ in range(20):
                    sock.send(masked_text_frame('{"ev":"resync"}'))
            except BlockingIOError:
                pass
            except OSError:  # reset (or broken pipe): the server dropped the socket
                reset_after = time.monotonic() - started
                break
            began = time.monotonic()
            assert urllib.request.urlopen(server.url("/hello"), timeout=5).status == 200
            slowest_hello = max(slowest_hello, time.monotonic() - began)
            time.sleep(0.05)
        sock.close()
        assert reset_after is not None, "the server kept a socket that reads nothing for 60 s"
        # The kernel's buffers fill first (a few seconds), then 2 s without progress.
        assert reset_after < 30, reset_after
        assert slowest_hello < 1.0, slowest_hello
        # Its session ends with it.
        server.wait_status("sessions", 0, timeout=10)
    finally:
        stop(server, log)
