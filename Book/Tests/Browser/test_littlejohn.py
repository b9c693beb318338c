"""LittleJohn in a real browser: symbol list, multi-select, the pushed live ticker and going back."""

import re

from conftest import by_identifier, open_app, text_of, wait


def test_select_symbols_and_watch_prices_change(server, driver):
    open_app(driver, server, "littlejohn")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("symbol-AAPL")))
    live = driver.find_element(*by_identifier("live-ticker"))
    assert not live.is_enabled()

    driver.find_element(*by_identifier("symbol-TSLA")).click()
    driver.find_element(*by_identifier("symbol-AAPL")).click()
    wait(driver).until(lambda d: "✓" in d.find_element(*by_identifier("symbol-AAPL")).text)
    wait(driver).until(lambda d: d.find_element(*by_identifier("live-ticker")).is_enabled())
    driver.find_element(*by_identifier("live-ticker")).click()

    wait(driver).until(lambda d: d.find_elements(*by_identifier("price-AAPL")))
    first = text_of(driver, "price-AAPL")
    assert re.fullmatch(r"\d+\.\d{3}", first)
    assert text_of(driver, "price-TSLA")
    # The ticker is a pushed screen: its title shows, the list's is hidden under it.
    titles = [e.get_attribute("data-navigation-title")
              for e in driver.find_elements("css selector", "[data-navigation-title]") if e.is_displayed()]
    assert titles == ["Live"]
    wait(driver, 3).until(lambda d: text_of(d, "price-AAPL") != first)
    server.wait_status("liveStreams", 1)

    driver.find_element("css selector", ".sw-back").click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("symbol-AAPL")))
    server.wait_status("liveStreams", 0, timeout=5)
    # The list kept its selection and did not reload.
    assert "✓" in driver.find_element(*by_identifier("symbol-AAPL")).text


def test_closing_the_page_on_the_live_screen_ends_session_and_stream(server, driver):
    open_app(driver, server, "littlejohn")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("symbol-NOK")))
    driver.find_element(*by_identifier("symbol-NOK")).click()
    wait(driver).until(lambda d: d.find_element(*by_identifier("live-ticker")).is_enabled())
    driver.find_element(*by_identifier("live-ticker")).click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("price-NOK")))
    driver.get("about:blank")
    server.wait_status("sessions", 0)
    server.wait_status("liveStreams", 0)
