import FuzzHarness
import FuzzManifestChecks
import Wayfinder
import WayfinderManifest

// The manifest decoder on JSON text: anything either decodes or is refused with issues that
// name a place; a manifest that decodes builds its router and navigator configuration.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = text(data, size)
    checkManifestReader(input: input) { () throws(ManifestError) in try Manifest.decode(json: input, file: "fuzz.json") }
    return 0
}

runFuzzer(fuzzManifest)
