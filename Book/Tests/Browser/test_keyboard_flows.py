"""Every app's main flow with the keyboard alone: Tab / Shift+Tab to move, Enter / Space to press,
arrow keys in tab bars, Escape for sheets and alerts, typing into fields. No `.click()` and no
JavaScript `focus()`: the only script here reads the page (where the focus is, what a frame
changed). Each step checks where the focus is (document.activeElement) and that the flow's result
shows, with the identifiers the app's own browser test reads.

`tab_to` presses Tab until the focus is on (or inside, or around) an element with a given
data-identifier, at most 60 times, so a test does not depend on the exact number of stops.
"""

import re

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import by_identifier, open_app
from test_sky import sky_server  # noqa: F401 (a fixture: Sky with short sleeping tasks)

# Where the focus is: the identifier of the focused element or of the nearest element around it
# with one, else its tag, class and text (for failure messages).
FOCUS = """
const a = document.activeElement;
if (!a || a === document.body) return "<body>";
const owner = a.closest("[data-identifier]");
const name = owner ? owner.getAttribute("data-identifier") : "";
return name + " <" + a.tagName.toLowerCase() + (a.id ? "#" + a.id : "") + " class=" + a.className + "> "
  + (a.textContent || a.value || "").trim().slice(0, 30);
"""

# Whether the focused element is the one asked for: `[data-identifier=name]` itself, inside it, or
# the nearest focusable element around it (a button whose label carries the identifier, not a
# scroll region holding it); or, with a CSS selector, matching it.
FOCUS_MATCHES = """
const [name, css] = arguments;
const a = document.activeElement;
if (!a || a === document.body) return false;
if (css) return !!a.closest(css);
const selector = '[data-identifier="' + name + '"]';
if (a.closest(selector)) return true;
const inner = a.querySelector(selector);
return !!inner && inner.closest("input, textarea, select, button, a[href], [tabindex]") === a;
"""

# The values a list's data-refreshing attribute takes, recorded as they happen.
WATCH_REFRESHING = """
const list = document.querySelector('[data-identifier="refresh-list"]');
window.refreshingSeen = [];
new MutationObserver(() => window.refreshingSeen.push(list.getAttribute("data-refreshing")))
  .observe(list, { attributes: true, attributeFilter: ["data-refreshing"] });
"""


def settle(driver, timeout=10):
    """A wait that polls again when a frame replaced or removed the element being read."""
    return WebDriverWait(
        driver, timeout, poll_frequency=0.05,
        ignored_exceptions=(StaleElementReferenceException, NoSuchElementException))


def press(driver, *keys):
    ActionChains(driver).send_keys(*keys).perform()


def focus_description(driver):
    return driver.execute_script(FOCUS)


def has_focus(driver, identifier=None, css=None):
    return driver.execute_script(FOCUS_MATCHES, identifier, css)


def tab_to(driver, identifier=None, css=None, backwards=False, limit=60):
    """Presses Tab (Shift+Tab when `backwards`) until the focus is on `identifier` (or `css`);
    fails after `limit` presses naming what had the focus."""
    seen = []
    for _ in range(limit + 1):
        if has_focus(driver, identifier, css):
            return
        seen.append(focus_description(driver))
        if backwards:
            ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        else:
            press(driver, Keys.TAB)
    raise AssertionError(f"{limit} presses of Tab never reached {identifier or css}; the focus was on: {seen[-12:]}")


def wait_focus(driver, identifier=None, css=None, timeout=10):
    try:
        settle(driver, timeout).until(lambda d: has_focus(d, identifier, css))
    except Exception as error:
        raise AssertionError(f"the focus is not on {identifier or css} but on {focus_description(driver)}") from error


def text(driver, identifier):
    return driver.find_element(*by_identifier(identifier)).text


def present(driver, identifier):
    return bool(driver.find_elements(*by_identifier(identifier)))


def sheet_open(driver):
    return bool(driver.find_elements("css selector", "dialog.sw-sheet[open]"))


def start(driver, server, name):
    """Opens an app and blurs nothing: the first Tab starts from the top of the page."""
    open_app(driver, server, name)


def test_guestbook_type_a_message_submit_and_it_appears(server, driver):
    start(driver, server, "guestbook")
    tab_to(driver, "draft")
    press(driver, "hello <b>keys</b>")
    settle(driver).until(lambda d: text(d, "preview") == "Preview: hello <b>keys</b>")
    # Return in the field posts; the focus stays in the field, which is empty again.
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: text(d, "message-1") == "hello <b>keys</b>")
    settle(driver).until(lambda d: text(d, "preview") == "Nothing typed yet")
    wait_focus(driver, "draft")
    # The Post button, with Space.
    press(driver, "second")
    settle(driver).until(lambda d: d.find_element(*by_identifier("post")).is_enabled())
    tab_to(driver, "post")
    press(driver, Keys.SPACE)
    settle(driver).until(lambda d: text(d, "message-2") == "second")
    # Shift+Tab goes back to the field.
    tab_to(driver, "draft", backwards=True, limit=5)


def test_redraw_lab_pick_a_scenario_and_activate(server, driver):
    start(driver, server, "redraw-lab")
    tab_to(driver, "scenario-S2")
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: d.find_element(*by_identifier("scenario-S2")).value_of_css_property("font-weight") == "700")
    wait_focus(driver, "scenario-S2")
    tab_to(driver, "activate-next")
    for expected in ("activations: 1", "activations: 2"):
        press(driver, Keys.ENTER)
        settle(driver).until(lambda d: text(d, "activations") == expected)
        wait_focus(driver, "activate-next")
    settle(driver).until(lambda d: text(d, "cell-count") == "2")
    assert text(driver, "list-count") == "1"


def test_littlejohn_select_a_symbol_open_the_live_ticker_and_go_back(server, driver):
    start(driver, server, "littlejohn")
    settle(driver).until(lambda d: present(d, "symbol-AAPL"))
    tab_to(driver, "symbol-AAPL")
    press(driver, Keys.SPACE)
    settle(driver).until(lambda d: "✓" in text(d, "symbol-AAPL"))
    wait_focus(driver, "symbol-AAPL")
    settle(driver).until(lambda d: d.find_element(*by_identifier("live-ticker")).is_enabled())
    tab_to(driver, "live-ticker")
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: re.fullmatch(r"\d+\.\d{3}", text(d, "price-AAPL")))
    server.wait_status("liveStreams", 1)
    tab_to(driver, css=".sw-back")
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: present(d, "symbol-AAPL") and d.find_element(*by_identifier("symbol-AAPL")).is_displayed())
    server.wait_status("liveStreams", 0, timeout=5)
    assert "✓" in text(driver, "symbol-AAPL")
    # Back on the list, the focus is on the control that pushed the ticker.
    wait_focus(driver, "live-ticker")


def test_superstorage_open_a_file_start_silver_see_the_preview_and_go_back(server, driver):
    start(driver, server, "superstorage")
    settle(driver).until(lambda d: d.find_elements("css selector", '[data-identifier^="file-"]'))
    first = driver.find_elements("css selector", '[data-identifier^="file-"]')[0].get_attribute("data-identifier")
    tab_to(driver, first)
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: present(d, "tier-silver"))
    tab_to(driver, "tier-silver")
    press(driver, Keys.ENTER)
    settle(driver, 20).until(lambda d: d.execute_script(
        "const e = document.querySelector('[data-identifier=\"preview-image\"]');"
        " const i = e && (e.tagName === 'IMG' ? e : e.querySelector('img'));"
        " return !!i && i.complete && i.naturalHeight > 0;"))
    tab_to(driver, css=".sw-back", backwards=True)
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: present(d, first) and d.find_element(*by_identifier(first)).is_displayed())
    server.wait_status("liveStreams", 0, timeout=5)
    wait_focus(driver, first)


def test_emojiart_open_the_details_sheet_close_it_with_escape_and_the_focus_returns(server, driver):
    start(driver, server, "emojiart")
    settle(driver, 60).until(lambda d: present(d, "feed-item-1"))
    tab_to(driver, "feed-item-1")
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: d.find_elements(
        "css selector", "dialog.sw-sheet[open] [data-identifier='details-sheet']"))
    wait_focus(driver, css="dialog.sw-sheet")
    assert re.fullmatch(r"\$\d+\.\d{2}", text(driver, "details-price"))
    press(driver, Keys.ESCAPE)
    settle(driver).until(lambda d: not sheet_open(d))
    wait_focus(driver, "feed-item-1")


def test_blabber_log_in_send_a_message_share_a_location_and_dismiss_the_alert(server, driver):
    driver.execute_cdp_cmd(
        "Browser.setPermission",
        {"origin": server.base, "permission": {"name": "geolocation"}, "setting": "denied"},
    )
    start(driver, server, "blabber")
    tab_to(driver, "login-name")
    ActionChains(driver).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).send_keys("keyboard").perform()
    settle(driver).until(lambda d: d.find_element(*by_identifier("login-enter")).is_enabled())
    tab_to(driver, "login-enter")
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: present(d, "message-field"))
    settle(driver).until(lambda d: "keyboard connected" in d.find_element(*by_identifier("chat-messages")).text)
    tab_to(driver, "message-field")
    press(driver, "typed, not clicked", Keys.ENTER)
    settle(driver).until(lambda d: "typed, not clicked" in d.find_element(*by_identifier("chat-messages")).text)
    wait_focus(driver, "message-field")
    # 📍: the browser refuses the location, the alert takes the focus, Escape dismisses it and the
    # focus is back on the button.
    tab_to(driver, "location-button")
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: present(d, "close-alert"))
    assert text(driver, "error-message") == "The app isn't authorized to use location data"
    wait_focus(driver, "close-alert")
    press(driver, Keys.ESCAPE)
    settle(driver).until(lambda d: not present(d, "close-alert"))
    wait_focus(driver, "location-button")
    assert present(driver, "message-field")


def test_sky_start_a_scan_read_the_result_and_close_it(sky_server, driver):  # noqa: F811
    start(driver, sky_server, "sky")
    tab_to(driver, "engage")
    press(driver, Keys.ENTER)
    settle(driver, 30).until(lambda d: re.fullmatch(
        r"Finished 20 scans in \d+\.\d\d seconds\.", text(d, "result-message")))
    wait_focus(driver, "close-alert")
    # Close is the alert's cancel action: Escape presses it.
    press(driver, Keys.ESCAPE)
    settle(driver).until(lambda d: not present(d, "result-message"))
    settle(driver).until(lambda d: d.find_element(*by_identifier("engage")).is_enabled())
    wait_focus(driver, "engage")
    tab_to(driver, "clear-log")
    press(driver, Keys.SPACE)
    settle(driver).until(lambda d: text(d, "task-log") == "No Status")


def test_space_photos_refresh_and_save_a_photo(server, driver):
    start(driver, server, "spacephotos")
    settle(driver).until(lambda d: present(d, "save-crab"))
    driver.execute_script(WATCH_REFRESHING)
    tab_to(driver, css="#sw-refresh")
    press(driver, Keys.ENTER)
    settle(driver, 20).until(lambda d: d.execute_script("return window.refreshingSeen.slice(-2)") == ["true", None])
    tab_to(driver, "save-crab")
    press(driver, Keys.ENTER)
    settle(driver, 20).until(lambda d: present(d, "saved-crab"))
    wait_focus(driver, "save-crab")
    assert '"crab"' in server.get("/space/saved")[1]


def selected_tab(driver):
    return driver.execute_script(
        "const t = document.querySelector('.sw-tabview > [role=\"tablist\"] > [role=\"tab\"][aria-selected=\"true\"]');"
        " return t && t.getAttribute('data-identifier') || (t && t.querySelector('[data-identifier]')"
        " && t.querySelector('[data-identifier]').getAttribute('data-identifier'));")


def test_techniques_switch_tabs_with_the_arrow_keys(server, driver):
    start(driver, server, "techniques")
    settle(driver).until(lambda d: text(d, "appear-count") == "onAppear: 1")
    tab_to(driver, css='[role="tab"]')
    wait_focus(driver, "tab-prepare")
    press(driver, Keys.ARROW_RIGHT)
    settle(driver).until(lambda d: d.find_element(*by_identifier("typewriter-text")).is_displayed())
    wait_focus(driver, "tab-typewriter")
    settle(driver, 20).until(lambda d: text(d, "typewriter-text") == "Hello, world!")
    press(driver, Keys.ARROW_LEFT)
    settle(driver).until(lambda d: text(d, "appear-count") == "onAppear: 2")
    wait_focus(driver, "tab-prepare")
    assert text(driver, "prepare-count") == "prepare: 1"


def test_waitforit_fetch_a_joke_switch_tabs_and_refresh(server, driver):
    start(driver, server, "waitforit")
    tab_to(driver, "fetch-joke")
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: text(d, "joke-text") != "")
    settle(driver).until(lambda d: d.find_element(*by_identifier("fetch-joke")).is_enabled())
    wait_focus(driver, "fetch-joke")
    tab_to(driver, css='[role="tab"]')
    press(driver, Keys.ARROW_RIGHT)
    settle(driver).until(lambda d: d.find_element(*by_identifier("refresh-list")).is_displayed())
    wait_focus(driver, "tab-refreshable")
    settle(driver).until(lambda d: text(d, "refresh-joke") != "")
    settle(driver).until(lambda d: d.find_element(*by_identifier("refresh-list")).get_attribute("data-refreshing") is None)
    driver.execute_script(WATCH_REFRESHING)
    tab_to(driver, css="#sw-refresh")
    press(driver, Keys.ENTER)
    settle(driver, 20).until(lambda d: d.execute_script("return window.refreshingSeen.slice(-2)") == ["true", None])


def test_bottom_sheet_open_resize_and_dismiss_with_keys(server, driver):
    start(driver, server, "sheets")
    tab_to(driver, "show-sheet")
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: sheet_open(d) and text(d, "sheet-detent") == "Detent: medium")
    wait_focus(driver, css="dialog.sw-sheet")
    tab_to(driver, "sheet-grabber")
    press(driver, Keys.ARROW_UP)
    settle(driver).until(lambda d: text(d, "sheet-detent") == "Detent: large")
    press(driver, Keys.ESCAPE)
    settle(driver).until(lambda d: not sheet_open(d))
    wait_focus(driver, "show-sheet")
    # The locked sheet ignores Escape; its Done button closes it.
    tab_to(driver, "show-locked-sheet")
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: sheet_open(d) and present(d, "locked-sheet-done"))
    press(driver, Keys.ESCAPE)
    tab_to(driver, "locked-sheet-done")
    assert sheet_open(driver)
    press(driver, Keys.ENTER)
    settle(driver).until(lambda d: not sheet_open(d))
    wait_focus(driver, "show-locked-sheet")
