"""Fixtures for the browser tests: the real `swiftlet serve` binary on a free port, and headless Chromium.

The server is started once per test module (it takes about a second) with a fresh data directory;
each test gets its own browser. Run from the repository root: `python3 -m pytest -q Book/Tests/Browser`
(SWIFTLET_BINARY names the `swiftlet` binary; by default the book package's own debug build, else the
one in the repository root's build folder, where `scripts/test` builds both packages).
"""

import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

# Every data directory of this run lives in one folder, removed when the run passes; after a failure
# it stays for its server logs (its path is printed).
RUN_DIRECTORY = tempfile.mkdtemp(prefix="swiftlet-tests-")
# Traversable by the other users some tests start servers as (PostgreSQL's `postgres`, nginx's
# `nobody`); each data directory inside keeps mkdtemp's owner-only mode unless its test opens it.
os.chmod(RUN_DIRECTORY, 0o755)


def data_directory(prefix):
    """A new empty directory for one server's database, logs and files, inside this run's folder."""
    return tempfile.mkdtemp(prefix=prefix, dir=RUN_DIRECTORY)


def pytest_sessionfinish(session, exitstatus):
    if exitstatus == 0:
        shutil.rmtree(RUN_DIRECTORY, ignore_errors=True)
    else:
        print(f"\nthe servers' data and logs of this run: {RUN_DIRECTORY}")

# The book package (Book/).
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def default_binary():
    """The book package's debug `swiftlet`, else the one in the repository root's build folder."""
    candidates = [os.path.join(ROOT, ".build", "debug", "swiftlet"), os.path.join(ROOT, "..", ".build", "debug", "swiftlet")]
    return next((path for path in candidates if os.access(path, os.X_OK)), candidates[0])


BINARY = os.environ.get("SWIFTLET_BINARY") or default_binary()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, base, process, log_path):
        self.base = base
        self.process = process
        self.log_path = log_path

    def url(self, path):
        return self.base + path

    def get(self, path):
        with urllib.request.urlopen(self.url(path), timeout=5) as response:
            return response.status, response.read().decode("utf-8")

    def status(self):
        return json.loads(self.get("/web/status")[1])

    def wait_no_attached_sessions(self, timeout=5.0):
        """Waits until every mounted session is a pending one (no page holds a socket)."""
        deadline = time.monotonic() + timeout
        last = None
        while time.monotonic() < deadline:
            last = self.status()
            if last["sessions"] == last["pending"]:
                return last
            time.sleep(0.05)
        raise AssertionError(f"sessions still attached: {last}")

    def wait_status(self, key, value, timeout=5.0):
        deadline = time.monotonic() + timeout
        last = None
        while time.monotonic() < deadline:
            last = self.status()
            if last.get(key) == value:
                return last
            time.sleep(0.05)
        raise AssertionError(f"/web/status never had {key}={value}; last {last}")


def launch(port, data_dir, *extra_arguments):
    """Starts `swiftlet serve` on `port` with `data_dir` and waits until it listens; returns the
    `Server` and its open log file (pass both to `stop`)."""
    log_path = os.path.join(data_dir, f"server-{time.monotonic_ns()}.log")
    log = open(log_path, "w")
    process = subprocess.Popen(
        [BINARY, "serve", "--port", str(port), "--data-dir", data_dir, *extra_arguments],
        stdout=log, stderr=subprocess.STDOUT,
    )
    deadline = time.monotonic() + 60
    while True:
        if process.poll() is not None:
            raise RuntimeError("swiftlet serve exited early:\n" + open(log_path).read())
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                break
        except OSError:
            if time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("swiftlet serve did not listen within 60 s")
            time.sleep(0.05)
    return Server(f"http://127.0.0.1:{port}", process, log_path), log


def stop(server, log):
    """Stops a server started by `launch` (SIGTERM, then SIGKILL after 10 s)."""
    server.process.terminate()
    try:
        server.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.process.kill()
        server.process.wait(timeout=10)
    log.close()


@pytest.fixture(scope="module")
def server():
    data_dir = data_directory("swiftlet-browser-")
    # A fresh database per module, but the generated images are shared: debug builds render them slowly.
    shared_assets = os.path.join(tempfile.gettempdir(), "swiftlet-browser-assets")
    os.makedirs(shared_assets, exist_ok=True)
    os.symlink(shared_assets, os.path.join(data_dir, "assets"))
    # `--test-apps` adds the unlisted apps that exist only for tests (the deliberately broken one).
    # Session resume: sessions close with their sockets here, so a browser that quits leaves nothing
    # running for the next test; test_resume.py serves with the default grace period.
    running, log = launch(free_port(), data_dir, "--test-apps", "--session-grace", "0")
    yield running
    stop(running, log)


def new_browser():
    """A headless Chromium with its own profile (so its own localStorage)."""
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1000,800"):
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    browser.set_script_timeout(10)
    return browser


@pytest.fixture
def driver():
    browser = new_browser()
    yield browser
    browser.quit()


def wait(driver, timeout=10):
    return WebDriverWait(driver, timeout, poll_frequency=0.02)


def by_identifier(name):
    return (By.CSS_SELECTOR, f'[data-identifier="{name}"]')


def open_app(driver, server, name):
    driver.get(server.url(f"/apps/{name}"))
    wait(driver).until(lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))


def open_live_ticker(driver, server, symbol="AAPL"):
    """Opens LittleJohn, selects `symbol` and opens the live ticker; returns once a price shows."""
    open_app(driver, server, "littlejohn")
    wait(driver).until(lambda d: d.find_elements(*by_identifier(f"symbol-{symbol}")))
    driver.find_element(*by_identifier(f"symbol-{symbol}")).click()
    wait(driver).until(lambda d: d.find_element(*by_identifier("live-ticker")).is_enabled())
    driver.find_element(*by_identifier("live-ticker")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier(f"price-{symbol}")))


def text_of(driver, identifier):
    return driver.find_element(*by_identifier(identifier)).text
