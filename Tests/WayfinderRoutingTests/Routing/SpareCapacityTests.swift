import Testing
import WayfinderTestSupport

@testable import WayfinderRouting

/// A builder drops the room its arrays keep for growth before its table is published, but
/// only once the table has changed size by an eighth, so that the copy stays a constant share
/// of the work. Shrinking counts as much as growing: a table cut down to a tenth must not keep
/// the storage of its larger self.
@Suite("Spare capacity", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct SpareCapacityTests {
    /// Whether an array keeps no room beyond what the allocator rounds its size up to.
    static func isTight(_ array: [Int]) -> Bool {
        array.capacity <= array.count + 8
    }

    static func builder(routes: Int) throws -> RouteTableBuilder<Int> {
        var builder = RouteTableBuilder<Int>(configuration: CompiledConfiguration(RouterConfiguration()))
        for index in 0..<routes { try builder.register("app://item\(index)/<int:id>", to: index) }
        return builder
    }

    @Test("growth by an eighth or more releases the room, and less does not")
    func growth() throws {
        var builder = try Self.builder(routes: 800)
        builder.prepareForPublishing()
        #expect(Self.isTight(builder.targets))

        for index in 800..<850 { try builder.register("app://more\(index)", to: index) }
        builder.prepareForPublishing()
        #expect(!Self.isTight(builder.targets), "50 routes more is under an eighth of 800")

        for index in 850..<950 { try builder.register("app://more\(index)", to: index) }
        builder.prepareForPublishing()
        #expect(Self.isTight(builder.targets))
    }

    @Test("a trie built again after a removal keeps no room for growth, however small the change")
    func rebuiltTrie() throws {
        var builder = try Self.builder(routes: 1_000)
        builder.prepareForPublishing()
        builder.remove(try #require(builder.routes.first?.id))
        builder.prepareForPublishing()
        let trie = builder.trie
        #expect(trie.nodes.capacity <= trie.nodes.count + 8)
        #expect(trie.edges.capacity <= trie.edges.count + 8)
        #expect(builder.routes.count == 999)
    }

    @Test("a table cut down to a tenth gives back what its larger self kept")
    func shrinking() throws {
        var builder = try Self.builder(routes: 200)
        builder.prepareForPublishing()
        for id in builder.routes.dropFirst(20).map(\.id) { builder.remove(id) }
        #expect(builder.targets.count == 20)
        #expect(builder.targets.capacity >= 200, "removing keeps the storage until it is released")

        builder.prepareForPublishing()
        #expect(Self.isTight(builder.targets))
        #expect(builder.routes.map(\.target) == Array(0..<20))
    }
}
