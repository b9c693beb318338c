#!/usr/bin/env python3
"""What a user waits for: a fresh package that depends on Swiftlet by URL, built from nothing.

For each Swiftlet commit named on the command line (default: HEAD of this checkout), one after the
other on the same machine:
  1. clones the checkout at that commit into a temporary folder and tags it 0.1.0;
  2. writes a package as a user does: the README's Counter (`import SwiftUI`, one view with a
     `#Preview`), depending on that clone with `.package(url: "file://…", exact: "0.1.0")`;
  3. times `swift package resolve` (and counts the packages it resolved and the checkouts it made)
     and a clean `swift build` (wall time, peak resident memory of the whole build from
     `/usr/bin/time -v`, and the number of compile steps).

Usage: python3 Book/Benchmarks/build/user_package.py [--resolve-only] [COMMIT ...]
Prints one table row per commit. Run on a quiet machine (`uptime` first); the builds take minutes.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

MANIFEST = """// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "FirstApp",
    platforms: [.macOS(.v15)],
    dependencies: [.package(url: "{url}", exact: "0.1.0")],
    targets: [.executableTarget(name: "FirstApp", dependencies: [.product(name: "SwiftUI", package: "swiftlet")])]
)
"""

# The README's getting-started app (`import SwiftUI`, one view, a `#Preview`).
APP = os.path.join(ROOT, "Examples", "Sources", "Counter", "CounterApp.swift")


def run(command, cwd, timed=False):
    """Runs `command` in `cwd`; returns (seconds, output, peak RSS in KiB or None)."""
    prefix = ["/usr/bin/time", "-v"] if timed and os.path.exists("/usr/bin/time") else []
    start = time.monotonic()
    result = subprocess.run(prefix + command, cwd=cwd, capture_output=True, text=True)
    seconds = time.monotonic() - start
    output = result.stdout + result.stderr
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} failed in {cwd}:\n{output[-3000:]}")
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", output)
    return seconds, output, int(peak.group(1)) if peak else None


def measure(commit, work, build=True):
    clone = os.path.join(work, "swiftlet")
    subprocess.run(["git", "clone", "--quiet", "--no-checkout", ROOT, clone], check=True)
    subprocess.run(["git", "-C", clone, "checkout", "--quiet", commit], check=True)
    subprocess.run(
        ["git", "-C", clone, "-c", "user.name=bench", "-c", "user.email=bench@localhost", "tag", "-a", "0.1.0", "-m", "bench"],
        check=True,
    )
    app = os.path.join(work, "FirstApp")
    os.makedirs(os.path.join(app, "Sources", "FirstApp"))
    with open(os.path.join(app, "Package.swift"), "w") as manifest:
        manifest.write(MANIFEST.format(url="file://" + clone))
    shutil.copy(APP, os.path.join(app, "Sources", "FirstApp", "FirstApp.swift"))
    resolve_seconds, _, _ = run(["swift", "package", "resolve"], app)
    with open(os.path.join(app, "Package.resolved")) as resolved:
        pins = json.load(resolved)["pins"]
    checkouts = len(os.listdir(os.path.join(app, ".build", "checkouts")))
    if not build:
        return resolve_seconds, len(pins), checkouts, None, None, None
    build_seconds, output, peak = run(["swift", "build"], app, timed=True)
    steps = len(re.findall(r"^\[\d+/\d+\] Compiling", output, re.MULTILINE))
    return resolve_seconds, len(pins), checkouts, build_seconds, peak, steps


def main():
    arguments = sys.argv[1:]
    build = "--resolve-only" not in arguments
    commits = [argument for argument in arguments if argument != "--resolve-only"] or ["HEAD"]
    print(f"load: {os.getloadavg()[0]:.2f}")
    print("| Swiftlet | resolve | packages resolved | checkouts | clean `swift build` | peak RSS | compile steps |")
    print("|---|---|---|---|---|---|---|")
    for commit in commits:
        name = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", commit], capture_output=True, text=True).stdout.strip()
        work = tempfile.mkdtemp(prefix="swiftlet-user-build-")
        try:
            resolve, pins, checkouts, seconds, peak, steps = measure(commit, work, build)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        rss = f"{peak / 1024 / 1024:.1f} GiB" if peak else "—"
        built = f"{seconds:.0f} s" if seconds is not None else "—"
        print(f"| {name} | {resolve:.1f} s | {pins} | {checkouts} | {built} | {rss} | {steps or '—'} |", flush=True)


if __name__ == "__main__":
    main()
