"""Runs the built Counter example on a free port and drives it in headless Chromium.

Usage: python3 scripts/example_counter_check.py PATH_TO_COUNTER_BINARY
Checks: the app is served at `/`; clicking `add` twice shows `Count: 2`; a second copy on the same
port prints one `error:` line naming the port and exits non-zero; Ctrl-C (SIGINT) exits 0; `--port 0`
picks a free port and prints `http://127.0.0.1:PORT` on its listening line.
Prints one line per check and exits 1 when a check failed.
"""

import re
import select
import signal
import subprocess
import sys
import time
import urllib.request

from example_support import chromium, free_port, identified, wait_listening
from selenium.webdriver.support.ui import WebDriverWait


def check_free_port(binary, check):
    """`--port 0` picks a free port and the one line on standard output names it as a URL."""
    app = subprocess.Popen([binary, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        line = ""
        while not line and time.monotonic() < deadline and app.poll() is None:
            ready, _, _ = select.select([app.stdout], [], [], 1)
            if ready:
                line = app.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
        served = False
        if match and int(match.group(1)) != 0:
            with urllib.request.urlopen(f"http://127.0.0.1:{match.group(1)}/", timeout=10) as response:
                served = response.status == 200
        check("--port 0 serves on a free port named in the listening line", served, f"(line {line!r})")
    finally:
        app.send_signal(signal.SIGINT)
        try:
            app.wait(timeout=20)
        except subprocess.TimeoutExpired:
            app.kill()


def main():
    binary = sys.argv[1]
    port = free_port()
    process = subprocess.Popen([binary, "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    passed, failed = 0, 0

    def check(name, condition, detail=""):
        nonlocal passed, failed
        if condition:
            passed += 1
            print(f"ok: {name}")
        else:
            failed += 1
            print(f"FAILED: {name} {detail}")

    browser = None
    try:
        wait_listening(process, port)
        browser = chromium()
        wait = WebDriverWait(browser, 15, poll_frequency=0.02)
        browser.get(f"http://127.0.0.1:{port}/")
        wait.until(lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
        check("the app is served at /", browser.find_element(*identified("count")).text == "Count: 0")
        for expected in ("Count: 1", "Count: 2"):
            browser.find_element(*identified("add")).click()
            try:
                wait.until(lambda d: d.find_element(*identified("count")).text == expected)
            except Exception:
                pass
        count = browser.find_element(*identified("count")).text
        check("clicking add twice shows Count: 2", count == "Count: 2", f"(count shows {count!r})")

        second = subprocess.run([binary, "--port", str(port)], capture_output=True, text=True, timeout=60)
        lines = second.stderr.strip().splitlines()
        check(
            "a second app on the taken port prints one error line naming it",
            second.returncode != 0 and len(lines) == 1 and lines[0].startswith("error: ") and f"port {port}" in lines[0],
            f"(status {second.returncode}, stderr {second.stderr!r})",
        )

        process.send_signal(signal.SIGINT)
        status = process.wait(timeout=20)
        check("Ctrl-C exits 0", status == 0, f"(status {status}, stderr {process.stderr.read()!r})")

        check_free_port(binary, check)
    except Exception as error:  # a failure to start counts as a failed check, with its reason
        check("the example runs", False, f"({error})")
    finally:
        if browser is not None:
            browser.quit()
        if process.poll() is None:
            process.kill()
    print(f"example: {passed} checks passed" + (f", {failed} FAILED" if failed else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
