"""Space Photos in a real browser: pictures load, Save marks a photo and survives a server restart."""

import os
import tempfile

import pytest

from conftest import by_identifier, data_directory, free_port, launch, open_app, stop, text_of, wait

IMAGE_LOADED = """
const named = document.querySelector('[data-identifier="photo-image-' + arguments[0] + '"]');
// The identifier follows `.frame`, so it names the frame's box around the image.
const image = named && (named.tagName === "IMG" ? named : named.querySelector("img"));
return !!image && image.complete && image.naturalWidth > 0;
"""


@pytest.fixture
def restartable():
    """A server with its own data directory; `restart()` starts a new process on the same directory."""
    data_dir = data_directory("swiftlet-space-")
    shared_assets = os.path.join(tempfile.gettempdir(), "swiftlet-browser-assets")
    os.makedirs(shared_assets, exist_ok=True)
    os.symlink(shared_assets, os.path.join(data_dir, "assets"))
    state = {}

    def start():
        state["server"], state["log"] = launch(free_port(), data_dir)
        return state["server"]

    def restart():
        stop(state["server"], state["log"])
        return start()

    start()
    yield state["server"], restart
    stop(state["server"], state["log"])


def test_photo_images_load(server, driver):
    open_app(driver, server, "spacephotos")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("photo-row-orion")))
    assert "Orion's Belt" in driver.find_element(*by_identifier("photo-row-orion")).text
    for photo in ("orion", "crab", "saturn"):
        wait(driver, 30).until(lambda d: d.execute_script(IMAGE_LOADED, photo))


def test_save_persists_across_a_server_restart(restartable, driver):
    server, restart = restartable
    open_app(driver, server, "spacephotos")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("save-crab")))
    assert not driver.find_elements(*by_identifier("saved-crab"))
    save = driver.find_element(*by_identifier("save-crab"))
    # The row's Spacer pushes Save to the trailing edge, as in SwiftUI: bring it to the middle of the
    # window, clear of the fixed Refresh button in the bottom corner.
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", save)
    save.click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("saved-crab")))
    assert server.get("/space/saved")[1].replace(" ", "") == '["crab"]'

    server = restart()
    open_app(driver, server, "spacephotos")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("photo-row-crab")))
    wait(driver).until(lambda d: d.find_elements(*by_identifier("saved-crab")))
    assert not driver.find_elements(*by_identifier("saved-orion"))


def test_a_background_refresh_published_off_the_main_actor_still_shows(server, driver):
    open_app(driver, server, "spacephotos")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("photo-row-orion")))
    count = driver.find_element(*by_identifier("background-refresh-count"))
    assert count.text == "Background refreshes: 0"
    driver.find_element(*by_identifier("background-refresh")).click()
    wait(driver).until(lambda d: d.find_element("css selector", '[data-identifier="background-refresh"] input').is_selected())
    driver.find_element("id", "sw-refresh").click()
    wait(driver).until(lambda d: text_of(d, "background-refresh-count") == "Background refreshes: 1")


# Records, whenever the page changes, whether the Save button of a photo holds its spinner and how
# wide the button is then (a save can end between two polls, so polling could miss the spinner).
WATCH_SAVE = """
const id = arguments[0];
const button = () => document.querySelector('[data-identifier="save-' + id + '"]');
window.saveSeen = {width: button().getBoundingClientRect().width, spinnerWidths: [], inside: true};
new MutationObserver(() => {
  const spinner = document.querySelector('[data-identifier="saving-' + id + '"]');
  if (!spinner || !button()) return;
  window.saveSeen.spinnerWidths.push(button().getBoundingClientRect().width);
  window.saveSeen.inside = window.saveSeen.inside && button().contains(spinner);
}).observe(document.body, {subtree: true, childList: true, attributes: true});
"""


def test_save_shows_a_spinner_inside_the_button_which_keeps_its_width(server, driver):
    open_app(driver, server, "spacephotos")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("save-saturn")))
    save = driver.find_element(*by_identifier("save-saturn"))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", save)
    driver.execute_script(WATCH_SAVE, "saturn")
    save.click()
    wait(driver).until(
        lambda d: d.find_elements(*by_identifier("saved-saturn")) or d.find_elements(*by_identifier("save-error-saturn"))
    )
    assert not driver.find_elements(*by_identifier("save-error-saturn")), text_of(driver, "save-error-saturn")
    seen = driver.execute_script("return window.saveSeen")
    assert seen["spinnerWidths"], "the spinner never appeared"
    assert seen["inside"]
    assert all(abs(width - seen["width"]) < 0.5 for width in seen["spinnerWidths"]), seen
    assert not driver.find_elements(*by_identifier("saving-saturn"))
