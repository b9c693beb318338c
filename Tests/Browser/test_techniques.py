"""The Techniques app in a real browser: tab switching counts and the growing typewriter text."""

from conftest import by_identifier, open_app, text_of, wait


def test_switching_tabs_raises_appear_counts_but_not_prepare(server, driver):
    open_app(driver, server, "techniques")
    assert text_of(driver, "appear-count") == "onAppear: 1"
    assert text_of(driver, "prepare-count") == "prepare: 1"
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
