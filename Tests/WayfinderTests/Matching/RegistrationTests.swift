import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

@Suite("Registration", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RegistrationTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        let first: String
        let second: String
        var testDescription: String { "\(first) and \(second)" }
    }

    // MARK: Conflicts

    static let equivalent: [Pair] = [
        Pair(first: "/user/<id>", second: "/user/:name"),
        Pair(first: "/user/<id>", second: "/user/<string:other>"),
        Pair(first: "user/<id>", second: "/user/<id>"),
        Pair(first: "/a/<int:x>", second: "/a/<int:y>"),
        Pair(first: "/a/<uuid:x>", second: "/a/<UUID:y>"),
        Pair(first: "/a/*", second: "/a/*"),
        Pair(first: "/f/<path:a>", second: "/f/<path:b>"),
        Pair(first: "/f/**", second: "/f/**"),
        Pair(first: "/a/b/", second: "/a//b"),
        Pair(first: "/caf%C3%A9", second: "/café"),
        Pair(first: "shop://Product/x", second: "shop://product/x"),
        Pair(first: "shop://product/x", second: "SHOP://product/x"),
        Pair(first: "shop://search[/<query>]", second: "shop://search"),
        Pair(first: "shop://search[/<query>]", second: "shop://search/<q>"),
        Pair(first: "shop://search", second: "shop://search[/<query>]"),
        Pair(first: "/a[/b][/c]", second: "/a/c"),
        Pair(first: "/a[/b][/c]", second: "/a/b/c"),
        Pair(first: "/a[/b[/c]]", second: "/a/b/c"),
        Pair(first: "/a/c", second: "/a[/b][/c]"),
        Pair(first: "/x/<int:n>[/<tab>]", second: "/x/<int:id>/<name>"),
    ]

    @Test("registering a pattern equivalent to a registered one is a conflict", arguments: equivalent)
    func conflict(_ pair: Pair) throws {
        let router = Router<String>()
        let first = try router.register(pair.first, to: "first")
        let error = try #require(throws: RoutingError.self) { try router.register(pair.second, to: "second") }
        #expect(error.code == .conflict)
        #expect(error.pattern == pair.second)
        #expect(error.conflictingPatterns == [try RoutePattern(pair.first).description])
        #expect(error.column == nil)
        // The table is unchanged.
        #expect(router.routes.map(\.id) == [first])
        #expect(router.routes.map(\.target) == ["first"])
    }

    @Test("a registration that fails, one at a time, leaves no trace: same routes, same matches, next id unchanged")
    func failedRegistrationLeavesNoTrace() throws {
        let router = Router<String>(configuration: RouterConfiguration(schemes: ["app"]))
        let first = try router.register("/a/<int:n>", to: "a")
        #expect(router.match("app://a/1")?.target == "a")
        _ = try #require(throws: RoutingError.self) { try router.register("/a/<int:m>", to: "conflict") }
        _ = try #require(throws: RoutingError.self) { try router.register("/a/<int:m>[/b]", to: "tail conflict") }
        _ = try #require(throws: RoutingError.self) { try router.register("/b/<nope:x>", to: "unknown type") }
        _ = try #require(throws: RoutingError.self) { try router.register("/c/[", to: "invalid") }
        #expect(router.routes.map(\.target) == ["a"])
        #expect(router.match("app://a/1")?.target == "a")
        #expect(router.match("app://a/1/b") == nil)
        #expect(router.validate().isEmpty)
        let second = try router.register("/a/<int:m>/b", to: "b")
        #expect(second == first + 1)
        #expect(router.match("app://a/1/b")?.target == "b")
    }

    @Test("the conflict error says which patterns collide and how to replace")
    func conflictMessage() throws {
        let router = Router<String>()
        try router.register("/user/<id>", to: "user")
        let error = try #require(throws: RoutingError.self) { try router.register("/user/:name", to: "profile") }
        #expect(
            error.message == "'/user/<name>' is equivalent to the registered '/user/<id>'; pass replacing: true to replace it")
        #expect(error.description == error.message)
        #expect(error.code.description == "conflict")
    }

    @Test("an optional tail that collides with several routes names them all")
    func conflictWithSeveral() throws {
        let router = Router<String>()
        try router.register("/a", to: "a")
        try router.register("/a/<x>", to: "a/x")
        try router.register("/a/b", to: "a/b")
        let error = try #require(throws: RoutingError.self) { try router.register("/a[/<y>]", to: "tail") }
        #expect(error.code == .conflict)
        #expect(error.conflictingPatterns == [try RoutePattern("/a").description, try RoutePattern("/a/<x>").description])
    }

    static let distinct: [Pair] = [
        Pair(first: "/user/<id>", second: "/user/<int:id>"),
        Pair(first: "/user/<int:id>", second: "/user/<double:id>"),
        Pair(first: "/user/<id>", second: "shop://user/<id>"),
        Pair(first: "shop://user/<id>", second: "other://user/<id>"),
        Pair(first: "/a/*", second: "/a/<x>"),
        Pair(first: "/f/<path:a>", second: "/f/**"),
        Pair(first: "/f/<path:a>", second: "/f/<a>"),
        Pair(first: "/a/Product", second: "/a/product"),
        Pair(first: "/a[/b]", second: "/a/c"),
        Pair(first: "/a[/b]", second: "/a/b/c"),
        Pair(first: "/a/b", second: "/a/b/c"),
        Pair(first: "https://shop.example.com/a", second: "https://other.example.com/a"),
    ]

    @Test("patterns that differ in scheme scope or segment shape coexist", arguments: distinct)
    func noConflict(_ pair: Pair) throws {
        let router = Router<String>()
        let first = try router.register(pair.first, to: "first")
        let second = try router.register(pair.second, to: "second")
        #expect(first != second)
        #expect(router.routes.map(\.target) == ["first", "second"])
        #expect(
            router.routes.map(\.pattern) == [try RoutePattern(pair.first).description, try RoutePattern(pair.second).description])
    }

    @Test("with caseInsensitivePaths, literals differing only in case are equivalent")
    func caseInsensitiveConflict() throws {
        let router = Router<String>(configuration: RouterConfiguration(caseInsensitivePaths: true))
        try router.register("/a/Product", to: "first")
        let error = try #require(throws: RoutingError.self) { try router.register("/a/product", to: "second") }
        #expect(error.code == .conflict)
    }

    // MARK: Replacing

    @Test("replacing: true replaces the equivalent route")
    func replace() throws {
        let router = Router<String>()
        let old = try router.register("/user/<id>", to: "old", defaults: ["a": "1"])
        try router.register("/other", to: "other")
        let new = try router.register("/user/:name", to: "new", replacing: true)
        #expect(new != old)
        #expect(router.route(old) == nil)
        #expect(router.route(new)?.target == "new")
        #expect(router.route(new)?.defaults == [:])
        let match = try #require(router.match("app://user/alice"))
        #expect(match.target == "new")
        #expect(match.parameters == ["name": "alice"])
        // A replacement is a new registration: it lists after the routes already there.
        #expect(router.routes.map(\.target) == ["other", "new"])
    }

    @Test("replacing with an optional tail replaces every route one of its variants collides with")
    func replaceSeveral() throws {
        let router = Router<String>()
        try router.register("/a", to: "a")
        try router.register("/b", to: "b")
        try router.register("/a/<x>", to: "a/x")
        try router.register("/a/b", to: "a/b")
        try router.register("/a[/<y>]", to: "tail", replacing: true)
        #expect(router.routes.map(\.target) == ["b", "a/b", "tail"])
        #expect(router.match("app://a")?.target == "tail")
        #expect(router.match("app://a/q")?.parameters == ["y": "q"])
        #expect(router.match("app://a/b")?.target == "a/b")
    }

    @Test("replacing a route with an optional tail by one variant removes the others too")
    func replaceTailByVariant() throws {
        let router = Router<String>()
        try router.register("shop://search[/<query>]", to: "search")
        try router.register("shop://search", to: "plain", replacing: true)
        #expect(router.match("shop://search")?.target == "plain")
        #expect(router.match("shop://search/shoes") == nil)
    }

    @Test("replacing: true with nothing to replace just registers")
    func replaceNothing() throws {
        let router = Router<String>()
        let id = try router.register("/a", to: "a", replacing: true)
        #expect(router.routes.map(\.id) == [id])
        #expect(router.match("app://a")?.target == "a")
    }

    // MARK: Removing

    @Test("remove by id returns the route once; the literal's capture sibling takes over its URLs")
    func removeByID() throws {
        let router = Router<String>()
        let capture = try router.register("/user/<id>", to: "user")
        let literal = try router.register("/user/me", to: "me", description: "The signed-in user")
        #expect(router.match("app://user/me")?.target == "me")

        let removed = try #require(router.remove(literal))
        #expect(removed.id == literal)
        #expect(removed.target == "me")
        #expect(removed.description == "The signed-in user")
        #expect(router.remove(literal) == nil)
        #expect(router.route(literal) == nil)
        #expect(router.match("app://user/me")?.target == "user")
        #expect(router.routes.map(\.id) == [capture])

        #expect(router.remove(capture)?.target == "user")
        #expect(router.routes.isEmpty)
        URLExpectation.rejects("app://user/me").verify(in: router)
    }

    @Test(
        "after a removal, the routes left match as a table registered without it does",
        arguments: [false, true])
    func removalRebuildsTheSameTable(caseInsensitivePaths: Bool) throws {
        let configuration = RouterConfiguration(caseInsensitivePaths: caseInsensitivePaths).with(
            ParameterConverter("sku") { $0.count == 8 })
        // Patterns the canonical reader reads and patterns only the parser reads (optional
        // tails, names that are not canonical, upper case, escapes), under both scopes.
        let patterns = [
            "/user/<id>", "/user/me", "shop://Item/<int:id>[/<tab>]", "/files/<path:rest>", "/gone/<x>",
            "/a/*/b", "shop://item/<sku:code>", "/caf%C3%A9/menu", "/user/:name/posts", "/Gone/Too",
        ]
        let urls = [
            "app://user/me", "app://user/7", "shop://item/12", "shop://ITEM/12/reviews", "shop://item/ABCDEFGH",
            "app://files/x/y/z", "app://a/q/b", "app://caf%C3%A9/menu", "app://user/ann/posts", "app://gone/1",
            "app://gone/too", "app://GONE/TOO",
        ]
        let full = Router<String>(configuration: configuration)
        for pattern in patterns { try full.register(pattern, to: pattern) }
        for gone in ["/gone/<x>", "/Gone/Too"] {
            let id = try #require(full.routes.first { $0.target == gone }?.id)
            try #require(full.remove(id) != nil)
        }
        let fresh = Router<String>(configuration: configuration)
        for pattern in patterns where !pattern.lowercased().hasPrefix("/gone") { try fresh.register(pattern, to: pattern) }

        #expect(full.routes.map(\.target) == fresh.routes.map(\.target))
        for url in urls {
            let left = full.match(url)
            let right = fresh.match(url)
            #expect(left?.target == right?.target, "\(url)")
            #expect(left.map(Self.parameterText) == right.map(Self.parameterText), "\(url)")
        }
        #expect(fresh.match("app://user/7")?.target == "/user/<id>", "the comparison is not empty")
    }

    @Test("in one update, what follows a removal sees the table without the removed route")
    func removalsWithinOneUpdate() throws {
        let router = Router<String>()
        try router.register("/user/<id>", to: "user")
        try router.register("/user/me", to: "me")
        try router.register("/team/<id>", to: "team")
        try router.register("/a[/<y>]", to: "a")
        try router.update { table in
            let me = try #require(table.routes.first { $0.target == "me" }?.id)
            #expect(table.remove(me)?.target == "me")
            // Registering where the removed route was is no conflict.
            try table.register("/user/me", to: "me again")
            #expect(try table.remove(pattern: "/team/<x>").map(\.target) == ["team"])
            // A conflict with a route that is still there is still one.
            #expect(throws: RoutingError.self) { try table.register("/user/<other>", to: "clash") }
            try table.register("/a/<z>", to: "a/z", replacing: true)
            #expect(table.routes.map(\.target) == ["user", "me again", "a/z"])
        }
        #expect(router.match("app://user/me")?.target == "me again")
        #expect(router.match("app://user/7")?.target == "user")
        #expect(router.match("app://team/7") == nil)
        #expect(router.match("app://a/1")?.target == "a/z")
        #expect(router.match("app://a") == nil)
    }

    @Test("the trie read during an update after a removal is the table without the removed route")
    func trieAfterRemoval() throws {
        let router = Router<String>()
        try router.register("/x/<name>", to: "name")
        try router.register("/x/*", to: "wildcard")
        try #require(router.validate().map(\.code) == [.shadowed], "a wildcard behind a string capture is shadowed")
        try router.update { table in
            let name = try #require(table.routes.first { $0.target == "name" }?.id)
            table.remove(name)
            let trie = table.trie
            let wildcard = try #require(
                trie.find([.literal("x"), .wildcard], from: RouteTrie.agnosticRoot, configuration: table.configuration))
            #expect(trie.routeEnding(at: wildcard)?.route == 0, "the route left is route 0 now")
            let capture = trie.find(
                [.literal("x"), .capture(name: "name", type: .string)], from: RouteTrie.agnosticRoot,
                configuration: table.configuration)
            #expect(capture.flatMap(trie.routeEnding(at:)) == nil)
            let analysis = ShadowAnalysis(trie: trie, records: table.records, configuration: table.configuration)
            #expect(analysis.diagnostics().isEmpty)
        }
        #expect(router.validate().isEmpty)
        #expect(router.match("app://x/q")?.target == "wildcard")
    }

    static func parameterText(_ match: RouteMatch<String>) -> [String] {
        match.parameterNames.map { "\($0)=\(match.parameters[$0] ?? "")" }
    }

    @Test("remove(pattern:) removes the equivalent routes, names ignored")
    func removeByPattern() throws {
        let router = Router<String>()
        try router.register("/user/<id>", to: "user")
        try router.register("/team/<id>", to: "team")
        let removed = try router.remove(pattern: "/user/:whoever")
        #expect(removed.map(\.target) == ["user"])
        #expect(router.routes.map(\.target) == ["team"])
        #expect(router.match("app://user/1") == nil)
        #expect(router.match("app://team/1")?.target == "team")
        #expect(try router.remove(pattern: "/user/<id>").isEmpty)
    }

    @Test("remove(pattern:) with an optional tail removes every route a variant is equivalent to")
    func removeByPatternWithTail() throws {
        let router = Router<String>()
        try router.register("/a", to: "a")
        try router.register("/a/<x>", to: "a/x")
        try router.register("/a/b", to: "a/b")
        try router.register("shop://a", to: "shop a")
        let removed = try router.remove(pattern: "/a[/<y>]")
        #expect(removed.map(\.target) == ["a", "a/x"])
        #expect(router.routes.map(\.target) == ["a/b", "shop a"])
    }

    @Test("remove(pattern:) respects scheme scope and capture types")
    func removeByPatternShape() throws {
        let router = Router<String>(configuration: RouterConfiguration().with(ParameterConverter("sku") { $0.count == 8 }))
        try router.register("/item/<code>", to: "string")
        try router.register("/item/<sku:code>", to: "sku")
        try router.register("shop://item/<code>", to: "shop")
        #expect(try router.remove(pattern: "/item/<int:code>").isEmpty)
        #expect(try router.remove(pattern: "other://item/<code>").isEmpty)
        #expect(try router.remove(pattern: "shop://item/<sku:code>").isEmpty)
        #expect(try router.remove(pattern: "/item/<SKU:x>").map(\.target) == ["sku"])
        #expect(router.routes.map(\.target) == ["string", "shop"])
    }

    @Test("remove(pattern:) with a parameter type the router does not know removes nothing")
    func removeByPatternUnknownType() throws {
        let router = Router<String>()
        try router.register("/item/<code>", to: "string")
        // `sku` is no converter of this router, so no registered route can have its shape.
        #expect(try router.remove(pattern: "/item/<sku:code>").isEmpty)
        #expect(router.routes.map(\.target) == ["string"])
    }

    // MARK: Listing and lookup

    @Test("routes lists in registration order; route(_:) finds by id; ids are unique")
    func listing() throws {
        let router = Router<String>()
        let patterns = ["/c", "/a", "shop://b", "/d/<int:n>", "/e[/<f>]"]
        var ids: [Int] = []
        for pattern in patterns {
            ids.append(try router.register(pattern, to: pattern, defaults: ["p": pattern], description: "route \(pattern)"))
        }
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        #expect(router.routes.map(\.id) == ids)
        #expect(router.routes.map(\.target) == patterns)
        #expect(router.routes.map(\.pattern) == ["/c", "/a", "shop://b", "/d/<int:n>", "/e[/<f>]"])
        for (id, pattern) in zip(ids, patterns) {
            let route = try #require(router.route(id))
            #expect(route.id == id)
            #expect(route.target == pattern)
            #expect(route.defaults == ["p": pattern])
            #expect(route.description == "route \(pattern)")
        }
        router.remove(ids[1])
        #expect(router.routes.map(\.target) == ["/c", "shop://b", "/d/<int:n>", "/e[/<f>]"])
        #expect(router.route(999) == nil)
        // An identifier is never given out again.
        let next = try router.register("/a", to: "again")
        #expect(!ids.contains(next))
    }

    @Test("literals longer than a word keep matching while routes are registered between matches, in both casings")
    func longLiteralsAcrossPublications() throws {
        for caseInsensitive in [false, true] {
            let router = Router<Int>(configuration: RouterConfiguration(caseInsensitivePaths: caseInsensitive))
            // Each match publishes the table, which trims the literal text; registering goes on
            // growing it, and every earlier literal must still compare equal.
            for index in 0..<300 {
                try router.register(
                    "/catalogue/Section-\(index)-of-the-catalogue/entry-with-a-long-name-\(index % 7)/<int:id>", to: index)
                if index % 23 == 0 { _ = router.match("app://section/1") }
            }
            for index in 0..<300 {
                let url = "app://catalogue/Section-\(index)-of-the-catalogue/entry-with-a-long-name-\(index % 7)/5"
                #expect(router.match(url)?.target == index, "\(url)")
                #expect(router.match(url.lowercased())?.target == (caseInsensitive ? index : nil), "\(url.lowercased())")
                #expect(
                    router.match("app://catalogue/Section-\(index)-of-the-catalogue/entry-with-a-long-name-\((index + 1) % 7)/5")
                        == nil)
            }
        }
    }

    @Test("a parsed RoutePattern registers like its text")
    func registerParsed() throws {
        let router = Router<String>()
        let pattern = try RoutePattern("shop://product/<int:id>[/<tab>]")
        let id = try router.register(pattern, to: "product", defaults: ["tab": "details"], description: "Product")
        #expect(router.route(id)?.pattern == pattern.description)
        URLExpectation.matches("shop://product/4/reviews", "product", ["id": "4", "tab": "reviews"]).verify(in: router)
        let error = try #require(throws: RoutingError.self) {
            try router.register(try RoutePattern("shop://product/<int:n>"), to: "again")
        }
        #expect(error.code == .conflict)
    }

    // MARK: Asking

    @Test("canMatch agrees with match, and is false for a refused URL")
    func canMatch() throws {
        let router = try MatchingFixture.router(["/product/<int:id>": "product"])
        #expect(router.canMatch("shop://product/1"))
        #expect(!router.canMatch("shop://product/x"))
        #expect(!router.canMatch("shop://product/%zz"))
        #expect(!router.canMatch("product/1"))
        #expect(!router.canMatch(""))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let url: String
        let code: ErrorCode
        let offset: Int
        var testDescription: String { "\(String(reflecting: String(url.prefix(40)))) -> \(code)" }
    }

    static let refusals: [Refusal] = [
        Refusal(url: "", code: .emptyURL, offset: 0),
        Refusal(url: "product/1", code: .missingScheme, offset: 0),
        Refusal(url: "://product/1", code: .missingScheme, offset: 0),
        Refusal(url: "shop://product/%zz", code: .malformedPercentEncoding, offset: 15),
        Refusal(url: "shop://product/%E2%28", code: .invalidUTF8, offset: 15),
        Refusal(url: "shop://product/a\nb", code: .controlCharacter, offset: 16),
        Refusal(url: "shop://product/%00", code: .controlCharacter, offset: 15),
        Refusal(url: "shop://" + String(repeating: "a", count: 8_200), code: .tooLong, offset: 8_192),
    ]

    @Test("resolve tells a refused URL from an unmatched one", arguments: refusals)
    func resolveRefused(_ refusal: Refusal) throws {
        let router = try MatchingFixture.router(["/product/<int:id>": "product", "/**": "everything"])
        guard case .refused(let error) = router.resolution(refusal.url) else {
            Issue.record("\(refusal.url) must be refused")
            return
        }
        #expect(error.code == refusal.code)
        #expect(error.offset == refusal.offset)
        #expect(router.match(refusal.url) == nil)
    }

    @Test("resolve gives .matched with the match, or .unmatched for a URL that reads but matches nothing")
    func resolveMatchedAndUnmatched() throws {
        let router = try MatchingFixture.router(["/product/<int:id>": "product"])
        guard case .matched(let match) = router.resolution("shop://product/1") else {
            Issue.record("shop://product/1 must match")
            return
        }
        #expect(match.target == "product")
        #expect(router.resolution("shop://product/1").match?.parameters["id"] == "1")
        guard case .unmatched = router.resolution("shop://product/x") else {
            Issue.record("shop://product/x must be unmatched")
            return
        }
        #expect(router.resolution("shop://product/x").match == nil)
        #expect(router.resolution("https://shop.example.com/product/1").match == nil)
    }

    // MARK: update { }

    @Test("update applies several changes as one")
    func updateAll() throws {
        let router = try MatchingFixture.router(["/old": "old"])
        let old = try #require(router.routes.first?.id)
        let ids = try router.update { table in
            #expect(table.routes.map(\.target) == ["old"])
            let a = try table.register("/a", to: "a")
            let b = try table.register("/b/<int:n>", to: "b")
            #expect(table.route(a)?.target == "a")
            #expect(table.remove(old)?.target == "old")
            #expect(table.routes.map(\.target) == ["a", "b"])
            return [a, b]
        }
        #expect(router.routes.map(\.id) == ids)
        #expect(router.match("app://b/2")?.target == "b")
        #expect(router.match("app://old") == nil)
    }

    struct Abort: Error, Equatable {}

    @Test("a throw inside update leaves the table as it was")
    func updateAllOrNothing() throws {
        let router = try MatchingFixture.router(["/keep/<id>": "keep", "/gone": "gone"])
        let keepPattern = "/keep/<x>"
        let before = router.routes.map(\.id)
        let gone = before[1]

        let conflict = try #require(throws: RoutingError.self) {
            try router.update { (table: inout RouteTableBuilder<String>) throws(RoutingError) in
                try table.register("/new", to: "new")
                table.remove(gone)
                try table.register("/keep/:other", to: "clash")
            }
        }
        #expect(conflict.code == .conflict)

        #expect(throws: Abort()) {
            try router.update { (table: inout RouteTableBuilder<String>) throws(Abort) in
                _ = try? table.register("/new", to: "new")
                table.remove(gone)
                _ = try? table.remove(pattern: keepPattern)
                throw Abort()
            }
        }

        #expect(router.routes.map(\.id) == before)
        #expect(router.routes.map(\.target) == ["keep", "gone"])
        URLExpectation.rejects("app://new").verify(in: router)
        URLExpectation.matches("app://gone", "gone").verify(in: router)
        URLExpectation.matches("app://keep/1", "keep", ["id": "1"]).verify(in: router)

        // The next change that succeeds publishes nothing of the failed ones.
        let after = try router.register("/after", to: "after")
        #expect(router.routes.map(\.id) == before + [after])
        #expect(router.routes.map(\.target) == ["keep", "gone", "after"])
        URLExpectation.rejects("app://new").verify(in: router)
        URLExpectation.matches("app://gone", "gone").verify(in: router)
        URLExpectation.matches("app://keep/1", "keep", ["id": "1"]).verify(in: router)
    }

    @Test("a table that was matched before a failed update is still current after it")
    func updateAfterMatching() throws {
        let router = try MatchingFixture.router(["/a": "a"])
        let pattern = "/a"
        #expect(router.match("app://a")?.target == "a")
        #expect(throws: RoutingError.self) {
            try router.update { (table: inout RouteTableBuilder<String>) throws(RoutingError) in
                try table.remove(pattern: pattern)
                try table.register("/b", to: "b")
                try table.register("/b", to: "b again")
            }
        }
        #expect(router.match("app://a")?.target == "a")
        #expect(router.match("app://b") == nil)
        try router.register("/b", to: "b")
        #expect(router.match("app://b")?.target == "b")
    }

    // MARK: Invalid patterns

    struct BadPattern: Sendable, CustomTestStringConvertible {
        let pattern: String
        let code: ErrorCode
        let column: Int
        var testDescription: String { pattern }
    }

    static let badPatterns: [BadPattern] = [
        BadPattern(pattern: "shop://item/<sku:code>", code: .unknownParameterType, column: 14),
        BadPattern(pattern: "shop://item/<Sku:code>", code: .unknownParameterType, column: 14),
        BadPattern(pattern: "/item/<SKU:code>", code: .unknownParameterType, column: 8),
        BadPattern(pattern: "/a/<b>/<money:c>[/<int:d>]", code: .unknownParameterType, column: 9),
        BadPattern(pattern: "/a[/<b>/<color:c>]", code: .unknownParameterType, column: 10),
        BadPattern(pattern: "shop://product/<int:>", code: .missingCaptureName, column: 21),
        BadPattern(pattern: "/a/**/b", code: .restNotLast, column: 4),
        BadPattern(pattern: "/a[/b", code: .unbalancedBracket, column: 3),
        BadPattern(pattern: "", code: .emptyPattern, column: 1),
    ]

    @Test(
        "an invalid pattern is refused with code invalidPattern and the RoutingError's column",
        arguments: badPatterns)
    func invalidPattern(_ bad: BadPattern) throws {
        let router = Router<String>(configuration: RouterConfiguration().with(ParameterConverter("int2") { _ in true }))
        try router.register("/existing", to: "existing")
        let error = try #require(throws: RoutingError.self) { try router.register(bad.pattern, to: "bad") }
        #expect(error.pattern == bad.pattern)
        let patternError = error
        #expect(patternError.code == bad.code)
        #expect(patternError.column == bad.column)
        #expect(patternError.pattern == bad.pattern)
        #expect(router.routes.map(\.target) == ["existing"])
    }

    @Test("an unknown parameter type is refused for a parsed pattern too, with the column in its canonical text")
    func unknownTypeInParsedPattern() throws {
        let router = Router<String>()
        let pattern = try RoutePattern("shop://item/<sku:code>")
        let error = try #require(throws: RoutingError.self) { try router.register(pattern, to: "item") }
        #expect(error.code == .unknownParameterType)
        #expect(error.column == 14)
        #expect(error.message == "unknown parameter type 'sku'; register a converter with that name")
        #expect(router.routes.isEmpty)
    }

    @Test("the unknown-type error prints as a compiler diagnostic")
    func unknownTypeDiagnostic() throws {
        let router = Router<String>()
        let error = try #require(throws: RoutingError.self) { try router.register("shop://item/<sku:code>", to: "item") }
        #expect(error.code == .unknownParameterType)
        #expect(error.column == 14)
        #expect(
            error.diagnostic(file: "<pattern 1>").description == """
                <pattern 1>:1:14: error: unknown parameter type 'sku'; register a converter with that name
                shop://item/<sku:code>
                             ^
                """)
    }
}
