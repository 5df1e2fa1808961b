import Testing
import Wayfinder
import WayfinderTestSupport

/// Picking the window to navigate in among several windows and scenes.
@MainActor
@Suite("WindowSelection: the window a link navigates in", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct WindowSelectionTests {
    let ui = FakeUIKit()

    func pick(_ windows: [FakeWindow]) -> String? {
        (WindowSelection.navigationWindow(among: windows) as? FakeWindow)?.name
    }

    func window(
        _ name: String, key: Bool = false, aboveNormal: Bool = false,
        activation: SceneActivation = .foregroundActive, hidden: Bool = false, root: Bool = true
    ) -> FakeWindow {
        let window = FakeWindow(name, ui: ui)
        window.rootViewController = root ? ui.controller("root of \(name)") : nil
        window.isKeyWindow = key
        window.isAboveNormalLevel = aboveNormal
        window.sceneActivation = activation
        window.isHidden = hidden
        return window
    }

    @Test("a second window on top (a banner made key) is passed over for the app's window")
    func bannerWindowOnTop() {
        let app = window("app")
        let banner = window("banner", key: true, aboveNormal: true)
        #expect(pick([app, banner]) == "app")
    }

    @Test("the key window wins among normal windows of the active scene")
    func keyWindowWins() {
        #expect(pick([window("first"), window("second", key: true)]) == "second")
        #expect(pick([window("first"), window("second")]) == "first")
    }

    @Test("a foreground-active scene wins over a key window of a background scene")
    func activeSceneWins() {
        let background = window("background", key: true, activation: .background)
        let inactive = window("inactive", activation: .foregroundInactive)
        let active = window("active")
        #expect(pick([background, inactive, active]) == "active")
        #expect(pick([background, inactive]) == "inactive")
        #expect(pick([background]) == "background")
    }

    @Test("hidden windows and windows without a root are never chosen")
    func hiddenAndEmpty() {
        #expect(pick([window("hidden", key: true, hidden: true), window("empty", root: false), window("app")]) == "app")
        #expect(pick([window("hidden", hidden: true), window("empty", root: false)]) == nil)
        #expect(pick([]) == nil)
    }

    @Test("when every window floats above the normal level, the key one is chosen")
    func onlyFloatingWindows() {
        #expect(pick([window("a", aboveNormal: true), window("b", key: true, aboveNormal: true)]) == "b")
    }
}
