import Foundation
import Testing
import Wayfinder
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import WayfinderManifest

/// The apple-app-site-association components and the router agree: a path the file claims for
/// the app is one the router answers with a route exposed to universal links, and the reverse,
/// for paths made from every route and every component.
@Suite("The association file and the router agree", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct AssociationAgreementTests {
    static let host = "shop.example.com"

    /// What the system does with a path: the first component that matches decides.
    static func claims(_ association: AppSiteAssociation, _ path: String) -> Bool {
        for component in association.components where globMatches(Array(component.path.utf8), Array(path.utf8)) {
            return !component.isExcluded
        }
        return false
    }

    /// The file's matching: `*` any characters (`/` included), `?` one, the rest as written.
    static func globMatches(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var reachable = Array(repeating: false, count: text.count + 1)
        reachable[0] = true
        for byte in pattern {
            var next = Array(repeating: false, count: text.count + 1)
            for j in 0...text.count where reachable[j] {
                if byte == UInt8(ascii: "*") {
                    for k in j...text.count { next[k] = true }
                    break
                }
                if j < text.count, byte == UInt8(ascii: "?") || byte == text[j] { next[j + 1] = true }
            }
            reachable = next
        }
        return reachable[text.count]
    }

    /// Whether the router answers the path as a universal link with an exposed route; and
    /// the route's own file path, to tell the cases the file's syntax cannot separate.
    static func answers(_ router: Router<RouteDefinition>, _ path: String) -> (exposed: Bool, route: String?) {
        guard let match = router.match("https://\(host)\(path)") else { return (false, nil) }
        return (match.target.exposure.contains(.universalLink), match.route.pattern)
    }

    /// Paths for a component: each `?*` as a one-segment value, with and without a trailing slash.
    static func samples(of component: String) -> [String] {
        let filled = component.replacingOccurrences(of: "?*", with: "42")
        return [filled, filled.hasSuffix("/") ? String(filled.dropLast()) : filled + "/"]
    }

    /// Checks every sample; returns the disagreements.
    static func disagreements(in manifest: Manifest) throws -> [String] {
        let association = try AppSiteAssociation(manifest: manifest)
        let router = try manifest.makeRouter()
        let exposedPaths = Set(association.components.filter { !$0.isExcluded }.map(\.path))
        var paths = association.components.flatMap { samples(of: $0.path) }
        for entry in manifest.routes {
            let pattern = try RoutePattern(entry.pattern)
            for variant in pattern.variants {
                let segments = variant.map { segment -> String in
                    if case .literal(let text) = segment { return text }
                    return "42"
                }
                paths.append("/" + segments.joined(separator: "/"))
            }
        }
        var found: [String] = []
        for path in Set(paths).sorted() {
            let claimed = claims(association, path)
            let (exposed, route) = answers(router, path)
            guard claimed != exposed else { continue }
            // What the syntax cannot say (see AppSiteAssociation): an unexposed route whose file
            // path is an exposed route's too, and a `*` that covers a path no route takes.
            if let route, let pattern = try? RoutePattern(route),
                pattern.variants.contains(where: {
                    (try? PathPattern($0, index: 0)).map { exposedPaths.contains($0.text) } ?? false
                })
            {
                continue
            }
            if claimed && route == nil { continue }
            found.append(
                "\(path): the file \(claimed ? "claims" : "does not claim") it; the router answers \(route ?? "nothing")\(exposed ? " (exposed)" : route == nil ? "" : " (not exposed)")"
            )
        }
        return found
    }

    static func manifest(_ routes: [(String, Bool)]) throws -> Manifest {
        let entries = routes.enumerated().map { index, route in
            #"{"pattern": "\#(route.0)", "screen": "s\#(index)"\#(route.1 ? #", "exposure": "universal-link""# : "")}"#
        }
        return try Manifest.decode(
            json: #"{"version": 1, "universalLinkHosts": ["\#(host)"], "routes": [\#(entries.joined(separator: ","))]}"#)
    }

    @Test("a capture that becomes '*' does not claim the internal routes beside it")
    func exclusions() throws {
        let manifest = try Self.manifest([
            ("/<slug>", true), ("/admin", false), ("/product/<int:id>", true), ("/product/<int:id>/edit", false),
            ("/files/<path:rest>", true), ("/files/secret", false), ("/cart", true), ("/a/b/<x>", true), ("/a/<y>", false),
        ])
        let association = try AppSiteAssociation(manifest: manifest)
        #expect(!Self.claims(association, "/admin"))
        #expect(!Self.claims(association, "/admin/"))
        #expect(Self.claims(association, "/summer-sale"))
        #expect(!Self.claims(association, "/product/42/edit"))
        #expect(Self.claims(association, "/product/42"))
        #expect(!Self.claims(association, "/files/secret"))
        #expect(Self.claims(association, "/files/a/b"))
        #expect(Self.claims(association, "/a/b/1"), "the exposed /a/b/<x> comes before the exclusion of /a/<y>")
        #expect(!Self.claims(association, "/a/1"))
        #expect(try Self.disagreements(in: manifest) == [])
    }

    @Test("empty segments: the file claims '/cart' and '/cart/', the router answers those and refuses '//cart'")
    func emptySegments() throws {
        let manifest = try Self.manifest([("/cart", true), ("/product/<int:id>", true)])
        let association = try AppSiteAssociation(manifest: manifest)
        let router = try manifest.makeRouter()
        for path in ["/cart", "/cart/", "//cart", "/cart//", "/product/42", "/product/42/", "/product//42"] {
            let claimed = Self.claims(association, path)
            let answered = Self.answers(router, path).exposed
            if path.contains("//") {
                #expect(!answered, "\(path)")
                if !path.contains("*") && path.hasPrefix("//") { #expect(!claimed, "\(path)") }
            } else {
                #expect(claimed && answered, "\(path): claimed \(claimed), answered \(answered)")
            }
        }
    }

    @Test("random route tables: every path made from a route or a component gets the same answer from both")
    func randomTables() throws {
        let seeds: [UInt64] =
            ProcessInfo.processInfo.environment["WAYFINDER_AASA_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? (0..<400).map { UInt64($0) &* 0x9E37_79B9 &+ 11 }
        let pieces = ["a", "b", "admin", "<x>", "<int:n>", "*"]
        var contradictory = 0
        for seed in seeds {
            var random = SeededRandom(seed: seed)
            var routes: [(String, Bool)] = []
            var seen = Set<String>()
            for _ in 0..<Int.random(in: 3...12, using: &random) {
                var segments = (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                if Bool.random(using: &random) && Int.random(in: 0...3, using: &random) == 0 { segments.append("<path:rest>") }
                let pattern = "/" + segments.joined(separator: "/")
                // One route per shape: two equivalent patterns are a conflict, refused by the loader.
                let shape = pattern.replacingOccurrences(of: "<int:n>", with: "#").replacingOccurrences(of: "<x>", with: "$")
                guard seen.insert(shape).inserted else { continue }
                routes.append((pattern, Bool.random(using: &random)))
            }
            guard let manifest = try? Self.manifest(routes) else { continue }
            // Some tables hold claims and exclusions that no order separates (the file's `*`
            // takes `/`); the tool warns about those, and they are not checked here.
            if try AppSiteAssociation(manifest: manifest).hasContradictoryOrder {
                contradictory += 1
                continue
            }
            let found = try Self.disagreements(in: manifest)
            #expect(found.isEmpty, "seed \(seed) (replay: WAYFINDER_AASA_SEED=\(seed)); routes \(routes): \(found)")
        }
        print(
            "association agreement: \(seeds.count) random route tables (\(contradictory) with an order no file can keep, left out), seeds \(seeds.first!)…\(seeds.last!)"
        )
        #expect(contradictory * 10 < seeds.count, "\(contradictory) of \(seeds.count) tables had no exact order")
    }
}
