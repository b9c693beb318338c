"""One client floods the server while another uses a page normally.

The server runs with `--trusted-proxy 127.0.0.1`, so the flooding client is told apart by the
`X-Forwarded-For` it sends (10.9.9.9) while the browser, which sends none, is 127.0.0.1: two
clients on one machine. The flood: page loads of EmojiArt from 8 connections (their sessions wait
for sockets that never come) and a socket that sends `resync` and never reads. Meanwhile the
browser posts in the guestbook, and `GET /hello` answers within 1 s.
"""

import http.client
import os
import tempfile
import threading
import time
import urllib.request

import pytest
import websocket

from conftest import by_identifier, free_port, launch, open_app, stop, wait

FLOODER = "10.9.9.9"


@pytest.fixture(scope="module")
def proxied_server():
    data_dir = tempfile.mkdtemp(prefix="swiftlet-flood-")
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
        self.threads = [threading.Thread(target=self.page_loads, daemon=True) for _ in range(8)]
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
    assert statuses.get(200, 0) <= 32
    assert statuses.get(429, 0) > 0
    assert "error" not in statuses
    status = server.status()
    assert status["pending"] <= 32
