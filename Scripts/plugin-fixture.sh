#!/usr/bin/env bash
# Checks the WayfinderRoutes build plugin on Fixtures/PluginFixture, a package that uses it:
# - GoodApp (a clean manifest) builds, and its code, which uses the generated constants, runs;
# - BadRoutes (a manifest with a bad pattern) fails to build, with the manifest's file, line and
#   column on the diagnostic, as an IDE shows it.
#   Scripts/plugin-fixture.sh
set -euo pipefail
cd "$(dirname "$0")/.."
fixture=Fixtures/PluginFixture
# The nested package keeps its build plan of the parent's sources: a file added or removed there
# since its last build would be missed, so the plan is made anew (cheap; nothing is rebuilt).
rm -f "$fixture"/.build/*/debug/description.json

swift build --package-path "$fixture" --target GoodApp
output=$(swift run --package-path "$fixture" GoodApp 2>/dev/null)
expected='shop://product/42
home product order-detail logout'
if [ "$output" != "$expected" ]; then
    echo "error: GoodApp printed something else; expected:" >&2
    echo "$expected" >&2
    echo "got:" >&2
    echo "$output" >&2
    exit 1
fi

log=$(mktemp)
if swift build --package-path "$fixture" --target BadRoutes > "$log" 2>&1; then
    cat "$log" >&2
    echo "error: BadRoutes built although its manifest has an error" >&2
    exit 1
fi
if ! grep -q "Sources/BadRoutes/routes.json:5:33: error: routes\[1\].pattern" "$log"; then
    cat "$log" >&2
    echo "error: the build failed without the manifest's file:line:column diagnostic" >&2
    exit 1
fi
rm -f "$log"
echo "plugin fixture: GoodApp builds and runs with its constants; BadRoutes fails at routes.json:5:33"
