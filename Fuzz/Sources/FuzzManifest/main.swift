import FuzzHarness
import Wayfinder
import WayfinderManifest

// The manifest decoder on JSON text: anything either decodes or is refused with issues that
// name a place; a manifest that decodes builds its router and navigator configuration.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = text(data, size)
    let manifest: Manifest
    do {
        manifest = try Manifest.decode(json: input, file: "fuzz.json")
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
        for route in router.routes {
            _ = router.canMatch(route.pattern.description)
        }
    } catch {
        check(false, "a manifest that decoded does not build its router: \(error)")
    }
    _ = manifest.navigatorConfiguration()
    _ = manifest.screenIDs
    _ = manifest.actionNames
    _ = manifest.routeTableIssues()
    return 0
}

runFuzzer(fuzzManifest)
