"""The input controls in a real browser, through their native elements: a value field that commits on
change and puts back the last valid text after bad input, a password field, a textarea, a stepper's
Increment/Decrement buttons, a range input and a date input that refuses a date outside its range.
The app is `native-inputs` (served with `--test-apps`)."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import by_identifier, open_app, text_of, wait


def replace_text(field, *keys):
    """Selects the field's text and types over it, as a user does (Selenium's `clear()` would
    commit an empty field first)."""
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(*keys)


def commit(driver, element, value):
    """What the browser's own date picker does: set the value and fire `change`."""
    driver.execute_script(
        "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change', {bubbles: true}))",
        element, value)


def test_a_value_field_commits_on_change_and_puts_back_the_last_valid_text(server, driver):
    open_app(driver, server, "native-inputs")
    field = driver.find_element(*by_identifier("amount"))
    assert field.tag_name == "input"
    assert field.get_attribute("type") == "text"
    assert field.get_attribute("inputmode") == "decimal"
    assert field.get_attribute("value") == "12.5"

    replace_text(field, "20")
    assert text_of(driver, "amount-value") == "amount 12.5"  # typing writes nothing until committed
    field.send_keys(Keys.TAB)
    wait(driver).until(lambda d: text_of(d, "amount-value") == "amount 20.0")

    replace_text(field, "twenty", Keys.TAB)
    wait(driver).until(lambda d: d.find_element(*by_identifier("amount")).get_property("value") == "20")
    assert text_of(driver, "amount-value") == "amount 20.0"

    replace_text(field, "7.25", Keys.ENTER)
    wait(driver).until(lambda d: text_of(d, "amount-value") == "amount 7.25")

    # Text that reads as the value already shown is replaced by the format's text.
    replace_text(field, "7.250", Keys.TAB)
    wait(driver).until(lambda d: d.find_element(*by_identifier("amount")).get_property("value") == "7.25")


def test_a_secure_field_is_a_password_input_and_an_editor_a_textarea(server, driver):
    open_app(driver, server, "native-inputs")
    password = driver.find_element(*by_identifier("password"))
    assert password.get_attribute("type") == "password"
    assert password.get_attribute("autocomplete") == "current-password"
    password.send_keys("hunter2")
    wait(driver).until(lambda d: text_of(d, "password-value") == "password 7")

    notes = driver.find_element(*by_identifier("notes"))
    assert notes.tag_name == "textarea"
    assert notes.get_attribute("spellcheck") == "false"
    notes.send_keys("first", Keys.ENTER, "second")
    wait(driver).until(lambda d: text_of(d, "notes-value") == "notes first|second")
    assert notes.get_property("value") == "first\nsecond"


def test_a_stepper_is_two_named_buttons_disabled_at_the_ends(server, driver):
    open_app(driver, server, "native-inputs")
    stepper = driver.find_element(*by_identifier("guests"))
    decrement = stepper.find_element(By.CSS_SELECTOR, 'button[aria-label="Decrement"]')
    increment = stepper.find_element(By.CSS_SELECTOR, 'button[aria-label="Increment"]')
    assert "Guests: 1" in stepper.text
    assert not decrement.is_enabled()
    increment.click()
    wait(driver).until(lambda d: "Guests: 2" in d.find_element(*by_identifier("guests")).text)
    assert decrement.is_enabled()
    increment.click()
    wait(driver).until(lambda d: not increment.is_enabled())
    assert "Guests: 3" in driver.find_element(*by_identifier("guests")).text
    decrement.click()
    wait(driver).until(lambda d: "Guests: 2" in d.find_element(*by_identifier("guests")).text)
    assert increment.is_enabled()


def test_a_slider_is_a_range_input_with_its_bounds(server, driver):
    open_app(driver, server, "native-inputs")
    slider = driver.find_element(By.CSS_SELECTOR, '[data-identifier="volume"] input[type="range"]')
    assert (slider.get_attribute("min"), slider.get_attribute("max"), slider.get_attribute("step")) == ("0", "10", "1")
    assert slider.get_attribute("aria-label") == "Volume"
    assert slider.get_property("value") == "5"
    slider.send_keys(Keys.ARROW_RIGHT)
    wait(driver).until(lambda d: text_of(d, "volume-value") == "volume 6.0")
    slider.send_keys(Keys.END)
    wait(driver).until(lambda d: text_of(d, "volume-value") == "volume 10.0")


def test_a_date_picker_is_a_date_input_that_refuses_dates_outside_its_range(server, driver):
    open_app(driver, server, "native-inputs")
    day = driver.find_element(By.CSS_SELECTOR, '[data-identifier="day"] input')
    assert day.get_attribute("type") == "date"
    assert (day.get_attribute("min"), day.get_attribute("max")) == ("2026-11-19", "2026-12-26")
    assert day.get_property("value") == "2026-11-26"
    assert driver.find_element(*by_identifier("day")).get_attribute("data-time-zone") in ("UTC", "GMT")

    commit(driver, day, "2026-12-01")
    wait(driver).until(lambda d: text_of(d, "day-value") == "day 5")
    commit(driver, day, "2027-03-01")  # after the range: refused, the input shows the kept date again
    wait(driver).until(lambda d: day.get_property("value") == "2026-12-01")
    commit(driver, day, "")  # cleared: a Date cannot be empty
    wait(driver).until(lambda d: day.get_property("value") == "2026-12-01")
    assert text_of(driver, "day-value") == "day 5"
