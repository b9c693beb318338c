"""SuperStorage in a real browser: list, download screen, Gold with Cancel All (partial JPEG and TIFF),
Cloud 9 (full image), going back (no live streams), and blob URLs that die with their page."""

import json
import urllib.error
import urllib.request

from conftest import by_identifier, open_app, text_of, wait
from selenium.common.exceptions import StaleElementReferenceException

JPEG = "graphics-project-ver-1.jpeg"


def file_sizes(server):
    return {entry["name"]: entry["size"] for entry in json.loads(server.get("/files/list")[1])}


def open_download(driver, server, name):
    open_app(driver, server, "superstorage")
    wait(driver).until(lambda d: d.find_elements(*by_identifier(f"file-{name}")))
    assert "duplicate files." in text_of(driver, "files-status")
    driver.find_element(*by_identifier(f"file-{name}")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("tier-gold")))


def displayed_preview(driver):
    """The preview <img> once the browser has decoded it (naturalHeight > 0), else None."""
    images = driver.find_elements(*by_identifier("preview-image"))
    try:
        if not images or not images[0].is_displayed():
            return None
        loaded = driver.execute_script("return arguments[0].complete && arguments[0].naturalHeight", images[0])
    except StaleElementReferenceException:
        return None  # replaced between the two calls: the caller's wait looks again
    return images[0] if loaded else None


def fetched_length(driver, url):
    return driver.execute_async_script(
        "const done = arguments[1];"
        "fetch(arguments[0]).then(r => r.arrayBuffer()).then(b => done(b.byteLength), () => done(-1));",
        url,
    )


def http_status(url):
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def test_gold_then_cancel_all_shows_the_partial_image(server, driver):
    size = file_sizes(server)[JPEG]
    open_download(driver, server, JPEG)
    cancel = driver.find_element(*by_identifier("cancel-all"))
    assert not cancel.is_enabled()
    # Cancel All sits in the navigation bar, at the top of the window.
    assert cancel.rect["y"] < 80, cancel.rect

    driver.find_element(*by_identifier("tier-gold")).click()
    progress = (lambda d: float(d.find_element(*by_identifier(f"progress-{JPEG}")).get_attribute("value") or 0))
    wait(driver).until(lambda d: d.find_elements(*by_identifier(f"progress-{JPEG}")) and progress(d) > 0)
    assert driver.find_elements(*by_identifier("download-spinner"))
    assert not driver.find_elements(*by_identifier("tier-silver"))
    wait(driver).until(lambda d: d.find_element(*by_identifier("cancel-all")).is_enabled())
    driver.find_element(*by_identifier("cancel-all")).click()

    image = wait(driver).until(displayed_preview)
    assert 0 < fetched_length(driver, image.get_attribute("src")) < size
    assert progress(driver) < 1
    assert not driver.find_elements(*by_identifier("download-spinner"))
    assert not driver.find_elements(*by_identifier("download-duration"))
    server.wait_status("liveStreams", 0)


def test_cloud9_shows_the_whole_image_and_back_leaves_no_stream(server, driver):
    size = file_sizes(server)[JPEG]
    open_download(driver, server, JPEG)
    driver.find_element(*by_identifier("tier-cloud9")).click()
    image = wait(driver).until(displayed_preview)
    assert fetched_length(driver, image.get_attribute("src")) == size
    for part in range(1, 5):
        bar = driver.find_element(*by_identifier(f"progress-{JPEG} (part {part})"))
        assert bar.get_attribute("value") == "1"

    driver.find_element("css selector", ".sw-back").click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier(f"file-{JPEG}")))
    server.wait_status("liveStreams", 0)


def test_going_back_during_gold_stops_the_stream_and_the_next_visit_is_clean(server, driver):
    open_download(driver, server, JPEG)
    driver.find_element(*by_identifier("tier-gold")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("download-duration")))
    server.wait_status("liveStreams", 1)
    driver.find_element("css selector", ".sw-back").click()
    server.wait_status("liveStreams", 0, timeout=5)
    wait(driver).until(lambda d: d.find_elements(*by_identifier(f"file-{JPEG}")))
    driver.find_element(*by_identifier(f"file-{JPEG}")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("tier-gold")))
    assert driver.find_elements(*by_identifier("preview-none"))
    assert not driver.find_elements("css selector", '[data-identifier^="progress-"]')


def test_the_blob_url_answers_404_after_the_page_closes(server, driver):
    open_download(driver, server, JPEG)
    driver.find_element(*by_identifier("tier-cloud9")).click()
    image = wait(driver).until(displayed_preview)
    source = image.get_attribute("src")
    assert "/web/blob/" in source
    assert http_status(source) == 200
    driver.get("about:blank")
    server.wait_status("sessions", 0)
    assert http_status(source) == 404


TIFF = "graphics-project-ver-1.tiff"

FIRST_BYTES = """
const done = arguments[1];
fetch(arguments[0]).then(r => r.arrayBuffer()).then(b => done(Array.from(new Uint8Array(b).slice(0, 8))), () => done(null));
"""


def duration_text(driver):
    labels = driver.find_elements(*by_identifier("download-duration"))
    try:
        return labels[0].text if labels else None
    except StaleElementReferenceException:
        return None


def test_a_tiff_download_ticks_the_duration_and_shows_its_preview_as_png(server, driver):
    open_download(driver, server, TIFF)
    driver.find_element(*by_identifier("tier-gold")).click()
    # The chapter's Combine timer ticks once a second while the 3.8 MB download runs at 1 MB/s.
    wait(driver, 30).until(lambda d: duration_text(d) in ("Duration: 1s", "Duration: 2s", "Duration: 3s"))
    # Browsers do not draw TIFF: the preview is the picture converted to PNG, at its full size.
    image = wait(driver, 60).until(displayed_preview)
    size = driver.execute_script("return [arguments[0].naturalWidth, arguments[0].naturalHeight]", image)
    assert size == [800, 1200]
    assert driver.execute_async_script(FIRST_BYTES, image.get_attribute("src")) == [137, 80, 78, 71, 13, 10, 26, 10]
    assert not driver.find_elements(*by_identifier("preview-none"))
    assert not driver.find_elements(*by_identifier("download-duration"))


# Partial TIFF previews: Cancel All keeps a TIFF's bytes as it does a JPEG's, and the preview shows
# the rows received so far with the rest transparent, as Chromium draws a partial JPEG.

PIXELS = """
const image = arguments[0];
const canvas = document.createElement("canvas");
canvas.width = image.naturalWidth;
canvas.height = image.naturalHeight;
const context = canvas.getContext("2d");
context.drawImage(image, 0, 0);
return arguments[1].map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data));
"""


def test_gold_tiff_then_cancel_all_shows_the_rows_received_so_far(server, driver):
    open_download(driver, server, TIFF)
    driver.find_element(*by_identifier("tier-gold")).click()
    progress = (lambda d: float(d.find_element(*by_identifier(f"progress-{TIFF}")).get_attribute("value") or 0))
    wait(driver).until(lambda d: d.find_elements(*by_identifier(f"progress-{TIFF}")) and progress(d) > 0)
    wait(driver).until(lambda d: d.find_element(*by_identifier("cancel-all")).is_enabled())
    driver.find_element(*by_identifier("cancel-all")).click()

    image = wait(driver, 60).until(displayed_preview)
    assert progress(driver) < 1
    assert not driver.find_elements(*by_identifier("preview-none"))
    size = driver.execute_script("return [arguments[0].naturalWidth, arguments[0].naturalHeight]", image)
    assert size == [800, 1200]
    top_left, top_middle, bottom = driver.execute_script(PIXELS, image, [[0, 0], [400, 0], [400, 1199]])
    # The first row is drawn (the gradient starts at magenta), the last is not there yet.
    assert top_left == [255, 0, 255, 255]
    assert top_middle[3] == 255
    assert bottom[3] == 0
    server.wait_status("liveStreams", 0)
