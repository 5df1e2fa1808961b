import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// The requests one change hands the host: found by screen key, the first held without a
/// dictionary, a later one for the same screen in place of the earlier.
@Suite("Screen requests of an update", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ScreenRequestsTests {
    private static func request(_ key: Int, from source: LinkSource = .inApp) -> ScreenRequest {
        ScreenRequest(screen: Screen(id: "s\(key)", key: key), source: source)
    }

    @Test("each request is found by its screen's key, and no other key finds one")
    func findsByKey() {
        for count in [0, 1, 2, 5] {
            let requests = ScreenRequests((1..<count + 1).map { Self.request($0) })
            for key in 1...6 {
                #expect(requests[key]?.screen.key == (key <= count ? key : nil), "\(count) requests, key \(key)")
            }
            var seen: [Int] = []
            requests.forEach { seen.append($0.screen.key) }
            #expect(seen.sorted() == Array(1..<count + 1), "\(count) requests")
        }
    }

    @Test("a later request for the same screen replaces the earlier, first or not")
    func replaces() {
        var requests = ScreenRequests(Self.request(1))
        requests.add(Self.request(2))
        requests.add(Self.request(1, from: .widget))
        requests.add(Self.request(2, from: .notification))
        #expect(requests[1]?.source == .widget)
        #expect(requests[2]?.source == .notification)
        var count = 0
        requests.forEach { _ in count += 1 }
        #expect(count == 2)

        var merged = ScreenRequests()
        merged.add(contentsOf: requests)
        merged.add(Self.request(3))
        #expect(merged[1]?.source == .widget && merged[3] != nil && merged[4] == nil)
    }

    @Test("a transition gives a screen without a request one that holds only the screen")
    @MainActor
    func transitionFallsBack() {
        let shown = Screen(id: "s1", key: 1)
        let transition = NavigationTransition(
            before: .empty, after: NavigationState(root: .single(shown)), changes: [.rootSet(.single(shown))],
            requests: [Self.request(1, from: .widget)])
        #expect(transition.request(for: shown).source == .widget)
        let other = Screen(id: "s9", key: 9)
        #expect(transition.request(for: other).screen == other && transition.request(for: other).source == .inApp)
        // Joined transitions keep the requests of both; equality ignores them.
        let plain = NavigationTransition(
            before: .empty, after: NavigationState(root: .single(shown)), changes: [.rootSet(.single(shown))])
        #expect(plain == transition && plain.request(for: shown).source == .inApp)
        #expect(plain.followed(by: transition).request(for: shown).source == .widget)
    }
}
