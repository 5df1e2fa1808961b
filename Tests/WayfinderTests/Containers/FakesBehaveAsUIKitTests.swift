import Testing
import Wayfinder
import WayfinderTestSupport

/// The fakes refuse what UIKit refuses, so the rules tested against them hold in UIKit.
@MainActor
@Suite("The fakes behave as UIKit's containers", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakesBehaveAsUIKitTests {
    let ui = FakeUIKit()

    @Test("presenting from a controller that already presents is refused with UIKit's warning")
    func alreadyPresenting() {
        let root = ui.controller("root")
        _ = ui.window(root: root)
        root.present(ui.controller("first"), animated: false)
        root.present(ui.controller("second"), animated: false)
        #expect(ui.warnings == ["Attempt to present second on root which is already presenting first."])
        #expect(root.presentedViewController?.name == "first")
    }

    @Test("presenting from a controller outside the window is refused")
    func outsideTheWindow() {
        let loose = ui.controller("loose")
        loose.present(ui.controller("sheet"), animated: false)
        #expect(ui.warnings == ["Attempt to present sheet on loose whose view is not in the window hierarchy."])
    }

    @Test("presenting while a presentation animates is refused, and allowed once it finished")
    func whileAnimating() async {
        let root = ui.controller("root")
        _ = ui.window(root: root)
        let first = ui.controller("first")
        root.present(first, animated: true)
        first.present(ui.controller("second"), animated: false)
        #expect(ui.warnings.count == 1)
        await ui.finishAnimations()
        first.present(ui.controller("third"), animated: false)
        #expect(ui.warnings.count == 1)
        #expect(first.presentedViewController?.name == "third")
    }

    @Test("a navigation controller refuses another navigation controller and duplicates")
    func navigationRefusals() {
        let nav = ui.navigation("nav", [ui.controller("a")])
        nav.setViewControllers([ui.navigation("inner")], animated: false)
        let a = ui.controller("b")
        nav.setViewControllers([a, a], animated: false)
        #expect(ui.exceptions.count == 2)
        #expect(nav.viewControllers.map(\.name) == ["a"])
    }

    @Test("a controller moved into another navigation controller leaves the first")
    func reparenting() {
        let shared = ui.controller("shared")
        let first = ui.navigation("first", [shared])
        let second = ui.navigation("second", [ui.controller("root"), shared])
        #expect(first.viewControllers.isEmpty)
        #expect(second.viewControllers.map(\.name) == ["root", "shared"])
        #expect(ui.complaints.isEmpty)
    }

    @Test("dismiss on a lower presenter dismisses everything above it; on a presented controller, itself")
    func dismissSemantics() {
        let root = ui.controller("root")
        _ = ui.window(root: root)
        let first = ui.controller("first")
        let second = ui.controller("second")
        root.present(first, animated: false)
        first.present(second, animated: false)
        second.dismiss(animated: false)
        #expect(first.presentedViewController == nil)
        #expect(root.presentedViewController === first)
        first.present(second, animated: false)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
    }

    @Test("a child answers its ancestor's presentation, and dismissing from a child dismisses the presented container")
    func childrenInheritPresentation() {
        let top = ui.controller("top")
        let nav = ui.navigation("nav", [top])
        _ = ui.window(root: nav)
        let sheetTop = ui.controller("sheet top")
        let sheet = ui.navigation("sheet", [sheetTop])
        top.present(sheet, animated: false)
        #expect(top.presentedViewController === sheet)
        #expect(sheetTop.presentingViewController === nav)
        sheetTop.dismiss(animated: false)
        #expect(nav.presentedViewController == nil)
    }

    @Test("full-screen modals and modal-in-presentation sheets cannot be swiped away")
    func swipeRefusals() {
        let root = ui.controller("root")
        _ = ui.window(root: root)
        let cover = ui.controller("cover")
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(!cover.userSwipesDown())
        root.dismiss(animated: false)
        let sheet = ui.controller("sheet")
        sheet.isModalInPresentation = true
        root.present(sheet, animated: false)
        #expect(!sheet.userSwipesDown())
        sheet.isModalInPresentation = false
        #expect(sheet.userSwipesDown())
    }
}
