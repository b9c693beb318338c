#!/bin/sh
# Type-checks Uses.swift.txt against the built SwiftletUI module (run `swift build --target SwiftletUI`
# first) and checks that every line marked `// expect: NAME` fails with "'NAME' is unavailable: …",
# the message docs/compatibility.md lists, and that nothing else fails.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
modules="$root/.build/debug/Modules"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root/Tests/Unavailable/Uses.swift.txt" "$work/Uses.swift"
helpers="$root/.build/debug/COpenCombineHelpers.build/module.modulemap"
swiftc -typecheck -swift-version 6 -I "$modules" -Xcc -fmodule-map-file="$helpers" "$work/Uses.swift" >"$work/out.txt" 2>&1 || true
status=0
grep -n '// expect: ' "$work/Uses.swift" | while IFS=: read -r line _; do
    name=$(sed -n "${line}p" "$work/Uses.swift" | sed 's/.*expect: //')
    if ! grep -q "Uses.swift:$line:.*error: .*'$name.*' is unavailable: " "$work/out.txt"; then
        echo "line $line: no 'is unavailable' error for $name"
        exit 1
    fi
done || status=1
others=$(grep 'error:' "$work/out.txt" | grep -v 'is unavailable: ' || true)
if [ -n "$others" ]; then
    echo "unexpected errors:"
    echo "$others"
    status=1
fi
if [ "$status" -ne 0 ]; then
    cat "$work/out.txt"
    exit 1
fi
echo "every unavailable API names its replacement ($(grep -c '// expect: ' "$work/Uses.swift") checked)"
