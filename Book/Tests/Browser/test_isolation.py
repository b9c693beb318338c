"""Session isolation: a misuse in one session's view tree shows that session an error view and
leaves every other session, the book API and the process running.

The `broken` app exists only when the server runs with `--test-apps` (conftest passes it); it is
not listed on `/`. Its "Break this session" button mounts a view that declares an
`@EnvironmentObject` nobody provides, which SwiftUI traps on.
"""

import json
import re
import urllib.request

from conftest import by_identifier, data_directory, free_port, launch, open_app, open_live_ticker, stop, text_of, wait

ERROR_TEXT = (
    "Swiftlet could not render this view: No NeverProvided in the environment: "
    "provide one with .environmentObject(_:)"
)


def start_littlejohn_ticker(driver, server):
    open_live_ticker(driver, server)
    assert re.fullmatch(r"\d+\.\d{3}", text_of(driver, "price-AAPL"))


def test_broken_app_is_served_but_not_listed(server):
    status, index = server.get("/")
    assert status == 200
    assert "/apps/broken" not in index
    assert "/apps/littlejohn" in index
    status, page = server.get("/apps/broken")
    assert status == 200 and "Break this session" in page


def test_a_broken_session_shows_the_error_view_while_littlejohn_keeps_streaming(server, driver):
    start_littlejohn_ticker(driver, server)
    littlejohn = driver.current_window_handle
    server.wait_status("liveStreams", 1)

    # A second window (both stay visible, so neither page withholds frames).
    driver.switch_to.new_window("window")
    broken = driver.current_window_handle
    open_app(driver, server, "broken")
    before = server.status()["sessions"]
    driver.find_element(*by_identifier("break")).click()
    wait(driver).until(lambda d: ERROR_TEXT in d.find_element("css selector", "#sw-app").text)
    fault = driver.find_element("css selector", '[data-fault="true"]')
    assert fault.text == ERROR_TEXT
    # Nothing of the broken tree is left, and the page still holds its socket.
    assert not driver.find_elements(*by_identifier("break"))
    assert driver.execute_script("return window.swiftlet.connected") is True

    # The process is alive, the browser host and the book API answer.
    assert server.process.poll() is None
    assert server.status()["sessions"] == before
    with urllib.request.urlopen(server.url("/littlejohn/symbols"), timeout=5) as response:
        assert "AAPL" in json.loads(response.read().decode())

    # LittleJohn, in the other window, keeps streaming: its price keeps changing.
    driver.switch_to.window(littlejohn)
    seen = {text_of(driver, "price-AAPL")}
    for _ in range(2):
        wait(driver, 5).until(lambda d: text_of(d, "price-AAPL") not in seen)
        seen.add(text_of(driver, "price-AAPL"))
    assert server.status()["liveStreams"] == 1

    # The broken session still closes cleanly when its page goes away.
    driver.switch_to.window(broken)
    driver.close()
    driver.switch_to.window(littlejohn)
    server.wait_status("sessions", before - 1)
    with open(server.log_path) as log:
        text = log.read()
    assert "session stopped by a misuse" in text
    assert "NeverProvided" in text


def test_a_trap_in_a_sessions_code_is_logged_with_its_app_and_session_before_the_process_stops(driver):
    # A server of its own: the trap ends its process.
    data_dir = data_directory("swiftlet-trap-")
    server, log = launch(free_port(), data_dir, "--no-prepare-assets", "--test-apps")
    try:
        open_app(driver, server, "broken")
        session = driver.execute_script("return window.swiftlet.session")
        driver.find_element(*by_identifier("trap")).click()
        server.process.wait(timeout=30)
        assert server.process.returncode != 0
        written = open(server.log_path).read()
        # An overflow traps with SIGILL on x86-64 and SIGTRAP on arm64.
        line = (r"swiftlet: fatal signal SIG(ILL|TRAP) while running app broken, session "
                + re.escape(session[:8]) + r"; every session of this process ends with it")
        assert re.search(line, written), written[-2000:]
    finally:
        stop(server, log)
