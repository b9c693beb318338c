"""Symbols and images in a real browser (`/apps/symbols`, a test app): a symbol is an <svg> whose <use>
resolves in the served sprite and draws a box, `.imageScale` and `.font` size it, an unknown name shows
the labelled placeholder, an asset image loads its 2x file on a 2x screen, and an asset colour paints."""

import re

from conftest import by_identifier, new_browser, open_app, wait


def rect(driver, identifier):
    return driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {width: r.width, height: r.height};",
        f'[data-identifier="{identifier}"]',
    )


def test_a_symbol_draws_from_the_sprite(server, driver):
    open_app(driver, server, "symbols")
    star = driver.find_element(*by_identifier("star"))
    assert star.tag_name == "svg"
    assert star.get_attribute("role") == "img"
    assert star.get_attribute("aria-label") == "star"  # readable words, "fill" dropped
    box = rect(driver, "star")
    assert box["width"] > 10 and box["height"] > 10
    # The <use> resolves: its referenced drawing has a non-empty box in the sprite.
    drawn = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const use = document.querySelector('[data-identifier="star"] use');
        const href = use.getAttribute('href');
        fetch(href.split('#')[0]).then((r) => r.text()).then((text) => {
          const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
          const symbol = doc.getElementById(href.split('#')[1]);
          const probe = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
          probe.setAttribute('viewBox', '0 0 24 24');
          probe.style.width = '24px';
          for (const child of Array.from(symbol.childNodes)) probe.appendChild(document.importNode(child, true));
          document.body.appendChild(probe);
          const box = probe.getBBox();
          probe.remove();
          done({id: symbol.id, width: box.width, height: box.height, use: use.getBBox().width});
        });
        """
    )
    assert drawn["id"] == "star.fill"
    assert drawn["width"] > 10 and drawn["height"] > 10
    assert drawn["use"] > 10
    # Variants from the environment: `heart` under `.fill` uses heart.fill.
    heart = driver.find_element(*by_identifier("heart-variant"))
    assert heart.find_element("css selector", "use").get_attribute("href").endswith("#heart.fill")
    circle = driver.find_element(*by_identifier("heart-circle-fill"))
    assert circle.find_element("css selector", "use").get_attribute("href").endswith("#heart.circle.fill")


def test_image_scale_and_font_size_symbols(server, driver):
    open_app(driver, server, "symbols")
    small, medium, large = (rect(driver, f"scale-{name}")["height"] for name in ("small", "medium", "large"))
    assert small < medium < large
    body = rect(driver, "body-bolt")["height"]
    title = rect(driver, "large-title-bolt")["height"]
    system = rect(driver, "system-48-bolt")["height"]
    assert title > body * 1.4
    assert abs(system - 48 * 1.2) < 1


def test_an_unknown_symbol_shows_a_labelled_placeholder(server, driver):
    open_app(driver, server, "symbols")
    unknown = driver.find_element(*by_identifier("unknown"))
    assert unknown.get_attribute("aria-label") == "no such symbol"
    assert unknown.get_attribute("data-unknown-symbol") == "true"
    assert unknown.find_element("css selector", "use").get_attribute("href").endswith("#swiftlet.unknown")
    box = rect(driver, "unknown")
    assert box["width"] > 10 and box["height"] > 10
    # Each session logged it once (the module's server is shared by every test's session).
    lines = [line for line in open(server.log_path) if 'Image(systemName: "no.such.symbol")' in line]
    sessions = [re.search(r"session=(\S+)", line).group(1) for line in lines]
    assert sessions and len(sessions) == len(set(sessions)), lines


def test_a_symbol_changes_by_one_attribute_when_state_changes(server, driver):
    open_app(driver, server, "symbols")
    button = driver.find_element(*by_identifier("toggle-heart"))
    use = button.find_element("css selector", "svg use")
    assert use.get_attribute("href").endswith("#heart")
    button.click()
    wait(driver).until(lambda d: use.get_attribute("href").endswith("#heart.fill"))


def test_rendering_modes_paint_layers(server, driver):
    open_app(driver, server, "symbols")
    colours = driver.execute_script(
        """
        const style = (id) => getComputedStyle(document.querySelector(`[data-identifier="${id}"]`));
        return {
          paletteSecondary: style('palette').getPropertyValue('--sw-fg2').trim(),
          hierarchical: style('hierarchical').getPropertyValue('--sw-sym-so').trim(),
          multicolor: style('multicolor').getPropertyValue('--sw-mc-yellow').trim(),
        };
        """
    )
    assert colours["paletteSecondary"] not in ("", "currentcolor")
    assert float(colours["hierarchical"]) < 1
    assert colours["multicolor"] == "#ffcc00"


def test_asset_images_and_colours(server, driver):
    open_app(driver, server, "symbols")
    swatch = driver.find_element(*by_identifier("swatch"))
    wait(driver).until(lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", swatch))
    assert swatch.get_attribute("currentSrc").endswith("/1/swatch")
    assert driver.execute_script("return arguments[0].naturalWidth", swatch) == 10
    broken = driver.find_element(*by_identifier("broken"))
    assert broken.get_attribute("data-missing-asset") == "true"
    assert broken.get_attribute("alt") == "broken"
    assert rect(driver, "broken")["width"] > 10
    fit = rect(driver, "swatch-fit")
    assert abs(fit["width"] - 40) < 1 and abs(fit["height"] - 40) < 1
    colour = driver.execute_script(
        "return getComputedStyle(document.querySelector('[data-identifier=\"brand\"]')).color"
    )
    assert colour == "rgb(52, 168, 83)"


def test_an_asset_image_loads_its_2x_file_on_a_2x_screen(server):
    browser = new_browser()
    try:
        browser.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": 800, "height": 900, "deviceScaleFactor": 2, "mobile": False},
        )
        open_app(browser, server, "symbols")
        swatch = browser.find_element(*by_identifier("swatch"))
        wait(browser).until(
            lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", swatch)
        )
        assert swatch.get_attribute("currentSrc").endswith("/2/swatch")
        # The 20-pixel 2x file is laid out at 10 points.
        assert browser.execute_script("return arguments[0].naturalWidth", swatch) == 10
        assert rect(browser, "swatch")["width"] == 10
    finally:
        browser.quit()


def test_a_symbol_flows_inside_text(server, driver):
    open_app(driver, server, "symbols")
    inline = driver.find_element(*by_identifier("inline"))
    wait(driver).until(lambda d: inline.find_elements("css selector", "svg.sw-symbol use"))
    use = inline.find_element("css selector", "svg.sw-symbol use")
    assert use.get_attribute("href").endswith("#star.fill")
    assert inline.text.strip() == "Favourites"
    box = driver.execute_script("return arguments[0].closest('svg').getBoundingClientRect().width", use)
    assert box > 10
