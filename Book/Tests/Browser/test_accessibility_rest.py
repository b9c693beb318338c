"""Accessibility, the rest: a TabView as the WAI-ARIA tabs pattern driven with keys only, live
regions where text changes on its own (and none where it would flood), and a control hidden from
assistive technology that the keyboard skips too. axe-core as in test_accessibility.py."""

from selenium.webdriver.common.keys import Keys

from conftest import by_identifier, open_app, open_live_ticker, wait
from test_accessibility import axe_source, press, serious_violations  # noqa: F401 (a fixture)

TABS = '.sw-tabview > [role="tablist"] > [role="tab"]'


def active(driver):
    return driver.execute_script("return document.activeElement")


def tab_until(driver, found, limit=30):
    """Presses Tab until `found(active element)` holds; returns that element (None after `limit`)."""
    for _ in range(limit):
        press(driver, Keys.TAB)
        element = active(driver)
        if found(element):
            return element
    return None


def test_the_tab_bar_is_a_tablist_reached_with_tab_moved_with_arrows_and_left_into_its_panel(server, driver):
    open_app(driver, server, "techniques")
    tabs = lambda d: d.find_elements("css selector", TABS)
    wait(driver).until(lambda d: len(tabs(d)) == 4)
    tablist = driver.find_element("css selector", '.sw-tabview > [role="tablist"]')
    assert tablist.get_attribute("aria-label")
    # Each tab controls its panel, which is labelled by the tab; only the selected panel shows.
    for tab in tabs(driver):
        panel = driver.find_element("id", tab.get_attribute("aria-controls"))
        assert panel.get_attribute("role") == "tabpanel"
        assert panel.get_attribute("aria-labelledby") == tab.get_attribute("id")
        assert panel.is_displayed() == (tab.get_attribute("aria-selected") == "true")
    # Choose the second tab with the mouse, then come back with the keyboard from the top.
    tabs(driver)[1].click()
    wait(driver).until(lambda d: tabs(d)[1].get_attribute("aria-selected") == "true")
    assert [t.get_attribute("tabindex") for t in tabs(driver)] == ["-1", "0", "-1", "-1"]
    driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0);")
    first = tab_until(driver, lambda e: e.get_attribute("role") == "tab")
    assert first == tabs(driver)[1], "Tab lands on the selected tab, not the first"
    press(driver, Keys.ARROW_RIGHT)
    wait(driver).until(lambda d: tabs(d)[2].get_attribute("aria-selected") == "true")
    assert active(driver) == tabs(driver)[2]
    press(driver, Keys.HOME)
    wait(driver).until(lambda d: tabs(d)[0].get_attribute("aria-selected") == "true")
    press(driver, Keys.END)
    wait(driver).until(lambda d: tabs(d)[3].get_attribute("aria-selected") == "true")
    assert active(driver) == tabs(driver)[3]
    press(driver, Keys.ARROW_LEFT)
    wait(driver).until(lambda d: tabs(d)[2].get_attribute("aria-selected") == "true")
    wait(driver).until(lambda d: [t.get_attribute("tabindex") for t in tabs(d)] == ["-1", "-1", "0", "-1"])
    # Tab leaves the tablist for the shown panel (its first control, or the panel itself).
    panel = driver.find_element("id", tabs(driver)[2].get_attribute("aria-controls"))
    press(driver, Keys.TAB)
    focused = active(driver)
    assert focused.get_attribute("role") != "tab"
    assert driver.execute_script("return arguments[0].contains(arguments[1])", panel, focused)


def test_a_panel_with_nothing_focusable_is_a_tab_stop(server, driver):
    open_app(driver, server, "url-navigation")
    tabs = lambda d: d.find_elements("css selector", TABS)
    wait(driver).until(lambda d: len(tabs(d)) == 2)
    panels = driver.execute_script(
        "return Array.from(document.querySelectorAll('.sw-tab[role=\"tabpanel\"]')).map((p) => ["
        "p.getAttribute('data-selected'), p.getAttribute('tabindex'),"
        " !!p.querySelector('button, input, a[href], select, textarea, [tabindex]')])"
    )
    for selected, tabindex, has_focusable in panels:
        if selected == "true":
            assert (tabindex == "0") == (not has_focusable)


def test_tab_views_are_clean_under_axe_on_every_tab(server, driver, axe_source):  # noqa: F811
    found = {}
    for name in ("techniques", "waitforit", "url-navigation"):
        open_app(driver, server, name)
        tabs = lambda d: d.find_elements("css selector", TABS)
        wait(driver).until(lambda d: len(tabs(d)) >= 2)
        for index in range(len(tabs(driver))):
            tabs(driver)[index].click()
            wait(driver).until(lambda d: tabs(d)[index].get_attribute("aria-selected") == "true")
            violations = serious_violations(driver, axe_source)
            if violations:
                found[f"{name} tab {index}"] = violations
    assert found == {}


ANNOUNCING = '[aria-live="polite"], [aria-live="assertive"], [role="log"], [role="status"], [role="alert"]'


def test_blabbers_chat_is_a_log_that_receives_new_messages(server, driver, axe_source):  # noqa: F811
    open_app(driver, server, "blabber")
    field = driver.find_element(*by_identifier("login-name"))
    field.clear()
    field.send_keys("live")
    wait(driver).until(lambda d: d.find_element(*by_identifier("login-enter")).is_enabled())
    driver.find_element(*by_identifier("login-enter")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("message-field")))
    log = driver.find_element("css selector", '[data-identifier="chat-messages"] [role="log"]')
    assert log.get_attribute("aria-label") == "Messages"
    assert log.get_attribute("aria-live") in (None, "polite")
    driver.find_element(*by_identifier("message-field")).send_keys("hello live region")
    driver.find_element(*by_identifier("send-button")).click()
    # The new message is added inside the log, so it is read once, politely.
    wait(driver).until(lambda d: "hello live region" in log.text)
    assert serious_violations(driver, axe_source) == []


def test_littlejohns_ticker_is_not_announced_on_every_tick(server, driver, axe_source):  # noqa: F811
    open_live_ticker(driver, server)
    price = driver.find_element(*by_identifier("price-AAPL"))
    assert price.get_attribute("role") is None and price.get_attribute("aria-live") is None
    # Nothing around the prices announces their changes.
    assert driver.execute_script("return arguments[0].closest(arguments[1])", price, ANNOUNCING) is None
    assert serious_violations(driver, axe_source) == []


def tab_order(driver, until_identifier, limit=40):
    """The identifiers the keyboard reaches from the top of the page up to `until_identifier`."""
    driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0);")
    seen = []
    for _ in range(limit):
        press(driver, Keys.TAB)
        identifier = driver.execute_script(
            "const a = document.activeElement; const h = a && a.closest('[data-identifier]');"
            " return h ? h.getAttribute('data-identifier') : null;"
        )
        seen.append(identifier)
        if identifier == until_identifier:
            break
    return seen


def test_a_control_hidden_from_assistive_technology_is_skipped_by_tab(server, driver, axe_source):  # noqa: F811
    open_app(driver, server, "accessibility")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("last")))
    extra = driver.find_element(*by_identifier("extra"))
    assert extra.get_attribute("aria-hidden") == "true"
    order = tab_order(driver, "last")
    assert order[-1] == "last"
    assert "extra" not in order and "inner" not in order and "inner-field" not in order
    # Still there for the mouse, as in SwiftUI.
    assert extra.is_displayed() and extra.is_enabled()
    assert serious_violations(driver, axe_source) == []

    # .accessibilityHidden(false) puts them back, in reading order.
    driver.find_element("css selector", '[data-identifier="hide-extras"] input').click()
    wait(driver).until(lambda d: d.find_element(*by_identifier("extra")).get_attribute("aria-hidden") is None)
    wait(driver).until(
        lambda d: d.execute_script(
            "return !document.querySelector('[data-a11y-tabindex]') && !document.querySelector('[data-accessibility-hidden]')"
        )
    )
    order = tab_order(driver, "last")
    assert order.index("extra") < order.index("inner") < order.index("inner-field") < order.index("last")
    assert serious_violations(driver, axe_source) == []


def test_an_announcement_is_read_through_the_pages_polite_region(server, driver):
    open_app(driver, server, "accessibility")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("announce")))
    region = driver.find_element("id", "sw-announcer")
    assert region.get_attribute("aria-live") == "polite"
    # Visually hidden, outside the app, present before anything is announced.
    assert region.size["width"] <= 1 and region.size["height"] <= 1
    assert driver.execute_script("return document.querySelector('.sw-root').contains(arguments[0])", region) is False
    assert driver.execute_script("return arguments[0].textContent", region) == ""
    driver.find_element(*by_identifier("announce")).click()
    text = lambda d: d.execute_script("return arguments[0].textContent", region).strip("\u00a0")
    wait(driver).until(lambda d: text(d) == "Saved 0")
    before = driver.execute_script("return arguments[0].textContent", region)
    driver.find_element(*by_identifier("announce")).click()
    # The same text again is still a change, so it is read again.
    wait(driver).until(lambda d: d.execute_script("return arguments[0].textContent", region) != before)
    assert text(driver) == "Saved 0"
    driver.find_element(*by_identifier("announce-task")).click()
    wait(driver).until(lambda d: text(d) == "Task 1")
    # A reload renders the page afresh: nothing old is read again.
    driver.refresh()
    wait(driver).until(lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
    assert driver.execute_script("return document.getElementById('sw-announcer').textContent") == ""
