"""Custom styles in a real browser (`/apps/custom-styles`, a test app): a button with a ButtonStyle of
its own grows while held and runs its action once on release, stays a focusable <button> that Space
presses; a toggle style flips by click and by keyboard; a label style shows the title before the icon."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import by_identifier, open_app, text_of, wait


def scale_of(driver, identifier):
    return driver.execute_script(
        "const e = document.querySelector(`[data-identifier='${arguments[0]}']`);"
        "if (!e) return null; const s = getComputedStyle(e);"
        "return s.scale !== 'none' ? s.scale : s.transform;",
        identifier,
    )


def test_a_held_custom_button_grows_and_fires_once_on_release(server, driver):
    open_app(driver, server, "custom-styles")
    button = driver.find_element(*by_identifier("grow"))
    assert button.tag_name == "button"
    assert button.get_attribute("data-button-style") == "custom"
    # One native button: the style's content is inside it, no nested button.
    assert button.find_elements(By.CSS_SELECTOR, "button") == []
    assert button.find_elements(*by_identifier("grow-released"))
    actions = ActionChains(driver)
    actions.move_to_element(button).click_and_hold().perform()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("grow-pressed")))
    assert "1.2" in str(scale_of(driver, "grow-pressed"))
    assert text_of(driver, "taps") == "taps 0"
    ActionChains(driver).release().perform()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("grow-released")))
    wait(driver).until(lambda d: text_of(d, "taps") == "taps 1")
    # Keyboard: Space held presses it, its release taps it once.
    button = driver.find_element(*by_identifier("grow"))
    driver.execute_script("arguments[0].focus()", button)
    ActionChains(driver).key_down(Keys.SPACE).perform()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("grow-pressed")))
    ActionChains(driver).key_up(Keys.SPACE).perform()
    wait(driver).until(lambda d: text_of(d, "taps") == "taps 2")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("grow-released")))


def test_a_custom_toggle_flips_by_click_and_by_keyboard(server, driver):
    open_app(driver, server, "custom-styles")
    check = driver.find_element(*by_identifier("check"))
    assert check.tag_name == "button"
    check.click()
    wait(driver).until(lambda d: text_of(d, "done") == "done true")
    check = driver.find_element(*by_identifier("check"))
    driver.execute_script("arguments[0].focus()", check)
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    wait(driver).until(lambda d: text_of(d, "done") == "done false")


def test_a_custom_label_style_shows_the_title_before_the_icon(server, driver):
    open_app(driver, server, "custom-styles")
    label = driver.find_element(*by_identifier("trailing"))
    assert "Ten minutes" in label.text
    order = driver.execute_script(
        "const l = arguments[0]; const t = [...l.querySelectorAll('*')].find(e => e.textContent === 'Ten minutes');"
        "const i = l.querySelector('svg, .sw-symbol');"
        "return t && i ? (t.compareDocumentPosition(i) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 : null;",
        label,
    )
    assert order is True


def test_a_custom_progress_style_draws_its_track_around_a_bar(server, driver):
    open_app(driver, server, "custom-styles")
    track = driver.find_element(*by_identifier("track"))
    bars = track.find_elements(By.CSS_SELECTOR, "progress")
    assert len(bars) == 1
    assert float(bars[0].get_attribute("value")) == 0.25
    assert track.find_elements(By.CSS_SELECTOR, "svg, .sw-shape")
