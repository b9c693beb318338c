"""Two `swiftlet serve` processes on one PostgreSQL database behind nginx, configured with the
nginx.conf of docs/deploy.md as it is (only its three port numbers replaced): the apps work through
the proxy in a real browser, sticky routing keeps a browser on one server, and a chat message said
to the other server reaches a page opened through nginx.

The module fixture starts a throwaway cluster (scripts/postgres-cluster), the two servers and nginx,
and stops and removes all of them afterwards.
"""

import json
import os
import re
import shutil
import socket
import subprocess
import time
import urllib.request
import uuid

import pytest

from conftest import ROOT, Server, by_identifier, data_directory, free_port, launch, new_browser, open_app, open_live_ticker, stop, text_of, wait
from test_blabber import login, message_texts, send

CLUSTER_SCRIPT = os.path.join(ROOT, "scripts", "postgres-cluster")
DEPLOY_GUIDE = os.path.join(ROOT, "..", "docs", "deploy.md")


def database_arguments(url):
    """How a server is pointed at the shared database: the one place to change if the flag changes."""
    return ["--database", url]


def nginx_config(proxy_port, first_port, second_port):
    """The one ```nginx block of docs/deploy.md with its ports replaced (8080: nginx, 8081 and 8082:
    the servers)."""
    with open(DEPLOY_GUIDE) as guide:
        blocks = re.findall(r"^```nginx\n(.*?)^```", guide.read(), re.S | re.M)
    assert len(blocks) == 1, f"docs/deploy.md must hold exactly one nginx block, found {len(blocks)}"
    ports = {"8080": proxy_port, "8081": first_port, "8082": second_port}
    return re.sub(r"\b(8080|8081|8082)\b", lambda match: str(ports[match.group(1)]), blocks[0])


def run_cluster_script(command, directory):
    """Runs `scripts/postgres-cluster COMMAND DIRECTORY` and returns its output (bounded: 90 s)."""
    result = subprocess.run(
        [CLUSTER_SCRIPT, command, directory], capture_output=True, text=True, timeout=90, stdin=subprocess.DEVNULL
    )
    if result.returncode != 0:
        raise RuntimeError(f"scripts/postgres-cluster {command} failed ({result.returncode}): {result.stderr}")
    return result.stdout.strip()


def wait_listening(port, process, log_path, what, timeout=30):
    deadline = time.monotonic() + timeout
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"{what} exited early:\n" + open(log_path).read())
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise RuntimeError(f"{what} did not listen on {port} within {timeout} s:\n" + open(log_path).read())
            time.sleep(0.05)


class Deployment:
    """The running parts: `proxy` (nginx, a conftest `Server` so its helpers work through nginx),
    `servers` (the two swiftlet servers, by port), and nginx's access log."""

    def __init__(self, proxy, servers, access_log):
        self.proxy = proxy
        self.servers = servers
        self.access_log = access_log

    def upstreams(self, request_prefix):
        """The server ports nginx sent requests starting with `request_prefix` to (from its log)."""
        pattern = re.compile(r'"(\S+ \S+)[^"]*" \d+ upstream=127\.0\.0\.1:(\d+)')
        ports = []
        with open(self.access_log) as log:
            for line in log:
                match = pattern.search(line)
                if match and match.group(1).startswith(request_prefix):
                    ports.append(int(match.group(2)))
        return ports


@pytest.fixture(scope="module")
def deployment():
    work = data_directory("swiftlet-deploy-")
    # nginx's workers run as `nobody` when it starts as root; they must reach the prefix.
    os.chmod(work, 0o755)
    cluster = os.path.join(work, "pg")
    prefix = os.path.join(work, "nginx")
    os.makedirs(prefix)
    running = []  # (server, log) pairs for conftest.stop
    nginx = None
    cluster_started = False
    try:
        url = run_cluster_script("start", cluster)
        cluster_started = True
        servers = {}
        for name in ("a", "b"):
            data_dir = os.path.join(work, name)
            os.makedirs(data_dir)
            port = free_port()
            server, log = launch(port, data_dir, "--no-prepare-assets", *database_arguments(url))
            running.append((server, log))
            servers[port] = server
        first, second = servers
        proxy_port = free_port()
        with open(os.path.join(prefix, "nginx.conf"), "w") as config:
            config.write(nginx_config(proxy_port, first, second))
        nginx_log = os.path.join(work, "nginx.out")
        with open(nginx_log, "w") as output:
            nginx = subprocess.Popen(
                [shutil.which("nginx") or "/usr/sbin/nginx", "-p", prefix, "-c", os.path.join(prefix, "nginx.conf"),
                 "-g", "daemon off;"],
                stdout=output, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            )
        wait_listening(proxy_port, nginx, nginx_log, "nginx")
        proxy = Server(f"http://127.0.0.1:{proxy_port}", nginx, nginx_log)
        yield Deployment(proxy, servers, os.path.join(prefix, "access.log"))
    finally:
        if nginx is not None:
            nginx.terminate()
            try:
                nginx.wait(timeout=10)
            except subprocess.TimeoutExpired:
                nginx.kill()
                nginx.wait(timeout=10)
        for server, log in running:
            stop(server, log)
        if cluster_started:
            run_cluster_script("stop", cluster)
        shutil.rmtree(work, ignore_errors=True)


def test_littlejohn_ticker_streams_through_nginx(deployment, driver):
    proxy = deployment.proxy
    open_live_ticker(driver, proxy)
    first = text_of(driver, "price-AAPL")
    assert re.fullmatch(r"\d+\.\d{3}", first)
    wait(driver, 3).until(lambda d: text_of(d, "price-AAPL") != first)
    # /web/status through nginx is the status of the server this browser is pinned to.
    proxy.wait_status("liveStreams", 1)
    driver.find_element("css selector", ".sw-back").click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("symbol-AAPL")))
    proxy.wait_status("liveStreams", 0)


def test_blabber_through_nginx_and_every_request_reaches_one_server(deployment, driver):
    second_driver = new_browser()
    try:
        login(driver, deployment.proxy, "ana")
        login(second_driver, deployment.proxy, "ben")
        send(driver, "first through nginx")
        wait(second_driver).until(lambda d: "first through nginx" in message_texts(d))
        send(second_driver, "reply through nginx")
        for browser in (driver, second_driver):
            wait(browser).until(lambda d: "reply through nginx" in message_texts(d))
            texts = message_texts(browser)
            assert texts.index("first through nginx") < texts.index("reply through nginx")
    finally:
        second_driver.quit()
    # ip_hash: one client address, one server, for pages and everything else.
    pages = deployment.upstreams("GET /apps/")
    assert pages, "nginx logged no page requests"
    assert len(set(deployment.upstreams(""))) == 1, deployment.upstreams("")


def test_a_message_said_to_the_other_server_reaches_a_page_through_nginx(deployment, driver):
    login(driver, deployment.proxy, "listener")
    pinned = deployment.upstreams("GET /apps/blabber")[-1]
    (other,) = [port for port in deployment.servers if port != pinned]
    text = f"said to the other server {uuid.uuid4()}"
    body = json.dumps({"id": str(uuid.uuid4()).upper(), "user": "remote", "message": text, "date": 0})
    request = urllib.request.Request(
        deployment.servers[other].url("/chat/say"),
        data=body.encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=5) as response:
        assert response.status == 200
        assert response.read().decode() == "OK"
    wait(driver).until(lambda d: text in message_texts(d))


def test_a_dropped_socket_resumes_on_its_server_and_a_lost_server_rebuilds_the_page(deployment, driver):
    """The stickiness rule of docs/deploy.md: a page's resumed socket reaches the server that holds
    its session; when that server is gone, the page gets a fresh session from the other one. (Runs
    last: it stops one of the servers.)"""
    proxy = deployment.proxy
    open_app(driver, proxy, "littlejohn")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("symbol-AAPL")))
    driver.find_element(*by_identifier("symbol-AAPL")).click()
    wait(driver).until(lambda d: "✓" in text_of(d, "symbol-AAPL"))
    token = driver.execute_script("return window.swiftlet.session")
    pinned = deployment.upstreams("GET /apps/littlejohn")[-1]
    sockets = len(deployment.upstreams("GET /ws"))

    # The connection drops (the page closes its socket without leaving) and the page reconnects.
    driver.execute_script("window.swiftlet.dropSocket()")
    # nginx logs a WebSocket when it ends: the dropped one went to the page's server.
    wait(driver).until(lambda d: len(deployment.upstreams("GET /ws")) > sockets)
    assert deployment.upstreams("GET /ws")[-1] == pinned
    wait(driver).until(lambda d: d.execute_script("return window.swiftlet.connected"))
    # Resumed on the same server: the same session, the selection still there.
    assert driver.execute_script("return window.swiftlet.session") == token
    assert "✓" in text_of(driver, "symbol-AAPL")

    # The server holding the session goes away: the page comes back on the other one, fresh.
    server = deployment.servers[pinned]
    server.process.terminate()
    server.process.wait(timeout=15)
    wait(driver, 30).until(
        lambda d: d.execute_script("return window.swiftlet.connected")
        and d.execute_script("return window.swiftlet.session") not in ("", token))
    # The resumed socket also went to the page's server before it stopped.
    assert deployment.upstreams("GET /ws")[-1] == pinned
    wait(driver).until(lambda d: d.find_elements(*by_identifier("symbol-AAPL")))
    (other,) = [port for port in deployment.servers if port != pinned]
    assert deployment.servers[other].status()["sessions"] >= 1
