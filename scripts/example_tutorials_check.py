"""Drives three of the built tutorial apps (Examples/) in headless Chromium through their native controls.

Usage: python3 scripts/example_tutorials_check.py BUILD_DIR   (the folder with the built BillSplitter,
Settings and Quiz executables)
BillSplitter: a currency field (`<input inputmode=decimal>`, committed with Return), a menu picker
(`<select>`), a segmented picker (`role=radio` buttons), formatted totals; text that is not an amount
leaves the amount as it was. Settings: a secure field, a text editor (`<textarea>`), a switch that
disables another, a stepper's Increment button, a slider moved with the keyboard, a disclosure group
and a confirmation dialog that resets everything. Quiz: gradient and material backgrounds, answers
that score, and a toggle that turns the page dark.
Prints one line per check and exits 1 when a check failed.
"""

import os
import sys

from example_support import Checks, RunningApp, identified
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select


def replace_text(field, text):
    """Types `text` over the field's content (Selenium's clear() would commit an empty field first)."""
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(text)


def bill_splitter(binary, check):
    with RunningApp(binary) as app:
        amount = app.element("amount")
        check("the amount is a native decimal input", amount.tag_name == "input" and amount.get_attribute("inputmode") == "decimal")
        replace_text(amount, "100")
        amount.send_keys(Keys.ENTER)
        total = app.text_becomes("total", "€115.00")
        check("an amount of 100 with the default 15% tip totals €115.00", total == "€115.00", f"(total {total!r})")
        each = app.text_becomes("perPerson", "€57.50")
        check("two people pay €57.50 each", each == "€57.50", f"(each {each!r})")

        people = Select(app.browser.find_element(By.CSS_SELECTOR, '[data-identifier="people"] select'))
        people.select_by_visible_text("4 people")
        each = app.text_becomes("perPerson", "€28.75")
        check("choosing 4 people in the <select> splits it four ways", each == "€28.75", f"(each {each!r})")

        tips = app.browser.find_elements(By.CSS_SELECTOR, '[data-identifier="tip"] [role="radio"]')
        twenty = [tip for tip in tips if tip.text == "20%"]
        check("the segmented picker is a radio group with a 20% button", len(twenty) == 1, f"(radios {[t.text for t in tips]!r})")
        if twenty:
            twenty[0].click()
            total = app.text_becomes("total", "€120.00")
            check("the 20% radio makes the total €120.00", total == "€120.00", f"(total {total!r})")
            checked = twenty[0].get_attribute("aria-checked")
            check("the chosen radio is checked", checked == "true", f"(aria-checked {checked!r})")

        replace_text(amount, "lots")
        amount.send_keys(Keys.ENTER)
        try:
            app.wait.until(lambda d: "100" in d.find_element(*identified("amount")).get_attribute("value"))
        except Exception:
            pass
        shown = app.element("amount").get_attribute("value")
        total = app.element("total").text
        check(
            "text that is not an amount leaves the amount at 100",
            "100" in shown and total in ("€115.00", "€120.00"),
            f"(field {shown!r}, total {total!r})",
        )


def settings(binary, check):
    with RunningApp(binary) as app:
        password = app.element("password")
        check("the password is an <input type=password>", password.get_attribute("type") == "password")

        bio = app.element("bio")
        check("the bio is a <textarea>", bio.tag_name == "textarea", f"({bio.tag_name})")
        bio.send_keys("Hello")
        count = app.text_becomes("bioCount", "5 characters")
        check("typing in the text editor updates the count", count == "5 characters", f"(count {count!r})")

        def checkbox(name):
            return app.browser.find_element(By.CSS_SELECTOR, f'[data-identifier="{name}"] input[type="checkbox"], input[type="checkbox"][data-identifier="{name}"]')

        check("notifications are a switch", checkbox("notifications").get_attribute("role") == "switch")
        checkbox("notifications").click()
        try:
            app.wait.until(lambda d: not checkbox("sounds").is_enabled())
        except Exception:
            pass
        check("turning notifications off disables sounds", not checkbox("sounds").is_enabled())

        increment = app.browser.find_element(By.CSS_SELECTOR, '[data-identifier="reminders"] button[aria-label="Increment"]')
        increment.click()
        reminders = app.text_becomes("reminders", "Reminders: 4")
        check("the stepper's Increment button adds one", "Reminders: 4" in reminders, f"(stepper {reminders!r})")

        slider = app.browser.find_element(By.CSS_SELECTOR, '[data-identifier="fontSize"] input[type="range"]')
        slider.send_keys(Keys.ARROW_RIGHT)
        size = app.text_becomes("fontSizeValue", "Font size\n15 pt")
        check("the slider moves by its step from the keyboard", "15 pt" in size, f"(value {size!r})")

        app.browser.find_element(By.XPATH, '//summary[normalize-space()="Advanced"]').click()
        app.wait.until(lambda d: d.find_element(*identified("reset")).is_displayed())
        app.element("reset").click()
        app.wait.until(lambda d: d.find_element(*identified("confirmReset")).is_displayed())
        app.element("confirmReset").click()
        reminders = app.text_becomes("reminders", "Reminders: 3")
        check("the confirmation dialog's Reset sets the reminders back to 3", "Reminders: 3" in reminders, f"(stepper {reminders!r})")
        try:
            app.wait.until(lambda d: checkbox("notifications").is_selected())
        except Exception:
            pass
        check("and turns notifications back on", checkbox("notifications").is_selected())


def quiz(binary, check):
    """Quiz: gradient background and text, a material card, a tinted button, scores, and dark mode."""
    with RunningApp(binary) as app:
        def style(name, prop):
            return app.browser.execute_script(
                "return getComputedStyle(arguments[0]).getPropertyValue(arguments[1])", app.element(name), prop
            )

        root = app.browser.find_element(By.CSS_SELECTOR, '[style*="linear-gradient"]')
        check("the quiz sits on a linear gradient", "linear-gradient" in root.value_of_css_property("background-image"))
        card = app.element("question").find_element(By.XPATH, "..")
        check("the question card is a blurred material", "blur(20px)" in card.value_of_css_property("backdrop-filter"))
        app.element("answer-1").click()
        score = app.text_becomes("score", "Score: 1")
        check("the right answer scores a point", score == "Score: 1", f"(score {score!r})")
        app.element("next").click()
        question = app.text_becomes("question", "How many strings does a violin have?")
        check("Next shows the second question", question == "How many strings does a violin have?", f"({question!r})")
        before = app.browser.execute_script("return getComputedStyle(document.body).backgroundColor")
        app.browser.find_element(By.CSS_SELECTOR, '[data-identifier="darkMode"] input').click()
        app.wait.until(lambda d: d.execute_script("return getComputedStyle(document.body).backgroundColor") == "rgb(0, 0, 0)")
        after = app.browser.execute_script("return getComputedStyle(document.body).backgroundColor")
        check("the dark mode toggle darkens the page", after == "rgb(0, 0, 0)" and before != after, f"({before} → {after})")
        check("the subtree's tint is orange", style("answer-0", "--sw-accent").strip().startswith("light-dark(#ff9500"))


def main():
    build = sys.argv[1]
    check = Checks()
    for name, scenario in (("BillSplitter", bill_splitter), ("Settings", settings), ("Quiz", quiz)):
        try:
            scenario(os.path.join(build, name), check)
        except Exception as error:  # a failure to start or a missing element counts as a failed check
            check(f"{name} runs", False, f"({type(error).__name__}: {error})")
    print(f"tutorials: {check.passed} checks passed" + (f", {check.failed} FAILED" if check.failed else ""))
    sys.exit(1 if check.failed else 0)


if __name__ == "__main__":
    main()
