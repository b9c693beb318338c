"""WaitForIt in a real browser: the fetch button, the tab bar, and pull-to-refresh on the list."""

from selenium.webdriver.common.action_chains import ActionChains

from conftest import by_identifier, open_app, text_of, wait

# Records every value the list's data-refreshing attribute takes, so a refresh that starts and ends
# between two polls is still seen.
WATCH_REFRESHING = """
const list = document.querySelector('[data-identifier="refresh-list"]');
window.refreshingSeen = [];
new MutationObserver(() => window.refreshingSeen.push(list.getAttribute("data-refreshing")))
  .observe(list, { attributes: true, attributeFilter: ["data-refreshing"] });
"""


def refreshing_seen(driver):
    return driver.execute_script("return window.refreshingSeen")


def test_fetch_a_joke(server, driver):
    open_app(driver, server, "waitforit")
    assert text_of(driver, "joke-text") == ""
    button = driver.find_element(*by_identifier("fetch-joke"))
    assert button.text == "Fetch a joke"
    button.click()
    wait(driver).until(lambda d: text_of(d, "joke-text") != "")
    wait(driver).until(lambda d: d.find_element(*by_identifier("fetch-joke")).is_enabled())
    assert not driver.find_elements(*by_identifier("fetch-spinner"))


def open_refreshable_tab(driver, server):
    open_app(driver, server, "waitforit")
    driver.find_element(*by_identifier("tab-refreshable")).click()
    wait(driver).until(lambda d: d.find_element(*by_identifier("refresh-list")).is_displayed())
    assert not driver.find_element(*by_identifier("joke-text")).is_displayed()
    # The list's .task fetched a joke when the tab appeared.
    wait(driver).until(lambda d: text_of(d, "refresh-joke") != "")
    wait(driver).until(lambda d: d.find_element(*by_identifier("refresh-list")).get_attribute("data-refreshing") is None)
    driver.execute_script(WATCH_REFRESHING)


def test_pull_to_refresh_shows_the_indicator_until_the_fetch_ends(server, driver):
    open_refreshable_tab(driver, server)
    title = driver.find_element("css selector", '[data-identifier="refresh-list"] [data-font="largeTitle"]')
    ActionChains(driver).move_to_element(title).click_and_hold().move_by_offset(0, 150).release().perform()
    wait(driver).until(lambda d: refreshing_seen(d)[-2:] == ["true", None])
    assert driver.find_element(*by_identifier("refresh-list")).get_attribute("data-refreshing") is None


def test_the_refresh_button_runs_the_same_action(server, driver):
    open_refreshable_tab(driver, server)
    button = driver.find_element("id", "sw-refresh")
    assert button.is_displayed() and button.text == "↻ Refresh"
    button.click()
    wait(driver).until(lambda d: refreshing_seen(d)[-2:] == ["true", None])
    wait(driver).until(lambda d: d.find_element("id", "sw-refresh").text == "↻ Refresh")
    # Back on the joke tab there is nothing to refresh: the button goes away.
    driver.find_element(*by_identifier("tab-joke")).click()
    wait(driver).until(lambda d: not d.find_element("id", "sw-refresh").is_displayed())
