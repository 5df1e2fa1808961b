import FuzzHarness
import FuzzManifestChecks
import Wayfinder
import WayfinderManifest
import WayfinderYAML

// The manifest reader on YAML text: anything either decodes or is refused with issues that
// name a place, within the limits (aliases that multiply, nesting) and well inside libFuzzer's
// -timeout; a manifest that decodes builds its router, and reads the same as JSON would.

/// Limits a tenth of the defaults: the same checks, and an input that expands aliases to the
/// limit still runs in milliseconds.
let limits = ManifestLimits(maximumBytes: 1 << 20, maximumDepth: 64, maximumValues: 250_000)

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzManifestYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = text(data, size)
    checkManifestReader(input: input) { () throws(ManifestError) in
        try Manifest.decode(yaml: input, file: "fuzz.yaml", limits: limits)
    }
    return 0
}

runFuzzer(fuzzManifestYAML)
