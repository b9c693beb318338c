"""Colour, styles and effects in a real browser (`/apps/styles`, a test app): gradients and materials
as computed CSS, the system colours' light and dark values, `@Environment(\\.colorScheme)` following
Chromium's emulated `prefers-color-scheme`, `.preferredColorScheme`, and effects as the individual
transform properties and one filter list."""

from conftest import by_identifier, open_app, text_of, wait


def computed(driver, identifier, prop):
    element = driver.find_element(*by_identifier(identifier))
    return driver.execute_script("return getComputedStyle(arguments[0]).getPropertyValue(arguments[1])", element, prop)


def emulate_scheme(driver, scheme):
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]}
    )


def test_a_gradient_background_and_gradient_text_are_css_gradients(server, driver):
    emulate_scheme(driver, "light")
    open_app(driver, server, "styles")
    image = computed(driver, "gradient", "background-image")
    assert image.startswith("linear-gradient(90deg, rgb(255, 59, 48) 0%, rgb(0, 122, 255) 100%)"), image
    text = driver.find_element(*by_identifier("gradient-text"))
    assert computed(driver, "gradient-text", "background-clip") == "text"
    assert computed(driver, "gradient-text", "color") == "rgba(0, 0, 0, 0)"
    assert text.text == "Gradient text"


def test_a_material_blurs_what_lies_behind_it(server, driver):
    emulate_scheme(driver, "light")
    open_app(driver, server, "styles")
    backdrop = computed(driver, "material", "backdrop-filter")
    assert "blur(20px)" in backdrop, backdrop
    background = computed(driver, "material", "background-color")
    assert background.startswith("rgba(246, 246, 246, 0.7"), background


def test_dark_mode_changes_the_environment_and_the_system_colours(server, driver):
    emulate_scheme(driver, "light")
    open_app(driver, server, "styles")
    assert text_of(driver, "scheme") == "Scheme: light"
    assert computed(driver, "red", "color") == "rgb(255, 59, 48)"
    assert computed(driver, "mint", "background-color") == "rgb(0, 199, 190)"
    emulate_scheme(driver, "dark")
    wait(driver).until(lambda d: text_of(d, "scheme") == "Scheme: dark")
    assert computed(driver, "red", "color") == "rgb(255, 69, 58)"
    assert computed(driver, "mint", "background-color") == "rgb(99, 230, 226)"
    body = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert body == "rgb(0, 0, 0)", body
    emulate_scheme(driver, "light")
    wait(driver).until(lambda d: text_of(d, "scheme") == "Scheme: light")


def test_preferred_color_scheme_darkens_the_page_and_the_environment(server, driver):
    emulate_scheme(driver, "light")
    open_app(driver, server, "styles")
    driver.find_element("xpath", "//button[normalize-space()='Force dark']").click()
    wait(driver).until(lambda d: text_of(d, "scheme") == "Scheme: dark")
    wait(driver).until(lambda d: computed(d, "red", "color") == "rgb(255, 69, 58)")
    body = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert body == "rgb(0, 0, 0)", body
    driver.find_element("xpath", "//button[normalize-space()='Follow the system']").click()
    wait(driver).until(lambda d: text_of(d, "scheme") == "Scheme: light")
    wait(driver).until(lambda d: computed(d, "red", "color") == "rgb(255, 59, 48)")


def test_effects_are_individual_transforms_and_one_filter_list(server, driver):
    emulate_scheme(driver, "light")
    open_app(driver, server, "styles")
    assert computed(driver, "effects", "rotate") == "30deg"
    assert computed(driver, "effects", "scale") == "1.5"
    assert computed(driver, "effects", "transform-origin") == "0px 0px"
    assert computed(driver, "effects", "filter") == "blur(2px) drop-shadow(rgb(0, 0, 0) 1px 2px 3px)"
    assert computed(driver, "tinted", "color") == "rgb(255, 149, 0)"
