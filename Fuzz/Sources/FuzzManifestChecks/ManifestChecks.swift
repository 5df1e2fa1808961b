import FuzzHarness
import Wayfinder
import WayfinderManifest
@_spi(Internals) import WayfinderRouting

/// The promises of a manifest reader, whatever the format: a refusal lists issues that each
/// have a message and a place inside the text; a manifest that decodes is consistent (every
/// pattern parses, the router builds with every route) and everything derived from it builds.
public func checkManifestReader(input: String, _ decode: () throws(ManifestError) -> Manifest) {
    let manifest: Manifest
    do {
        manifest = try decode()
    } catch {
        check(!error.issues.isEmpty, "a refusal without issues")
        for issue in error.issues {
            check(!issue.message.isEmpty, "an issue without a message")
            if let mark = issue.mark { check(mark.line >= 1 && mark.column >= 1, "issue at \(mark)") }
            _ = issue.diagnostic(source: input).description
        }
        return
    }
    for entry in manifest.routes {
        check((try? RoutePattern(entry.pattern)) != nil, "decoded the pattern '\(entry.pattern)', which does not parse")
    }
    do {
        let router = try manifest.makeRouter()
        check(router.routes.count == manifest.routes.count, "\(router.routes.count) routes of \(manifest.routes.count)")
        for route in router.routes {
            _ = router.canMatch(route.pattern)
        }
    } catch {
        check(false, "a manifest that decoded does not build its router: \(error)")
    }
    _ = manifest.navigatorConfiguration()
    _ = manifest.screenIDs
    _ = manifest.actionNames
    _ = manifest.routeTableIssues()
    _ = try? AppSiteAssociation(manifest: manifest)
}
