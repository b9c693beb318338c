"""Unit tests of the browser client's ES modules (Sources/SwiftletWeb/Resources/client), in headless
Chromium: a page of our own imports the modules from a plain HTTP server on 127.0.0.1 (no Swiftlet
server, no socket) and checks the hooks, the one-listener-per-type dispatcher, operations applied to
the page, rich text, the storage messages, history and the date texts."""

import functools
import http.server
import os
import shutil
import tempfile
import threading

import pytest

from conftest import free_port, new_browser

CLIENT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Sources", "SwiftletWeb", "Resources", "client"
)

# The page the modules run in: an app element as the server renders it, and a wrapper that counts
# the document and window listeners the modules add (installed before any module runs).
PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>client modules</title></head><body>
<main id="sw-app" data-app="unit" data-session="" data-seq="0"><div id="n1"><div id="n1s"></div></div></main>
<script>
  window.added = []; // "document keydown", in the order they were added
  window.active = {}; // the same names -> how many listeners there are now
  window.most = {}; // -> the most there ever were at once
  for (const target of [document, window]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    const key = (type) => (target === window ? "window " : "document ") + type;
    target.addEventListener = (type, listener, options) => {
      window.added.push(key(type));
      window.active[key(type)] = (window.active[key(type)] || 0) + 1;
      window.most[key(type)] = Math.max(window.most[key(type)] || 0, window.active[key(type)]);
      return add(type, listener, options);
    };
    target.removeEventListener = (type, listener, options) => {
      window.active[key(type)] -= 1;
      return remove(type, listener, options);
    };
  }
</script>
</body></html>
"""

# Every module main.js imports, in its order (main.js itself would open a socket).
FEATURES = [
    "socket", "frames", "history", "storage", "environment", "sheets", "events", "refresh", "lazy", "scroll",
    "measure", "layout", "focus", "dates", "gestures", "accessibility", "keyboard",
]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript"}

    def log_message(self, *arguments):
        pass


@pytest.fixture(scope="module")
def origin():
    folder = tempfile.mkdtemp(prefix="swiftlet-client-modules-")
    shutil.copytree(CLIENT, os.path.join(folder, "client"))
    with open(os.path.join(folder, "index.html"), "w") as page:
        page.write(PAGE)
    port = free_port()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(QuietHandler, directory=folder))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{port}"
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def page(origin):
    browser = new_browser()
    browser.get(origin + "/index.html")
    yield browser
    browser.quit()


def run(driver, body):
    """Runs `body` (the inside of an async function; `use(name)` imports client/<name>.js) and
    returns what it returns. The script timeout (10 s) bounds it."""
    script = (
        "const done = arguments[arguments.length - 1];"
        "const use = (name) => import('/client/' + name + '.js');"
        "(async () => {" + body + "})().then(done, (error) => done({ error: String(error && error.stack || error) }));"
    )
    result = driver.execute_async_script(script)
    if isinstance(result, dict) and "error" in result:
        raise AssertionError(result["error"])
    return result


def test_every_module_loads_and_each_event_type_has_one_listener(page):
    counts = run(page, """
        for (const name of %s) await use(name);
        const { listenerCounts } = await use("listeners");
        return { most: window.most, active: window.active, counts: listenerCounts() };
    """ % FEATURES)
    # A type whose handlers include a capture one had its listener moved to the capture phase
    # (removed, then added again): never two at once.
    assert set(counts["most"].values()) == {1}, counts["most"]
    assert set(counts["active"].values()) == {1}, counts["active"]
    assert {"document keydown", "window resize", "window scroll", "document wheel"} <= set(counts["active"])
    # Ten features handle keydown, through one listener.
    assert counts["counts"]["keydown"] == 10
    assert counts["counts"]["pointerdown"] == 6
    assert counts["counts"]["resize"] == 4


def test_hooks_call_their_subscribers_in_order_until_unsubscribed(page):
    calls = run(page, """
        const { on, emit } = await use("bus");
        const calls = [];
        on("test", (a, b) => calls.push("first " + a + b));
        const stop = on("test", (a) => calls.push("second " + a));
        emit("test", 1, 2);
        stop();
        emit("test", 3, 4);
        emit("nobody listens");
        return calls;
    """)
    assert calls == ["first 12", "second 1", "first 34"]


def test_the_dispatcher_runs_capture_handlers_first_and_survives_a_throwing_handler(page):
    result = run(page, """
        const { listen } = await use("listeners");
        const seen = [];
        window.onerror = () => true; // the thrown error is reported, not fatal
        listen("sw-unit", () => seen.push("bubble 1"));
        listen("sw-unit", () => { throw new Error("a broken handler"); });
        listen("sw-unit", () => seen.push("bubble 2"));
        listen("sw-unit", (event) => {
          seen.push("capture");
          if (event.detail === "stop") event.stopPropagation();
        }, { capture: true });
        const target = document.getElementById("n1");
        target.dispatchEvent(new CustomEvent("sw-unit", { bubbles: true }));
        seen.push("|");
        target.dispatchEvent(new CustomEvent("sw-unit", { bubbles: true, detail: "stop" }));
        return { seen: seen, added: window.added.filter((entry) => entry.endsWith("sw-unit")), most: window.most["document sw-unit"] };
    """)
    assert result["seen"] == ["capture", "bubble 1", "bubble 2", "|", "capture"]
    # Its listener moved to the capture phase once: removed and added again, never two at a time.
    assert result["added"] == ["document sw-unit", "document sw-unit"]
    assert result["most"] == 1


def test_the_keydown_dispatcher_hands_keys_to_registered_handlers_and_unsubscribes(page):
    keys = run(page, """
        const { listen } = await use("listeners");
        const keys = [];
        const stop = listen("keydown", (event) => keys.push(event.key));
        const press = (key) => document.getElementById("n1").dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true }));
        press("a");
        press("Enter");
        stop();
        press("b");
        return keys;
    """)
    assert keys == ["a", "Enter"]


def test_operations_build_insert_move_and_remove_elements(page):
    html = run(page, """
        const { applyOp } = await use("frames");
        const row = (id, text) => ({ tag: "div", attrs: [["id", "n" + id], ["class", "row"]], text: text });
        applyOp(["insert", 1, 0, row(2, "two")]);
        applyOp(["insert", 1, 0, row(3, "three")]);
        applyOp(["insert", 1, 2, { tag: "svg", attrs: [["id", "n4"]], kids: [{ tag: "path", attrs: [["d", "M0 0"]] }] }]);
        applyOp(["text", "n2", "deux"]);
        applyOp(["attr", "n2", "title", "<b>"]);
        applyOp(["move", 2, 1, 0]);
        const before = document.getElementById("n1s").innerHTML;
        applyOp(["unattr", "n2", "title"]);
        applyOp(["remove", 3]);
        const after = document.getElementById("n1s").innerHTML;
        const svg = document.getElementById("n4");
        let unknown = "";
        try { applyOp(["explode", 1]); } catch (error) { unknown = error.message; }
        applyOp(["clear", 1]);
        return { before, after, svgNamespace: svg.namespaceURI, pathNamespace: svg.firstChild.namespaceURI,
                 unknown, cleared: document.getElementById("n1s").children.length };
    """)
    assert html["before"] == (
        '<div id="n2" class="row" title="&lt;b&gt;">deux</div><div id="n3" class="row">three</div>'
        '<svg id="n4"><path d="M0 0"></path></svg>'
    )
    assert html["after"] == '<div id="n2" class="row">deux</div><svg id="n4"><path d="M0 0"></path></svg>'
    assert html["svgNamespace"] == html["pathNamespace"] == "http://www.w3.org/2000/svg"
    assert html["unknown"] == "unknown operation explode"
    assert html["cleared"] == 0


def test_a_tick_frame_applies_in_order_and_a_gap_is_not_applied(page):
    result = run(page, """
        const { applyFrame } = await use("frames");
        const socket = await use("socket");
        const states = [];
        applyFrame({ seq: 1, ops: [["insert", 1, 0, { tag: "p", attrs: [["id", "n7"]], text: "one" }]] });
        states.push(socket.seq, document.getElementById("n7").textContent);
        applyFrame({ seq: 5, ops: [["text", "n7", "skipped"]] });
        states.push(socket.seq, document.getElementById("n7").textContent);
        applyFrame({ seq: 2, ops: [["text", "n7", "two"]] });
        states.push(socket.seq, document.getElementById("n7").textContent);
        return states;
    """)
    assert result == [1, "one", 1, "one", 2, "two"]


def test_rich_text_runs_become_elements_and_only_web_links_are_links(page):
    html = run(page, """
        const { build } = await use("frames");
        const runs = [{ t: "bold", b: true }, { t: " " }, { t: "bad", u: "javascript:alert(1)" }, { t: "site", u: "https://example.com" }];
        return build({ tag: "span", attrs: [["class", "sw-text"], ["data-runs", JSON.stringify(runs)]] }).innerHTML;
    """)
    assert html == (
        '<strong>bold</strong> bad<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>'
    )


def test_stored_values_go_in_chunks_and_oversized_values_are_named(page):
    result = run(page, """
        const { storageMessages } = await use("storage");
        const many = [];
        for (let i = 0; i < 100; i++) many.push(["k" + i, "v"]);
        const big = "x".repeat(40 * 1024);
        return {
          empty: storageMessages([]),
          counts: storageMessages(many).map((message) => Object.keys(message.values).length),
          oversized: storageMessages([["big", big], ["small", "1"]]),
        };
    """)
    assert result["empty"] == [{"ev": "storage", "values": {}}]
    assert result["counts"] == [48, 48, 4]
    assert result["oversized"] == [{"ev": "storage", "values": {"small": "1"}, "oversized": ["big"]}]


def test_history_keeps_the_path_in_the_query_and_pushes_only_paths_of_this_site(page):
    result = run(page, """
        const { applyNavigation, locationQuery, startHistory } = await use("history");
        startHistory();
        const query = locationQuery();
        applyNavigation({ url: "//elsewhere.example/x", depth: 1, push: true });
        const kept = location.pathname;
        applyNavigation({ url: "/apps/unit/2?tab=a b", depth: 2, push: true });
        return { query, kept, now: location.pathname + location.search, state: history.state, length: history.length };
    """)
    assert result["query"] == "&path=%2Findex.html"
    assert result["kept"] == "/index.html"
    assert result["now"] == "/apps/unit/2?tab=a%20b"
    assert result["state"] == {"sw": 1, "depth": 2, "index": 1}


def test_relative_dates_and_timers_read_as_the_server_writes_them(page):
    result = run(page, """
        const { dateSpan, dateTimer } = await use("dates");
        return [dateSpan(3661, 2), dateSpan(59, 2), dateSpan(0, 1), dateTimer(3661), dateTimer(65)];
    """)
    assert result == ["1 hour, 1 minute", "59 seconds", "0 seconds", "1:01:01", "1:05"]
