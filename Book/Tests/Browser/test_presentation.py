"""Presentation and state in a real browser: an alert with actions and a message, a confirmation
dialog closed by Escape or by one of its buttons, a sheet presented for an item, a @FocusState that
moves the browser's focus and follows the user's clicks, and the width class of the window."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import by_identifier, open_app, text_of, wait


def active_identifier(driver):
    return driver.execute_script("return document.activeElement && document.activeElement.dataset.identifier")


def test_an_alert_with_actions_runs_the_chosen_one_and_closes(server, driver):
    open_app(driver, server, "presentation")
    driver.find_element(*by_identifier("ask-delete")).click()
    wait(driver).until(lambda d: d.find_elements("css selector", ".sw-alert"))
    alert = driver.find_element("css selector", ".sw-alert")
    assert alert.get_attribute("role") == "alertdialog"
    assert alert.get_attribute("aria-modal") == "true"
    assert "Delete the file?" in alert.text
    assert "It cannot be undone." in alert.text
    buttons = alert.find_elements("css selector", "button")
    assert [button.text for button in buttons] == ["Delete", "Keep"]
    # The alert's first button takes the focus; Escape does not dismiss an alert.
    wait(driver).until(lambda d: active_identifier(d) == "confirm-delete")
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    assert driver.find_elements("css selector", ".sw-alert")
    driver.find_element(*by_identifier("confirm-delete")).click()
    wait(driver).until(lambda d: not d.find_elements("css selector", ".sw-alert"))
    assert text_of(driver, "deleted") == "deleted 1"


def test_a_confirmation_dialog_closes_on_escape_and_runs_a_chosen_action(server, driver):
    open_app(driver, server, "presentation")
    driver.find_element(*by_identifier("ask-colour")).click()
    wait(driver).until(lambda d: d.find_elements("css selector", '.sw-alert[data-dialog="confirmation"]'))
    dialog = driver.find_element("css selector", ".sw-alert")
    # The title is hidden (titleVisibility .automatic, as on an iPhone) but still names the dialog.
    title = dialog.find_element("css selector", ".sw-alert-title")
    assert title.size["height"] <= 1 and title.size["width"] <= 1  # visually hidden, kept for assistive tech
    assert title.get_attribute("textContent") == "Background colour"
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait(driver).until(lambda d: not d.find_elements("css selector", ".sw-alert"))
    assert text_of(driver, "colour") == "colour none"

    driver.find_element(*by_identifier("ask-colour")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("pick-red")))
    driver.find_element(*by_identifier("pick-red")).click()
    wait(driver).until(lambda d: text_of(d, "colour") == "colour red")
    assert not driver.find_elements("css selector", ".sw-alert")

    # The app gave no Cancel button; the dialog has one anyway (as on an iPhone), and it only closes.
    driver.find_element(*by_identifier("ask-colour")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("pick-red")))
    buttons = driver.find_elements("css selector", ".sw-alert button")
    assert [b.text for b in buttons] == ["Red", "Green", "Cancel"]
    buttons[-1].click()
    wait(driver).until(lambda d: not d.find_elements("css selector", ".sw-alert"))
    assert text_of(driver, "colour") == "colour red"


def test_a_sheet_for_an_item_shows_it_and_dismiss_closes_it(server, driver):
    open_app(driver, server, "presentation")
    driver.find_element(*by_identifier("open-note")).click()
    wait(driver).until(lambda d: d.find_elements("css selector", "dialog.sw-sheet[open]"))
    assert text_of(driver, "note-title") == "Note groceries"
    driver.find_element(*by_identifier("note-done")).click()
    wait(driver).until(lambda d: not d.find_elements("css selector", "dialog.sw-sheet"))


def test_escape_on_a_dialog_inside_a_sheet_leaves_the_sheet(server, driver):
    open_app(driver, server, "presentation")
    driver.find_element(*by_identifier("open-note")).click()
    wait(driver).until(lambda d: d.find_elements("css selector", "dialog.sw-sheet[open]"))
    # An alert must be answered: Escape closes neither it nor the sheet.
    driver.find_element(*by_identifier("note-erase")).click()
    wait(driver).until(lambda d: active_identifier(d) == "note-erase-yes")
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    driver.find_element(*by_identifier("note-erase-yes")).click()
    wait(driver).until(lambda d: text_of(d, "note-answer") == "answer erased")
    assert driver.find_elements("css selector", "dialog.sw-sheet[open]")
    # Escape closes a confirmation dialog, and only it.
    driver.find_element(*by_identifier("note-share")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("note-share-mail")))
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait(driver).until(lambda d: not d.find_elements("css selector", ".sw-alert"))
    assert driver.find_elements("css selector", "dialog.sw-sheet[open]")
    assert text_of(driver, "note-title") == "Note groceries"
    # With no dialog open, Escape closes the sheet.
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait(driver).until(lambda d: not d.find_elements("css selector", "dialog.sw-sheet"))


def test_focus_state_moves_the_focus_and_follows_the_user(server, driver):
    open_app(driver, server, "presentation")
    assert text_of(driver, "focus") == "focus none"
    driver.find_element(*by_identifier("focus-email")).click()
    wait(driver).until(lambda d: active_identifier(d) == "email")
    assert text_of(driver, "focus") == "focus email"

    driver.find_element(*by_identifier("name")).click()
    wait(driver).until(lambda d: text_of(d, "focus") == "focus name")
    assert active_identifier(driver) == "name"
    ActionChains(driver).send_keys("Ada").perform()
    wait(driver).until(lambda d: d.find_element(*by_identifier("name")).get_attribute("value") == "Ada")

    # Leaving the field for a plain button clears the state.
    driver.find_element(*by_identifier("ask-colour")).click()
    wait(driver).until(lambda d: text_of(d, "focus") == "focus none")


def test_a_frame_that_unmarks_the_old_field_keeps_the_focus_in_the_field_just_clicked(server, driver):
    open_app(driver, server, "presentation")
    driver.find_element(*by_identifier("focus-email")).click()
    wait(driver).until(lambda d: active_identifier(d) == "email")
    # Hold back the next focusin, so the server hears "email off" alone and answers with a frame
    # that only removes the email field's mark while the name field already has the focus.
    driver.execute_script(
        "window.addEventListener('focusin', (e) => e.stopPropagation(), {capture: true, once: true})")
    driver.find_element(*by_identifier("name")).click()
    wait(driver).until(lambda d: text_of(d, "focus") == "focus none")
    assert active_identifier(driver) == "name"


def test_the_window_width_sets_the_horizontal_size_class(server, driver):
    open_app(driver, server, "presentation")
    wait(driver).until(lambda d: text_of(d, "size-class") == "regular")  # a 1000-pixel-wide window
    driver.set_window_size(500, 800)
    wait(driver).until(lambda d: text_of(d, "size-class") == "compact")
    driver.set_window_size(1000, 800)
    wait(driver).until(lambda d: text_of(d, "size-class") == "regular")
