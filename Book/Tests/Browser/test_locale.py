"""Locale: `@Environment(\\.locale)` is the browser's language. A Chromium started in German sees the
`native-inputs` app's currency Text and its value field written the German way, and a value typed the
German way ("7,25") is read as such; the default browser (en-US) sees the US format. The app is
`native-inputs` (served with `--test-apps`)."""

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.keys import Keys

from conftest import by_identifier, open_app, text_of, wait


def price(driver):
    """The currency Text (WebDriver may give a no-break space as a plain one)."""
    return text_of(driver, "amount-price").replace("\u00a0", " ")


def german_browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in (
        "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1000,800",
        "--lang=de-DE",
    ):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": "de-DE,de"})
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    browser.set_script_timeout(10)
    return browser


def test_a_german_browser_sees_currency_and_numbers_formatted_for_german(server):
    browser = german_browser()
    try:
        open_app(browser, server, "native-inputs")
        assert browser.execute_script("return navigator.language").startswith("de")
        wait(browser).until(lambda d: price(d) == "12,50 $")
        field = browser.find_element(*by_identifier("amount"))
        wait(browser).until(lambda d: d.find_element(*by_identifier("amount")).get_property("value") == "12,5")

        field.send_keys(Keys.CONTROL, "a")
        field.send_keys("7,25", Keys.TAB)
        wait(browser).until(lambda d: text_of(d, "amount-value") == "amount 7.25")
        wait(browser).until(lambda d: price(d) == "7,25 $")
    finally:
        browser.quit()


def test_an_english_browser_sees_the_us_format(server, driver):
    open_app(driver, server, "native-inputs")
    wait(driver).until(lambda d: price(d) == "$12.50")
    assert driver.find_element(*by_identifier("amount")).get_property("value") == "12.5"
