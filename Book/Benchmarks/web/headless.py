"""The headless Chromium every browser benchmark drives (Debian's `chromium` and `chromedriver`)."""

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def headless_chromium(script_timeout, window_size=None, capabilities=None):
    """A new headless Chromium whose async scripts may run `script_timeout` seconds; `window_size`
    ("W,H") and extra `capabilities` when given. The caller quits it."""
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    arguments = ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"]
    if window_size:
        arguments.append("--window-size=" + window_size)
    for argument in arguments:
        options.add_argument(argument)
    for name, value in (capabilities or {}).items():
        options.set_capability(name, value)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(script_timeout)
    return driver
