"""Blabber in real browsers: login, the shared room, countdown, app status, location, storage, safety."""

import json
import queue
import subprocess
import threading
import time
import urllib.request
import uuid

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.keys import Keys

from conftest import BINARY, by_identifier, new_browser, open_app, text_of, wait


@pytest.fixture
def second_driver():
    """A second, independent browser (its own profile and localStorage)."""
    browser = new_browser()
    yield browser
    browser.quit()


def message_texts(driver):
    """The texts of the message rows, in order (each row's message-text-<n> child)."""
    return driver.execute_script(
        """
        return Array.from(document.querySelectorAll('[data-identifier^="message-text-"]'))
            .map(e => e.textContent);
        """
    )


def login(driver, server, name):
    open_app(driver, server, "blabber")
    field = driver.find_element(*by_identifier("login-name"))
    field.clear()
    field.send_keys(name)
    wait(driver).until(lambda d: d.find_element(*by_identifier("login-enter")).is_enabled())
    driver.find_element(*by_identifier("login-enter")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("message-field")))
    wait(driver).until(lambda d: f"{name} connected" in message_texts(d))


def send(driver, text):
    field = driver.find_element(*by_identifier("message-field"))
    field.send_keys(text)
    driver.find_element(*by_identifier("send-button")).click()


def test_two_browsers_in_one_room_see_each_others_messages_in_order(server, driver, second_driver):
    login(driver, server, "ana")
    login(second_driver, server, "ben")
    send(driver, "first from ana")
    wait(second_driver).until(lambda d: "first from ana" in message_texts(d))
    # Return in the field sends too.
    field = second_driver.find_element(*by_identifier("message-field"))
    field.send_keys("reply from ben", Keys.RETURN)
    for browser in (driver, second_driver):
        wait(browser).until(lambda d: "reply from ben" in message_texts(d))
        texts = message_texts(browser)
        assert texts.index("first from ana") < texts.index("reply from ben")
    # Own messages sit on the right without a name; the other's on the left under their name.
    index = message_texts(driver).index("reply from ben")
    assert text_of(driver, f"message-user-{index}") == "ben"
    own = message_texts(driver).index("first from ana")
    assert not driver.find_elements(*by_identifier(f"message-user-{own}"))
    # The newest row has been scrolled into view inside the list.
    visible = driver.execute_script(
        """
        const list = document.querySelector('[data-identifier="chat-messages"]');
        const rows = list.querySelectorAll('[data-identifier^="message-text-"]');
        const last = rows[rows.length - 1].getBoundingClientRect();
        const box = list.getBoundingClientRect();
        return last.bottom <= box.bottom + 1 && last.top >= box.top - 1;
        """
    )
    assert visible


def test_the_name_survives_a_reload_and_bad_names_are_refused(server, driver):
    open_app(driver, server, "blabber")
    enter = driver.find_element(*by_identifier("login-enter"))
    assert not enter.is_enabled()
    field = driver.find_element(*by_identifier("login-name"))
    field.send_keys("x" * 65)
    wait(driver).until(lambda d: d.find_elements(*by_identifier("login-hint")))
    assert not driver.find_element(*by_identifier("login-enter")).is_enabled()
    field.send_keys(Keys.BACKSPACE)
    wait(driver).until(lambda d: d.find_element(*by_identifier("login-enter")).is_enabled())
    field.clear()
    field.send_keys("reloaded")
    wait(driver).until(lambda d: d.execute_script("return localStorage.getItem('swiftlet:blabber:username')") == "reloaded")
    driver.refresh()
    wait(driver).until(lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
    wait(driver).until(
        lambda d: d.find_element(*by_identifier("login-name")).get_attribute("value") == "reloaded"
    )
    assert driver.find_element(*by_identifier("login-enter")).is_enabled()


def test_messages_with_markup_render_as_text(server, driver):
    login(driver, server, "mallory")
    payload = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'
    send(driver, payload)
    wait(driver).until(lambda d: payload in message_texts(d))
    assert driver.execute_script("return window.pwned === undefined")
    assert not driver.find_elements("css selector", "[data-identifier='chat-messages'] img")


def test_closing_the_tab_leaves_no_live_stream(server, driver):
    login(driver, server, "leaver")
    server.wait_status("liveStreams", 1)
    driver.get("about:blank")
    server.wait_status("liveStreams", 0)


def test_when_both_browsers_of_a_chat_leave_the_page_every_stream_ends_within_a_second(server, driver, second_driver):
    login(driver, server, "cara")
    login(second_driver, server, "dev")
    server.wait_status("liveStreams", 2)
    # Navigating away fires pagehide: each page says it leaves, so its session ends with its socket.
    driver.get("about:blank")
    second_driver.get("about:blank")
    left = time.monotonic()
    server.wait_status("liveStreams", 0, timeout=5)
    print(f"streams ended {(time.monotonic() - left) * 1000:.0f} ms after both pages left")
    assert time.monotonic() - left < 1.0
    server.wait_status("sessions", 0, timeout=1)


def test_countdown_arrives_as_four_messages_about_a_second_apart(server, driver):
    login(driver, server, "timer")
    field = driver.find_element(*by_identifier("message-field"))
    field.send_keys("Go!")
    driver.find_element(*by_identifier("countdown-button")).click()
    # The field clears before the countdown starts.
    wait(driver).until(lambda d: d.find_element(*by_identifier("message-field")).get_attribute("value") == "")
    expected = ["3...", "2...", "1...", "🎉 Go!"]
    seen = {}
    deadline = time.monotonic() + 15
    while len(seen) < 4 and time.monotonic() < deadline:
        texts = message_texts(driver)
        for text in expected:
            if text in texts and text not in seen:
                seen[text] = time.monotonic()
        time.sleep(0.02)
    assert list(seen) == expected, seen
    times = [seen[text] for text in expected]
    gaps = [b - a for a, b in zip(times, times[1:])]
    # The room delivers once a second, so each step lands one (rarely two) deliveries later.
    assert all(0.5 < gap < 2.6 for gap in gaps), gaps
    texts = message_texts(driver)
    assert [t for t in texts if t in expected] == expected


def hide_page(driver, hidden):
    """Dispatches a real visibilitychange with document.hidden overridden (headless Chromium never
    hides a page by itself)."""
    driver.execute_script(
        """
        const hidden = arguments[0];
        Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
        Object.defineProperty(document, "visibilityState", {
            configurable: true, get: () => (hidden ? "hidden" : "visible") });
        document.dispatchEvent(new Event("visibilitychange"));
        """,
        hidden,
    )


def test_hiding_the_page_says_went_away_and_came_back(server, driver, second_driver):
    login(driver, server, "hider")
    login(second_driver, server, "watcher")
    hide_page(driver, True)
    wait(second_driver).until(lambda d: "hider went away" in message_texts(d))
    hide_page(driver, False)
    wait(second_driver).until(lambda d: "hider came back" in message_texts(d))
    # The hidden page caught up when it was shown again.
    wait(driver).until(lambda d: "hider came back" in message_texts(d))
    texts = message_texts(driver)
    assert texts.index("hider went away") < texts.index("hider came back")
    # System messages are centred: no sender line.
    index = texts.index("hider went away")
    assert not driver.find_elements(*by_identifier(f"message-user-{index}"))


def test_location_with_permission_posts_the_place_name(server, driver):
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server.base, "permissions": ["geolocation"]})
    driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": 52.52, "longitude": 13.405, "accuracy": 10})
    login(driver, server, "walker")
    driver.find_element(*by_identifier("location-button")).click()
    # The asynchronous geocoder names the city; the coordinates follow in parentheses.
    wait(driver).until(lambda d: "📍 Berlin, Germany (52.5200° N, 13.4050° E)" in message_texts(d))
    assert not driver.find_elements("css selector", "[role=alertdialog]")


def test_location_far_from_any_city_posts_the_coordinates(server, driver):
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server.base, "permissions": ["geolocation"]})
    driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": -45, "longitude": -120, "accuracy": 10})
    login(driver, server, "sailor")
    driver.find_element(*by_identifier("location-button")).click()
    wait(driver).until(lambda d: "📍 45.0000° S, 120.0000° W" in message_texts(d))
    assert not driver.find_elements("css selector", "[role=alertdialog]")


def test_location_denied_shows_the_alert_and_keeps_the_chat(server, driver):
    driver.execute_cdp_cmd(
        "Browser.setPermission",
        {"origin": server.base, "permission": {"name": "geolocation"}, "setting": "denied"},
    )
    login(driver, server, "private")
    before = message_texts(driver)
    driver.find_element(*by_identifier("location-button")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("close-alert")))
    assert text_of(driver, "error-message") == "The app isn't authorized to use location data"
    driver.find_element(*by_identifier("close-alert")).click()
    wait(driver).until(lambda d: not d.find_elements(*by_identifier("close-alert")))
    assert driver.find_elements(*by_identifier("message-field"))
    assert message_texts(driver)[: len(before)] == before


def test_clipper_and_the_browser_app_use_separate_rooms(server, driver):
    clipper = subprocess.Popen(
        [BINARY, "chat", "--user", "clip", "--server", server.base],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        login(driver, server, "webby")
        clipper.stdin.write("hello from the terminal\n")
        clipper.stdin.flush()
        send(driver, "hello from the browser")
        wait(driver).until(lambda d: "hello from the browser" in message_texts(d))
        # Both are in one server run, but /cli/* and /chat/* are separate rooms.
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line) for line in clipper.stdout], daemon=True).start()
        deadline = time.monotonic() + 10
        cli_lines = []
        while time.monotonic() < deadline:
            try:
                line = lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            cli_lines.append(line)
            if "hello from the terminal" in line:
                break
        assert any("[clip] hello from the terminal" in line for line in cli_lines), cli_lines
        assert not any("hello from the browser" in line for line in cli_lines)
        assert "hello from the terminal" not in " ".join(message_texts(driver))
    finally:
        clipper.terminate()
        clipper.wait(timeout=10)


def test_a_long_conversation_keeps_the_newest_message_in_view(server, driver):
    login(driver, server, "reader")
    for number in range(30):
        body = json.dumps({"id": str(uuid.uuid4()).upper(), "user": "poster", "message": f"line {number}", "date": 0})
        request = urllib.request.Request(
            server.url("/chat/say"), data=body.encode(), headers={"Content-Type": "application/json"}, method="POST"
        )
        with urllib.request.urlopen(request, timeout=5) as response:
            assert response.status == 200
    wait(driver).until(lambda d: "line 29" in message_texts(d))

    def scroll_state(d):
        return d.execute_script(
            """
            // The identifier follows `.frame(width:height:)`: it names the frame's box around the scroll view.
            const named = document.querySelector('[data-identifier="chat-messages"]');
            const list = named.classList.contains('sw-scroll') ? named : named.querySelector('.sw-scroll');
            const rows = list.querySelectorAll('[data-identifier^="message-text-"]');
            const last = rows[rows.length - 1].getBoundingClientRect();
            const box = list.getBoundingClientRect();
            return {scrolled: list.scrollTop, overflow: list.scrollHeight > list.clientHeight,
                    visible: last.bottom <= box.bottom + 1 && last.top >= box.top - 1};
            """
        )

    # The app scrolls from `.onChange` of the newest message, one tick after the message arrives, so
    # the scroll can land a frame after "line 29" appears: wait (bounded) for it.
    try:
        wait(driver).until(lambda d: scroll_state(d)["visible"])
    except TimeoutException:
        pass
    state = scroll_state(driver)
    assert state["overflow"] and state["scrolled"] > 0 and state["visible"], state
