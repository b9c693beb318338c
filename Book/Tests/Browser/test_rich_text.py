"""Rich text in a real browser (`/apps/rich-text`, a test app): Markdown in a Text literal becomes
<strong>, <em>, <s>, <code> and <a href>; concatenated texts keep each part's style; an interpolated
value and a javascript: link never become markup; and a later change of the text rebuilds them."""

from conftest import by_identifier, open_app, wait


def element(driver, identifier):
    return driver.find_element(*by_identifier(identifier))


def inner(driver, identifier):
    return driver.execute_script("return arguments[0].innerHTML", element(driver, identifier))


def test_markdown_becomes_semantic_elements(server, driver):
    open_app(driver, server, "rich-text")
    markdown = element(driver, "markdown")
    assert markdown.text == "A bold, italic, old and code site"
    assert markdown.find_element("css selector", "strong").text == "bold"
    assert markdown.find_element("css selector", "em").text == "italic"
    assert markdown.find_element("css selector", "s").text == "old"
    assert markdown.find_element("css selector", "code").text == "code"
    link = markdown.find_element("css selector", "a")
    assert link.text == "site"
    assert link.get_attribute("href") == "https://example.com/"


def test_values_and_script_links_stay_text(server, driver):
    open_app(driver, server, "rich-text")
    greeting = element(driver, "greeting")
    assert greeting.find_element("css selector", "strong").text == "<b>Ada</b>"
    assert greeting.find_elements("css selector", "b") == []
    assert greeting.find_elements("css selector", "a") == []
    assert "javascript" not in inner(driver, "greeting")
    assert greeting.text == "Hello <b>Ada</b> bad"


def test_concatenated_parts_keep_their_style(server, driver):
    open_app(driver, server, "rich-text")
    joined = element(driver, "joined")
    assert joined.text == "plain heavy red"
    heavy = joined.find_element("css selector", '[data-bold="true"]')
    assert heavy.text == "heavy"
    assert int(heavy.value_of_css_property("font-weight")) >= 700
    red = joined.find_element("css selector", '[style*="color"]')
    assert red.text.strip() == "red"
    # SwiftUI's red on iOS (light appearance): #ff3b30.
    assert red.value_of_css_property("color") in ("rgba(255, 59, 48, 1)", "rgb(255, 59, 48)")


def test_a_changed_text_updates_its_runs(server, driver):
    open_app(driver, server, "rich-text")
    stage = element(driver, "stage")
    assert stage.find_element("css selector", "strong").text == "one"
    driver.find_element("xpath", '//button[normalize-space()="next"]').click()
    wait(driver).until(lambda d: element(d, "stage").text == "then two and mail")
    stage = element(driver, "stage")
    assert stage.find_elements("css selector", "strong") == []
    assert stage.find_element("css selector", "em").text == "two"
    assert stage.find_element("css selector", "a").get_attribute("href") == "mailto:a@example.com"
    driver.find_element("xpath", '//button[normalize-space()="next"]').click()
    wait(driver).until(lambda d: element(d, "stage").text == "plain **three**")
    assert element(driver, "stage").find_elements("css selector", "em, strong, a") == []
    driver.find_element("xpath", '//button[normalize-space()="next"]').click()
    wait(driver).until(lambda d: element(d, "stage").text == "first one")
    assert element(driver, "stage").find_element("css selector", "strong").text == "one"
