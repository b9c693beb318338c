"""Grids and frames in a real browser (`/apps/grids-frames`, a test app): an adaptive grid's column
count is decided by the window's width, scrolling a long adaptive grid materialises the cells down to
its last one, fixed/bounded columns get their widths, and `containerRelativeFrame` sizes cards to a
share of their horizontal scroll view."""

from conftest import by_identifier, open_app, wait


def column_count(driver):
    """The distinct left edges of the adaptive grid's first line of cells."""
    return driver.execute_script(
        """
        const grid = document.querySelector('[data-identifier="adaptive"]');
        const cells = Array.from(grid.children).slice(0, 40);
        const top = cells[0].getBoundingClientRect().top;
        return cells.filter((cell) => Math.abs(cell.getBoundingClientRect().top - top) < 2).length;
        """
    )


def test_an_adaptive_grid_shows_more_columns_on_a_wide_window(server, driver):
    driver.set_window_size(1200, 800)
    open_app(driver, server, "grids-frames")
    wait(driver).until(lambda d: column_count(d) >= 8)
    wide = column_count(driver)
    driver.set_window_size(420, 800)
    wait(driver).until(lambda d: column_count(d) < wide)
    narrow = column_count(driver)
    assert 2 <= narrow <= 4, narrow
    # The browser's track count is what the lazy window counts in (not data-columns, which is 1).
    tracks = driver.execute_script(
        "return getComputedStyle(document.querySelector('[data-identifier=\"adaptive\"]'))"
        ".gridTemplateColumns.split(' ').length"
    )
    assert tracks == narrow


def test_scrolling_a_long_adaptive_grid_reaches_its_last_cell(server, driver):
    driver.set_window_size(1000, 800)
    open_app(driver, server, "grids-frames")
    wait(driver).until(lambda d: column_count(d) >= 6)
    columns = column_count(driver)
    scroll = driver.find_element(*by_identifier("adaptive-scroll"))

    def at_the_end(d):
        d.execute_script("arguments[0].scrollTop = arguments[0].scrollHeight", scroll)
        return len(d.find_elements(*by_identifier("tile-299"))) == 1

    wait(driver, timeout=15).until(at_the_end)
    last = driver.find_element(*by_identifier("tile-299"))
    assert last.text == "Tile 299"
    # Every cell of the last lines is there, one line per `columns` cells, and the last one is visible.
    for index in range(300 - columns, 300):
        assert len(driver.find_elements(*by_identifier(f"tile-{index}"))) == 1, index
    # The window's last re-pad can move the scroll position back by a line (now that a cell's
    # `.frame(height: 40)` is 40 points tall): scrolling to the end again shows the last cell.
    def last_in_view(d):
        d.execute_script("arguments[0].scrollTop = arguments[0].scrollHeight", scroll)
        return d.execute_script(
            """
            const box = arguments[0].getBoundingClientRect();
            const view = arguments[1].getBoundingClientRect();
            return box.bottom <= view.bottom + 1 && box.top >= view.top - 1;
            """,
            d.find_element(*by_identifier("tile-299")),
            scroll,
        )

    wait(driver, timeout=15).until(last_in_view)


def test_fixed_columns_and_container_relative_cards_have_their_sizes(server, driver):
    driver.set_window_size(1000, 800)
    open_app(driver, server, "grids-frames")
    mixed = driver.find_element(*by_identifier("mixed"))
    widths = driver.execute_script(
        "return Array.from(arguments[0].children).slice(0, 2).map((c) => c.getBoundingClientRect().width)", mixed
    )
    assert abs(widths[0] - 40) < 1, widths
    assert 10 <= widths[1] <= 200.5, widths
    strip = driver.find_element(*by_identifier("strip"))
    card = driver.find_element(*by_identifier("card-0"))
    strip_width = driver.execute_script("return arguments[0].clientWidth", strip)
    card_width = driver.execute_script("return arguments[0].getBoundingClientRect().width", card)
    # count 2, spacing 10: (width - 10) / 2.
    assert abs(card_width - (strip_width - 10) / 2) < 1.5, (card_width, strip_width)
