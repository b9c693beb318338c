"""Safety in the browser: escaped text, refused cross-origin sockets, rejected junk, no crash."""

import socket
import base64
import os

from conftest import by_identifier, open_app, wait


def handshake(server, origin):
    host = server.base.split("//")[1]
    key = base64.b64encode(os.urandom(16)).decode()
    request = (
        f"GET /ws?app=redraw-lab HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nOrigin: {origin}\r\n\r\n"
    )
    hostname, port = host.split(":")
    with socket.create_connection((hostname, int(port)), timeout=5) as s:
        s.sendall(request.encode())
        return s.recv(1024).decode(errors="replace").split("\r\n")[0]


def test_cross_origin_upgrade_is_refused(server):
    refused = handshake(server, "http://evil.example")
    assert refused.startswith("HTTP/1.1 400"), refused
    assert " 101 " in handshake(server, server.base)


def test_malformed_events_are_rejected_and_the_page_keeps_working(server, driver):
    open_app(driver, server, "redraw-lab")
    replies = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const ws = new WebSocket("ws://" + location.host + "/ws?app=redraw-lab");
        const seen = [];
        ws.onmessage = (m) => {
          seen.push(JSON.parse(m.data));
          if (seen.length === 2) {
            ws.send("not json");
            ws.send(JSON.stringify({ev: "tap", id: 999999, ref: 7}));
            ws.send(JSON.stringify({ev: "explode", id: 1}));
            ws.send("x".repeat(70000));
            ws.send(new Uint8Array([1, 2, 3]));
          }
          if (seen.filter((f) => f.error !== undefined).length === 5) { ws.close(); done(seen); }
        };
        setTimeout(() => done(seen), 4000);
        """
    )
    # The hello frame names the fresh session, then its render.
    assert "session" in replies[0] and "render" in replies[1]
    errors = [r["error"] for r in replies if "error" in r]
    assert any("malformed" in e for e in errors)
    assert any("unknown node" in e for e in errors)
    assert any("unknown event" in e for e in errors)
    assert any("exceeds the limit" in e for e in errors)
    assert any("binary messages" in e for e in errors)
    # The original page's session is unaffected.
    before = driver.find_element(*by_identifier("activations")).text
    driver.find_element(*by_identifier("activate-next")).click()
    wait(driver).until(lambda d: d.find_element(*by_identifier("activations")).text != before)


def test_script_tag_in_a_message_renders_as_text(server, driver):
    open_app(driver, server, "guestbook")
    driver.execute_script("window.alerted = false; window.alert = () => { window.alerted = true; };")
    field = driver.find_element(*by_identifier("draft"))
    field.send_keys("<script>alert(1)</script>")
    wait(driver).until(lambda d: "<script>" in d.find_element(*by_identifier("preview")).text)
    field.send_keys("\n")
    wait(driver).until(lambda d: d.find_elements(*by_identifier("message-1")))
    assert driver.find_element(*by_identifier("message-1")).text == "<script>alert(1)</script>"
    assert driver.find_elements("css selector", "#sw-app script") == []
    assert driver.execute_script("return window.alerted") is False
