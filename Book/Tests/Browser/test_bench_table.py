"""The framework benchmark table in a real browser: every button on the Swiftlet page
(/apps/bench-table) and on the hand-written page (/web/bench/table.html), window.benchDone(), the
benchmark's identifiers, and that both pages end up with the same rows after the same clicks."""

from conftest import wait

SWIFTLET = "/apps/bench-table"
HAND_WRITTEN = "/web/bench/table.html"

# Clicks the element with the given data-identifier, awaits window.benchDone() and answers the table:
# the rows' ids, labels and selected ids, and whether every row has its remove control.
CLICK_AND_READ = """
const [identifier, done] = [arguments[0], arguments[arguments.length - 1]];
(async () => {
  if (identifier) {
    const target = document.querySelector('[data-identifier="' + identifier + '"]');
    if (!target) return done({ error: "no element " + identifier });
    target.click();
    const settled = window.benchDone();
    if (!(settled instanceof Promise)) return done({ error: "benchDone() is not a promise" });
    const value = await settled;
    if (value !== true) return done({ error: "benchDone() resolved with " + value + " after " + identifier });
  }
  const labels = Array.from(document.querySelectorAll('[data-identifier^="row-label-"]'));
  const ids = labels.map((label) => Number(label.getAttribute("data-identifier").slice(10)));
  done({
    ids: ids,
    labels: labels.map((label) => label.textContent),
    selected: labels.filter((label) => label.parentElement.getAttribute("data-selected") === "true"
      || label.parentElement.classList.contains("selected")).map((label) => Number(label.getAttribute("data-identifier").slice(10))),
    removable: ids.every((id, index) => {
      const remove = labels[index].nextElementSibling;
      return !!remove && remove.getAttribute("data-identifier") === "row-remove-" + id;
    }),
    shownIds: ids.every((id, index) => labels[index].parentElement.textContent.startsWith(String(id))),
  });
})();
"""


def open_page(driver, server, path):
    driver.get(server.url(path))
    if path == SWIFTLET:
        wait(driver).until(lambda d: d.execute_script("return !!(window.swiftlet && window.swiftlet.connected)"))
    wait(driver).until(lambda d: d.execute_script("return typeof window.benchDone === 'function'"))
    for name in ("run", "runlots", "add", "update", "clear", "swaprows"):
        assert driver.find_elements("css selector", f'[data-identifier="{name}"]'), name


def click(driver, identifier):
    table = driver.execute_async_script(CLICK_AND_READ, identifier)
    assert "error" not in table, table
    assert table["removable"] and table["shownIds"]
    return table


def session(driver, server, path):
    """The same clicks on one page; returns what the table looked like after each."""
    open_page(driver, server, path)
    seen = {}
    seen["start"] = click(driver, None)
    assert seen["start"]["ids"] == []

    run = seen["run"] = click(driver, "run")
    assert run["ids"] == list(range(1, 1001))
    assert all(len(label.split(" ")) == 3 for label in run["labels"])

    update = seen["update"] = click(driver, "update")
    for index in (0, 1, 9, 10, 990, 999):
        assert update["labels"][index] == run["labels"][index] + (" !!!" if index % 10 == 0 else "")

    seen["select"] = click(driver, "row-label-5")
    assert seen["select"]["selected"] == [5]
    seen["select again"] = click(driver, "row-label-7")
    assert seen["select again"]["selected"] == [7]

    swap = seen["swap"] = click(driver, "swaprows")
    expected = list(range(1, 1001))
    expected[1], expected[998] = expected[998], expected[1]
    assert swap["ids"] == expected

    remove = seen["remove"] = click(driver, "row-remove-3")
    assert len(remove["ids"]) == 999 and 3 not in remove["ids"]
    assert remove["selected"] == [7]

    add = seen["add"] = click(driver, "add")
    assert len(add["ids"]) == 1999 and add["ids"][-1] == 2000

    replace = seen["replace"] = click(driver, "run")
    assert replace["ids"] == list(range(2001, 3001))
    assert replace["selected"] == []

    lots = click(driver, "runlots")  # once per page: 10,000 rows are slow in a debug server
    assert len(lots["ids"]) == 10000 and lots["ids"][0] == 3001 and lots["ids"][-1] == 13000
    seen["runlots"] = {"first": lots["labels"][:20], "last": lots["labels"][-20:]}

    assert click(driver, "clear")["ids"] == []
    return seen


def test_index_lists_the_table_only_when_asked_for_all(server):
    assert SWIFTLET not in server.get("/")[1]
    assert SWIFTLET in server.get("/?all")[1]
    status, html = server.get(HAND_WRITTEN)
    assert status == 200 and "window.benchDone" in html


def test_both_pages_do_the_same_for_every_button(server, driver):
    driver.set_script_timeout(60)
    hand = session(driver, server, HAND_WRITTEN)
    swiftlet = session(driver, server, SWIFTLET)
    assert swiftlet == hand
