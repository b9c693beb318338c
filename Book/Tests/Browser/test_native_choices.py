"""The choice and display controls as native HTML in a real browser (`/apps/native-choices`, a test
app): a menu picker is a <select> driven by Selenium's Select, a segmented picker a radiogroup, a
toggle a switch checkbox, a disclosure group <details>, a menu <details> that closes on an action,
and a link an <a href>. A tag the server does not know leaves the selection and the control as
they were."""

from selenium.webdriver.support.ui import Select

from conftest import by_identifier, open_app, text_of, wait


def picker_select(driver, identifier):
    return driver.find_element("css selector", f'[data-identifier="{identifier}"] select')


def test_menu_and_segmented_pickers_write_their_selection(server, driver):
    open_app(driver, server, "native-choices")
    select = Select(picker_select(driver, "flavor"))
    assert [option.text for option in select.options] == ["Vanilla", "Chocolate", "Strawberry"]
    assert select.first_selected_option.text == "Vanilla"
    select.select_by_visible_text("Chocolate")
    wait(driver).until(lambda d: text_of(d, "flavor-value") == "Flavor: chocolate")
    assert Select(picker_select(driver, "flavor")).first_selected_option.text == "Chocolate"

    group = driver.find_element("css selector", '[data-identifier="tip"] [role="radiogroup"]')
    radios = group.find_elements("css selector", '[role="radio"]')
    assert [radio.text for radio in radios] == ["0%", "10%", "15%", "20%"]
    assert [radio.get_attribute("aria-checked") for radio in radios] == ["false", "true", "false", "false"]
    radios[2].click()
    wait(driver).until(lambda d: text_of(d, "tip-value") == "Tip: 15")
    wait(driver).until(lambda d: radios[2].get_attribute("aria-checked") == "true")
    assert radios[1].get_attribute("aria-checked") == "false"


def test_an_unknown_tag_leaves_the_selection_and_the_control_unchanged(server, driver):
    open_app(driver, server, "native-choices")
    select = picker_select(driver, "flavor")
    driver.execute_script(
        """
        const select = arguments[0];
        const forged = document.createElement("option");
        forged.value = "pistachio";
        forged.textContent = "Pistachio";
        select.appendChild(forged);
        select.value = "pistachio";
        select.dispatchEvent(new Event("change", { bubbles: true }));
        """,
        select,
    )
    wait(driver).until(lambda d: d.execute_script("return arguments[0].value", select) == "vanilla")
    assert text_of(driver, "flavor-value") == "Flavor: vanilla"
    # The page carries on.
    Select(select).select_by_visible_text("Strawberry")
    wait(driver).until(lambda d: text_of(d, "flavor-value") == "Flavor: strawberry")


def test_switch_disclosure_menu_and_link_are_native(server, driver):
    open_app(driver, server, "native-choices")
    switch = driver.find_element("css selector", '[data-identifier="notify"] input[type="checkbox"]')
    assert switch.get_attribute("role") == "switch"
    switch.click()
    wait(driver).until(lambda d: text_of(d, "notify-value") == "Notifying")

    details = driver.find_element(*by_identifier("details"))
    assert details.tag_name == "details"
    assert not driver.find_elements(*by_identifier("details-body"))
    details.find_element("css selector", "summary").click()
    wait(driver).until(lambda d: d.find_elements(*by_identifier("details-body")))
    assert text_of(driver, "details-body") == "Made fresh daily"
    details.find_element("css selector", "summary").click()
    wait(driver).until(lambda d: not d.find_elements(*by_identifier("details-body")))

    menu = driver.find_element(*by_identifier("actions"))
    menu.find_element("css selector", "summary").click()
    wait(driver).until(lambda d: menu.get_attribute("open") is not None)
    menu.find_element("xpath", ".//button[normalize-space()='Copy']").click()
    wait(driver).until(lambda d: text_of(d, "log") == "Log: copy")
    assert menu.get_attribute("open") is None

    link = driver.find_element(*by_identifier("swift-link"))
    assert link.tag_name == "a"
    assert link.get_attribute("href") == "https://www.swift.org/"
    assert link.get_attribute("target") == "_blank"
    assert "noopener" in link.get_attribute("rel")

    header = driver.find_elements("css selector", "section.sw-section > [data-section-part='header']")
    assert [element.text for element in header] == ["ORDER", "MORE"]


def test_a_timer_text_counts_on_in_the_page(server, driver):
    open_app(driver, server, "native-choices")
    first = text_of(driver, "open-for")
    assert first.startswith("0:0")
    # The page rewrites it every second from its own clock (the server sends nothing for it).
    wait(driver).until(lambda d: text_of(d, "open-for") not in ("", first))
    seconds = int(text_of(driver, "open-for").split(":")[1])
    assert 1 <= seconds <= 30
