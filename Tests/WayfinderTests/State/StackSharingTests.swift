import Foundation
import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// A `Stack` shares its screens with the stacks it was made from: a push, a pop and a
/// replacement of the top cost the same at any depth, while every stack keeps value semantics.
@Suite("Stacks share their screens and stay values", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct StackSharingTests {
    static func screen(_ number: Int) -> Screen {
        Screen(id: "s\(number)", key: number, url: "shop://s/\(number)", arguments: ["n": "\(number)"])
    }

    @Test("a stack made from another is changed alone")
    func valueSemantics() {
        var original = Stack(Self.screen(1), Self.screen(2))
        let before = original
        var pushed = original
        pushed.push(Self.screen(3))
        #expect(original.screens.map(\.key) == [1, 2])
        #expect(pushed.screens.map(\.key) == [1, 2, 3])
        #expect(pushed.count == 3 && pushed.top == Self.screen(3) && pushed.root == Self.screen(1))

        let removed = pushed.pop(2)
        #expect(removed.map(\.key) == [2, 3], "removed screens come root-most first")
        #expect(pushed.screens.map(\.key) == [1])
        original.replaceTop(with: Self.screen(9))
        #expect(original.screens.map(\.key) == [1, 9])
        #expect(before.screens.map(\.key) == [1, 2])
        #expect(before[1] == Self.screen(2) && before[0] == Self.screen(1))
        #expect(before.lastIndex { $0.key == 1 } == 0)
        #expect(before.lastIndex { $0.key == 7 } == nil)
    }

    @Test("equal screens make equal stacks, with equal hashes, shared or built apart")
    func equality() {
        var shared = Stack(Self.screen(1))
        shared.push(Self.screen(2))
        let apart = Stack(screens: [Self.screen(1), Self.screen(2)])!
        #expect(shared == apart)
        #expect(shared.hashValue == apart.hashValue)
        var longer = shared
        longer.push(Self.screen(3))
        #expect(longer != shared)
        var other = shared
        other.replaceTop(with: Self.screen(4))
        #expect(other != shared)
        #expect(Set([shared, apart, longer]).count == 2)
    }

    @Test("a stack encodes as its screens, root first, and refuses to decode empty")
    func coding() throws {
        let stack = Stack(Self.screen(1), Self.screen(2))
        let data = try JSONEncoder().encode(stack)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["screens"] as? [Any])?.count == 2)
        #expect(try JSONDecoder().decode(Stack.self, from: data) == stack)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Stack.self, from: Data(#"{"screens": []}"#.utf8)) }
    }

    @Test("a stack of 300,000 screens is released on a thread with a 256 KB stack")
    func deepStackReleases() async {
        // Released node by node, as a recursion, 300,000 screens need far more than 256 KB.
        let released = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            let thread = Thread {
                var stack = Stack(Self.screen(0))
                for number in 1..<300_000 { stack.push(Self.screen(number)) }
                var kept = stack
                _ = kept.pop(299_000)
                stack = Stack(Self.screen(0))  // the 299,000 screens only `stack` held go now
                done.resume(returning: kept.count + stack.count)
            }
            thread.stackSize = 1 << 18
            thread.start()
        }
        #expect(released == 1_001)
    }
}
