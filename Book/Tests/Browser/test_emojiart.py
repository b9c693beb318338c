"""EmojiArt in a real browser: the feed after verification, thumbnails through the image database
(29 server requests for 87 cells), the details sheet, the live cache counters, and nothing left
running after the page closes."""

import glob
import os
import re

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import by_identifier, open_app, text_of, wait


def open_feed(driver, server):
    open_app(driver, server, "emojiart")
    wait(driver, 60).until(lambda d: d.find_elements(*by_identifier("feed-grid")))


def loaded_thumbnails(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-identifier^=\"feed-image-\"] img'))"
        ".filter(i => i.complete && i.naturalWidth > 0).length")


def scroll_through_grid(driver):
    """Scrolls the grid's scroll view down in half-screen steps, each once the visible thumbnails
    have loaded, so every cell is materialised once; done when the last cell is in the page and
    shown (the server answers each range report a frame or more after the scroll)."""

    # One script per step: the lazy grid replaces cells while it scrolls, so an element found by
    # one WebDriver call can be gone by the next (a stale element reference).
    def step(d):
        return d.execute_script(
            "if (document.querySelector(\"[data-identifier^='feed-image-'] progress\")) return false;"
            "const last = document.querySelector('[data-identifier=\"feed-item-86\"]');"
            "if (last) { last.scrollIntoView({block: 'end'}); return true; }"
            "const s = document.querySelector('[data-identifier=\"feed-grid\"]').closest('.sw-scroll');"
            "s.scrollTop += s.clientHeight / 2;"
            "return false;")

    def state(d):
        return d.execute_script(
            "const s = document.querySelector('[data-identifier=\"feed-grid\"]').closest('.sw-scroll');"
            "const loading = Array.from(document.querySelectorAll(\"[data-identifier^='feed-image-']\"))"
            "  .filter((e) => e.querySelector('progress')).map((e) => e.dataset.identifier);"
            "return {scrollTop: s.scrollTop, scrollHeight: s.scrollHeight, loading: loading,"
            "  lastCell: !!document.querySelector('[data-identifier=\"feed-item-86\"]')};")

    # Bounds to end a hung test, not to time it: under a full CI run each step waits for the visible
    # thumbnails, which the server renders on a loaded machine.
    try:
        WebDriverWait(driver, 120, poll_frequency=0.1).until(step)
    except TimeoutException:
        raise AssertionError(f"never reached the last cell: {state(driver)}")
    wait(driver, 60).until(lambda d: not d.find_elements("css selector", "[data-identifier^='feed-image-'] progress"))


def image_files(server):
    return glob.glob(os.path.join(os.path.dirname(server.log_path), "emojiart-images", "*.img"))


def test_the_feed_appears_after_verification_and_thumbnails_load_once(server, driver):
    open_app(driver, server, "emojiart")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("verify-progress")) or d.find_elements(*by_identifier("feed-grid")))
    wait(driver, 60).until(lambda d: d.find_elements(*by_identifier("feed-grid")))
    assert "Emoji Art" in driver.page_source
    wait(driver, 20).until(lambda d: loaded_thumbnails(d) >= 6)
    price = text_of(driver, "feed-price-0")
    assert re.fullmatch(r"\$\d+\.\d{2}", price)
    # Only the visible cells (plus one line) are in the page.
    assert len(driver.find_elements("css selector", "[data-identifier^='feed-item-']")) < 87
    scroll_through_grid(driver)
    server.wait_status("emojiArtImageTasks", 0, timeout=20)
    # 26 served images and the 3 the server does not serve: one request each.
    assert server.status()["galleryImageRequests"] == 29
    assert len(image_files(server)) == 26


def test_details_sheet_opens_and_closes_by_button_escape_and_outside_click(server, driver):
    open_feed(driver, server)
    wait(driver, 20).until(lambda d: loaded_thumbnails(d) >= 3)
    # The server does not serve three of its 29 images (by design, as in the book), and the feed is
    # shuffled: the test opens the first cell whose thumbnail loaded.
    index = driver.execute_script(
        "const cell = Array.from(document.querySelectorAll('[data-identifier^=\"feed-image-\"]'))"
        ".find((e) => { const i = e.querySelector('img'); return i && i.complete && i.naturalWidth > 0; });"
        "return cell.dataset.identifier.slice('feed-image-'.length);")
    item, image = f"feed-item-{index}", f"feed-image-{index}"
    name = driver.find_element(*by_identifier(item)).text.split("\n")

    def open_details():
        driver.find_element(*by_identifier(item)).click()
        wait(driver).until(lambda d: d.find_elements("css selector", "dialog.sw-sheet[open] [data-identifier='details-sheet']"))

    def closed(d):
        return not d.find_elements("css selector", "dialog.sw-sheet")

    open_details()
    assert text_of(driver, "details-name") in name
    assert re.fullmatch(r"\$\d+\.\d{2}", text_of(driver, "details-price"))
    # Both pictures loaded (an identifier may name the box around the <img>, or a placeholder first).
    wait(driver, 20).until(lambda d: d.execute_script(
        "const img = (e) => e && (e.tagName === 'IMG' ? e : e.querySelector('img'));"
        "const loaded = (e) => !!e && e.complete && e.naturalWidth > 0;"
        "return loaded(img(document.querySelector('[data-identifier=\"details-image\"]')))"
        " && loaded(img(document.querySelector('[data-identifier=\"' + arguments[0] + '\"]')));", image))
    # The cell shows the 200 x 200 thumbnail (the chapter's resize), the sheet the full 360 x 650 image.
    sizes = driver.execute_script(
        "const size = (e) => e && (e.tagName === 'IMG' ? e : e.querySelector('img'));"
        "const cell = size(document.querySelector('[data-identifier=\"' + arguments[0] + '\"]'));"
        "const full = size(document.querySelector('[data-identifier=\"details-image\"]'));"
        "return [cell && [cell.naturalWidth, cell.naturalHeight], full && [full.naturalWidth, full.naturalHeight]];",
        image)
    assert sizes[0] == [200, 200], sizes
    assert sizes[1] in ([360, 650], None), sizes
    driver.find_element(*by_identifier("sheet-close")).click()
    wait(driver).until(closed)

    open_details()
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait(driver).until(closed)

    open_details()
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(10, 10)
    actions.pointer_action.click()
    actions.perform()
    wait(driver).until(closed)


def test_counters_change_live_and_clear_disk_empties_the_cache(server, driver):
    open_feed(driver, server)
    wait(driver, 20).until(lambda d: text_of(d, "access-counters").startswith("Access: "))
    before = text_of(driver, "access-counters")
    disk = lambda d: int(re.match(r"Access: (\d+) from disk", text_of(d, "access-counters")).group(1))
    # "Clear memory" reloads the feed; its thumbnails now come from disk.
    driver.find_element(*by_identifier("clear-memory")).click()
    wait(driver, 20).until(lambda d: disk(d) > 0)
    assert text_of(driver, "access-counters") != before
    wait(driver, 20).until(lambda d: loaded_thumbnails(d) >= 3)
    assert image_files(server)
    driver.find_element(*by_identifier("clear-disk")).click()
    wait(driver, 10).until(lambda d: not image_files(server))


def test_closing_the_page_leaves_no_streams_and_no_image_tasks(server, driver):
    open_feed(driver, server)
    wait(driver, 20).until(lambda d: text_of(d, "access-counters").startswith("Access: "))
    assert server.status()["emojiArtStreams"] >= 2
    driver.get("about:blank")
    server.wait_status("sessions", 0)
    server.wait_status("emojiArtStreams", 0)
    server.wait_status("emojiArtImageTasks", 0, timeout=10)
