"""Animation in a real browser (`/apps/animations`, a test app): a one-second linear change of a
box's opacity or width is at an intermediate value half-way and at its final value afterwards, an
instant change is final at once, a card inserted with a `.scale` transition grows from a smaller
scale, a removed card stays in the page until its removal has run and is then gone, an animation
interrupted by a new state starts from where it was, and a `repeatForever` pulse started in `onAppear`
goes back and forth."""

import time

from conftest import by_identifier, open_app, wait


def computed(driver, identifier, prop):
    return driver.execute_script(
        # An identifier after `.frame` names the view inside; the frame's own modifiers are on its box.
        "let e = document.querySelector(`[data-identifier='${arguments[0]}']`);"
        "if (e && e.parentElement && e.parentElement.classList.contains('sw-frame')) e = e.parentElement;"
        "return e ? getComputedStyle(e)[arguments[1]] : null;",
        identifier,
        prop,
    )


def number(value):
    return float(str(value).split(" ")[0].replace("px", "")) if value not in (None, "none", "") else None


def click(driver, identifier):
    driver.find_element(*by_identifier(identifier)).click()


def samples_until(driver, read, done, timeout=5):
    """Reads `read()` every 20 ms until `done(value)`, returning every value seen (bounded)."""
    seen = []
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = read()
        seen.append(value)
        if done(value):
            return seen
        time.sleep(0.02)
    raise AssertionError(f"not done after {timeout}s: {seen[-5:]}")


def test_an_animated_opacity_passes_through_intermediate_values_to_its_final_one(server, driver):
    open_app(driver, server, "animations")
    assert number(computed(driver, "box", "opacity")) == 1
    click(driver, "fade")
    seen = samples_until(driver, lambda: number(computed(driver, "box", "opacity")), lambda v: v == 0)
    assert any(0.15 < v < 0.85 for v in seen), seen
    # An instant change is final at the first look.
    click(driver, "fade-instant")
    wait(driver).until(lambda d: number(computed(d, "box", "opacity")) == 1)


def test_an_animated_width_is_intermediate_at_its_midpoint(server, driver):
    open_app(driver, server, "animations")
    assert number(computed(driver, "box", "width")) == 100
    click(driver, "widen")
    seen = samples_until(driver, lambda: number(computed(driver, "box", "width")), lambda v: v == 300)
    assert any(140 < v < 260 for v in seen), seen


def test_a_scale_transition_grows_the_inserted_card_and_keeps_the_removed_one_until_it_ends(server, driver):
    open_app(driver, server, "animations")
    assert driver.find_elements(*by_identifier("card")) == []
    click(driver, "card-toggle")
    wait(driver).until(lambda d: len(d.find_elements(*by_identifier("card"))) == 1)
    seen = samples_until(driver, lambda: computed(driver, "card", "scale"), lambda v: v in ("none", "1"))
    scales = [number(v) for v in seen if v not in ("none", "1")]
    assert any(0.1 < s < 0.9 for s in scales), seen
    # Removal: the card stays (marked as leaving) while it shrinks, then it is gone.
    click(driver, "card-toggle")
    wait(driver).until(lambda d: d.execute_script("return !!document.querySelector('[data-sw-leaving]')"))
    assert len(driver.find_elements(*by_identifier("card"))) == 1
    shrinking = samples_until(
        driver,
        lambda: computed(driver, "card", "scale"),
        lambda v: v is None,
    )
    assert any(v not in (None, "none", "1") and 0.1 < number(v) < 0.9 for v in shrinking), shrinking
    # The page carries on: a later change still applies by index next to where the card was.
    click(driver, "card-toggle")
    wait(driver).until(lambda d: len(d.find_elements(*by_identifier("card"))) == 1)


BOX_OPACITY = (
    "let e = document.querySelector(`[data-identifier='box']`);"
    "if (e && e.parentElement && e.parentElement.classList.contains('sw-frame')) e = e.parentElement;"
    "return parseFloat(getComputedStyle(e).opacity);"
)


def test_an_interrupted_animation_starts_from_its_current_value(server, driver):
    open_app(driver, server, "animations")
    # Every opacity the box shows, sampled in the page each animation frame (WebDriver calls are too
    # slow and too irregular on a busy machine to see a jump).
    driver.execute_script(
        "const read = () => { %s };"
        "window.opacities = [];"
        "const sample = () => { window.opacities.push(read()); window.opacitySampler = requestAnimationFrame(sample); };"
        "sample();" % BOX_OPACITY
    )
    click(driver, "fade")  # 1 → 0 over a second
    wait(driver).until(lambda d: 0.55 < d.execute_script(BOX_OPACITY) < 0.85)
    # Back to 1, from where it is: the value and the click in one page task.
    at_interruption = driver.execute_script(
        "const value = (() => { %s })();"
        "document.querySelector(`[data-identifier='fade']`).click();"
        "return value;" % BOX_OPACITY
    )
    wait(driver).until(lambda d: d.execute_script(BOX_OPACITY) == 1)
    values = driver.execute_script("cancelAnimationFrame(window.opacitySampler); return window.opacities")
    lowest = min(values)
    # It turned back before reaching 0 (the reply came within the half second or more left) …
    assert 0 < lowest <= at_interruption, (at_interruption, lowest)
    # … and went down, then up, without a jump: no frame moved it by more than a few frames' worth.
    steps = [abs(b - a) for a, b in zip(values, values[1:])]
    assert max(steps) < 0.3, (at_interruption, lowest, max(steps))
    turn = values.index(lowest)
    assert all(b <= a for a, b in zip(values[:turn], values[1:turn + 1])), values[:turn + 1]
    assert all(b >= a for a, b in zip(values[turn:], values[turn + 1:])), values[turn:]
    # The way back is an animation of its own (a second), not a cut to 1.
    assert len(values) - turn >= 5, values[turn:]


def test_a_repeat_forever_pulse_started_on_appear_keeps_going_back_and_forth(server, driver):
    open_app(driver, server, "animations")
    seen = []
    end = time.monotonic() + 5
    went_down = False
    while time.monotonic() < end:
        value = number(computed(driver, "pulse", "opacity"))
        seen.append(value)
        went_down = went_down or value < 0.35
        if went_down and value > 0.85:
            break
        time.sleep(0.02)
    assert went_down and seen[-1] > 0.85, seen[-20:]


def item_order(driver, leaving):
    """The identifiers of the item rows in DOM order, with or without the ones still leaving."""
    return driver.execute_script(
        """
        return Array.from(document.querySelectorAll('[data-identifier^="item-"]'))
          .filter((e) => arguments[0] || !e.closest('[data-sw-leaving]'))
          .map((e) => e.getAttribute('data-identifier'));
        """,
        leaving,
    )


def test_an_insert_while_a_row_is_leaving_lands_at_its_index_and_the_leaving_row_then_goes(server, driver):
    open_app(driver, server, "animations")
    assert item_order(driver, True) == ["item-1", "item-2", "item-3"]
    click(driver, "remove-2")
    wait(driver).until(lambda d: d.execute_script("return !!document.querySelector('[data-sw-leaving]')"))
    click(driver, "insert-4")
    wait(driver).until(lambda d: "item-4" in item_order(d, True))
    # The leaving row is still there, and the new one went to index 1 among the rows that stay.
    assert item_order(driver, True).count("item-2") == 1
    assert item_order(driver, False) == ["item-1", "item-4", "item-3"]
    wait(driver, timeout=5).until(lambda d: item_order(d, True) == ["item-1", "item-4", "item-3"])


def top(driver, identifier):
    return driver.execute_script(
        "return document.querySelector(`[data-identifier='${arguments[0]}']`).getBoundingClientRect().top;", identifier
    )


def test_rows_a_removal_moves_glide_to_their_new_places_while_the_removed_row_fades(server, driver):
    open_app(driver, server, "animations")
    wait(driver).until(lambda d: item_order(d, True) == ["item-1", "item-2", "item-3"])
    second, third = top(driver, "item-2"), top(driver, "item-3")
    click(driver, "remove-2")
    # The row below moves up over the one-second animation, through places in between, to where
    # the removed row was; the removed row is out of the flow while it fades.
    seen = samples_until(driver, lambda: top(driver, "item-3"), lambda value: abs(value - second) < 0.5)
    assert any(second + 1 < value < third - 1 for value in seen), seen
    wait(driver, timeout=5).until(lambda d: item_order(d, True) == ["item-1", "item-3"])
    assert abs(top(driver, "item-3") - second) < 0.5
