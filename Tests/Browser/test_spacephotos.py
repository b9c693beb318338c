"""Space Photos in a real browser: pictures load, Save marks a photo and survives a server restart."""

import os
import socket
import subprocess
import tempfile
import time

import pytest

from conftest import BINARY, Server, by_identifier, free_port, open_app, text_of, wait

IMAGE_LOADED = """
const image = document.querySelector('[data-identifier="photo-image-' + arguments[0] + '"]');
return !!image && image.tagName === "IMG" && image.complete && image.naturalWidth > 0;
"""


def launch(port, data_dir):
    """Starts `swiftlet serve` on `port` with `data_dir` and waits until it listens."""
    log = open(os.path.join(data_dir, f"server-{time.monotonic_ns()}.log"), "w")
    process = subprocess.Popen(
        [BINARY, "serve", "--port", str(port), "--data-dir", data_dir], stdout=log, stderr=subprocess.STDOUT
    )
    deadline = time.monotonic() + 60
    while True:
        if process.poll() is not None:
            raise RuntimeError("swiftlet serve exited early:\n" + open(log.name).read())
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                break
        except OSError:
            if time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("swiftlet serve did not listen within 60 s")
            time.sleep(0.05)
    return Server(f"http://127.0.0.1:{port}", process, log.name), log


def stop(server, log):
    server.process.terminate()
    try:
        server.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.process.kill()
        server.process.wait(timeout=10)
    log.close()


@pytest.fixture
def restartable():
    """A server with its own data directory; `restart()` starts a new process on the same directory."""
    data_dir = tempfile.mkdtemp(prefix="swiftlet-space-")
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
    driver.find_element(*by_identifier("save-crab")).click()
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
