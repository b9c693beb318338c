"""Redraw Lab in a real browser: the engine's body counts per tick, visible to a person."""

from conftest import by_identifier, open_app, text_of, wait


def activate(driver, times):
    for _ in range(times):
        before = text_of(driver, "activations")
        driver.find_element(*by_identifier("activate-next")).click()
        wait(driver).until(lambda d: text_of(d, "activations") != before)


def choose(driver, scenario):
    driver.find_element(*by_identifier(f"scenario-{scenario}")).click()
    wait(driver).until(lambda d: text_of(d, "activations") == "activations: 0")


def test_page_is_readable_before_any_script(server):
    status, html = server.get("/apps/redraw-lab")
    assert status == 200
    assert "Activate next" in html and "Redraw Lab" in html
    assert 'src="/web/swiftlet.js"' in html


def test_index_lists_both_apps(server, driver):
    driver.get(server.url("/"))
    links = {a.text: a.get_attribute("href") for a in driver.find_elements("css selector", "main a")}
    assert links["Redraw Lab"].endswith("/apps/redraw-lab")
    assert links["LittleJohn"].endswith("/apps/littlejohn")


def test_s1_evaluates_six_cells_and_s2_two(server, driver):
    open_app(driver, server, "redraw-lab")
    activate(driver, 2)
    wait(driver).until(lambda d: text_of(d, "cell-count") == "6")
    assert text_of(driver, "list-count") == "1"

    choose(driver, "S2")
    activate(driver, 2)
    wait(driver).until(lambda d: text_of(d, "cell-count") == "2")
    assert text_of(driver, "list-count") == "1"


def test_s8_does_not_evaluate_the_list(server, driver):
    open_app(driver, server, "redraw-lab")
    choose(driver, "S8")
    activate(driver, 2)
    wait(driver).until(lambda d: text_of(d, "cell-count") == "2")
    assert text_of(driver, "list-count") == "0"


def test_auto_advance_ticks_once_per_second(server, driver):
    open_app(driver, server, "redraw-lab")
    driver.find_element("css selector", '[data-identifier="auto-advance"] input').click()
    wait(driver, 5).until(lambda d: text_of(d, "activations") == "activations: 2")
    driver.find_element("css selector", '[data-identifier="auto-advance"] input').click()


def test_killed_socket_reconnects_with_a_fresh_render(server, driver):
    open_app(driver, server, "redraw-lab")
    activate(driver, 1)
    wait(driver).until(lambda d: d.execute_script("return window.swiftlet.hellos") >= 1)
    old = driver.execute_script("return [window.swiftlet.session, window.swiftlet.hellos]")
    driver.execute_script("window.swiftlet.dropSocket()")
    # The new connection's hello names its session: a fresh one (this server keeps no session past
    # its socket), whose render follows; the old one only if the reconnect beat the server's release.
    wait(driver).until(lambda d: d.execute_script("return window.swiftlet.connected && window.swiftlet.hellos") > old[1])
    wait(driver).until(lambda d: not d.find_element("id", "sw-status").is_displayed())
    assert "Reconnecting" not in driver.find_element("tag name", "body").text
    fresh = driver.execute_script("return window.swiftlet.session") != old[0]
    expected = 0 if fresh else 1
    wait(driver).until(lambda d: text_of(d, "activations") == f"activations: {expected}")
    # The session works: a click still updates the page.
    activate(driver, 1)
    assert text_of(driver, "activations") == f"activations: {expected + 1}"


def test_closed_page_unmounts_its_session(server, driver):
    open_app(driver, server, "redraw-lab")
    status = server.status()
    assert status["sessions"] - status["pending"] >= 1
    driver.get("about:blank")
    server.wait_no_attached_sessions()
