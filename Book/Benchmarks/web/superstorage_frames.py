"""WebSocket frames and bytes per second a SuperStorage page receives while a download runs.

Usage: python3 Benchmarks/web/superstorage_frames.py [base-url] [tier ...]
(default http://127.0.0.1:8080, tiers cloud9 gold). Needs a running `swiftlet serve`, Chromium,
chromedriver and selenium. For each tier it opens /apps/superstorage in headless Chromium, opens the
2.4 MB JPEG's download screen, clicks the tier and records every WebSocket frame the page receives
(Chrome's own network log) until the preview is decoded. Prints frames and bytes per second over
the download, all frames and progress-only frames (frames whose operations only set `value`).
Goal: progress ≤ 30 frames/s and ≤ 3 KB/s.
"""

import json
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from headless import headless_chromium

base = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"
tiers = sys.argv[2:] or ["cloud9", "gold"]
JPEG = "graphics-project-ver-1.jpeg"


def ident(name):
    return (By.CSS_SELECTOR, f'[data-identifier="{name}"]')


def browser():
    # The performance log carries the WebSocket frames the page receives.
    return headless_chromium(script_timeout=30, capabilities={"goog:loggingPrefs": {"performance": "ALL"}})


def received_frames(driver):
    frames = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.webSocketFrameReceived":
            payload = message["params"]["response"]["payloadData"]
            frames.append((message["params"]["timestamp"], payload))
    return frames


def progress_only(payload):
    frame = json.loads(payload)
    ops = frame.get("ops")
    return bool(ops) and not frame.get("refs") and all(op[0] == "attr" and op[2] == "value" for op in ops)


def measure(tier):
    driver = browser()
    try:
        driver.get(base + "/apps/superstorage")
        wait = WebDriverWait(driver, 30, poll_frequency=0.01)
        wait.until(lambda d: d.find_elements(*ident(f"file-{JPEG}")))
        driver.find_element(*ident(f"file-{JPEG}")).click()
        wait.until(lambda d: d.find_elements(*ident(f"tier-{tier}")))
        received_frames(driver)  # drop what came before the click
        start = time.monotonic()
        driver.find_element(*ident(f"tier-{tier}")).click()
        wait.until(lambda d: d.execute_script(
            "const i = document.querySelector('[data-identifier=\"preview-image\"]');"
            "return !!(i && i.complete && i.naturalHeight > 0);"))
        wall = time.monotonic() - start
        frames = received_frames(driver)
        if len(frames) < 2:
            print(f"{tier}: {len(frames)} frames in {wall:.3f} s")
            return
        span = max(frames[-1][0] - frames[0][0], 1e-3)
        total = sum(len(p.encode()) for _, p in frames)
        progress = [p for _, p in frames if progress_only(p)]
        progress_bytes = sum(len(p.encode()) for p in progress)
        print(f"{tier}: download {wall:.3f} s, frames over {span:.3f} s")
        print(f"  all frames: {len(frames)}, {total} B → {len(frames) / span:.1f} frames/s, {total / span:.0f} B/s")
        print(f"  progress-only: {len(progress)}, {progress_bytes} B → "
              f"{len(progress) / span:.1f} frames/s, {progress_bytes / span:.0f} B/s")
        if progress:
            print(f"  sample: {progress[-1]}")
    finally:
        driver.quit()


for tier in tiers:
    measure(tier)
