"""The bottom-sheet page in a real browser: detents switched by click, keyboard and drag; Escape,
clicks outside and the close button; a sheet that refuses interactive dismissal."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.keys import Keys

from conftest import by_identifier, open_app, text_of, wait


def open_sheets(driver):
    return driver.find_elements("css selector", "dialog.sw-sheet[open]")


def sheet_height(driver):
    return driver.execute_script("return document.querySelector('dialog.sw-sheet[open]').getBoundingClientRect().height")


def click_outside(driver):
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(10, 10)
    actions.pointer_action.click()
    actions.perform()


def test_detents_switch_by_click_keyboard_and_drag(server, driver):
    open_app(driver, server, "sheets")
    driver.find_element(*by_identifier("show-sheet")).click()
    wait(driver).until(lambda d: open_sheets(d) and d.find_elements(*by_identifier("sheet-detent")))
    assert text_of(driver, "sheet-detent") == "Detent: medium"
    sheet = open_sheets(driver)[0]
    assert sheet.get_attribute("data-detent") == "medium"
    medium = sheet_height(driver)
    assert 300 <= medium <= 500  # about half of an 800-pixel window

    grabber = driver.find_element(*by_identifier("sheet-grabber"))
    assert grabber.is_displayed()
    grabber.click()
    wait(driver).until(lambda d: text_of(d, "sheet-detent") == "Detent: large")
    assert sheet_height(driver) > medium + 200

    grabber.send_keys(Keys.ARROW_DOWN)
    wait(driver).until(lambda d: text_of(d, "sheet-detent") == "Detent: medium")

    ActionChains(driver).click_and_hold(grabber).move_by_offset(0, -120).release().perform()
    wait(driver).until(lambda d: text_of(d, "sheet-detent") == "Detent: large")
    assert open_sheets(driver)[0].get_attribute("data-detent") == "large"

    # Focus stays inside the modal sheet.
    assert driver.execute_script("return document.activeElement.closest('dialog.sw-sheet') !== null")


def test_escape_outside_click_and_close_button_dismiss(server, driver):
    open_app(driver, server, "sheets")
    show = lambda: driver.find_element(*by_identifier("show-sheet")).click()

    show()
    wait(driver).until(lambda d: open_sheets(d))
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait(driver).until(lambda d: not d.find_elements("css selector", "dialog.sw-sheet"))

    show()
    wait(driver).until(lambda d: open_sheets(d))
    click_outside(driver)
    wait(driver).until(lambda d: not d.find_elements("css selector", "dialog.sw-sheet"))

    show()
    wait(driver).until(lambda d: open_sheets(d))
    driver.find_element(*by_identifier("sheet-close")).click()
    wait(driver).until(lambda d: not d.find_elements("css selector", "dialog.sw-sheet"))


def test_a_locked_sheet_ignores_escape_and_outside_clicks(server, driver):
    open_app(driver, server, "sheets")
    driver.find_element(*by_identifier("show-locked-sheet")).click()
    wait(driver).until(lambda d: open_sheets(d))
    seq = driver.execute_script("return window.swiftlet.seq")
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    click_outside(driver)
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    # Nothing was sent or changed: the sheet is still open.
    assert driver.execute_script("return window.swiftlet.seq") == seq
    assert open_sheets(driver)
    driver.find_element(*by_identifier("locked-sheet-done")).click()
    wait(driver).until(lambda d: not d.find_elements("css selector", "dialog.sw-sheet"))
