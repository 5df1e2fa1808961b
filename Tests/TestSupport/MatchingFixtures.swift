// Test support: compiled where Swift Testing exists (test builds); elsewhere, such as an SDK
// type-check of the package's modules, it compiles to nothing.
#if canImport(Testing)
import Testing
@_spi(Internals) import WayfinderRouting

// MARK: Fixtures shared by the matching suites

/// One row of a matching table: a URL, and either the route and captures it must give or the
/// promise that it matches nothing.
package struct URLExpectation: Sendable, CustomTestStringConvertible {
    package let url: String
    /// The target the URL must match, or `nil` when it must match nothing.
    package let target: String?
    /// Every capture's decoded value, when the URL must match.
    package let parameters: [String: String]

    package init(url: String, target: String?, parameters: [String: String]) {
        self.url = url
        self.target = target
        self.parameters = parameters
    }

    package static func matches(_ url: String, _ target: String, _ parameters: [String: String] = [:]) -> Self {
        Self(url: url, target: target, parameters: parameters)
    }

    package static func rejects(_ url: String) -> Self {
        Self(url: url, target: nil, parameters: [:])
    }

    package var testDescription: String {
        target.map { "\(url) -> \($0)" } ?? "\(url) -> no match"
    }

    /// Checks the row against a router through `resolve`, `match` and `canMatch`.
    ///
    /// A row that must not match must still be read: a URL refused while reading fails the row,
    /// so a "no match" row cannot pass because of a typo that makes the URL unreadable.
    package func verify(in router: Router<String>, sourceLocation: SourceLocation = #_sourceLocation) {
        switch router.resolution(url) {
        case .matched(let match):
            if let target {
                #expect(match.target == target, "target for \(url)", sourceLocation: sourceLocation)
                #expect(match.parameters == parameters, "captures for \(url)", sourceLocation: sourceLocation)
                #expect(match.url == url, sourceLocation: sourceLocation)
            } else {
                Issue.record("\(url) must not match, but matched '\(match.pattern)'", sourceLocation: sourceLocation)
            }
        case .unmatched:
            if let target {
                Issue.record("\(url) must match '\(target)', but matched nothing", sourceLocation: sourceLocation)
            }
        case .refused(let error):
            Issue.record("\(url) was refused while reading: \(error)", sourceLocation: sourceLocation)
        }
        #expect(router.match(url)?.target == target, "match(_:) for \(url)", sourceLocation: sourceLocation)
        #expect(router.canMatch(url) == (target != nil), "canMatch(_:) for \(url)", sourceLocation: sourceLocation)
    }
}

/// One segment fed to a typed capture: the text as it stands in the URL, and the decoded value
/// the capture must give, or `nil` when the capture must refuse it.
package struct CaptureRow: Sendable, CustomTestStringConvertible {
    package let segment: String
    package let value: String?

    package static func accepts(_ segment: String, as value: String? = nil) -> Self {
        Self(segment: segment, value: value ?? segment)
    }

    package static func refuses(_ segment: String) -> Self {
        Self(segment: segment, value: nil)
    }

    package var testDescription: String {
        value.map { "'\(segment)' -> '\($0)'" } ?? "'\(segment)' refused"
    }
}

package enum MatchingFixture {
    /// A router with `routes` registered in order; each route's target is the given name.
    package static func router(
        _ routes: KeyValuePairs<String, String>, configuration: RouterConfiguration = .default
    ) throws -> Router<String> {
        let router = Router<String>(configuration: configuration)
        for (pattern, target) in routes {
            try router.register(pattern, to: target)
        }
        return router
    }

    /// A router whose targets are the patterns themselves, registered in order.
    package static func router(patterns: [String], configuration: RouterConfiguration = .default) throws -> Router<String> {
        let router = Router<String>(configuration: configuration)
        for pattern in patterns {
            try router.register(pattern, to: pattern)
        }
        return router
    }

    /// The decoded segments of a URL as the router reads them.
    package static func segments(of url: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try #require(try? RouteURL(url), "\(url) must be readable", sourceLocation: sourceLocation).segments
    }

    /// Checks a typed-capture row against a router with the single pattern `/v/<type:value>`.
    /// Returns the match, for further checks of the typed value.
    @discardableResult
    package static func verify(
        _ row: CaptureRow, in router: Router<String>, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RouteMatch<String>? {
        let url = "app://v/\(row.segment)"
        if let value = row.value {
            URLExpectation.matches(url, "typed", ["value": value]).verify(in: router, sourceLocation: sourceLocation)
        } else {
            URLExpectation.rejects(url).verify(in: router, sourceLocation: sourceLocation)
        }
        return router.match(url)
    }
}

/// A parameter type for custom converters: the raw values are the only accepted segments.
package enum FixtureTab: String, RouteParameterConvertible, CaseIterable {
    case home, search, cart
}

// MARK: Rules
#endif
