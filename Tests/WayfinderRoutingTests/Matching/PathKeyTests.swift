import Testing
import WayfinderTestSupport

@testable import WayfinderRouting

/// Literal edges are keyed by their parent's path key, which ignores case; these are the cases
/// where two nodes share a path key, or a node is reached through a spelling other than the
/// one it was keyed under.
@Suite("Path keys", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct PathKeyTests {
    static let hostVariantRows: [URLExpectation] = [
        .matches("app://Home/list", "upper list"),
        .matches("app://home/list", "lower list"),
        .matches("app://Home/7", "upper item", ["id": "7"]),
        .matches("app://home/edit", "lower edit"),
        // A host compares without case: the spelling registered first that leads on wins.
        .matches("app://HOME/list", "upper list"),
        .matches("app://HOME/edit", "lower edit"),
        .matches("app://HoMe/7", "upper item", ["id": "7"]),
        // No `home/<int>`, so the walk backs out and tries the host's other spellings.
        .matches("app://home/7", "upper item", ["id": "7"]),
        .rejects("app://home/x"),
    ]

    @Test(
        "hosts that differ only in case share a path key, and each keeps its own children",
        arguments: hostVariantRows)
    func hostVariants(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router([
            "/Home/list": "upper list", "/Home/<int:id>": "upper item",
            "/home/list": "lower list", "/home/edit": "lower edit",
        ])
        row.verify(in: router)
    }

    static let unicodeHostRows: [URLExpectation] = [
        .matches("app://Été/5/Détails", "details", ["id": "5"]),
        .matches("app://été/5/Détails", "details", ["id": "5"]),
        .matches("app://ÉTÉ/5/Détails", "details", ["id": "5"]),
        .matches("app://%C3%A9t%C3%A9/5/Détails", "details", ["id": "5"]),
        .rejects("app://été/5/détails"),
    ]

    @Test(
        "a host reached through its Unicode lowercase spelling walks on under the key it was registered with",
        arguments: unicodeHostRows)
    func unicodeHost(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router(["/Été/<int:id>/Détails": "details"])
        row.verify(in: router)
    }

    @Test("a node has case twins exactly when two of its first literals differ only in case")
    func caseTwins() throws {
        func twins(_ patterns: [String]) throws -> [Bool] {
            let router = try MatchingFixture.router(patterns: patterns)
            let trie = router.currentTable().trie
            return ([RouteTrie.agnosticRoot] + trie.schemeRoots).map { trie.nodes[Int($0)].hasCaseTwins }
        }
        #expect(try twins(["/home/list", "/help/<topic>", "/Home2"]) == [false])
        #expect(try twins(["/home/list", "/help", "/Home/<int:id>"]) == [true])
        #expect(try twins(["/HOME", "/home"]) == [true])
        // Only a host compares without case: later literals that differ in case are no twins.
        #expect(try twins(["/a/home", "/a/Home"]) == [false])
        // A pattern naming its scheme writes the host in lowercase: no twins under that root.
        #expect(try twins(["shop://cart", "shop://list", "/Cart", "/cart"]) == [true, false])
        // A table rebuilt after a removal works its twins out again.
        let router = try MatchingFixture.router(patterns: ["/home", "/Home", "/x"])
        let id = try #require(router.routes.first { $0.pattern == "/Home" }?.id)
        router.remove(id)
        #expect(router.currentTable().trie.nodes[Int(RouteTrie.agnosticRoot)].hasCaseTwins == false)
    }

    @Test("every node's stored path key is the one its path gives")
    func storedKeysFollowPaths() throws {
        let router = try MatchingFixture.router(patterns: [
            "app://a/b/<int:id>/c", "/x/<name>/*/y", "/Home/list", "/home/list", "shop://cart/**",
        ])
        let trie = router.currentTable().trie
        func check(_ node: Int32) {
            for edge in trie.edges(of: node) {
                #expect(
                    trie.nodes[Int(edge.child)].pathKey
                        == RouteTrie.pathKey(ofEdge: edge.kind, under: trie.nodes[Int(node)].pathKey))
                check(edge.child)
            }
        }
        check(RouteTrie.agnosticRoot)
        for root in trie.schemeRoots { check(root) }
        // A literal's child is keyed by the literal as spelled; a host's folded copy points at
        // the same child, so only exact entries say what the child's key is.
        for slot in trie.literals.slots where slot.child >= 0 && slot.lengthAndFolding & LiteralTable.foldedFlag == 0 {
            #expect(trie.nodes[Int(slot.child)].pathKey == LiteralTable.pathKey(ofChildAt: slot.hash))
        }
        #expect(trie.nodes[Int(RouteTrie.agnosticRoot)].pathKey == RouteTrie.pathKey(ofRoot: RouteTrie.agnosticRoot))
    }
}
