#!/usr/bin/env python3
"""SkyNet scan times: 20 tasks on 1, 2 and 3 nodes, with the work as CPU and as a sleep.

Starts real `swiftlet serve --node-name` processes on free loopback ports (nodes 2 and 3 join node 1),
waits until node 1's /sky/cluster lists them all, runs `POST /sky/scan` on node 1 and prints the
summary's seconds. Every node is stopped (SIGTERM) before the next configuration starts.

    swift build -c release --product swiftlet
    python3 Benchmarks/cluster/skynet_scan.py --binary .build/release/swiftlet [--runs 3] [--seconds 1]
"""

import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import tempfile
import threading
import time
import urllib.request


class Node:
    def __init__(self, binary, name, seeds, work, seconds, secret):
        self.name = name
        self.directory = tempfile.mkdtemp(prefix=f"skynet-{name}-")
        arguments = [binary, "serve", "--port", "0", "--data-dir", self.directory, "--no-prepare-assets",
                     "--node-name", name,
                     "--sky-work", work, "--sky-task-seconds", str(seconds)]
        for seed in seeds:
            arguments += ["--join", seed]
        # The secret goes in the environment, never on the command line.
        environment = {**os.environ, "SWIFTLET_CLUSTER_SECRET": secret}
        self.process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                        env=environment)
        self.port = None
        self.lines = []
        ready = threading.Event()

        def read():
            for line in self.process.stdout:
                self.lines.append(line)
                found = re.search(r"listening on http://127\.0\.0\.1:(\d+)", line)
                if found and self.port is None:
                    self.port = int(found.group(1))
                    ready.set()
            ready.set()

        threading.Thread(target=read, daemon=True).start()
        if not ready.wait(60) or self.port is None:
            self.stop()
            raise RuntimeError(f"node {name} did not start: {''.join(self.lines)}")

    @property
    def address(self):
        return f"127.0.0.1:{self.port}"

    def members(self):
        with urllib.request.urlopen(f"http://{self.address}/sky/cluster", timeout=10) as response:
            return sorted(member["name"] for member in json.load(response)["members"])

    def scan(self):
        request = urllib.request.Request(
            f"http://{self.address}/sky/scan", data=b"", headers={"Content-Type": "application/json"}, method="POST")
        summary = None
        with urllib.request.urlopen(request, timeout=300) as response:
            for raw in response:
                line = json.loads(raw)
                if line.get("error"):
                    raise RuntimeError(line["error"])
                if line.get("summary"):
                    summary = line["summary"]
        return summary

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.directory, ignore_errors=True)


def measure(binary, count, work, seconds, runs):
    secret = os.urandom(16).hex()
    names = ["A", "B", "C"][:count]
    nodes = [Node(binary, "A", [], work, seconds, secret)]
    try:
        for name in names[1:]:
            nodes.append(Node(binary, name, [nodes[0].address], work, seconds, secret))
        deadline = time.monotonic() + 30
        while nodes[0].members() != names:
            if time.monotonic() > deadline:
                raise RuntimeError(f"cluster did not form: {nodes[0].members()}")
            time.sleep(0.05)
        times = []
        for _ in range(runs):
            summary = nodes[0].scan()
            times.append(summary["seconds"])
        remote = sum(1 for node in nodes[1:] for line in node.lines if "runs task" in line)
        evictions = sum(1 for node in nodes for line in node.lines if "left: no heartbeat" in line)
        return times, remote, evictions
    finally:
        for node in nodes:
            node.stop()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/swiftlet")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--work", nargs="*", default=["sleep", "cpu"])
    parser.add_argument("--nodes", nargs="*", type=int, default=[1, 2, 3])
    arguments = parser.parse_args()
    for work in arguments.work:
        for count in arguments.nodes:
            times, remote, evictions = measure(arguments.binary, count, work, arguments.seconds, arguments.runs)
            print(f"{work} {arguments.seconds:.2f} s/task, {count} node(s): median {statistics.median(times):.2f} s "
                  f"(runs: {', '.join(f'{t:.2f}' for t in times)}; tasks run on other nodes: {remote}; "
                  f"heartbeat evictions: {evictions})", flush=True)


if __name__ == "__main__":
    main()
