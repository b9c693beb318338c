"""The framework benchmark table end to end in headless Chromium: Swiftlet vs the same page by hand.

Usage: python3 Benchmarks/web/table.py [base-url] [runs]
(base URL default http://127.0.0.1:8080, a `swiftlet serve --test-apps` must be running; runs per operation
default 10). Both pages are measured in the same browser, one after the other: /apps/bench-table
(Swiftlet: the click goes to the server, whose frame is applied by the page's client) and
/web/bench/table.html (plain JavaScript changing the DOM in the click handler).

One sample: performance.now() before element.click(), then `await window.benchDone()` (the promise
the page resolves once the DOM reflects the last click), then a forced layout (reading
document.body.offsetHeight, so both pages pay for style and layout of the change), then
performance.now(). Each operation's state is prepared untimed before each sample, followed by one
animation frame; the median of the runs is printed per operation with the ratio Swiftlet /
hand-written.

The last row, "click that changes nothing", clicks the label of the row that is already selected:
the hand-written page does nothing, and Swiftlet makes its full round trip (event, server, ack).
It is the floor under every Swiftlet operation on a page of 1,000 rows.
"""

import statistics
import sys

from selenium.webdriver.support.ui import WebDriverWait

from headless import headless_chromium

base = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 10

# (name, untimed preparation: clicks until the table is in the starting state, timed click)
# Preparation steps: "clear", "run" (fresh 1,000 rows), "rows" (1,000 rows unless already 990-1,000).
OPERATIONS = [
    ("create 1,000 rows", ["clear"], "run"),
    ("replace all 1,000 rows", ["rows"], "run"),
    ("update every 10th row", ["run"], "update"),
    ("select a row", ["rows"], "select"),
    ("swap rows 2 and 999", ["run"], "swaprows"),
    ("remove one row", ["rows"], "remove"),
    ("create 10,000 rows", ["clear"], "runlots"),
    ("append 1,000 rows to 1,000", ["run"], "add"),
    ("clear 1,000 rows", ["run"], "clear"),
    ("click that changes nothing", ["rows", "select"], "reselect"),
]

MEASURE = """
const [preparation, operation, runs, done] = arguments;
const click = async (identifier) => {
  document.querySelector('[data-identifier="' + identifier + '"]').click();
  await window.benchDone();
};
const rowLabels = () => document.querySelectorAll('[data-identifier^="row-label-"]');
const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
(async () => {
  const times = [];
  for (let run = 0; run < runs; run++) {
    for (const step of preparation) {
      const count = rowLabels().length;
      if (step === "clear" && count > 0) await click("clear");
      if (step === "run") await click("run");
      if (step === "rows" && (count < 990 || count > 1000)) await click("run");
      if (step === "select") await click(rowLabels()[5].getAttribute("data-identifier"));
    }
    let identifier = operation;
    if (operation === "reselect") {
      const selected = document.querySelector('[data-selected="true"]');
      identifier = selected.querySelector('[data-identifier^="row-label-"]').getAttribute("data-identifier");
    }
    if (operation === "select" || operation === "remove") {
      const labels = rowLabels();
      const label = labels[operation === "select" ? (run * 37) % labels.length : 1];
      const id = label.getAttribute("data-identifier").slice(10);
      identifier = (operation === "select" ? "row-label-" : "row-remove-") + id;
    }
    document.body.offsetHeight;
    await settle();
    const target = document.querySelector('[data-identifier="' + identifier + '"]');
    const start = performance.now();
    target.click();
    await window.benchDone();
    document.body.offsetHeight;
    times.push(performance.now() - start);
  }
  done(times);
})();
"""


def measure(driver, path):
    driver.get(base + path)
    wait = WebDriverWait(driver, 20, poll_frequency=0.02)
    if path.startswith("/apps/"):
        wait.until(lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
    wait.until(lambda d: d.execute_script("return typeof window.benchDone === 'function'"))
    results = {}
    for name, preparation, operation in OPERATIONS:
        samples = driver.execute_async_script(MEASURE, preparation, operation, runs)
        results[name] = statistics.median(samples)
        print(f"  {path}: {name}: median {results[name]:.2f} ms of {len(samples)}", file=sys.stderr)
    return results


driver = headless_chromium(script_timeout=1800, window_size="1200,900")
try:
    swiftlet = measure(driver, "/apps/bench-table")
    hand = measure(driver, "/web/bench/table.html")
finally:
    driver.quit()

print(f"Benchmark table, click -> DOM updated (median of {runs} runs per operation), {base}")
print("| operation | Swiftlet | hand-written JS | ratio |")
print("|---|---|---|---|")
for name, _, _ in OPERATIONS:
    ratio = swiftlet[name] / hand[name] if hand[name] > 0 else float("inf")
    print(f"| {name} | {swiftlet[name]:.2f} ms | {hand[name]:.2f} ms | {ratio:.1f}× |")
