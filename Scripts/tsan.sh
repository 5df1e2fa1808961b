#!/usr/bin/env bash
# Runs the test suite under the thread sanitizer and fails on any report.
#
#   Scripts/tsan.sh [swift test arguments, e.g. --filter RouterStressTests]
#
# Builds into .build-tsan (gitignored) so the usual .build is left alone. A data race, a lock
# order inversion or any other ThreadSanitizer report fails the run, even when every test
# passes; the full output is in .build-tsan/tsan.log.
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p .build-tsan
log=.build-tsan/tsan.log
# Report every race (not only the first), and keep going so one run shows them all.
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0 second_deadlock_stack=1 history_size=4}"
export SWIFT_BACKTRACE=enable=no
# Tests run several times slower here: give each its limit ten times over (EndsWithin).
export WAYFINDER_TEST_DEADLINE_SCALE="${WAYFINDER_TEST_DEADLINE_SCALE:-10}"

status=0
timeout 3000 swift test --traits YAML --sanitize=thread --scratch-path .build-tsan "$@" > "$log" 2>&1 || status=$?

reports=$(grep -c '^WARNING: ThreadSanitizer' "$log" || true)
summary=$(grep -E '^(✔|✘|━) Test run with|Executed [0-9]+ tests' "$log" | tail -2 || true)
echo "$summary"
echo "thread sanitizer: $reports report(s); swift test exited $status; log: $log"
if [ "$reports" -ne 0 ]; then
    grep -A12 '^WARNING: ThreadSanitizer' "$log" | head -60 >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    grep -E 'error:|✘' "$log" | head -20 >&2
    exit "$status"
fi
