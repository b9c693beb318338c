"""One client floods the server while another uses a page normally.

The server runs with `--trusted-proxy 127.0.0.1`, so the flooding client is told apart by the
`X-Forwarded-For` it sends (10.9.9.9) while the browser, which sends none, is 127.0.0.1: two
clients on one machine. The flood: page loads of EmojiArt from 4 connections at a time (their sessions wait
for sockets that never come) and a socket that sends `resync` and never reads. Meanwhile the
browser posts in the guestbook, and `GET /hello` answers within 1 s.
"""

import base64
import http.client
import os
import socket
import threading
import time
import urllib.error
import urllib.request

import pytest
import websocket

from conftest import by_identifier, data_directory, free_port, launch, open_app, stop, wait

FLOODER = "10.9.9.9"


@pytest.fixture(scope="module")
def proxied_server():
    data_dir = data_directory("swiftlet-flood-")
    running, log = launch(free_port(), data_dir, "--no-prepare-assets", "--trusted-proxy", "127.0.0.1")
    yield running
    stop(running, log)


class Flood:
    """Page loads and a never-reading socket from FLOODER until stopped; counts the answers."""

    def __init__(self, server):
        self.server = server
        self.stopped = threading.Event()
        self.statuses = {}
        self.lock = threading.Lock()
        self.threads = [threading.Thread(target=self.page_loads, daemon=True) for _ in range(4)]
        self.threads.append(threading.Thread(target=self.never_reading_socket, daemon=True))
        for thread in self.threads:
            thread.start()

    def page_loads(self):
        host, port = self.server.base.split("://", 1)[1].rsplit(":", 1)
        while not self.stopped.is_set():
            connection = http.client.HTTPConnection(host, int(port), timeout=10)
            try:
                connection.request("GET", "/apps/emojiart", headers={"X-Forwarded-For": FLOODER})
                response = connection.getresponse()
                body = response.read()
                status = response.status
                if status == 429:
                    assert body.startswith(b'{"error":"too many')
            except OSError:
                status = "error"
            finally:
                connection.close()
            with self.lock:
                self.statuses[status] = self.statuses.get(status, 0) + 1

    def never_reading_socket(self):
        host = self.server.base.split("://", 1)[1]
        ws = websocket.create_connection(
            f"ws://{host}/ws?app=guestbook", origin=self.server.base, header=[f"X-Forwarded-For: {FLOODER}"])
        try:
            while not self.stopped.is_set():
                ws.send('{"ev":"resync"}')
                time.sleep(0.01)
        except OSError:
            pass
        finally:
            ws.close()

    def stop(self):
        self.stopped.set()
        for thread in self.threads:
            thread.join(timeout=15)
        return dict(self.statuses)


def hello_seconds(server):
    start = time.monotonic()
    with urllib.request.urlopen(server.url("/hello"), timeout=5) as response:
        assert response.status == 200
    return time.monotonic() - start


def test_a_page_keeps_working_for_a_second_client_while_one_floods(proxied_server, driver):
    server = proxied_server
    flood = Flood(server)
    try:
        time.sleep(1)  # the flood is under way before the second client arrives
        slowest = hello_seconds(server)
        open_app(driver, server, "guestbook")
        for number in range(1, 4):
            field = driver.find_element(*by_identifier("draft"))
            field.send_keys(f"message {number} during the flood\n")
            wait(driver).until(lambda d: d.find_elements(*by_identifier(f"message-{number}")))
            assert driver.find_element(*by_identifier(f"message-{number}")).text == f"message {number} during the flood"
            slowest = max(slowest, hello_seconds(server))
        assert slowest < 1.0
    finally:
        statuses = flood.stop()
    # The flooding client got its share of pages and was refused the rest; nothing failed.
    print(f"flood answers: {statuses}; slowest /hello {slowest * 1000:.0f} ms")
    assert statuses.get(200, 0) <= 32
    assert statuses.get(429, 0) > 0
    assert "error" not in statuses
    status = server.status()
    assert status["pending"] <= 32


def upgrade_status(server, host_header, origin, extra=""):
    """The status line answering a WebSocket handshake with these `Host` and `Origin` headers."""
    key = base64.b64encode(os.urandom(16)).decode()
    request = (
        f"GET /ws?app=guestbook HTTP/1.1\r\nHost: {host_header}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nOrigin: {origin}\r\n{extra}\r\n"
    )
    hostname, port = server.base.split("//")[1].split(":")
    with socket.create_connection((hostname, int(port)), timeout=5) as connection:
        connection.sendall(request.encode())
        return connection.recv(1024).decode(errors="replace").split("\r\n")[0]


def test_a_page_on_a_rebinding_name_cannot_open_a_socket(proxied_server):
    port = proxied_server.base.rsplit(":", 1)[1]
    rebound = f"rebind.attacker.example:{port}"
    assert upgrade_status(proxied_server, rebound, f"http://{rebound}").startswith("HTTP/1.1 400")
    assert " 101 " in upgrade_status(proxied_server, f"localhost:{port}", f"http://localhost:{port}")
    assert " 101 " in upgrade_status(proxied_server, f"127.0.0.1:{port}", proxied_server.base)


def test_test_apps_are_served_only_with_the_test_apps_flag(proxied_server):
    for name in ("bench-table", "broken"):
        with pytest.raises(urllib.error.HTTPError) as refused:
            proxied_server.get(f"/apps/{name}")
        assert refused.value.code == 404
