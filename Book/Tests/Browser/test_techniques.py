"""The Techniques app in a real browser: tab switching counts and the growing typewriter text."""

from conftest import by_identifier, open_app, text_of, wait


def test_switching_tabs_raises_appear_counts_but_not_prepare(server, driver):
    open_app(driver, server, "techniques")
    # The counts written by onAppear and .task arrive in the first frame after the page's own HTML.
    wait(driver).until(lambda d: text_of(d, "appear-count") == "onAppear: 1" and text_of(d, "prepare-count") == "prepare: 1")
    for count in (2, 3):
        driver.find_element(*by_identifier("tab-typewriter")).click()
        wait(driver).until(lambda d: d.find_element(*by_identifier("typewriter-text")).is_displayed())
        assert not driver.find_element(*by_identifier("appear-count")).is_displayed()
        driver.find_element(*by_identifier("tab-prepare")).click()
        wait(driver).until(lambda d: text_of(d, "appear-count") == f"onAppear: {count}")
        assert text_of(driver, "prepare-count") == "prepare: 1"
        assert text_of(driver, "async-appear-count") == f"onAppear: {count}"


def test_the_typewriter_text_grows(server, driver):
    open_app(driver, server, "techniques")
    driver.find_element(*by_identifier("tab-typewriter")).click()
    wait(driver).until(lambda d: text_of(d, "typewriter-text") == "H")
    wait(driver).until(lambda d: text_of(d, "typewriter-text") == "He")
    wait(driver).until(lambda d: text_of(d, "typewriter-stream-text").startswith("He"))
    wait(driver, 20).until(lambda d: text_of(d, "typewriter-text") == "Hello, world!")


def test_the_index_lists_both_posts_apps(server, driver):
    driver.get(server.url("/"))
    links = [a.get_attribute("href") for a in driver.find_elements("css selector", "a")]
    assert server.url("/apps/spacephotos") in links
    assert server.url("/apps/techniques") in links


def result_ids(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('[data-identifier^=\"taskgroup-result-\"]')]"
        ".map(e => e.getAttribute('data-identifier').slice('taskgroup-result-'.length))"
    )


def test_the_task_group_fails_fast_or_collects_failures(server, driver):
    open_app(driver, server, "techniques")
    driver.find_element(*by_identifier("tab-taskgroup")).click()
    start = lambda: driver.find_element(*by_identifier("taskgroup-start"))
    wait(driver).until(lambda d: start().is_displayed())
    start().click()
    wait(driver, 60).until(lambda d: text_of(d, "taskgroup-status").startswith("Stopped: missing failed"))
    assert result_ids(driver)[-1] == "missing"
    wait(driver).until(lambda d: start().is_enabled())

    driver.find_element(*by_identifier("fail-fast")).click()
    wait(driver).until(lambda d: not d.find_element("css selector", '[data-identifier="fail-fast"] input').is_selected())
    start().click()
    wait(driver, 60).until(lambda d: text_of(d, "taskgroup-status") == "Done: 11 downloaded, 1 failed.")
    ids = result_ids(driver)
    assert len(ids) == 12 and "missing" in ids
