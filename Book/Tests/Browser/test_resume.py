"""Session resume in a real browser: a page whose connection drops for a few seconds comes back to
the same session (typed text, a running ticker and a download intact); after the grace period it gets
a fresh session mounted with its @SceneStorage values; two windows have two sessions; scene values
survive a reload and stay in their tab."""

import os
import re
import tempfile
import time

import pytest

from conftest import by_identifier, data_directory, free_port, launch, new_browser, open_app, open_live_ticker, stop, text_of, wait

@pytest.fixture(scope="module")
def server():
    """A server with the default grace period (60 s): the shared fixture closes sessions with their
    sockets."""
    data_dir = data_directory("swiftlet-resume-")
    # The generated images are shared with the other modules, as in conftest.py.
    shared_assets = os.path.join(tempfile.gettempdir(), "swiftlet-browser-assets")
    os.makedirs(shared_assets, exist_ok=True)
    os.symlink(shared_assets, os.path.join(data_dir, "assets"))
    running, log = launch(free_port(), data_dir, "--test-apps")
    yield running
    stop(running, log)


OFFLINE = {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
ONLINE = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}


def session_of(driver):
    return driver.execute_script("return window.swiftlet.session")


def connected(driver):
    return driver.execute_script("return window.swiftlet.connected")


def go_offline(driver):
    """Cuts the page's network with Chromium's emulation. Headless Chromium (checked with this
    version) leaves an already open WebSocket alone under it, so the page's socket is then closed by
    the page itself without saying it leaves, which the server sees exactly as a lost connection; the
    page's reconnection attempts fail until `go_online`."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", OFFLINE)
    try:
        wait(driver, 1).until(lambda d: not connected(d))
        print("offline emulation dropped the WebSocket")
    except Exception:
        print("offline emulation left the WebSocket open; dropping it")
        driver.execute_script("window.swiftlet.dropSocket()")
    wait(driver).until(lambda d: not connected(d))
    wait(driver).until(lambda d: d.find_element("css selector", "#sw-status").text == "Reconnecting…")


def go_online(driver):
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", ONLINE)
    wait(driver, 15).until(connected)


def go_offline_detached(driver, server):
    """Cuts the network and waits until the server holds the page's session detached."""
    detached = server.status()["detached"]
    go_offline(driver)
    server.wait_status("detached", detached + 1)


def offline_for(driver, server, seconds):
    """`seconds` without a connection, during which the server holds the session."""
    go_offline_detached(driver, server)
    deadline = time.monotonic() + seconds
    # Nothing to wait for: the point is the time spent offline (the session must outlive it).
    wait(driver, seconds + 5).until(lambda d: time.monotonic() >= deadline)
    go_online(driver)


def type_draft(driver, text):
    field = driver.find_element(*by_identifier("draft"))
    field.clear()
    field.send_keys(text)
    wait(driver).until(lambda d: text_of(d, "draft-echo") == f"Draft: {text}")


def test_five_seconds_offline_resume_the_same_session_with_typed_text(server, driver):
    open_app(driver, server, "scene-storage")
    token = session_of(driver)
    type_draft(driver, "typed before the drop")
    driver.find_element(*by_identifier("tap")).click()
    wait(driver).until(lambda d: text_of(d, "session-taps") == "Session taps: 1")
    sessions = server.status()["sessions"]

    offline_for(driver, server, 5)

    assert session_of(driver) == token
    assert driver.find_element(*by_identifier("draft")).get_attribute("value") == "typed before the drop"
    assert text_of(driver, "draft-echo") == "Draft: typed before the drop"
    # The same session: state that is neither scene nor app storage is still there, and it still works.
    assert text_of(driver, "session-taps") == "Session taps: 1"
    driver.find_element(*by_identifier("tap")).click()
    wait(driver).until(lambda d: text_of(d, "session-taps") == "Session taps: 2")
    status = server.status()
    assert status["sessions"] == sessions
    driver.get("about:blank")


def test_text_typed_while_offline_reaches_the_resumed_session(server, driver):
    open_app(driver, server, "scene-storage")
    token = session_of(driver)
    type_draft(driver, "before")
    go_offline_detached(driver, server)
    driver.find_element(*by_identifier("draft")).send_keys(" and while offline")
    assert text_of(driver, "draft-echo") == "Draft: before"
    go_online(driver)
    assert session_of(driver) == token
    wait(driver).until(lambda d: text_of(d, "draft-echo") == "Draft: before and while offline")
    driver.get("about:blank")


def test_clicks_made_while_offline_reach_the_resumed_session_after_the_typed_text(server, driver):
    open_app(driver, server, "scene-storage")
    token = session_of(driver)
    type_draft(driver, "draft")
    go_offline_detached(driver, server)
    driver.find_element(*by_identifier("draft")).send_keys(" typed offline")
    for _ in range(3):
        driver.find_element(*by_identifier("tap")).click()
    assert text_of(driver, "session-taps") == "Session taps: 0"
    go_online(driver)
    assert session_of(driver) == token
    wait(driver).until(lambda d: text_of(d, "session-taps") == "Session taps: 3"
                       and text_of(d, "draft-echo") == "Draft: draft typed offline")
    # Nothing is sent twice.
    driver.find_element(*by_identifier("tap")).click()
    wait(driver).until(lambda d: text_of(d, "session-taps") == "Session taps: 4")
    driver.get("about:blank")


def test_a_running_ticker_keeps_streaming_through_five_seconds_offline(server, driver):
    open_live_ticker(driver, server)
    server.wait_status("liveStreams", 1)
    token = session_of(driver)
    detached = server.status()["detached"]

    go_offline(driver)
    server.wait_status("detached", detached + 1)
    # The stream keeps running on the server while the page is away.
    seen = server.status()
    assert seen["liveStreams"] == 1
    before = text_of(driver, "price-AAPL")
    deadline = time.monotonic() + 5
    wait(driver, 10).until(lambda d: time.monotonic() >= deadline)
    assert server.status()["liveStreams"] == 1
    go_online(driver)

    assert session_of(driver) == token
    # Still on the live screen, and the prices move again.
    titles = [e.get_attribute("data-navigation-title")
              for e in driver.find_elements("css selector", "[data-navigation-title]") if e.is_displayed()]
    assert titles == ["Live"]
    wait(driver, 5).until(lambda d: text_of(d, "price-AAPL") != before)
    assert re.fullmatch(r"\d+\.\d{3}", text_of(driver, "price-AAPL"))
    driver.get("about:blank")
    server.wait_status("liveStreams", 0)


def test_a_download_in_progress_goes_on_through_five_seconds_offline(server, driver):
    name = "graphics-project-ver-1.jpeg"
    open_app(driver, server, "superstorage")
    wait(driver).until(lambda d: d.find_elements(*by_identifier(f"file-{name}")))
    driver.find_element(*by_identifier(f"file-{name}")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("tier-gold")))
    driver.find_element(*by_identifier("tier-gold")).click()
    progress = (lambda d: float(d.find_element(*by_identifier(f"progress-{name}")).get_attribute("value") or 0))
    wait(driver).until(lambda d: d.find_elements(*by_identifier(f"progress-{name}")) and progress(d) > 0)
    token = session_of(driver)

    offline_for(driver, server, 5)

    assert session_of(driver) == token
    # The download went on meanwhile: its progress is past where it was, and it finishes.
    wait(driver, 60).until(lambda d: not d.find_elements(*by_identifier("download-spinner")))
    bars = driver.find_elements(*by_identifier(f"progress-{name}"))
    assert not bars or progress(driver) >= 0.99
    driver.get("about:blank")
    server.wait_status("liveStreams", 0)


def test_two_windows_with_the_same_url_get_two_sessions(server, driver):
    open_app(driver, server, "scene-storage")
    first = session_of(driver)
    driver.find_element(*by_identifier("tap")).click()
    wait(driver).until(lambda d: text_of(d, "session-taps") == "Session taps: 1")
    driver.switch_to.new_window("window")
    open_app(driver, server, "scene-storage")
    assert session_of(driver) != first
    assert text_of(driver, "session-taps") == "Session taps: 0"
    # Scene storage is per tab: the new window does not see the first one's taps.
    assert text_of(driver, "scene-taps") == "Scene taps: 0"


def test_scene_storage_survives_a_reload_and_app_storage_is_shared(server, driver):
    open_app(driver, server, "scene-storage")
    type_draft(driver, "kept per tab")
    driver.find_element(*by_identifier("tap")).click()
    driver.find_element(*by_identifier("visit")).click()
    wait(driver).until(lambda d: text_of(d, "scene-taps") == "Scene taps: 1" and text_of(d, "visits") == "Visits: 1")
    token = session_of(driver)

    driver.refresh()
    wait(driver).until(lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
    assert session_of(driver) != token
    # The scene values and the app storage arrive as two ticks, the second up to a frame interval later.
    wait(driver).until(lambda d: text_of(d, "draft-echo") == "Draft: kept per tab"
                       and text_of(d, "scene-taps") == "Scene taps: 1" and text_of(d, "visits") == "Visits: 1")
    assert driver.find_element(*by_identifier("draft")).get_attribute("value") == "kept per tab"
    assert text_of(driver, "session-taps") == "Session taps: 0"

    # Another tab of the same browser: its own scene, the same app storage.
    driver.switch_to.new_window("tab")
    open_app(driver, server, "scene-storage")
    wait(driver).until(lambda d: text_of(d, "visits") == "Visits: 1")
    assert text_of(driver, "draft-echo").strip() == "Draft:"
    assert text_of(driver, "scene-taps") == "Scene taps: 0"


def test_after_the_grace_period_the_page_gets_a_fresh_session_with_its_scene_values():
    data_dir = data_directory("swiftlet-resume-")
    server, log = launch(free_port(), data_dir, "--test-apps", "--no-prepare-assets", "--session-grace", "1")
    driver = new_browser()
    try:
        open_app(driver, server, "scene-storage")
        type_draft(driver, "outlives the session")
        driver.find_element(*by_identifier("tap")).click()
        wait(driver).until(lambda d: text_of(d, "session-taps") == "Session taps: 1")
        token = session_of(driver)

        go_offline(driver)
        server.wait_status("detached", 1)
        # The grace period (1 s) ends while the page is away: the session closes.
        server.wait_status("sessions", 0)
        # A click made now is meant for a session that no longer exists: it is not sent to the next.
        driver.find_element(*by_identifier("tap")).click()
        go_online(driver)

        wait(driver).until(lambda d: session_of(d) not in ("", token))
        # A fresh session: what lived only in the old one is gone, the tab's scene values are back.
        wait(driver).until(lambda d: text_of(d, "session-taps") == "Session taps: 0")
        assert text_of(driver, "scene-taps") == "Scene taps: 1"
        assert text_of(driver, "draft-echo") == "Draft: outlives the session"
        assert driver.find_element(*by_identifier("draft")).get_attribute("value") == "outlives the session"
        assert server.status()["sessions"] == 1
        # Events are handled in order: had the offline click been sent, this one would make it 2.
        driver.find_element(*by_identifier("tap")).click()
        wait(driver).until(lambda d: text_of(d, "session-taps") != "Session taps: 0")
        assert text_of(driver, "session-taps") == "Session taps: 1"
    finally:
        driver.quit()
        stop(server, log)


def test_many_stored_values_arrive_in_chunks_and_an_oversized_one_is_refused_alone(server, driver):
    open_app(driver, server, "scene-storage")
    # 100 values of 1 KB, one of 40 KB (over the 32 KiB a value may have), and the lab's own counter:
    # one report of them all would break the 64 values and 64 KiB a message may carry.
    driver.execute_script("""
        const prefix = "swiftlet:scene-storage:";
        for (let i = 0; i < 100; i++) localStorage.setItem(prefix + "filler-" + i, "x".repeat(1000));
        localStorage.setItem(prefix + "too-big", "y".repeat(40000));
        localStorage.setItem(prefix + "scene-lab-visits", "7");
    """)
    driver.refresh()
    wait(driver).until(lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
    wait(driver).until(lambda d: text_of(d, "visits") == "Visits: 7")
    # The server refused the big value by name, and nothing else.
    refusals = []
    deadline = time.monotonic() + 5
    while not refusals and time.monotonic() < deadline:
        refusals = [line for line in open(server.log_path) if "storage refused" in line]
        time.sleep(0.05)
    assert refusals and all("storage refused for 1 key" in line and "too-big" in line for line in refusals), refusals
    driver.execute_script("""
        for (const name of Object.keys(localStorage)) if (name.startsWith("swiftlet:scene-storage:")) localStorage.removeItem(name);
    """)


RECORD_SOCKETS = """
    window.__socketURLs = [];
    const Original = window.WebSocket;
    window.WebSocket = function (url, protocols) {
        window.__socketURLs.push(String(url));
        return protocols === undefined ? new Original(url) : new Original(url, protocols);
    };
    window.WebSocket.prototype = Original.prototype;
    Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
"""


def test_the_token_never_travels_in_a_url_and_a_copied_url_gets_a_session_of_its_own(server, driver):
    # Every socket URL the page opens is recorded, from before its own script runs.
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_SOCKETS})
    open_app(driver, server, "scene-storage")
    token = driver.find_element("css selector", "#sw-app").get_attribute("data-session")
    public = session_of(driver)
    assert len(token) == 48 and token.startswith(public) and len(public) == 16
    driver.find_element(*by_identifier("tap")).click()
    wait(driver).until(lambda d: text_of(d, "session-taps") == "Session taps: 1")

    # An outage: the page resumes its own session (same public part, its state kept) with the token
    # the last hello gave it, and again no URL names it.
    offline_for(driver, server, 2)
    assert session_of(driver) == public
    assert text_of(driver, "session-taps") == "Session taps: 1"
    urls = driver.execute_script("return window.__socketURLs")
    assert len(urls) >= 2, urls
    for url in urls:
        assert "hello=1" in url and "session=" not in url and token not in url and public not in url, url

    # The page's URL, copied into another browser, opens a session of its own.
    other = new_browser()
    try:
        open_app(other, server, "scene-storage")
        assert session_of(other) != public
        assert text_of(other, "session-taps") == "Session taps: 0"
    finally:
        other.quit()
    # A reload is a new page: it says it leaves, and gets a fresh session.
    driver.refresh()
    wait(driver).until(connected)
    assert session_of(driver) != public
    driver.get("about:blank")
