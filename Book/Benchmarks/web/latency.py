"""Event -> DOM update latency in a real browser (headless Chromium), 200 clicks.

Usage: python3 Benchmarks/web/latency.py [base-url] [scenario]
(base URL default http://127.0.0.1:8080; a `swiftlet serve` must be running; scenario default S8).
Each sample is performance.now() around sending the "Activate next" click through the page's client
until the frame that click caused has been applied to the DOM.
"""

import statistics
import sys

from selenium.webdriver.support.ui import WebDriverWait

from headless import headless_chromium

base = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"
scenario = sys.argv[2] if len(sys.argv) > 2 else "S8"
driver = headless_chromium(script_timeout=120)
try:
    driver.get(base + "/apps/redraw-lab")
    WebDriverWait(driver, 10, poll_frequency=0.02).until(
        lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
    driver.find_element("css selector", f'[data-identifier="scenario-{scenario}"]').click()
    samples = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const id = () => Number(document.querySelector('[data-identifier="activate-next"]').id.slice(1));
        (async () => {
          await new Promise((r) => setTimeout(r, 300));
          const times = [];
          for (let i = 0; i < 220; i++) {
            const start = performance.now();
            await window.swiftlet.sendEvent({ ev: "tap", id: id() });
            times.push(performance.now() - start);
            await new Promise((r) => setTimeout(r, 5));
          }
          done(times.slice(20));
        })();
        """
    )
finally:
    driver.quit()
samples.sort()
print(f"scenario {scenario}: {len(samples)} clicks")
print(f"median {statistics.median(samples):.2f} ms, p99 {samples[int(len(samples) * 0.99) - 1]:.2f} ms, "
      f"min {samples[0]:.2f} ms, max {samples[-1]:.2f} ms")
