#!/usr/bin/env bash
# Instructions per match at 10,000 routes, counted by callgrind: the stable figure on a shared
# machine (wall times vary by 1.5x between runs).
#   Scripts/match-cost.sh              # prints "instructions per match: N"
#   MATCHES=200000 Scripts/match-cost.sh
# It runs `Benchmarks callgrind` with the matches and with none, on a copy of the binary without
# debug information, and divides the difference by the matches, so that building the table
# cancels out. The benchmark loop's own few instructions per match are counted in.
set -euo pipefail
cd "$(dirname "$0")/.."
matches=${MATCHES:-100000}
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
        "$stripped" callgrind --routes 10000 --matches "$1" >/dev/null 2>&1
    callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'
    rm -f "$out"
}
none=$(count 0)
some=$(count "$matches")
rm -f "$stripped"
echo "instructions per match: $(( (some - none) / matches ))"
