#!/usr/bin/env bash
# Shared by Scripts/match-cost.sh and Scripts/open-cost.sh: builds the benchmark program and
# counts, with callgrind, the instructions of one run of it with the arguments given.
#   source Scripts/callgrind-count.sh; build_benchmarks; count_instructions callgrind --matches 0
# Counts are of a copy without debug information (valgrind cannot read Swift's), with
# SWIFT_DETERMINISTIC_HASHING=1, so that the same binary and arguments give the same count.

build_benchmarks() {
    local log
    log=$(mktemp)
    if ! swift build -c release --package-path Benchmarks >"$log" 2>&1; then
        # The nested package keeps its build plan of the parent's sources: a file added or
        # removed there since the last build is missed until the plan is made anew.
        rm -f Benchmarks/.build/*/release/description.json
        if ! swift build -c release --package-path Benchmarks >"$log" 2>&1; then
            cat "$log" >&2
            exit 1
        fi
    fi
    rm -f "$log"
    stripped=$(mktemp)
    objcopy --strip-debug "$(swift build -c release --package-path Benchmarks --show-bin-path)/Benchmarks" "$stripped"
    chmod +x "$stripped"
    trap 'rm -f "$stripped"' EXIT
}

count_instructions() {
    local out
    out=$(mktemp)
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" "$stripped" "$@" >/dev/null 2>&1
    callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'
    rm -f "$out"
}
