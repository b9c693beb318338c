"""Lazy containers in a real browser: a page scrolled part-way stays where it was put while the
window of materialised rows moves under it."""

from conftest import by_identifier, open_app, wait

# Scrolls the page to `y`, then records on each of `frames` animation frames the scroll offset, the
# list's first materialised row and that row's top; answers what was seen in the last half.
SCROLL_AND_WATCH = """
const [y, frames, done] = arguments;
window.scrollTo(0, y);
const seen = [];
function sample() {
  const list = document.querySelector(".sw-list[data-lazy]");
  const first = list && list.firstElementChild;
  seen.push([Math.round(window.scrollY), list && list.dataset.firstRow, first && Math.round(first.getBoundingClientRect().top)]);
  if (seen.length < frames) requestAnimationFrame(sample);
  else done(seen.slice(frames / 2).map((entry) => entry.join(",")));
}
requestAnimationFrame(sample);
"""


def test_a_list_scrolled_part_way_stays_where_it_was_put(server, driver):
    open_app(driver, server, "spacephotos")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("save-saturn")))
    # Rows are about 270 px apart: each of these offsets moves the list's window of materialised
    # rows; the page then settles within half a second and stays put.
    for y in (590, 1400, 2300, 600, 0):
        seen = driver.execute_async_script(SCROLL_AND_WATCH, y, 60)
        assert len(set(seen)) == 1, f"at {y}: the page kept moving (scroll offset, first row, its top): {seen}"
