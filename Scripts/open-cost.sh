#!/usr/bin/env bash
# Instructions per open on the headless host at 10,000 routes, counted by callgrind: the
# stable figure on a shared machine (wall times vary by 1.5x between runs).
#   Scripts/open-cost.sh        # prints "instructions per open: N"
# It runs `Benchmarks navigator callgrind` with 2 runs and with 1 and divides the difference
# by the 2,000 opens the second run adds, so that set-up cancels out.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
if ! swift build -c release --package-path Benchmarks >"$log" 2>&1; then
    # The nested package keeps its build plan of the parent's sources: a file added or removed
    # there since the last build is missed until the plan is made anew.
    rm -f Benchmarks/.build/*/release/description.json
    if ! swift build -c release --package-path Benchmarks >"$log" 2>&1; then
        cat "$log" >&2
        exit 1
    fi
fi
rm -f "$log"
binary=$(swift build -c release --package-path Benchmarks --show-bin-path)/Benchmarks
stripped=$(mktemp)
objcopy --strip-debug "$binary" "$stripped"
chmod +x "$stripped"
count() {
    local out
    out=$(mktemp)
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
        "$stripped" navigator callgrind --runs "$1" >/dev/null 2>&1
    callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'
    rm -f "$out"
}
one=$(count 1)
two=$(count 2)
rm -f "$stripped"
echo "instructions per open: $(( (two - one) / 2000 ))"
