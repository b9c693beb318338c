"""End-to-end check of `swiftlet-dev` on the Examples copy scripts/test-example has already built.

Usage: python3 Tests/DevLoop/dev_loop_check.py WORK_DIR   (WORK_DIR holds Examples/ and build/)
Builds the `swiftlet-dev` product in that copy (incremental), then: the bad-input errors (several
apps without --product, a port in use); runs Counter under the tool, opens it in headless Chromium,
edits the source and waits for the new text in the same tab (the test never reloads it); a change
that does not compile shows the overlay with the error's line while the old app keeps serving; the
fix brings the page back; /_previews lists Counter's preview and renders it live, alone too; SIGINT
leaves no app behind, and neither does SIGKILL of the tool (the app follows its parent).
The edited file is restored at the end. Prints one line per check; exits 1 when one failed.
"""

import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
from example_support import Checks, chromium, free_port, identified  # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

BUILD_TIMEOUT = 300  # the first build under the tool links Counter again; later ones are incremental


class Tool:
    """`swiftlet-dev` as a child process, its output collected line by line on threads."""

    def __init__(self, binary, examples, scratch, *arguments):
        self.lines = []
        self.process = subprocess.Popen(
            [binary, "--package-path", examples, "--scratch-path", scratch, *arguments],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for stream in (self.process.stdout, self.process.stderr):
            threading.Thread(target=self._collect, args=(stream,), daemon=True).start()

    def _collect(self, stream):
        for line in stream:
            self.lines.append(line.rstrip("\n"))
            print(f"  | {line.rstrip()}")

    def wait_line(self, pattern, timeout, start=0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.lines[start:]:
                match = re.search(pattern, line)
                if match:
                    return match
            if self.process.poll() is not None and not any(re.search(pattern, l) for l in self.lines[start:]):
                time.sleep(0.2)  # let the readers drain
                return next((m for m in (re.search(pattern, l) for l in self.lines[start:]) if m), None)
            time.sleep(0.05)
        return None

    def stop(self, sig=signal.SIGINT, timeout=20):
        if self.process.poll() is None:
            self.process.send_signal(sig)
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
            return None


def answers(port):
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.3):
            return True
    except OSError:
        return False


def wait_until(condition, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def text_of(browser, locator):
    """The text of the element `locator` finds now, or None when there is none. The tab reloads
    itself after every restart, so an element found a moment ago may belong to the old page: every
    poll finds it again, and a page replaced between the find and the read counts as not there yet."""
    try:
        found = browser.find_elements(*locator)
        return found[0].text if found else None
    except StaleElementReferenceException:
        return None


def connected(browser):
    """Whether the page's socket is open: a click before that is not sent."""
    return browser.execute_script("return !!(window.swiftlet && window.swiftlet.connected)")


def run_once(binary, examples, scratch, *arguments, timeout=120):
    result = subprocess.run(
        [binary, "--package-path", examples, "--scratch-path", scratch, *arguments],
        capture_output=True, text=True, timeout=timeout)
    return result.returncode, result.stderr.strip().splitlines()


def main():
    work = os.path.abspath(sys.argv[1])
    examples, scratch = os.path.join(work, "Examples"), os.path.join(work, "build")
    subprocess.run(["swift", "build", "--scratch-path", scratch, "--product", "swiftlet-dev"], cwd=examples, check=True)
    binary = os.path.join(scratch, "debug", "swiftlet-dev")
    source = os.path.join(examples, "Sources", "Counter", "CounterApp.swift")
    original = open(source).read()
    check = Checks()

    status, errors = run_once(binary, examples, scratch)
    check("several apps without --product: one error line listing them, exit 1",
          status == 1 and len(errors) == 1 and errors[0].startswith("error:") and "Counter" in errors[0]
          and "--product" in errors[0], f"({status}, {errors})")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        status, errors = run_once(binary, examples, scratch, "--product", "Counter", "--port", str(port))
    check("a port in use: one error line naming it, exit 1",
          status == 1 and len(errors) == 1 and f"port {port}" in errors[0], f"({status}, {errors})")

    port = free_port()
    tool = Tool(binary, examples, scratch, "--product", "Counter", "--port", str(port))
    browser = None
    try:
        started = tool.wait_line(r"built Counter in .*serving at", BUILD_TIMEOUT)
        check("the tool builds Counter and serves it on the given port", started is not None and answers(port))
        if started is None:
            raise RuntimeError("the tool did not start the app")
        browser = chromium()
        wait = WebDriverWait(browser, BUILD_TIMEOUT, poll_frequency=0.05)
        count = identified("count")
        overlay = (By.ID, "sw-dev-overlay")
        browser.get(f"http://127.0.0.1:{port}/")
        first = wait.until(lambda b: text_of(b, count))
        check("the page shows the app", first == "Count: 0", f"({first!r})")
        browser.execute_script("window.__sameTab = true")

        # 1. A one-line change: the open tab shows the new text by itself.
        mark = len(tool.lines)
        saved = time.monotonic()
        open(source, "w").write(original.replace('Text("Count: \\(count)")', 'Text("Clicks: \\(count)")'))
        shown = wait.until(lambda b: (text_of(b, count) or "").startswith("Clicks:"))
        on_screen = time.monotonic() - saved
        line = tool.wait_line(r"rebuilt Counter in ([\d.]+) s, restarted in ([\d.]+) s", 10, mark)
        check("a saved change appears in the same tab without the test reloading it", bool(shown))
        check("the terminal shows one line with the rebuild's times", line is not None)
        if line:
            print(f"figure: save to new text on screen {on_screen:.1f} s "
                  f"(build {line.group(1)} s, restart {line.group(2)} s)")

        # 2. A change that does not compile: the overlay names the line; the old app keeps serving.
        broken = original.replace('Text("Count: \\(count)")', 'Text("Clicks: \\(count)")') \
            + 'let broken: Int = "not a number"\n'
        broken_line = broken.count("\n")
        open(source, "w").write(broken)
        shown = wait.until(lambda b: f"CounterApp.swift:{broken_line}:" in (text_of(b, overlay) or "")
                           and text_of(b, overlay))
        check("a build error shows the overlay with the file and line",
              f"CounterApp.swift:{broken_line}:" in shown, f"({shown[:200]!r})")
        check("the old app keeps running while the build is broken", answers(port))
        injected = browser.execute_script("return document.querySelectorAll('#sw-dev-overlay b, #sw-dev-overlay script').length")
        check("the overlay holds the messages as text only", injected == 0)

        # 3. The fix: the page comes back with the new text, overlay gone.
        open(source, "w").write(original.replace('Text("Count: \\(count)")', 'Text("Taps: \\(count)")'))
        wait.until(lambda b: (text_of(b, count) or "").startswith("Taps:"))
        check("the fix brings the page back without the overlay", not browser.find_elements(*overlay))

        # 4. An app that traps: the tab shows why, and the next save restarts it.
        browser.execute_script("window.__beforeTrap = true")
        open(source, "w").write(original.replace('Text("Count: \\(count)")', 'Text("Taps: \\(count)")').replace(
            "count += 1", 'count += 1; if count == 2 { fatalError("the counter broke at 2") }'))
        wait.until(lambda b: b.execute_script("return window.__beforeTrap === undefined")
                   and text_of(b, count) == "Taps: 0" and connected(b))
        browser.find_element(*identified("add")).click()
        wait.until(lambda b: text_of(b, count) == "Taps: 1")
        browser.find_element(*identified("add")).click()
        stopped = wait.until(lambda b: "the counter broke at 2" in (text_of(b, overlay) or "") and text_of(b, overlay))
        check("an app that traps shows the trap's message in the tab", "Fatal error" in stopped)
        open(source, "w").write(original.replace('Text("Count: \\(count)")', 'Text("Taps: \\(count)")'))
        wait.until(lambda b: text_of(b, count) == "Taps: 0" and not b.find_elements(*overlay))
        check("the next save restarts the app and the tab comes back", True)

        # 5. The previews gallery and one preview alone.
        browser.get(f"http://127.0.0.1:{port}/_previews")
        articles = wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "article.sw-preview"))
        heading = browser.find_element(By.CSS_SELECTOR, "section.sw-previews-file h2").text
        check("/_previews lists Counter's preview under its file",
              len(articles) == 1 and heading == "Counter/CounterApp.swift", f"({len(articles)}, {heading!r})")
        slug = articles[0].get_attribute("data-preview")
        browser.switch_to.frame(articles[0].find_element(By.TAG_NAME, "iframe"))
        wait.until(lambda b: text_of(b, count) == "Taps: 0" and connected(b))
        browser.find_element(*identified("add")).click()
        wait.until(lambda b: text_of(b, count) == "Taps: 1")
        check("the preview renders live in its frame (a click updates it)", True)
        browser.switch_to.default_content()
        browser.get(f"http://127.0.0.1:{port}/_previews/{slug}")
        alone = wait.until(lambda b: text_of(b, count))
        check("/_previews/<id> shows the preview alone", alone == "Taps: 0", f"({alone!r})")
    finally:
        # Restoring the file starts a rebuild; Ctrl-C comes while it runs (half a second is past the
        # 150 ms debounce and far short of a build), which must cancel the build, not wait for it.
        mark = len(tool.lines)
        open(source, "w").write(original)
        time.sleep(0.5)
        interrupted = time.monotonic()
        status = tool.stop(signal.SIGINT)
        took = time.monotonic() - interrupted
        if browser:
            browser.quit()
    check("Ctrl-C during a rebuild stops the tool (exit 0) within 10 s, and the app with it",
          status == 0 and took < 10 and wait_until(lambda: not answers(port), 10),
          f"(exit {status} after {took:.1f} s; {tool.lines[mark:][-3:]})")

    # The tool killed outright: the app follows it (it watches its parent process), no orphan keeps the port.
    port = free_port()
    tool = Tool(binary, examples, scratch, "--product", "Counter", "--port", str(port))
    started = tool.wait_line(r"built Counter in .*serving at", BUILD_TIMEOUT)
    tool.stop(signal.SIGKILL)
    check("SIGKILL of the tool leaves no app behind",
          started is not None and wait_until(lambda: not answers(port), 10))

    # The app follows the tool's process, not the thread that started it: on Linux the tool's main
    # actor runs on dispatch worker threads, which end when idle. A thread that starts the app in dev
    # mode and then ends must leave it running (with a parent-death signal it got SIGTERM at once).
    port = free_port()
    started_app = {}

    def start_app():
        environment = dict(os.environ, SWIFTLET_DEV_CONTROL="http://127.0.0.1:9")
        started_app["process"] = subprocess.Popen(
            [os.path.join(scratch, "debug", "Counter"), "--port", str(port)], env=environment,
            stdout=subprocess.DEVNULL)
        wait_until(lambda: answers(port), BUILD_TIMEOUT)

    starter = threading.Thread(target=start_app)
    starter.start()
    starter.join()
    time.sleep(1)  # a signal sent when the thread ended has arrived by now
    app = started_app["process"]
    alive = app.poll() is None and answers(port)
    app.terminate()
    app.wait(20)
    check("an app started by a thread that has ended keeps running", alive, f"(exit {app.returncode})")

    print(f"{check.passed} passed, {check.failed} failed")
    sys.exit(1 if check.failed else 0)


if __name__ == "__main__":
    main()
