#!/usr/bin/env bash
# Instructions per match at 10,000 routes, counted by callgrind: the stable figure on a shared
# machine (wall times vary by 1.5x between runs).
#   Scripts/match-cost.sh              # prints "instructions per match: N"
#   MATCHES=200000 Scripts/match-cost.sh
# It runs `Benchmarks callgrind` with the matches and with none and divides the difference by
# the matches, so that building the table cancels out. The benchmark loop's own few
# instructions per match are counted in.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/callgrind-count.sh
matches=${MATCHES:-100000}
build_benchmarks
none=$(count_instructions callgrind --routes 10000 --matches 0)
some=$(count_instructions callgrind --routes 10000 --matches "$matches")
echo "instructions per match: $(( (some - none) / matches ))"
