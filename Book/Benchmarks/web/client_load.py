"""Page load with the client bundled into one script against the client as ES modules, side by side.

Usage: python3 Book/Benchmarks/web/client_load.py [swiftlet-binary] [runs] [app]
(binary default Book/.build/debug/swiftlet, runs default 30, app default redraw-lab).

Starts two `swiftlet serve` processes on free loopback ports, one with the default client script
(the bundle, /web/swiftlet.js) and one with SWIFTLET_CLIENT_SCRIPT=modules (main.js and every module
preloaded), and loads the app's page in one headless Chromium, alternating between the two, `runs`
times each. For each load it reads, in milliseconds from the navigation's start:
  - ready: the client has run (its `window.swiftlet` handle is assigned);
  - hello: the socket's first frame (the session's hello) has arrived, when the page is live.
Both are taken by a script the browser runs before the page's own (a setter on `window.swiftlet`,
a message listener on the first WebSocket). It prints the median and p90 of each, per script.
"""

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time

from headless import headless_chromium

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "swiftlet")
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 30
app = sys.argv[3] if len(sys.argv) > 3 else "redraw-lab"

# Runs before the page's scripts: records when the client's handle appears and when the first
# WebSocket message arrives, as performance.now() (milliseconds since the navigation started).
PROBE = """
window.__load = {};
let handle;
Object.defineProperty(window, "swiftlet", {
  configurable: true,
  get() { return handle; },
  set(value) { if (window.__load.ready === undefined) window.__load.ready = performance.now(); handle = value; },
});
const Original = WebSocket;
window.WebSocket = function (url, protocols) {
  const ws = protocols === undefined ? new Original(url) : new Original(url, protocols);
  ws.addEventListener("message", () => {
    if (window.__load.hello === undefined) window.__load.hello = performance.now();
  });
  return ws;
};
window.WebSocket.prototype = Original.prototype;
window.WebSocket.OPEN = Original.OPEN;
window.WebSocket.CLOSED = Original.CLOSED;
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(script):
    port = free_port()
    data = tempfile.mkdtemp(prefix="swiftlet-load-" + script + "-")
    environment = dict(os.environ, SWIFTLET_CLIENT_SCRIPT=script)
    process = subprocess.Popen(
        [binary, "serve", "--port", str(port), "--data-dir", data, "--session-grace", "0"],
        env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return process, f"http://127.0.0.1:{port}"
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("swiftlet serve did not listen within 60 s")
            time.sleep(0.05)


def load(driver, url):
    driver.get("about:blank")
    driver.get(url)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        figures = driver.execute_script("return window.__load")
        if figures and "hello" in figures and "ready" in figures:
            return figures
        time.sleep(0.01)
    raise RuntimeError("the page at " + url + " did not go live within 10 s")


servers = {name: serve(name) for name in ("bundle", "modules")}
driver = headless_chromium(script_timeout=30)
try:
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
    samples = {name: {"ready": [], "hello": []} for name in servers}
    for name, (_, base) in servers.items():  # one untimed load each: the server's first page
        load(driver, base + "/apps/" + app)
    for _ in range(runs):
        for name, (_, base) in servers.items():
            figures = load(driver, base + "/apps/" + app)
            for key in ("ready", "hello"):
                samples[name][key].append(figures[key])
finally:
    driver.quit()
    for process, _ in servers.values():
        process.terminate()
        process.wait(timeout=10)

print(f"{app}: {runs} loads each, alternating, one headless Chromium, loopback")
for name, figures in samples.items():
    parts = []
    for key in ("ready", "hello"):
        values = sorted(figures[key])
        parts.append(f"{key} median {statistics.median(values):.1f} ms, p90 {values[int(len(values) * 0.9) - 1]:.1f} ms")
    print(f"{name:8} " + "; ".join(parts))
