"""URLs and history in a real browser: each push is a history entry and a path segment; Back,
Forward, reload and a new tab rebuild the same stack (a typed path of three levels, LittleJohn's
ticker, SuperStorage's download screen); a view-destination screen falls back to its ancestor; a
garbage URL shows the deepest screen that decodes; the selected tab survives a reload."""

from urllib.parse import urlparse

from conftest import by_identifier, new_browser, open_app, wait
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By

APP = "/apps/url-navigation"


def path_of(driver):
    parsed = urlparse(driver.current_url)
    return parsed.path + (("?" + parsed.query) if parsed.query else "")


def shown(driver, identifier):
    """Whether the element is on the screen (a screen under the top one is hidden)."""
    try:
        elements = driver.find_elements(*by_identifier(identifier))
        return bool(elements) and elements[0].is_displayed()
    except StaleElementReferenceException:
        return False  # a render frame replaced the page between the two reads: look again


def wait_shown(driver, identifier, path=None):
    wait(driver).until(lambda d: shown(d, identifier))
    if path is not None:
        wait(driver).until(lambda d: path_of(d) == path)


def connected(driver):
    wait(driver).until(lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))


def load(driver, server, path):
    driver.get(server.url(path))
    connected(driver)


def test_typed_path_back_forward_reload_and_new_tab(server, driver):
    open_app(driver, server, "url-navigation")
    assert path_of(driver) == APP
    for level in (1, 2, 3):
        driver.find_element(*by_identifier(f"push-{level}")).click()
        wait_shown(driver, f"level-{level}", APP + "/" + "/".join(str(n) for n in range(1, level + 1)))
    length = driver.execute_script("return history.length")

    driver.back()
    wait_shown(driver, "level-2", APP + "/1/2")
    driver.back()
    wait_shown(driver, "level-1", APP + "/1")
    driver.forward()
    wait_shown(driver, "level-2", APP + "/1/2")
    # Back and Forward made no new entries.
    assert driver.execute_script("return history.length") == length

    driver.refresh()
    connected(driver)
    wait_shown(driver, "level-2", APP + "/1/2")
    assert not shown(driver, "level-3")
    # The entries before the reload are still this page's: Back goes to level 1, then to the root.
    driver.back()
    wait_shown(driver, "level-1", APP + "/1")
    driver.back()
    wait_shown(driver, "level-0", APP)
    # The page's own back button after a push goes back through history too.
    driver.find_element(*by_identifier("push-1")).click()
    wait_shown(driver, "level-1", APP + "/1")
    driver.find_element(By.CSS_SELECTOR, ".sw-back").click()
    wait_shown(driver, "level-0", APP)

    other = new_browser()
    try:
        load(other, server, APP + "/1/2/3")
        wait_shown(other, "level-3", APP + "/1/2/3")
        # `.onOpenURL` got the absolute URL the page was opened with.
        opened = other.find_element(*by_identifier("opened-url")).get_attribute("textContent")
        assert opened == server.url(APP + "/1/2/3")
        other.back()  # an entry the page did not make: the browser leaves or stays, never breaks
    finally:
        other.quit()


def test_a_view_destination_screen_falls_back_to_its_ancestor(server, driver):
    load(driver, server, APP + "/1")
    wait_shown(driver, "level-1", APP + "/1")
    driver.find_element(*by_identifier("notes-link-1")).click()
    wait_shown(driver, "notes-1", APP + "/1")
    driver.back()
    wait_shown(driver, "level-1", APP + "/1")
    # Forward to the notes entry: a view screen cannot be rebuilt, so its ancestor shows.
    driver.forward()
    wait(driver).until(lambda d: d.execute_script("return history.state && history.state.depth") == 1)
    assert shown(driver, "level-1") and not shown(driver, "notes-1")
    driver.find_element(*by_identifier("notes-link-1")).click()
    wait_shown(driver, "notes-1")
    driver.refresh()
    connected(driver)
    wait_shown(driver, "level-1", APP + "/1")


def test_a_garbage_url_shows_the_deepest_screen_that_decodes(server, driver):
    for garbage in ("/1/%C0%AF/3", "/1/%00", "/1/x/3", "/1/2/" + "9" * 400, "/1/..%2F..%2Fetc"):
        load(driver, server, APP + garbage)
        deepest = "level-2" if garbage.startswith("/1/2/") else "level-1"
        wait_shown(driver, deepest)
        wait(driver).until(lambda d: path_of(d) in (APP + "/1", APP + "/1/2"))
        # The page works: a push from there lands one level deeper.
        if deepest == "level-1":
            driver.find_element(*by_identifier("push-2")).click()
            wait_shown(driver, "level-2", APP + "/1/2")
    with open(server.log_path) as log:
        assert "navigation URL" in log.read()


def test_the_selected_tab_survives_a_reload(server, driver):
    open_app(driver, server, "url-navigation")
    settings = [b for b in driver.find_elements(By.CSS_SELECTOR, "button") if b.text == "Settings"][0]
    settings.click()
    wait_shown(driver, "settings", APP + "?tab=settings")
    driver.refresh()
    connected(driver)
    wait_shown(driver, "settings", APP + "?tab=settings")
    levels = [b for b in driver.find_elements(By.CSS_SELECTOR, "button") if b.text == "Levels"][0]
    levels.click()
    wait_shown(driver, "level-0", APP)


def test_littlejohn_ticker_back_forward_reload_and_new_tab(server, driver):
    open_app(driver, server, "littlejohn")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("symbol-AAPL")))
    driver.find_element(*by_identifier("symbol-AAPL")).click()
    wait(driver).until(lambda d: d.find_element(*by_identifier("live-ticker")).is_enabled())
    driver.find_element(*by_identifier("live-ticker")).click()
    ticker = "/apps/littlejohn/TickerRoute:AAPL"
    wait_shown(driver, "price-AAPL", ticker)
    driver.back()
    wait_shown(driver, "live-ticker", "/apps/littlejohn")
    server.wait_status("liveStreams", 0, timeout=5)
    driver.forward()
    wait_shown(driver, "price-AAPL", ticker)
    driver.refresh()
    connected(driver)
    wait_shown(driver, "price-AAPL", ticker)
    other = new_browser()
    try:
        load(other, server, "/apps/littlejohn/TickerRoute:AAPL,TSLA")
        wait_shown(other, "price-TSLA", "/apps/littlejohn/TickerRoute:AAPL,TSLA")
        # Symbols a route cannot hold fall back to the list.
        load(other, server, "/apps/littlejohn/TickerRoute:%3Cscript%3E")
        wait_shown(other, "live-ticker", "/apps/littlejohn")
    finally:
        other.quit()


def test_superstorage_download_screen_back_forward_reload_and_new_tab(server, driver):
    open_app(driver, server, "superstorage")
    name = "graphics-project-ver-1.jpeg"
    wait(driver).until(lambda d: d.find_elements(*by_identifier(f"file-{name}")))
    driver.find_element(*by_identifier(f"file-{name}")).click()
    screen = "/apps/superstorage/FileRoute:" + name
    wait_shown(driver, "tier-gold", screen)
    driver.back()
    wait_shown(driver, f"file-{name}", "/apps/superstorage")
    driver.forward()
    wait_shown(driver, "tier-gold", screen)
    driver.refresh()
    connected(driver)
    wait_shown(driver, "tier-gold", screen)
    other = new_browser()
    try:
        load(other, server, screen)
        wait_shown(other, "tier-gold", screen)
    finally:
        other.quit()


def test_a_socket_that_needs_a_fresh_session_is_rebuilt_from_the_url(server, driver):
    load(driver, server, APP + "/1/2")
    wait_shown(driver, "level-2", APP + "/1/2")
    driver.find_element(*by_identifier("notes-link-2")).click()
    wait_shown(driver, "notes-2")
    # The socket drops; its session ends with it, so the reconnect gets a fresh one built from the URL:
    # the levels come back, the notes screen (which a URL cannot carry) does not.
    driver.execute_script("window.swiftlet.dropSocket()")
    wait(driver).until(lambda d: shown(d, "level-2") and not shown(d, "notes-2"))
    connected(driver)
    assert path_of(driver) == APP + "/1/2"
    driver.find_element(*by_identifier("push-3")).click()
    wait_shown(driver, "level-3", APP + "/1/2/3")


def test_blabber_chat_url_keeps_the_name_out_and_takes_the_stored_one(server, driver):
    open_app(driver, server, "blabber")
    field = driver.find_element(*by_identifier("login-name"))
    field.clear()
    field.send_keys("urlana")
    wait(driver).until(lambda d: d.find_element(*by_identifier("login-enter")).is_enabled())
    driver.find_element(*by_identifier("login-enter")).click()
    chat = "/apps/blabber/BlabberRoute:chat"
    wait_shown(driver, "message-field", chat)
    assert "urlana" not in driver.current_url
    # A reload reopens the chat under the name this browser stored.
    driver.refresh()
    connected(driver)
    wait_shown(driver, "message-field", chat)
    # Another browser has no stored name: the chat asks for one instead of joining.
    other = new_browser()
    try:
        load(other, server, chat)
        wait_shown(other, "chat-needs-name", chat)
        other.back()
    finally:
        other.quit()
