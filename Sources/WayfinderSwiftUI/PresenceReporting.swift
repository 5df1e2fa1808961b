#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// Tells a host's ``ScreenPresence`` when a screen's view is on screen. On iOS, tvOS and
/// visionOS it reports UIKit's `viewDidAppear` and `viewDidDisappear` of a probe embedded in
/// the view, which UIKit calls once a push, a pop or a presentation has finished; elsewhere,
/// SwiftUI's `onAppear` and `onDisappear`.
struct PresenceReporting: ViewModifier {
    let key: Int
    let presence: ScreenPresence

    func body(content: Content) -> some View {
        #if canImport(UIKit) && !os(watchOS)
        content.background(AppearanceProbe(key: key, presence: presence).frame(width: 0, height: 0))
        #else
        content
            .onAppear { presence.appeared(key) }
            .onDisappear { presence.disappeared(key) }
        #endif
    }
}

#if canImport(UIKit) && !os(watchOS)
/// An empty child view controller whose appearance callbacks UIKit forwards from the screen's
/// hosting controller at the end of each transition.
private struct AppearanceProbe: UIViewControllerRepresentable {
    let key: Int
    let presence: ScreenPresence

    func makeUIViewController(context: Context) -> ProbeController {
        ProbeController(key: key, presence: presence)
    }

    /// Should SwiftUI keep the probe for another screen's view (the views carry `.id`, so it
    /// should not), the probe reports for the new screen from then on.
    func updateUIViewController(_ controller: ProbeController, context: Context) {
        controller.show(key)
    }

    final class ProbeController: UIViewController {
        private(set) var key: Int
        let presence: ScreenPresence

        init(key: Int, presence: ScreenPresence) {
            self.key = key
            self.presence = presence
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("not made from a storyboard") }

        /// Reports for `newKey` from now on: the old screen has gone, the new one is on screen
        /// when the probe is.
        func show(_ newKey: Int) {
            guard newKey != key else { return }
            presence.disappeared(key)
            key = newKey
            if viewIfLoaded?.window != nil { presence.appeared(newKey) }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            presence.appeared(key)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            presence.disappeared(key)
        }
    }
}
#endif
#endif
