"""Lists and navigation in Chromium, on the test-only `lists-navigation` app (served with
`--test-apps`): a row pushes its detail by value and the back button pops it, a row's Delete
button removes it, and the search field (a native `<input type=search>`) filters the list."""

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By

from conftest import by_identifier, open_app, text_of, wait


def visible(driver, identifier):
    # An element the next frame removes between finding and asking counts as not shown; the wait
    # around these helpers asks again.
    try:
        return any(element.is_displayed() for element in driver.find_elements(*by_identifier(identifier)))
    except StaleElementReferenceException:
        return False


def shown_text(driver, identifier):
    """The text of the displayed element with `identifier` (hidden screens below keep theirs)."""
    try:
        shown = [element for element in driver.find_elements(*by_identifier(identifier)) if element.is_displayed()]
        return shown[0].text if shown else None
    except StaleElementReferenceException:
        return None


def test_a_row_pushes_its_detail_by_value_and_back_returns(server, driver):
    open_app(driver, server, "lists-navigation")
    wait(driver).until(lambda d: visible(d, "trail-2"))
    driver.find_element(*by_identifier("trail-2")).click()
    wait(driver).until(lambda d: visible(d, "detail-name"))
    assert shown_text(driver, "detail-name") == "Cedar Falls"
    # The pushed screen's frame and the root's hiding may arrive a frame apart: wait, bounded.
    wait(driver).until(lambda d: not visible(d, "trail-2"))
    # A screen pushes the next value on top of itself.
    driver.find_element(*by_identifier("next-trail")).click()
    wait(driver).until(lambda d: shown_text(d, "detail-name") == "River Walk")
    back = driver.find_element(By.CSS_SELECTOR, ".sw-back")
    back.click()
    wait(driver).until(lambda d: shown_text(d, "detail-name") == "Cedar Falls")
    driver.find_element(By.CSS_SELECTOR, ".sw-back").click()
    wait(driver).until(lambda d: visible(d, "trail-2"))
    wait(driver).until(lambda d: not d.find_elements(*by_identifier("detail-name")))
    wait(driver).until(lambda d: not d.find_element(By.CSS_SELECTOR, ".sw-back").is_displayed())


def test_delete_removes_the_row(server, driver):
    open_app(driver, server, "lists-navigation")
    wait(driver).until(lambda d: visible(d, "trail-3"))
    assert text_of(driver, "trail-count") == "5 trails"
    delete = driver.find_element(By.CSS_SELECTOR, 'li:has([data-identifier="trail-3"]) [data-row-action="delete"]')
    assert delete.tag_name == "button" and delete.text == "Delete"
    delete.click()
    wait(driver).until(lambda d: text_of(d, "trail-count") == "4 trails")
    assert not driver.find_elements(*by_identifier("trail-3"))
    assert visible(driver, "trail-4")


def test_search_filters_the_list(server, driver):
    open_app(driver, server, "lists-navigation")
    wait(driver).until(lambda d: visible(d, "trail-1"))
    field = driver.find_element(By.CSS_SELECTOR, 'input[type="search"]')
    assert field.get_attribute("placeholder") == "Find a trail"
    field.send_keys("ri")
    wait(driver).until(lambda d: not d.find_elements(*by_identifier("trail-2")))
    # "Ridge Loop" and "River Walk" match; the others are gone.
    assert visible(driver, "trail-1") and visible(driver, "trail-3")
    assert not driver.find_elements(*by_identifier("trail-4"))
    field.clear()
    field.send_keys(" ")
    field.send_keys("\b")
    wait(driver).until(lambda d: visible(d, "trail-5"))


def test_leading_toolbar_items_sit_at_the_leading_end_and_trailing_ones_at_the_end(server, driver):
    open_app(driver, server, "lists-navigation")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("reset")))
    reset = driver.find_element(*by_identifier("reset"))
    sort = driver.find_element(*by_identifier("sort"))
    # The root screen's title is drawn at the top of its content (`data-navigation-title`).
    title = driver.find_element("css selector", '[data-navigation-title="Trails"]')
    nav = driver.find_element("css selector", ".sw-nav")
    left = nav.rect["x"]
    right = left + nav.rect["width"]
    # Reset at the leading end, Sort at the trailing end, the title below both (not under them).
    assert reset.rect["x"] - left < 40
    assert right - (sort.rect["x"] + sort.rect["width"]) < 40
    assert title.rect["y"] >= reset.rect["y"] + reset.rect["height"] - 1
    # Both still work.
    reset.click()
    sort.click()
    wait(driver).until(lambda d: text_of(d, "trail-count") == "5 trails")
