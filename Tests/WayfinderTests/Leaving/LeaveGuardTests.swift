import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// A screen holds its place with a leave guard: every change that would remove it asks first;
/// a denial changes nothing and delivers no result; a guard that never answers, or a request
/// cancelled while it decides, leaves nothing behind.
@MainActor
@Suite("Leave guards", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct LeaveGuardTests {
    /// `home` at the root; `editor` pushed above it and awaited, holding its place with `decide`.
    struct Fixture {
        let harness: NavigatorHarness
        let editor: Screen
        let editorResult: Task<Int?, any Error>
        let asked: CallRecord
        var navigator: Navigator { harness.navigator }
    }

    static func make(
        configure: (inout NavigatorConfiguration) -> Void = { _ in },
        _ decide: @escaping @MainActor @Sendable (Departure, Navigator) async -> Departure.Decision
    ) async throws -> Fixture {
        let harness = try NavigatorHarness(
            screens: ["home", "editor", "sheet", "confirm", "other"],
            tabs: [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "shop", screen: "other")],
            routes: { routes in
                try routes.register("/editor", screen: "editor")
                try routes.register("/sheet", screen: "sheet", presentation: .present())
                try routes.register("/confirm", screen: "confirm", presentation: .present())
                try routes.register("/other", screen: "other", presentation: .setRoot, exposure: .everywhere)
            }, configure: configure)
        await harness.start()
        let (task, editor) = try await ResultsTests.awaiting("shop://editor", as: Int.self, in: harness)
        let asked = CallRecord()
        let navigator = harness.navigator
        navigator.setLeaveGuard(for: editor.key) { departure in
            asked.append("\(departure.screen.id) byUser=\(departure.byUser)")
            return await decide(departure, navigator)
        }
        return Fixture(harness: harness, editor: editor, editorResult: task, asked: asked)
    }

    /// Every way a request removes the editor, from a state with the editor on top of `home`
    /// (seven: the tests' arguments count them).
    static let removals: [(String, @MainActor (Navigator, Screen) async -> NavigationOutcome)] = [
        ("pop", { navigator, _ in await navigator.pop() }),
        ("popToRoot", { navigator, _ in await navigator.popToRoot() }),
        ("pop(to:)", { navigator, _ in await navigator.pop(to: "home") }),
        ("finish", { navigator, editor in await navigator.finish(editor.key, with: 1) }),
        ("perform(.close)", { navigator, editor in await navigator.perform(.close(editor.key)) }),
        ("setRoot by a link", { navigator, _ in await navigator.open("shop://other") }),
        ("showTabs", { navigator, _ in await navigator.showTabs() }),
    ]

    @Test("a denied leave changes nothing, names the screen and delivers no result", arguments: 0..<7)
    func denied(index: Int) async throws {
        #expect(Self.removals.count == 7)
        let (name, remove) = Self.removals[index]
        let fixture = try await Self.make { _, _ in .deny }
        let before = fixture.navigator.state
        let outcome = await remove(fixture.navigator, fixture.editor)
        let rejection = NavTest.expectRejected(outcome, .leaveDenied, message: "editor #\(fixture.editor.key) held its place")
        #expect(rejection?.screen == fixture.editor, "\(name)")
        #expect(fixture.navigator.state == before, "\(name) changed the state")
        #expect(fixture.harness.host.displayedState == before)
        #expect(fixture.asked.all == ["editor byUser=false"], "\(name)")
        #expect(fixture.navigator.store.waitingResultCount == 1, "\(name) resolved the editor's result")
        fixture.editorResult.cancel()
    }

    @Test("an allowed leave goes on, and the opener gets its one result", arguments: 0..<7)
    func allowed(index: Int) async throws {
        #expect(Self.removals.count == 7)
        let (name, remove) = Self.removals[index]
        let fixture = try await Self.make { _, _ in .allow }
        let outcome = await remove(fixture.navigator, fixture.editor)
        #expect(outcome.rejection == nil, "\(name): \(outcome)")
        #expect(!fixture.navigator.state.contains(fixture.editor.key), "\(name)")
        let result = await Deadline.result(of: fixture.editorResult, "the editor's result")
        #expect(result != nil)
        #expect(fixture.asked.all == ["editor byUser=false"], "\(name)")
    }

    @Test(
        "a finish whose guard still decides when another request closes the screen: the opener gets nil, the finish is rejected")
    func finishOvertaken() async throws {
        let released = SharedFlag(false)
        let calls = Locked(0)
        // The finish's question waits for the test; the pop's is answered at once.
        let fixture = try await Self.make { _, _ in
            if calls.withLock({ count in
                count += 1
                return count
            }) == 1 {
                while !released.value { try? await Task.sleep(for: .milliseconds(1)) }
            }
            return .allow
        }
        let navigator = fixture.navigator
        let finishing = Task { await navigator.finish(fixture.editor.key, with: 7) }
        await NavTest.waitUntil("the finish asks the guard") { fixture.asked.all.count == 1 }
        // Another request, while the finish's guard decides: it takes the editor away first.
        let popped = await navigator.pop()
        #expect(popped.rejection == nil, "\(popped)")
        let result = await Deadline.result(of: fixture.editorResult, "the editor's result")
        #expect(try result?.get() == .some(nil), "the opener got the value of a finish that did not close the screen")
        released.value = true
        let outcome = await Deadline.value(of: finishing, "the finish")
        #expect(outcome?.rejection != nil, "\(String(describing: outcome))")
    }

    @Test("a guard asks the user with a confirmation screen; the user's answer on it decides")
    func confirmation() async throws {
        for answer in [false, true] {
            let fixture = try await Self.make { _, navigator in
                let discard = try? await navigator.open("shop://confirm", expecting: Bool.self)
                return discard == true ? .allow : .deny
            }
            let popping = Task { await fixture.navigator.pop() }
            await NavTest.waitUntil("the confirmation shows") { fixture.navigator.topmostScreen?.id == "confirm" }
            let confirm = try #require(fixture.navigator.topmostScreen)
            // The user answers on the confirmation: a request of its own, which must not wait
            // behind the pop that waits for it.
            let finished = Task { await fixture.navigator.finish(confirm.key, with: answer) }
            #expect(await Deadline.value(of: finished, "the answer on the confirmation")?.rejection == nil)
            let outcome = await Deadline.value(of: popping, "the pop that asked")
            if answer {
                #expect(outcome?.rejection == nil, "\(String(describing: outcome))")
                #expect(fixture.harness.screenIDs == ["home"])
            } else {
                #expect(outcome?.rejection?.code == .leaveDenied)
                #expect(fixture.harness.screenIDs == ["home", "editor"])
            }
            fixture.editorResult.cancel()
        }
    }

    @Test("a guard that never answers holds the screen at the time limit; the request ends")
    func timeLimit() async throws {
        let latch = Latch<Departure.Decision>()
        let fixture = try await Self.make(configure: { $0.leaveGuardTimeout = .milliseconds(50) }) { _, _ in
            await latch.wait()
        }
        let popping = Task { await fixture.navigator.pop() }
        let outcome = await Deadline.value(of: popping, "a pop whose guard never answers")
        #expect(outcome?.rejection?.code == .leaveGuardTimedOut)
        #expect(outcome?.rejection?.screen == fixture.editor)
        #expect(fixture.harness.screenIDs == ["home", "editor"])
        // The navigator goes on, and the late answer changes nothing.
        latch.answer(.allow)
        #expect(await fixture.navigator.show("sheet", presentation: .present()).rejection == nil)
        #expect(fixture.harness.screenIDs == ["home", "editor", "sheet"])
        fixture.editorResult.cancel()
    }

    @Test("cancelling a request while its guard's confirmation shows ends it at once and closes the confirmation")
    func cancelledWhileConfirming() async throws {
        let fixture = try await Self.make { _, navigator in
            // Ignores cancellation: waits for the confirmation's answer, whatever happens.
            let discard = try? await navigator.open("shop://confirm", expecting: Bool.self)
            return discard == true ? .allow : .deny
        }
        let popping = Task { await fixture.navigator.pop() }
        await NavTest.waitUntil("the confirmation shows") { fixture.navigator.topmostScreen?.id == "confirm" }
        popping.cancel()
        let outcome = await Deadline.value(of: popping, "the cancelled pop")
        #expect(outcome?.rejection?.code == .cancelled)
        await NavTest.waitUntil("the confirmation is closed") { fixture.harness.screenIDs == ["home", "editor"] }
        #expect(fixture.harness.host.displayedState == fixture.navigator.state)
        fixture.editorResult.cancel()
    }

    @Test("the guard goes with its screen, and removeLeaveGuard lets the screen go without asking")
    func guardLifetime() async throws {
        let fixture = try await Self.make { _, _ in .deny }
        fixture.navigator.removeLeaveGuard(for: fixture.editor.key)
        #expect(await fixture.navigator.pop().rejection == nil)
        #expect(fixture.asked.isEmpty)
        #expect(fixture.navigator.store.leaveGuards.isEmpty)
        // A key not on the state sets nothing.
        fixture.navigator.setLeaveGuard(for: fixture.editor.key) { _ in .deny }
        #expect(fixture.navigator.store.leaveGuards.isEmpty)
    }

    @Test("a change that removes nothing guarded asks no guard")
    func unrelatedChanges() async throws {
        let fixture = try await Self.make { _, _ in .deny }
        #expect(await fixture.navigator.open("shop://sheet").rejection == nil)
        #expect(await fixture.navigator.dismiss().rejection == nil)
        #expect(fixture.asked.isEmpty)
        fixture.editorResult.cancel()
    }

    @Test("the guard's verdict is an event")
    func events() async throws {
        let fixture = try await Self.make { _, _ in .deny }
        let events = fixture.navigator.events
        _ = await fixture.navigator.pop()
        var seen: [NavigationEvent.Kind] = []
        for await event in events {
            seen.append(event.kind)
            if case .rejected = event.kind { break }
        }
        #expect(
            seen == [
                .leaveDecided(screen: "editor #\(fixture.editor.key)", allowed: false),
                .rejected(.leaveDenied, interceptor: nil),
            ])
        fixture.editorResult.cancel()
    }
}
