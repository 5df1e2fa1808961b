import FuzzHarness
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
    let manifest: Manifest
    do {
        manifest = try Manifest.decode(yaml: input, file: "fuzz.yaml", limits: limits)
    } catch {
        check(!error.issues.isEmpty, "a refusal without issues")
        for issue in error.issues {
            check(!issue.message.isEmpty, "an issue without a message")
            if let mark = issue.mark { check(mark.line >= 1 && mark.column >= 1, "issue at \(mark)") }
            _ = issue.diagnostic(source: input).description
        }
        return 0
    }

    // What decoded is consistent: every pattern parses and the table builds.
    for entry in manifest.routes {
        check((try? RoutePattern(entry.pattern)) != nil, "decoded the pattern '\(entry.pattern)', which does not parse")
    }
    do {
        let router = try manifest.makeRouter()
        check(router.routes.count == manifest.routes.count, "\(router.routes.count) routes of \(manifest.routes.count)")
    } catch {
        check(false, "a manifest that decoded does not build its router: \(error)")
    }
    _ = manifest.navigatorConfiguration()
    _ = manifest.routeTableIssues()
    _ = try? AppSiteAssociation(manifest: manifest)
    return 0
}

runFuzzer(fuzzManifestYAML)
