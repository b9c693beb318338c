"""`swiftlet serve` as a process: the run machinery shared with `App.main()` (no browser needed)."""

import signal
import socket
import subprocess
import time

from conftest import BINARY, data_directory, free_port


def test_a_taken_port_prints_one_error_line_naming_it_and_exits_nonzero():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        data_dir = data_directory("swiftlet-port-")
        result = subprocess.run(
            [BINARY, "serve", "--port", str(port), "--data-dir", data_dir], capture_output=True, text=True, timeout=60
        )
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ") and f"port {port}" in lines[0]


def test_ctrl_c_shuts_down_cleanly():
    port = free_port()
    data_dir = data_directory("swiftlet-sigint-")
    process = subprocess.Popen(
        [BINARY, "serve", "--port", str(port), "--data-dir", data_dir],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, process.stdout.read()
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                    break
            except OSError:
                assert time.monotonic() < deadline, "serve did not listen within 60 s"
                time.sleep(0.05)
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=20) == 0
        assert f"listening on http://127.0.0.1:{port}" in process.stdout.read()
    finally:
        if process.poll() is None:
            process.kill()
