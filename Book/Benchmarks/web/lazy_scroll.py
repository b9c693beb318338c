"""Scrolling a lazy list in headless Chromium: from a scroll to the rows in view being in the page.

Usage: python3 Benchmarks/web/lazy_scroll.py [base-url] [jumps]
(base URL default http://127.0.0.1:8080; a `swiftlet serve` must be running; jumps default 200).

The page is Redraw Lab's S8: a `LazyVStack` of 1,000 rows, 60 px each, in a `ScrollView` five rows
tall, whose window of materialised rows the browser reports with `range` messages. Each sample sets
the scroller's `scrollTop` to a row at least 10 rows away from the last one (a seeded sequence, so
every run makes the same jumps) and waits until the five rows then in view are children of the list.
It is split at the scroller's `scroll` event and at the page's WebSocket, hooked before the page
loads:

* "scrollTop set -> scroll event": the browser's own wait before it tells the page (it dispatches
  scroll events with the next frame it renders, so up to one frame; a wheel or a finger's scroll
  arrives with a frame anyway), not counted in the total;
* "scroll event -> range sent": the client's wait (it checks lazy containers in the animation frame
  callbacks that follow);
* "range sent -> frame received": the server's tick for the new window plus two loopback hops;
* "frame received -> rows in place": the client applying the frame (rows swapped, the list padded
  for the rows it does not hold);
* "scroll event -> rows in place": the three steps above.

The floor, in the same run and page: a `range` message equal to the last one sent (the server has
nothing to change, so it answers with an ack) sent with `window.swiftlet.sendEvent`, until that ack
is applied. Medians and p90 are printed as a Markdown table.
"""

import math
import statistics
import sys

from selenium.webdriver.support.ui import WebDriverWait

from headless import headless_chromium

base = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"
jumps = int(sys.argv[2]) if len(sys.argv) > 2 else 200

# Runs before the page's own script: notes when each `range` message goes out and when each message
# comes in (the listener is added before the client's `onmessage`, so it runs first).
HOOK = """
(() => {
window.benchSent = [];
window.benchReceived = [];
const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (data) {
  if (typeof data === "string" && data.includes('"ev":"range"')) window.benchSent.push([performance.now(), data]);
  return send.call(this, data);
};
const handler = Object.getOwnPropertyDescriptor(WebSocket.prototype, "onmessage");
Object.defineProperty(WebSocket.prototype, "onmessage", {
  configurable: true,
  get() { return handler.get.call(this); },
  set(value) {
    this.addEventListener("message", () => window.benchReceived.push(performance.now()));
    handler.set.call(this, value);
  },
});
})();
"""

JUMPS = """
const [jumps, done] = arguments;
const shown = (element) => element.getClientRects().length > 0;
const list = Array.from(document.querySelectorAll("[data-lazy]")).find((e) => e.dataset.rowCount === "1000" && shown(e));
if (!list) return done("no lazy list of 1,000 rows is shown");
let scroller = list.parentElement;
while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
if (!scroller) return done("the list has no scrolling ancestor");
const rowHeight = 60;
const covers = (row) => {
  const first = Number(list.dataset.firstRow || 0);
  const held = Array.from(list.children).filter((child) => !child.hasAttribute("data-sw-leaving")).length;
  return first <= row && first + held >= row + 5;
};
const until = (condition) => new Promise((resolve) => {
  const check = () => { if (condition()) { observer.disconnect(); resolve(performance.now()); return true; } return false; };
  const observer = new MutationObserver(check);
  observer.observe(list, { childList: true, attributes: true });
  if (!check()) { const poll = () => { if (!check()) requestAnimationFrame(poll); }; requestAnimationFrame(poll); }
});
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
(async () => {
  let seed = 12345;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % 2147483648) / 2147483648;
  let row = 0;
  const samples = [];
  let moreThanOneRange = 0;
  for (let jump = 0; jump < jumps + 10; jump++) {
    let next = row;
    while (Math.abs(next - row) < 10) next = Math.floor(random() * 995);
    row = next;
    const sentBefore = window.benchSent.length;
    let scrolled;
    const onScroll = () => { if (scrolled === undefined) scrolled = performance.now(); };
    scroller.addEventListener("scroll", onScroll);
    const start = performance.now();
    scroller.scrollTop = row * rowHeight;
    const end = await until(() => covers(row));
    scroller.removeEventListener("scroll", onScroll);
    const sent = window.benchSent[sentBefore];
    // The frame that put the rows in place: the last message in before the rows were seen.
    const received = window.benchReceived.filter((time) => time <= end).pop();
    if (window.benchSent.length > sentBefore + 1) moreThanOneRange += 1;
    if (jump >= 10 && scrolled !== undefined && sent && received !== undefined && received >= sent[0])
      samples.push([scrolled - start, sent[0] - scrolled, received - sent[0], end - received, end - scrolled]);
    await pause(30);
  }
  // The floor: the last range again (nothing to change: an ack), through the client.
  const last = JSON.parse(window.benchSent[window.benchSent.length - 1][1]);
  const floor = [];
  for (let run = 0; run < 110; run++) {
    const start = performance.now();
    await window.swiftlet.sendEvent({ ev: "range", id: last.id, from: last.from, to: last.to });
    if (run >= 10) floor.push(performance.now() - start);
    await pause(5);
  }
  done({ samples: samples, floor: floor, moreThanOneRange: moreThanOneRange });
})().catch((error) => done("the page failed: " + error));
"""

driver = headless_chromium(script_timeout=300)
try:
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
    driver.get(base + "/apps/redraw-lab")
    WebDriverWait(driver, 10, poll_frequency=0.02).until(
        lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
    # The shown list of 1,000 rows with rows in it: its id, or None.
    shown_list = ("const e = Array.from(document.querySelectorAll('[data-lazy]')).find((e) => "
                  "e.dataset.rowCount === '1000' && e.getClientRects().length > 0 && e.children.length > 0);"
                  "return e ? e.id : null;")
    WebDriverWait(driver, 10, poll_frequency=0.02).until(lambda d: d.execute_script(shown_list))
    before = driver.execute_script(shown_list)
    driver.find_element("css selector", '[data-identifier="scenario-S8"]').click()
    # S8's list is a new one (another view type), once its items are loaded.
    WebDriverWait(driver, 10, poll_frequency=0.02).until(lambda d: d.execute_script(shown_list) not in (None, before))
    result = driver.execute_async_script(JUMPS, jumps)
finally:
    driver.quit()
if isinstance(result, str):
    sys.exit(result)


def row(name, values):
    values = sorted(values)
    p90 = values[math.ceil(0.9 * len(values)) - 1]
    return f"| {name} | {statistics.median(values):.2f} ms | {p90:.2f} ms |"


samples = result["samples"]
if not samples or not result["floor"]:
    sys.exit("no jump was measured")
print(f"Lazy list of 1,000 rows, {len(samples)} jumps, {base}; "
      f"{result['moreThanOneRange']} jumps sent more than one range")
print("| step | median | p90 |")
print("|---|---|---|")
names = ["scrollTop set -> scroll event (the browser)", "scroll event -> range sent",
         "range sent -> frame received", "frame received -> rows in place", "scroll event -> rows in place"]
for index, name in enumerate(names):
    print(row(name, [sample[index] for sample in samples]))
print(row("floor: unchanged range -> ack applied", result["floor"]))
