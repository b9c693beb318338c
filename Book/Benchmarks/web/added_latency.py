"""Click -> DOM in headless Chromium over a link with 0, 50 and 150 ms of added round-trip latency.

Usage: python3 Benchmarks/web/added_latency.py [base-url] [runs]
(base URL default http://127.0.0.1:8080; a `swiftlet serve --test-apps` must be running, since the
page is the `latency` test app; runs per case default 30).

Chromium's network emulation (`Network.emulateNetworkConditions`) does not delay WebSocket messages
in headless Chromium (checked: a click's round trip stays about 1 ms with `latency: 150`), so the
latency is added by a small TCP proxy between the browser and the server (`Tests/Browser/
delay_proxy.py`), half of it each way. Everything is measured in one browser run, one latency after
the other, in the same page:

* "bare WebSocket round trip": the page's own WebSocket sends a short text to a minimal echo server
  (in this script) through a second proxy with the same latency and receives it back: the network's
  floor, with no Swiftlet code on either end;
* "local answer": click on a switch -> its checkbox is checked (what the user sees at once);
* "busy mark": a button whose reply is still on its way is marked aria-busy after 150 ms, or never;
* "event -> ack": a click on a button that changes nothing -> its ack is applied (the socket's round
  trip plus the server's handling of an event: the floor under every reply);
* "button -> DOM": a click on a counting button -> the new count is in the DOM;
* "link -> DOM": a click on a NavigationLink -> the pushed screen is in the DOM (the back button is
  clicked, untimed, between samples).

One sample: performance.now() before element.click(), `await window.benchDone()` (resolved once the
frame answering the click, or its ack, is applied), a forced layout, performance.now(). Medians and
p90 are printed, then a Markdown table with, for each case, how many of its clicks marked their
control busy (the reply took over 150 ms).
"""

import base64
import hashlib
import os
import socket
import statistics
import sys
import threading

from selenium.webdriver.support.ui import WebDriverWait

from headless import headless_chromium

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "Browser"))
from delay_proxy import DelayProxy  # noqa: E402

base = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 30
LATENCIES = [0, 50, 150]

MEASURE = """
const [kind, runs, done] = arguments;
const byIdentifier = (name) => document.querySelector('[data-identifier="' + name + '"]');
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
(async () => {
  const times = [];
  let busy = 0;
  for (let run = 0; run < runs; run++) {
    await frame();
    if (kind === "local") {
      const box = byIdentifier("wifi").querySelector("input");
      const before = box.checked;
      const start = performance.now();
      box.click();
      if (box.checked === before) throw new Error("the switch did not answer at once");
      document.body.offsetHeight;
      times.push(performance.now() - start);
      await window.benchDone();
      continue;
    }
    const target = byIdentifier(kind === "ack" ? "nothing-button" : kind === "button" ? "count-button" : "details-link");
    const start = performance.now();
    target.click();
    await window.benchDone();
    document.body.offsetHeight;
    times.push(performance.now() - start);
    if (target.getAttribute("aria-busy") !== null) throw new Error("still busy after the reply");
    if (kind === "link") {
      if (!byIdentifier("details")) throw new Error("no pushed screen");
      document.querySelector(".sw-back").click();
      await window.benchDone();
    }
  }
  done(times);
})().catch((error) => done(String(error)));
"""

# Counts the busy marks set during a case, by the marked control's identifier.
WATCH_BUSY = """
window.busyMarks = {};
if (!window.busyWatcher) {
  window.busyWatcher = new MutationObserver((records) => {
    for (const record of records) {
      const marked = record.target.closest("[data-identifier]");
      const name = marked ? marked.dataset.identifier : "?";
      if (record.target.getAttribute("aria-busy") === "true") window.busyMarks[name] = (window.busyMarks[name] || 0) + 1;
    }
  });
  window.busyWatcher.observe(document.getElementById("sw-app"), { subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
}
"""

# The bare WebSocket round trip: the page's own WebSocket to a minimal echo server (below), through a
# second proxy with the same added latency; no Swiftlet code on either end.
BARE = """
const [url, runs, done] = arguments;
const socket = new WebSocket(url);
socket.onerror = () => done("the echo socket failed");
socket.onopen = async () => {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const echoed = new Promise((resolve) => (socket.onmessage = resolve));
    socket.send("ping " + run);
    await echoed;
    times.push(performance.now() - start);
  }
  socket.close();
  done(times);
};
"""


def serve_echo():
    """A WebSocket echo server on a free port (text frames of up to 125 bytes, one client at a time
    per thread); returns the port."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)

    def read_exactly(connection, count):
        data = b""
        while len(data) < count:
            chunk = connection.recv(count - len(data))
            if not chunk:
                raise ConnectionError("closed")
            data += chunk
        return data

    def handle(connection):
        with connection:
            request = b""
            while b"\r\n\r\n" not in request:
                chunk = connection.recv(4096)
                if not chunk:
                    return
                request += chunk
            key = next(line.split(b":", 1)[1].strip() for line in request.split(b"\r\n")
                       if line.lower().startswith(b"sec-websocket-key:"))
            accept = base64.b64encode(hashlib.sha1(key + b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11").digest())
            connection.sendall(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                               b"Connection: Upgrade\r\nSec-WebSocket-Accept: " + accept + b"\r\n\r\n")
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            try:
                while True:
                    first, second = read_exactly(connection, 2)
                    length = second & 0x7F
                    if length == 126:
                        length = int.from_bytes(read_exactly(connection, 2), "big")
                    elif length == 127:
                        length = int.from_bytes(read_exactly(connection, 8), "big")
                    mask = read_exactly(connection, 4) if second & 0x80 else b"\0\0\0\0"
                    payload = bytes(b ^ mask[i % 4] for i, b in enumerate(read_exactly(connection, length)))
                    if first & 0x0F == 8:
                        return
                    if first & 0x0F == 1 and length <= 125:
                        connection.sendall(bytes([0x81, length]) + payload)
            except (ConnectionError, OSError, ValueError):
                return

    def accept_loop():
        while True:
            connection, _ = listener.accept()
            threading.Thread(target=handle, args=(connection,), daemon=True).start()

    threading.Thread(target=accept_loop, daemon=True).start()
    return listener.getsockname()[1]


CASES = [("local", "local answer (switch)"), ("ack", "event -> ack"), ("button", "button -> DOM"), ("link", "link -> DOM")]
MARKED = {"local": "wifi", "ack": "nothing-button", "button": "count-button", "link": "details-link"}

port = int(base.rsplit(":", 1)[1])
proxy = DelayProxy(port)
echo_proxy = DelayProxy(serve_echo())
driver = headless_chromium(script_timeout=600, window_size="1000,800")
results = {}
try:
    driver.get(proxy.url("/apps/latency"))
    WebDriverWait(driver, 20, poll_frequency=0.02).until(
        lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
    for latency in LATENCIES:
        proxy.set_round_trip(latency)
        echo_proxy.set_round_trip(latency)
        samples = driver.execute_async_script(BARE, f"ws://127.0.0.1:{echo_proxy.port}/", runs)
        if isinstance(samples, str):
            raise RuntimeError(f"bare WebSocket at {latency} ms: {samples}")
        samples.sort()
        results[(latency, "bare")] = (statistics.median(samples), samples[int(len(samples) * 0.9) - 1], 0)
        print(f"  +{latency} ms bare WebSocket round trip: median {results[(latency, 'bare')][0]:.2f} ms", file=sys.stderr)
        for kind, name in CASES:
            driver.execute_script(WATCH_BUSY)
            samples = driver.execute_async_script(MEASURE, kind, runs)
            if isinstance(samples, str):
                raise RuntimeError(f"{name} at {latency} ms: {samples}")
            samples.sort()
            marks = driver.execute_script("return window.busyMarks").get(MARKED[kind], 0)
            results[(latency, kind)] = (statistics.median(samples), samples[int(len(samples) * 0.9) - 1], marks)
            print(f"  +{latency} ms {name}: median {results[(latency, kind)][0]:.2f} ms, "
                  f"p90 {results[(latency, kind)][1]:.2f} ms, busy marks {marks} of {len(samples)}", file=sys.stderr)
finally:
    driver.quit()
    proxy.close()
    echo_proxy.close()

print(f"Click -> DOM with added round-trip latency (median / p90 of {runs} clicks; busy marks), {base}")
print("| added latency | bare WebSocket round trip | " + " | ".join(name for _, name in CASES) + " |")
print("|---|---|" + "---|" * len(CASES))
for latency in LATENCIES:
    median, p90, _ = results[(latency, "bare")]
    cells = [f"{median:.1f} / {p90:.1f} ms"]
    for kind, _ in CASES:
        median, p90, marks = results[(latency, kind)]
        cells.append(f"{median:.1f} / {p90:.1f} ms, busy {marks}/{runs}")
    print(f"| {latency} ms | " + " | ".join(cells) + " |")
