/// Which controller shows which screen, and which container holds which tab: how a host reads
/// a ``NavigationState`` back from its controllers and finds the controller of a screen it
/// keeps. Controllers are held weakly.
///
/// ```swift
/// let bindings = ScreenBindings()
/// bindings.bind(productController, to: product)
/// bindings.screen(of: productController)          // product
/// bindings.controller(for: product.key)           // productController
/// ```
@MainActor
package final class ScreenBindings {
    private struct Entry {
        weak var controller: (any ContainerController)?
        var screen: Screen?
        var tab: String?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var controllersByKey: [Int: ObjectIdentifier] = [:]

    /// Every host's bindings that are alive: two hosts in one window (the columns of a split
    /// view) share UIKit's one chain of presentations, and each must know the other's.
    private static var live: [Weak] = []

    private struct Weak {
        weak var bindings: ScreenBindings?
    }

    package init() {
        Self.live.removeAll { $0.bindings == nil }
        Self.live.append(Weak(bindings: self))
    }

    /// The bindings of the other hosts alive.
    package var others: [ScreenBindings] {
        Self.live.compactMap { $0.bindings.flatMap { $0 === self ? nil : $0 } }
    }

    /// Records that `controller` shows `screen`, replacing what it showed before.
    package func bind(_ controller: any ContainerController, to screen: Screen) {
        let id = ObjectIdentifier(controller)
        if let old = entry(for: controller)?.screen, controllersByKey[old.key] == id { controllersByKey[old.key] = nil }
        entries[id] = Entry(controller: controller, screen: screen, tab: entry(for: controller)?.tab)
        controllersByKey[screen.key] = id
    }

    /// Records that `container` holds the tab `tab`; a controller may both hold a tab and show
    /// that tab's only screen.
    package func bind(_ container: any ContainerController, toTab tab: String) {
        entries[ObjectIdentifier(container)] = Entry(controller: container, screen: entry(for: container)?.screen, tab: tab)
    }

    /// The screen a controller shows; `nil` for a controller the host did not make for a screen.
    package func screen(of controller: any ContainerController) -> Screen? {
        entry(for: controller)?.screen
    }

    /// The tab a container holds.
    package func tab(of controller: any ContainerController) -> String? {
        entry(for: controller)?.tab
    }

    /// The controller that shows the screen with this key, while it exists.
    package func controller(for key: Int) -> (any ContainerController)? {
        // The index outlives a deallocated controller, and the allocator gives its address to
        // the next object of its size: the entry there now may be another screen's or a tab's.
        guard let id = controllersByKey[key], let entry = entries[id], entry.screen?.key == key else { return nil }
        return entry.controller
    }

    /// Forgets the screens whose keys are not in `keys`, and controllers that are gone.
    package func forgetScreens(notIn keys: Set<Int>) {
        for (key, id) in controllersByKey where !keys.contains(key) {
            controllersByKey[key] = nil
            // Not an entry a new controller at the gone one's address made for a screen that stays.
            if entries[id]?.screen?.key == key { entries[id] = nil }
        }
        entries = entries.filter { $0.value.controller != nil }
    }

    /// The entry for this very object; an entry left by a deallocated object whose identifier
    /// was reused does not count.
    private func entry(for controller: any ContainerController) -> Entry? {
        guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller else { return nil }
        return entry
    }
}
