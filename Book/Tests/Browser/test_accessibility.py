"""Accessibility in a real browser: the ARIA of the accessibility modifiers, keyboard-only flows
(a trait button, a default accessibility action, a sheet and an alert that give the focus back), and
axe-core 4.x on every app page, failing on any serious or critical violation.

axe-core comes from PyPI: `axe-playwright-python` ships a current `axe.min.js`; the test downloads
the wheel once with pip (cached in the temp directory) and injects the script with Selenium.
"""

import glob
import os
import re
import subprocess
import sys
import tempfile
import zipfile

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import by_identifier, open_app, open_live_ticker, text_of, wait

AXE_PACKAGE = "axe-playwright-python==0.1.8"  # axe-core 4.12
AXE_CACHE = os.path.join(tempfile.gettempdir(), "swiftlet-axe")


@pytest.fixture(scope="module")
def axe_source():
    script = os.path.join(AXE_CACHE, "axe.min.js")
    if not os.path.exists(script):
        os.makedirs(AXE_CACHE, exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", AXE_CACHE, AXE_PACKAGE],
            check=True, timeout=300,
        )
        wheel = glob.glob(os.path.join(AXE_CACHE, "axe_playwright_python-*.whl"))[0]
        with zipfile.ZipFile(wheel) as archive:
            name = next(n for n in archive.namelist() if n.endswith("axe.min.js"))
            data = archive.read(name)
        with open(script + ".part", "wb") as out:
            out.write(data)
        os.replace(script + ".part", script)
    with open(script, encoding="utf-8") as source:
        text = source.read()
    assert re.search(r"axe v4\.", text[:200]), "expected axe-core 4.x"
    return text


def serious_violations(driver, axe_source):
    """Runs axe-core on the page as it is; returns the serious and critical violations as text."""
    if not driver.execute_script("return !!window.axe"):
        driver.execute_script(axe_source)
    result = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        axe.run(document, { resultTypes: ["violations"] })
          .then((r) => done(r.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => v.id + " ×" + v.nodes.length + ": " + v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", "))))
          .catch((e) => done(["axe failed: " + e]));
        """
    )
    return result


def active_identifier(driver):
    return driver.execute_script(
        "const a = document.activeElement; const h = a && a.closest('[data-identifier]');"
        " return h ? h.getAttribute('data-identifier') : (a ? a.tagName : null);"
    )


def press(driver, *keys):
    ActionChains(driver).send_keys(*keys).perform()


def test_the_modifiers_become_aria_and_a_hint_a_described_by_text(server, driver):
    open_app(driver, server, "accessibility")
    heading = driver.find_element(*by_identifier("heading"))
    assert heading.get_attribute("role") == "heading" and heading.get_attribute("aria-level") == "1"
    card = driver.find_element(*by_identifier("tap-card"))
    assert card.get_attribute("role") == "button" and card.get_attribute("tabindex") == "0"
    assert card.get_attribute("aria-label") == "Tap me"
    assert card.accessible_name == "Tap me"
    described = card.get_attribute("aria-describedby")
    wait(driver).until(
        lambda d: d.execute_script("const e = document.getElementById(arguments[0]); return e && e.textContent;", described)
        == "Counts one more tap"
    )
    volume = driver.find_element(*by_identifier("volume"))
    assert volume.accessible_name == "Volume"
    description = lambda d: d.execute_script(
        "return document.getElementById(arguments[0].getAttribute('aria-describedby')).textContent", volume
    )
    wait(driver).until(lambda d: description(d) == "3 of 5")

    # Keyboard only: after the page's link home, Tab reaches the drawn button first; Enter and Space
    # run its tap.
    driver.execute_script("document.querySelector('a.sw-home').focus()")
    press(driver, Keys.TAB)
    wait(driver).until(lambda d: active_identifier(d) == "tap-card")
    press(driver, Keys.ENTER)
    wait(driver).until(lambda d: text_of(d, "taps") == "Taps: 1")
    press(driver, Keys.SPACE)
    wait(driver).until(lambda d: text_of(d, "taps") == "Taps: 2")
    # The default accessibility action is the next stop; its value's description follows it.
    press(driver, Keys.TAB)
    wait(driver).until(lambda d: active_identifier(d) == "volume")
    press(driver, Keys.ENTER)
    wait(driver).until(lambda d: description(d) == "4 of 5")


def test_a_sheet_and_an_alert_take_the_focus_and_give_it_back(server, driver):
    open_app(driver, server, "accessibility")
    driver.find_element(*by_identifier("open-sheet")).send_keys(Keys.ENTER)
    wait(driver).until(lambda d: d.find_elements("css selector", "dialog.sw-sheet[open]"))
    wait(driver).until(lambda d: d.execute_script("return !!document.activeElement.closest('dialog.sw-sheet')"))
    press(driver, Keys.ESCAPE)
    wait(driver).until(lambda d: not d.find_elements("css selector", "dialog.sw-sheet"))
    wait(driver).until(lambda d: active_identifier(d) == "open-sheet")

    # The alert: its first button has the focus, Tab stays inside, a button closes it.
    press(driver, Keys.TAB)
    wait(driver).until(lambda d: active_identifier(d) == "show-alert")
    press(driver, Keys.ENTER)
    wait(driver).until(lambda d: d.find_elements("css selector", ".sw-alert"))
    alert = driver.find_element("css selector", ".sw-alert")
    assert alert.get_attribute("role") == "alertdialog" and alert.accessible_name == "Careful"
    wait(driver).until(lambda d: d.execute_script("return !!document.activeElement.closest('.sw-alert')"))
    for _ in range(3):
        press(driver, Keys.TAB)
        assert driver.execute_script("return !!document.activeElement.closest('.sw-alert')")
    press(driver, Keys.ENTER)
    wait(driver).until(lambda d: not d.find_elements("css selector", ".sw-alert"))
    wait(driver).until(lambda d: active_identifier(d) == "show-alert")


def test_the_lab_has_no_serious_violations_open_or_closed(server, driver, axe_source):
    open_app(driver, server, "accessibility")
    assert serious_violations(driver, axe_source) == []
    driver.find_element(*by_identifier("show-alert")).click()
    wait(driver).until(lambda d: d.find_elements("css selector", ".sw-alert"))
    assert serious_violations(driver, axe_source) == []
    driver.find_element(*by_identifier("alert-cancel")).click()
    wait(driver).until(lambda d: not d.find_elements("css selector", ".sw-alert"))
    driver.find_element(*by_identifier("open-sheet")).click()
    wait(driver).until(lambda d: d.find_elements("css selector", "dialog.sw-sheet[open]"))
    assert serious_violations(driver, axe_source) == []


def app_names(server):
    status, page = server.get("/")
    assert status == 200
    return sorted(set(re.findall(r'href="/apps/([a-z0-9-]+)"', page)))


def test_every_app_page_has_no_serious_violations(server, driver, axe_source):
    found = {}
    for name in app_names(server):
        open_app(driver, server, name)
        violations = serious_violations(driver, axe_source)
        if violations:
            found[name] = violations
    assert found == {}


def test_the_main_secondary_screens_have_no_serious_violations(server, driver, axe_source):
    found = {}

    def check(screen):
        violations = serious_violations(driver, axe_source)
        if violations:
            found[screen] = violations

    # LittleJohn's live ticker.
    open_live_ticker(driver, server)
    check("littlejohn ticker")

    # A SuperStorage download screen.
    open_app(driver, server, "superstorage")
    wait(driver).until(lambda d: d.find_elements("css selector", '[data-identifier^="file-"]'))
    driver.find_elements("css selector", '[data-identifier^="file-"]')[0].click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("tier-gold")))
    check("superstorage download")

    # The bottom sheet.
    open_app(driver, server, "sheets")
    driver.find_element(*by_identifier("show-sheet")).click()
    wait(driver).until(lambda d: d.find_elements("css selector", "dialog.sw-sheet[open]"))
    check("bottom sheet")

    # EmojiArt's details sheet.
    open_app(driver, server, "emojiart")
    wait(driver, 60).until(lambda d: d.find_elements(*by_identifier("feed-item-1")))
    check("emojiart feed")
    driver.find_element(*by_identifier("feed-item-1")).click()
    wait(driver).until(lambda d: d.find_elements("css selector", "dialog.sw-sheet[open] [data-identifier='details-sheet']"))
    check("emojiart details")
    assert found == {}


def test_blabbers_chat_and_alert_are_clean_and_the_alert_gives_the_focus_back(server, driver, axe_source):
    driver.execute_cdp_cmd(
        "Browser.setPermission",
        {"origin": server.base, "permission": {"name": "geolocation"}, "setting": "denied"},
    )
    open_app(driver, server, "blabber")
    field = driver.find_element(*by_identifier("login-name"))
    field.clear()
    field.send_keys("keys")
    wait(driver).until(lambda d: d.find_element(*by_identifier("login-enter")).is_enabled())
    field.send_keys(Keys.TAB)
    wait(driver).until(lambda d: active_identifier(d) == "login-enter")
    press(driver, Keys.ENTER)
    wait(driver).until(lambda d: d.find_elements(*by_identifier("message-field")))
    assert serious_violations(driver, axe_source) == []

    # Keys only: the 📍 button opens the alert, which takes the focus; Enter closes it and the
    # focus is back on the button.
    driver.execute_script("document.querySelector('[data-identifier=\"location-button\"]').focus()")
    press(driver, Keys.ENTER)
    wait(driver).until(lambda d: d.find_elements(*by_identifier("close-alert")))
    assert serious_violations(driver, axe_source) == []
    wait(driver).until(lambda d: active_identifier(d) == "close-alert")
    press(driver, Keys.ENTER)
    wait(driver).until(lambda d: not d.find_elements(*by_identifier("close-alert")))
    wait(driver).until(lambda d: active_identifier(d) == "location-button")


def test_emojiarts_details_sheet_gives_the_focus_back_to_its_cell(server, driver):
    open_app(driver, server, "emojiart")
    wait(driver, 60).until(lambda d: d.find_elements(*by_identifier("feed-item-1")))
    cell = driver.find_element(*by_identifier("feed-item-1"))
    opener = driver.execute_script(
        "const c = arguments[0]; const f = c.matches('button, [tabindex]') ? c : c.querySelector('button, [tabindex]');"
        " f.focus(); return document.activeElement.id;", cell)
    press(driver, Keys.ENTER)
    wait(driver).until(lambda d: d.find_elements("css selector", "dialog.sw-sheet[open] [data-identifier='details-sheet']"))
    press(driver, Keys.ESCAPE)
    wait(driver).until(lambda d: not d.find_elements("css selector", "dialog.sw-sheet"))
    wait(driver).until(lambda d: d.execute_script("return document.activeElement.id") == opener)


def test_arrow_keys_move_through_a_tab_bar_and_a_segmented_picker(server, driver):
    open_app(driver, server, "techniques")
    bar = lambda d: d.find_elements("css selector", '.sw-tabview > [role="tablist"] > [role="tab"]')
    wait(driver).until(lambda d: len(bar(d)) >= 2)
    driver.execute_script("arguments[0].focus()", bar(driver)[0])
    assert bar(driver)[0].get_attribute("aria-selected") == "true"
    press(driver, Keys.ARROW_RIGHT)
    wait(driver).until(lambda d: bar(d)[1].get_attribute("data-selected") == "true")
    assert bar(driver)[1].get_attribute("aria-selected") == "true"
    assert bar(driver)[0].get_attribute("aria-selected") == "false"
    assert driver.execute_script("return document.activeElement") == bar(driver)[1]
    press(driver, Keys.ARROW_LEFT)
    wait(driver).until(lambda d: bar(d)[0].get_attribute("data-selected") == "true")

    open_app(driver, server, "native-choices")
    radios = lambda d: d.find_elements("css selector", '[data-identifier="tip"] [role="radio"]')
    wait(driver).until(lambda d: len(radios(d)) == 4)
    driver.execute_script("arguments[0].focus()", radios(driver)[0])
    press(driver, Keys.ARROW_RIGHT)
    wait(driver).until(lambda d: radios(d)[1].get_attribute("aria-checked") == "true")
    press(driver, Keys.END)
    wait(driver).until(lambda d: radios(d)[3].get_attribute("aria-checked") == "true")


def test_reduced_motion_makes_a_move_instant_and_a_fade_short(server, driver):
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]}
    )
    open_app(driver, server, "animations")
    box = "let e = document.querySelector(\"[data-identifier='box']\"); if (e.parentElement.classList.contains('sw-frame')) e = e.parentElement;"
    width = lambda d: d.execute_script(box + " return e.getBoundingClientRect().width;")
    # Every animation started on the box, recorded as it starts (a 200 ms fade can end between two
    # WebDriver calls on a busy machine).
    driver.execute_script(
        "window.boxAnimations = []; const animate = Element.prototype.animate;"
        "Element.prototype.animate = function (keyframes, options) {"
        "  const animation = animate.call(this, keyframes, options);"
        "  " + box + " if (this === e) window.boxAnimations.push(animation.effect.getTiming().duration);"
        "  return animation; };"
    )
    started = lambda d: d.execute_script("return window.boxAnimations")
    assert abs(width(driver) - 100) < 1
    driver.find_element(*by_identifier("widen")).click()
    # A one-second linear widening: here the width is final as soon as the frame is applied, and no
    # animation started.
    wait(driver).until(lambda d: abs(width(d) - 100) >= 1)
    assert abs(width(driver) - 300) < 1
    assert started(driver) == []
    driver.find_element(*by_identifier("fade")).click()
    durations = wait(driver).until(lambda d: started(d) or None)
    assert all(duration <= 200 for duration in durations), durations


def test_every_app_page_is_clean_in_the_dark_scheme_and_at_200_percent_zoom(server, driver, axe_source):
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]}
    )
    found = {}
    for name in app_names(server):
        open_app(driver, server, name)
        assert driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
        violations = serious_violations(driver, axe_source)
        if violations:
            found[name] = violations
    assert found == {}
    # 200 % zoom: the page reflows into half the width without a horizontal scroll bar.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 500, "height": 400, "deviceScaleFactor": 2, "mobile": False})
    open_app(driver, server, "accessibility")
    assert driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth + 1")
    assert driver.find_element(*by_identifier("show-alert")).is_displayed()


def test_a_keyboard_shortcut_presses_its_button(server, driver):
    open_app(driver, server, "accessibility")
    button = driver.find_element(*by_identifier("shortcut"))
    assert button.get_attribute("aria-keyshortcuts") == "Control+K"
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    ActionChains(driver).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL).perform()
    wait(driver).until(lambda d: text_of(d, "taps") == "Taps: 1")
    # Plain "k" does nothing; Enter on another focused button is that button's.
    press(driver, "k")
    driver.find_element(*by_identifier("show-alert")).send_keys(Keys.ENTER)
    wait(driver).until(lambda d: d.find_elements("css selector", ".sw-alert"))
    assert text_of(driver, "taps") == "Taps: 1"
