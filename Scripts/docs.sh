#!/usr/bin/env bash
# Builds the DocC documentation of every library module, with warnings as errors, links across
# modules included, and merges it into one archive: .build/docs/combined/Wayfinder.doccarchive.
#
#   Scripts/docs.sh
#
# Each module is converted after the modules it depends on, with their archives as
# dependencies, so that ``Router`` in Wayfinder's articles resolves to WayfinderRouting's page.
# Uses the toolchain's `docc` and SwiftPM's symbol graphs: the package depends on no
# documentation plugin. UIKit and SwiftUI do not exist on Linux, so the adapters' pages are
# built on a Mac (Xcode's Build Documentation); here they have no symbols.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
rm -rf "$out"
mkdir -p "$out/graphs"
# Build the tests first: on Linux, `dump-symbol-graph` fails on a fresh clone without them.
# It builds every target but the tests, then runs swift-symbolgraph-extract on each module of
# the build plan whose kind is "library", and on Linux (not on macOS) the plan also holds the
# two modules SwiftPM derives for the test product, WayfinderPackageDiscoveredTests and the
# entry point WayfinderPackageTests, both of kind library. Never built, they cannot be loaded;
# the extractor's error makes the command exit with 1, though the libraries' graphs are written.
# Built with the flags CI builds with (`--build-tests --traits YAML`), so that after CI's build
# this is a no-op; the derived modules' graphs are written too, and left unused.
swift build --build-tests --traits YAML > "$out/build.log" 2>&1 \
    || { cat "$out/build.log" >&2; exit 1; }
swift package --traits YAML dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols --skip-synthesized-members > "$out/symbol-graphs.log" 2>&1 \
    || { cat "$out/symbol-graphs.log" >&2; exit 1; }
graphs=$(sed -n 's/^Files written to //p' "$out/symbol-graphs.log")

# Module, then the modules whose archives its links may reach.
modules=(
    "WayfinderRouting:"
    "Wayfinder:WayfinderRouting"
    "WayfinderManifest:WayfinderRouting Wayfinder"
    "WayfinderYAML:WayfinderRouting Wayfinder WayfinderManifest"
    "WayfinderTesting:WayfinderRouting Wayfinder"
)
archives=()
for entry in "${modules[@]}"; do
    module=${entry%%:*}
    dependencies=${entry#*:}
    mkdir -p "$out/graphs/$module"
    cp "$graphs/$module.symbols.json" "$out/graphs/$module/"
    cp "$graphs/$module"@*.symbols.json "$out/graphs/$module/" 2>/dev/null || true
    catalog=()
    [ -d "Sources/$module/Documentation.docc" ] && catalog=("Sources/$module/Documentation.docc")
    flags=()
    for dependency in $dependencies; do flags+=(--dependency "$out/$dependency.doccarchive"); done
    echo "== $module"
    docc convert "${catalog[@]}" \
        --additional-symbol-graph-dir "$out/graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.wayfinder.$module" \
        --output-path "$out/$module.doccarchive" \
        --enable-experimental-external-link-support --warnings-as-errors "${flags[@]}"
    archives+=("$out/$module.doccarchive")
done
mkdir -p "$out/combined"
docc merge "${archives[@]}" --synthesized-landing-page-name "Wayfinder packages" --output-path "$out/combined/Wayfinder.doccarchive"
echo "documentation: $out/combined/Wayfinder.doccarchive"
