"""A TabView in the `.page` style in a real browser: one page at a time with a row of dots under it,
a dot or a horizontal swipe turns the page, and the arrow keys move along the dots."""

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import by_identifier, open_app, wait
from test_accessibility import axe_source, serious_violations  # noqa: F401 (a fixture)


def shown(driver, identifier):
    try:
        found = driver.find_elements(*by_identifier(identifier))
        return bool(found) and found[0].is_displayed()
    except StaleElementReferenceException:
        return False


def name_is(driver, expected):
    try:
        return driver.find_element(*by_identifier("page-name")).text == f"page: {expected}"
    except StaleElementReferenceException:
        return False


def dots(driver):
    return driver.find_elements("css selector", '[data-identifier="pages"] > .sw-tabbar > [role="tab"]')


def test_pages_show_one_at_a_time_above_a_row_of_dots(server, driver):
    open_app(driver, server, "pages")
    assert shown(driver, "page-welcome") and not shown(driver, "page-sync")
    row = dots(driver)
    assert len(row) == 3
    sizes = [(dot.rect["width"], dot.rect["height"]) for dot in row]
    assert all(abs(w - 24) < 1 and abs(h - 24) < 1 for w, h in sizes), sizes
    page = driver.find_element(*by_identifier("page-welcome")).rect
    assert min(dot.rect["y"] for dot in row) >= page["y"] + page["height"] - 1  # under the page
    assert [dot.get_attribute("aria-selected") for dot in row] == ["true", "false", "false"]
    # A dot turns to its page; the selection binding follows.
    row[1].click()
    wait(driver).until(lambda d: name_is(d, "sync") and shown(d, "page-sync"))
    # From the app: the binding turns the page, and its dot is the selected one.
    driver.find_element(*by_identifier("go-last")).click()
    wait(driver).until(lambda d: shown(d, "page-done") and not shown(d, "page-sync"))
    assert [dot.get_attribute("aria-selected") for dot in dots(driver)] == ["false", "false", "true"]


def test_a_horizontal_swipe_turns_the_page_and_a_vertical_one_does_not(server, driver):
    open_app(driver, server, "pages")
    page = driver.find_element(*by_identifier("page-welcome"))
    ActionChains(driver, duration=50).move_to_element(page).click_and_hold().move_by_offset(-120, 0).release().perform()
    wait(driver).until(lambda d: name_is(d, "sync") and shown(d, "page-sync"))
    page = driver.find_element(*by_identifier("page-sync"))
    ActionChains(driver, duration=50).move_to_element(page).click_and_hold().move_by_offset(10, 80).release().perform()
    ActionChains(driver, duration=50).move_to_element(page).click_and_hold().move_by_offset(120, 0).release().perform()
    # The vertical drag changed nothing; the rightward swipe went back to the first page.
    wait(driver).until(lambda d: name_is(d, "welcome") and shown(d, "page-welcome"))


def test_the_arrow_keys_move_along_the_dots(server, driver):
    open_app(driver, server, "pages")
    dots(driver)[0].send_keys(Keys.ARROW_RIGHT)
    wait(driver).until(lambda d: name_is(d, "sync"))
    wait(driver).until(lambda d: d.execute_script("return document.activeElement.getAttribute('aria-selected')") == "true")


def test_the_dots_are_clean_under_axe(server, driver, axe_source):  # noqa: F811
    open_app(driver, server, "pages")
    assert serious_violations(driver, axe_source) == []
