"""What the example checks share: starting a built example app on a free port, a headless Chromium
on it, and one line per check."""

import signal
import socket
import subprocess
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_listening(process, port, timeout=60):
    deadline = time.monotonic() + timeout
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"the app exited early with status {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise RuntimeError(f"the app did not listen on {port} within {timeout} s")
            time.sleep(0.05)


def identified(name):
    """The locator of the element a view's `.accessibilityIdentifier(name)` marks."""
    return (By.CSS_SELECTOR, f'[data-identifier="{name}"]')


def chromium():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


class Checks:
    """Counts and prints checks: `ok: name` or `FAILED: name detail`."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def __call__(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"ok: {name}")
        else:
            self.failed += 1
            print(f"FAILED: {name} {detail}")


class RunningApp:
    """A built example app on a free port, with a browser on its page; stops both on exit."""

    def __init__(self, binary):
        self.binary = binary
        self.port = free_port()
        self.process = None
        self.browser = None

    def __enter__(self):
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        wait_listening(self.process, self.port)
        self.browser = chromium()
        self.wait = WebDriverWait(self.browser, 15, poll_frequency=0.02)
        self.browser.get(f"http://127.0.0.1:{self.port}/")
        self.wait.until(lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
        return self

    def __exit__(self, *_):
        if self.browser is not None:
            self.browser.quit()
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def element(self, name):
        return self.browser.find_element(*identified(name))

    def text_becomes(self, name, expected):
        """Waits (bounded) until the element's text is `expected`; returns the text it has then."""
        try:
            self.wait.until(lambda d: d.find_element(*identified(name)).text == expected)
        except Exception:
            pass
        return self.element(name).text
