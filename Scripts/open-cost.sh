#!/usr/bin/env bash
# Instructions per open on the headless host at 10,000 routes, counted by callgrind: the
# stable figure on a shared machine (wall times vary by 1.5x between runs).
#   Scripts/open-cost.sh        # prints "instructions per open: N"
# It runs `Benchmarks navigator callgrind` with 2 runs and with 1 and divides the difference
# by the 2,000 opens the second run adds, so that set-up cancels out.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/callgrind-count.sh
build_benchmarks
one=$(count_instructions navigator callgrind --runs 1)
two=$(count_instructions navigator callgrind --runs 2)
echo "instructions per open: $(( (two - one) / 2000 ))"
