"""SkyNet in a real browser: three `swiftlet serve --node-name` nodes (B and C join through A) with
short sleep tasks. A's Sky screen shows the connectivity button with the two other nodes, Engage
runs a scan that reaches 20, and B's and C's logs show the tasks they ran for A."""

import json
import os
import re
import tempfile
import uuid
import time
import urllib.request

import pytest

from conftest import by_identifier, data_directory, free_port, launch, open_app, stop, text_of, wait

SECRET = f"browser-skynet-{uuid.uuid4()}"


def secret_file():
    """The secret in a private file for --cluster-secret-file: it never goes on a command line."""
    descriptor, path = tempfile.mkstemp(prefix="swiftlet-skynet-secret-")
    with os.fdopen(descriptor, "w") as file:
        file.write(SECRET)
    return path


def members(server):
    with urllib.request.urlopen(server.url("/sky/cluster"), timeout=5) as response:
        return sorted(member["name"] for member in json.load(response)["members"])


@pytest.fixture(scope="module")
def cluster():
    started = []
    secret = secret_file()
    work = ("--no-prepare-assets", "--sky-work", "sleep", "--sky-task-seconds", "1",
            "--cluster-secret-file", secret)
    try:
        port_a = free_port()
        started.append(launch(port_a, data_directory("swiftlet-skynet-a-"), *work, "--node-name", "A"))
        for name in ("B", "C"):
            started.append(launch(free_port(), data_directory(f"swiftlet-skynet-{name.lower()}-"), *work,
                                  "--node-name", name, "--join", f"127.0.0.1:{port_a}"))
        servers = [server for server, _ in started]
        deadline = time.monotonic() + 30
        while any(members(server) != ["A", "B", "C"] for server in servers):
            assert time.monotonic() < deadline, [members(server) for server in servers]
            time.sleep(0.05)
        yield servers
    finally:
        for server, log in started:
            stop(server, log)
        os.remove(secret)


def test_the_screen_lists_the_other_nodes_and_a_scan_uses_them(cluster, driver):
    a, b, c = cluster
    open_app(driver, a, "sky")
    button = wait(driver, 30).until(lambda d: d.find_elements(*by_identifier("connectivity")))[0]
    assert button.text == "📡 2"
    button.click()
    nodes = wait(driver).until(lambda d: d.find_elements(*by_identifier("connected-nodes")))[0]
    assert "B" in nodes.text.split("\n") and "C" in nodes.text.split("\n"), nodes.text
    driver.find_element(*by_identifier("engage")).click()
    message = wait(driver, 60).until(lambda d: d.find_elements(*by_identifier("result-message")))[0]
    assert re.fullmatch(r"Finished 20 scans in \d+\.\d\d seconds\.", message.text), message.text
    for server, name in ((b, "B"), (c, "C")):
        log = open(server.log_path).read()
        assert f"SkyNet: {name} runs task" in log, log
