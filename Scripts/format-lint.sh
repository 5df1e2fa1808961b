#!/usr/bin/env bash
# Checks the Swift sources against .swift-format: `swift format lint --strict`, zero findings.
#
#   Scripts/format-lint.sh            # check (CI runs this)
#   Scripts/format-lint.sh --fix      # rewrite the files in place, then check
#
# The documentation samples are left as the articles show them: a test keeps each equal to its
# article's block, character for character, so their layout is the articles' own.
set -euo pipefail
cd "$(dirname "$0")/.."

files=()
while IFS= read -r file; do files+=("$file"); done < <(git ls-files '*.swift' \
    | grep -v -e '^Tests/WayfinderTests/Documentation/Samples/' -e '^Examples/DocumentationSamples/' \
        -e '^Examples/Consumer/')
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel "${files[@]}"
fi
swift format lint --strict --parallel "${files[@]}"
echo "swift format: ${#files[@]} files, no finding"
