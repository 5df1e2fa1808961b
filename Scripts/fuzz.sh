#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ with the fuzzer and address sanitizers and runs each for
# a given time, starting from the seed corpus kept in Fuzz/Corpus/<target>/.
#
#   Scripts/fuzz.sh [seconds-per-target] [target...]
#   FUZZ_RUNS=10000000 Scripts/fuzz.sh 0 FuzzURLs    # a long run: stops after that many inputs
#   FUZZ_SANITIZERS=fuzzer Scripts/fuzz.sh ...          # without AddressSanitizer
#
# Prints, per target, the time, executions and findings (crashes, hangs, leaks, out-of-memory),
# read from libFuzzer's final statistics. Exits 1 when any target found something; the
# inputs are in .build-fuzz/findings/<target>/, and replaying one is
#   Fuzz/.build/release/<target> .build-fuzz/findings/<target>/crash-...
#
# The targets are optimised (-c release): about four times the executions of a debug build.
# AddressSanitizer is on by default. Without it (FUZZ_SANITIZERS=fuzzer, built apart in
# Fuzz/.build-fuzzer-only) the navigator target runs about 3.4 times as many inputs a second; a
# hang, a Swift runtime trap and a failed check are findings either way, while out-of-bounds
# reads in unsafe code are caught only with it (the URL and pattern targets keep it on).
# Swift concurrency runs on the fuzzing thread in virtual time (FuzzHarness/FuzzExecutors.swift),
# so a finding replays in the same order.
#
# New inputs libFuzzer finds go to .build-fuzz/corpus/<target>/ (the working corpus, kept between
# runs), never into the seed corpus.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(FuzzPatterns FuzzURLs FuzzOutsideDoor FuzzManifest FuzzManifestYAML FuzzNavigator); fi

# `-sanitize=fuzzer,address` in one flag: given as two flags, swiftc passes only the last
# sanitizer to the compiler and the code gets no coverage instrumentation. lld, which ships
# with the toolchain, links the sanitizer runtimes without gold's warnings.
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
case "$sanitizers" in
    fuzzer,address) build="Fuzz/.build" ;;
    fuzzer) build="Fuzz/.build-fuzzer-only" ;;
    *) echo "error: FUZZ_SANITIZERS is fuzzer,address or fuzzer" >&2; exit 2 ;;
esac
echo "== building ${targets[*]} (release, -sanitize=$sanitizers)"
mkdir -p "$build"
build_target() {
    swift build --package-path Fuzz --scratch-path "$build" -c release \
        -Xswiftc "-sanitize=$sanitizers" -Xswiftc -use-ld=lld --product "$1" > "$build/fuzz-build.log" 2>&1
}
for target in "${targets[@]}"; do
    # A failed build must not leave an older binary to fuzz. SwiftPM can keep a nested
    # package's build plan from before files were added (errors: "cannot find 'X' in scope");
    # the plan is then dropped and the build tried once more.
    if ! build_target "$target"; then
        rm -f "$build/release.yaml" "$build/build.db"
        if ! build_target "$target"; then
            grep -E 'error' "$build/fuzz-build.log" | head -20 >&2
            echo "error: $target did not build" >&2
            exit 1
        fi
    fi
    grep -E 'warning:|Compiling Fuzz|Build complete' "$build/fuzz-build.log" || true
done

# Swift's own crash reporter would hold a crashing run open; libFuzzer reports crashes itself.
export SWIFT_BACKTRACE=enable=no
# Without a stack recorded at every allocation, a run makes about 10% more executions; a
# finding replayed by hand (without this) reports the full stacks.
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=0}"

found_any=0
summary=()
for target in "${targets[@]}"; do
    work=".build-fuzz"
    rm -rf "$work/findings/$target"
    mkdir -p "$work/corpus/$target" "$work/findings/$target" "$work/logs"
    log="$work/logs/$target.log"
    options=(-max_total_time="$seconds" -runs="${FUZZ_RUNS:--1}" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1
             -artifact_prefix="$work/findings/$target/")
    case "$target" in
        FuzzPatterns) options+=(-max_len=512) ;;
        # Long enough to cross the 8,192-byte limit.
        FuzzURLs) options+=(-max_len=10000) ;;
        # Leak checking is off: each input runs the navigator's tasks, whose runtime
        # allocations outlive one input by design and would make the leak checker scan the heap
        # after every run.
        FuzzOutsideDoor) options+=(-max_len=10000 -detect_leaks=0) ;;
        FuzzManifest) options+=(-max_len=8192) ;;
        # YAML's shapes (nesting, anchors and aliases, flow and block styles, tags) fit in 2 KB;
        # longer inputs only slow the run (the size and depth limits have unit tests).
        FuzzManifestYAML) options+=(-max_len=2048) ;;
        # Sequences of requests: each input must end well inside the timeout, since every
        # request ends. Leak checking is off for the same reason as FuzzURLs.
        FuzzNavigator) options+=(-max_len=192 -detect_leaks=0) ;;
    esac
    seeds=$(find "Fuzz/Corpus/$target" -type f | wc -l)
    echo "== $target: ${seconds}s from $seeds seeds"
    status=0
    "$build/release/$target" "${options[@]}" "$work/corpus/$target" "Fuzz/Corpus/$target" > "$log" 2>&1 || status=$?

    executions=$(grep -o 'stat::number_of_executed_units:[[:space:]]*[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)
    speed=$(grep -o 'stat::average_exec_per_sec:[[:space:]]*[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)
    coverage=$(grep -oE '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)[[:space:]]+cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+$' || true)
    corpus=$(find "$work/corpus/$target" -type f | wc -l)
    findings=$(find "$work/findings/$target" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'leak-*' -o -name 'oom-*' -o -name 'slow-unit-*' \) | wc -l)
    if [ "$status" -ne 0 ] && [ "$findings" -eq 0 ]; then findings=1; fi
    took=$(grep -oE 'Done [0-9]+ runs in [0-9]+ second' "$log" | grep -oE '[0-9]+ second' | grep -oE '[0-9]+' || echo "$seconds")
    line="$target: ${took}s, ${executions:-0} executions (${speed:-0}/s), coverage ${coverage:-?} edges, working corpus $corpus inputs, findings: $findings"
    echo "$line"
    summary+=("$line")
    if [ "$findings" -ne 0 ]; then
        found_any=1
        grep -E 'ERROR: |SUMMARY: |fuzz check failed|Fatal error|Test unit written' "$log" | head -8 >&2 || true
        find "$work/findings/$target" -type f | sed 's/^/  finding: /' >&2
    fi
done

echo "== fuzzing summary"
printf '%s\n' "${summary[@]}"
exit "$found_any"
