"""Sky in a real browser against `swiftlet serve --sky-work sleep` (short tasks, so a scan takes a
second or two): Engage, the indicators move, the alert says 20 scans, Close. Also the scan route's
bad input and that it stops when its client leaves."""

import json
import re
import socket
import time
import urllib.error
import urllib.request

import pytest

from conftest import by_identifier, data_directory, free_port, launch, open_app, stop, text_of, wait

# Records every text the three indicators take, so short-lived values are still seen.
WATCH_INDICATORS = """
window.skySeen = [];
for (const name of ["scheduled-count", "per-second", "completed-count"]) {
  const node = document.querySelector(`[data-identifier="${name}"]`);
  new MutationObserver(() => window.skySeen.push([name, node.textContent]))
    .observe(node, { childList: true, characterData: true, subtree: true });
}
"""


@pytest.fixture(scope="module")
def sky_server():
    data_dir = data_directory("swiftlet-sky-")
    running, log = launch(
        free_port(), data_dir, "--no-prepare-assets", "--sky-work", "sleep", "--sky-task-seconds", "0.25")
    yield running
    stop(running, log)


def test_the_index_lists_sky(sky_server):
    status, page = sky_server.get("/")
    assert status == 200
    assert 'href="/apps/sky"' in page


def test_engage_moves_the_indicators_and_reports_twenty_scans(sky_server, driver):
    open_app(driver, sky_server, "sky")
    assert text_of(driver, "sky-title") == "Sky"
    assert text_of(driver, "sky-subtitle") == "Scanning deep space"
    assert text_of(driver, "scheduled-count") == "0 scheduled"
    assert text_of(driver, "per-second") == "0.00 per sec."
    assert text_of(driver, "completed-count") == "0 tasks completed"
    assert not driver.find_elements(*by_identifier("connectivity"))
    # The bars take the book's colours: red below 5 scheduled, blue for completed.
    for name in ("scheduled-bar", "completed-bar"):
        bar = driver.find_element(*by_identifier(name))
        accent, color = driver.execute_script(
            "const s = getComputedStyle(arguments[0]); return [s.accentColor, s.color];", bar)
        assert accent == color and color != "rgb(0, 0, 0)", (name, accent, color)
    driver.execute_script(WATCH_INDICATORS)
    engage = driver.find_element(*by_identifier("engage"))
    assert engage.text == "Engage systems"
    engage.click()
    message = wait(driver, 30).until(lambda d: d.find_elements(*by_identifier("result-message")))[0]
    assert re.fullmatch(r"Finished 20 scans in \d+\.\d\d seconds\.", message.text), message.text
    seen = driver.execute_script("return window.skySeen")
    assert ["scheduled-count", "4 scheduled"] in seen
    # The last value before the reset may share a frame with the reset; earlier ones show.
    completed = [int(text.split()[0]) for name, text in seen if name == "completed-count"]
    assert max(completed) >= 10, completed
    assert any(name == "per-second" and text != "0.00 per sec." for name, text in seen)
    # The counters are back to zero, the log panel lists the local statuses.
    assert text_of(driver, "completed-count") == "0 tasks completed"
    assert text_of(driver, "scheduled-count") == "0 scheduled"
    log = text_of(driver, "task-log")
    assert "Committed" in log and "Completed" in log
    driver.find_element(*by_identifier("close-alert")).click()
    wait(driver).until(lambda d: not d.find_elements(*by_identifier("result-message")))
    wait(driver).until(lambda d: d.find_element(*by_identifier("engage")).is_enabled())
    driver.find_element(*by_identifier("clear-log")).click()
    wait(driver).until(lambda d: text_of(d, "task-log") == "No Status")


# Records the length of the scan log's text after every change.
WATCH_SCAN_LOG = """
window.skyLogSizes = [];
const log = document.querySelector('[data-identifier="sky-log"]');
new MutationObserver(() => window.skyLogSizes.push(log.textContent.length))
  .observe(log, { childList: true, subtree: true });
"""


def test_the_scan_log_grows_live_during_a_scan(sky_server, driver):
    open_app(driver, sky_server, "sky")
    wait(driver).until(lambda d: text_of(d, "engage") == "Engage systems")
    driver.execute_script(WATCH_SCAN_LOG)
    driver.find_element(*by_identifier("engage")).click()
    # While the scan runs, the log already shows completed tasks.
    wait(driver, 30).until(lambda d: "Completed: " in text_of(d, "sky-log") and d.find_elements(*by_identifier("engage-spinner")))
    message = wait(driver, 30).until(lambda d: d.find_elements(*by_identifier("result-message")))[0].text
    lines = text_of(driver, "sky-log").split("\n")
    # Every task completes (failures are re-run on the local worker), newest last, summary at the end.
    assert sum(1 for line in lines if line.startswith("Completed: ")) == 20, lines
    reruns = [line for line in lines if line.startswith("Re-run task: ")]
    assert len(reruns) == sum(1 for line in lines if line.startswith("Failed with: ")), lines
    assert not any(line.startswith("Failed: ") for line in lines), lines
    assert lines[-2:] == ["Done.", message], lines
    sizes = driver.execute_script("return window.skyLogSizes")
    # The list was shown part-way (the wait above saw completed tasks while the scan ran) and grew
    # after that: at least two sizes, however the frames of a fast scan were paced.
    assert len(set(sizes)) >= 2, sizes
    driver.find_element(*by_identifier("close-alert")).click()
    wait(driver).until(lambda d: not d.find_elements(*by_identifier("result-message")))


def test_the_scan_route_refuses_bad_input_with_a_json_error(sky_server):
    for body in (b"nope", b'{"total": 0}', b'{"total": "x"}'):
        request = urllib.request.Request(
            sky_server.url("/sky/scan"), data=body, headers={"Content-Type": "application/json"}, method="POST")
        with pytest.raises(urllib.error.HTTPError) as failure:
            urllib.request.urlopen(request, timeout=5)
        assert failure.value.code == 400
        assert isinstance(json.loads(failure.value.read())["error"], str)


def test_the_scan_route_stops_when_its_client_leaves(sky_server):
    port = int(sky_server.base.rsplit(":", 1)[1])
    body = b'{"total": 1000}'
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(
            b"POST /sky/scan HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        received = b""
        while b'"scheduled":4' not in received:
            chunk = connection.recv(65536)
            assert chunk, "the server closed the scan early"
            received += chunk
    # 1000 tasks would take a minute; the server stops them once the client has gone.
    sky_server.wait_status("skyLocalTasks", 0, timeout=5)
    for _ in range(10):
        time.sleep(0.1)
        assert sky_server.status()["skyLocalTasks"] == 0
