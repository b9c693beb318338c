"""Shapes and geometry in a real browser (`/apps/shapes`, a test app): a custom triangle's SVG path
is computed in Swift at the size Chromium laid it out, a trimmed circle's stroke is a dash Chromium
reads, a frame change makes the browser report the new size and the server send the new path, and a
GeometryReader shows the size it was given."""

from conftest import by_identifier, open_app, wait
from selenium.webdriver.common.by import By


def fill_path(driver, identifier):
    return driver.execute_script(
        "const s = document.querySelector(`[data-identifier='${arguments[0]}']`);"
        "return s ? s.querySelector('.sw-shape-fill').getAttribute('d') : null;",
        identifier,
    )


def stroke_attribute(driver, identifier, name):
    return driver.execute_script(
        "const s = document.querySelector(`[data-identifier='${arguments[0]}']`);"
        "return s ? s.querySelector('.sw-shape-stroke').getAttribute(arguments[1]) : null;",
        identifier,
        name,
    )


def box(driver, identifier):
    return driver.execute_script(
        "const r = document.querySelector(`[data-identifier='${arguments[0]}']`).getBoundingClientRect();"
        "return [r.width, r.height];",
        identifier,
    )


def test_a_triangle_is_drawn_at_its_measured_size(server, driver):
    open_app(driver, server, "shapes")
    wait(driver).until(lambda d: fill_path(d, "triangle") == "M 60 0 L 120 100 L 0 100 Z")
    assert box(driver, "triangle") == [120, 100]
    fill = driver.execute_script(
        "return getComputedStyle(document.querySelector(\"[data-identifier='triangle'] .sw-shape-fill\")).fill"
    )
    assert fill == "rgb(255, 149, 0)", fill  # iOS orange


def test_a_trimmed_circle_strokes_a_dash_of_its_outline(server, driver):
    open_app(driver, server, "shapes")
    wait(driver).until(lambda d: stroke_attribute(d, "ring", "d") is not None)
    assert stroke_attribute(driver, "ring", "pathLength") == "1"
    assert stroke_attribute(driver, "ring", "stroke-dasharray") == "0.75 1"
    assert stroke_attribute(driver, "ring", "stroke-width") == "8"
    assert stroke_attribute(driver, "ring", "stroke-linecap") == "round"
    # The outline starts at 3 o'clock of the 80-point circle.
    assert stroke_attribute(driver, "ring", "d").startswith("M 80 40 C")
    dash = driver.execute_script(
        "return getComputedStyle(document.querySelector(\"[data-identifier='ring'] .sw-shape-stroke\")).strokeDasharray"
    )
    assert dash.replace("px", "") == "0.75, 1", dash


def test_a_resize_recomputes_the_path(server, driver):
    open_app(driver, server, "shapes")
    wait(driver).until(lambda d: fill_path(d, "resizable") == "M 50 0 L 100 50 L 0 50 Z")
    driver.find_element(*by_identifier("widen")).click()
    wait(driver).until(lambda d: fill_path(d, "resizable") == "M 100 0 L 200 50 L 0 50 Z")
    assert box(driver, "resizable") == [200, 50]


def test_a_geometry_reader_shows_its_size(server, driver):
    open_app(driver, server, "shapes")
    wait(driver).until(lambda d: d.find_element(*by_identifier("geometry-size")).text == "size 240x60")


def test_shapes_share_their_stack_and_layers_cover_their_content(server, driver):
    open_app(driver, server, "shapes")
    # Two flexible shapes in a 210-point HStack with spacing 10 take 100 points each.
    wait(driver).until(lambda d: fill_path(d, "left") is not None)
    assert box(driver, "left") == [100, 40]
    assert box(driver, "right") == [100, 40]
    wait(driver).until(lambda d: stroke_attribute(d, "right", "d") is not None)
    assert stroke_attribute(driver, "right", "d").startswith("M 20 2 L 80 2")
    # The capsule behind the tag is the tag's size.
    tag = driver.find_element(*by_identifier("tag"))
    layer = tag.find_element(By.CSS_SELECTOR, ".sw-shape")
    assert abs(layer.size["width"] - tag.size["width"]) < 1 and abs(layer.size["height"] - tag.size["height"]) < 1
    # A custom clip shape is clipped by its path at the measured size.
    wait(driver).until(
        lambda d: "path(" in d.find_element(*by_identifier("clipped")).value_of_css_property("clip-path")
    )


def test_a_gradient_fill_is_the_shapes_background_clipped_to_its_path(server, driver):
    open_app(driver, server, "shapes")
    # The identifier is on the frame's box (it follows `.frame`); the shape is the svg inside it.
    gradient = driver.find_element(*by_identifier("gradient")).find_element(By.CSS_SELECTOR, ".sw-shape")
    wait(driver).until(lambda d: "path(" in gradient.value_of_css_property("clip-path"))
    assert "linear-gradient" in gradient.value_of_css_property("background-image")
    assert gradient.value_of_css_property("clip-path").startswith('path("M 50 25 C')


def test_on_geometry_change_reports_the_views_width(server, driver):
    open_app(driver, server, "shapes")
    wait(driver).until(lambda d: d.find_element(*by_identifier("measured")).text == "Measured 150")


def test_a_maximum_height_is_the_height_a_shape_takes_in_a_growing_page(server, driver):
    open_app(driver, server, "shapes")
    wait(driver).until(lambda d: fill_path(d, "banner") is not None)
    width, height = box(driver, "banner")
    assert height == 30 and width > 200, (width, height)


def pixel(driver, identifier, fx, fy):
    """The colour of the page at a fraction of an element's box, from a screenshot."""
    import io

    from PIL import Image

    rect = driver.execute_script(
        "const r = document.querySelector(`[data-identifier='${arguments[0]}']`).getBoundingClientRect();"
        "return [r.left, r.top, r.width, r.height, window.devicePixelRatio];",
        identifier,
    )
    left, top, width, height, ratio = rect
    image = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
    return image.getpixel((int((left + fx * width) * ratio), int((top + fy * height) * ratio)))


def test_gradient_strokes_paint_the_stroke_with_the_gradient(server, driver):
    open_app(driver, server, "shapes")
    ring = driver.find_element(*by_identifier("angular-ring"))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", ring)
    wait(driver).until(lambda d: d.execute_script(
        "return !!document.querySelector(\"[data-identifier='angular-ring'] foreignObject\")"))
    # Angular: red where the gradient starts (3 o'clock, just below the start of the stroke), blue
    # three quarters round (12 o'clock); the middle of the ring stays empty.
    wait(driver).until(lambda d: pixel(d, "angular-ring", 0.96, 0.56)[0] > 150)
    start = pixel(driver, "angular-ring", 0.96, 0.56)
    late = pixel(driver, "angular-ring", 0.44, 0.04)
    assert start[0] > 150 and start[2] < 120, start
    assert late[2] > 120 and late[0] < 150, late
    centre = pixel(driver, "angular-ring", 0.5, 0.5)
    assert min(centre) > 200, centre
    # Linear: red at the leading end, blue at the trailing end.
    leading = pixel(driver, "linear-stroke", 0.02, 0.5)
    trailing = pixel(driver, "linear-stroke", 0.98, 0.5)
    assert leading[0] > 150 and leading[2] < 120, leading
    assert trailing[2] > 150 and trailing[0] < 120, trailing
    # A plain colour again, and back: the ring is redrawn each time.
    driver.find_element(*by_identifier("ring-paint")).click()
    wait(driver).until(lambda d: d.execute_script(
        "return !document.querySelector(\"[data-identifier='angular-ring'] foreignObject\")"))
    wait(driver).until(lambda d: pixel(d, "angular-ring", 0.96, 0.56)[1] > 120)
    driver.find_element(*by_identifier("ring-paint")).click()
    wait(driver).until(lambda d: d.execute_script(
        "return !!document.querySelector(\"[data-identifier='angular-ring'] foreignObject\")"))


def test_a_reader_in_a_named_scroll_view_follows_its_scrolling(server, driver):
    open_app(driver, server, "shapes")
    placed = driver.find_element(*by_identifier("placed"))
    # Four 30-point rows above it.
    wait(driver).until(lambda d: placed.text == "In list 120")
    driver.execute_script(
        "const list = document.querySelector(\"[data-identifier='placed-list']\");"
        "(list.querySelector('.sw-scroll') || list).scrollTop = 60;"
    )
    wait(driver).until(lambda d: placed.text == "In list 60")
