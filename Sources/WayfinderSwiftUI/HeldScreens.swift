#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// Screens that hold their place (leave guards) in SwiftUI: what ``SwiftUIHost`` can stop, and
/// how.
///
/// - A pushed screen that holds its place hides the system back button, which also stops the
///   back swipe, and shows a Back button of its own that reports an attempt to pop it: the
///   navigator asks the screen's leave guard and pops it if it may.
/// - A sheet with a screen that holds its place is `interactiveDismissDisabled`: the swipe does
///   not dismiss it. SwiftUI does not tell an app that the user tried, so no attempt is
///   reported; give such a screen a Close button that calls `navigator.dismiss()`, which asks
///   the guard.
///
/// What SwiftUI does not let an app stop is reported after it happened: a screen popped from
/// the back button's long-press menu while it was not on top, and a stack popped to its root
/// by tapping the selected tab again.
struct BackButtonWhileHeld: ViewModifier {
    let host: SwiftUIHost
    let key: Int
    /// Whether the screen shows a back button at all: the first screen of a split view's column
    /// has one only while the split view is collapsed.
    var hasBackButton = true
    /// Whether its Back would take a held screen with it (side by side, the later columns').
    var takesHeldScreens = false
    /// What the user tried when they tap the Back button of the library's.
    var attempt = NavigationAction.pop(1)

    func body(content: Content) -> some View {
        let holds = hasBackButton && (takesHeldScreens || host.heldScreens.contains(key))
        content
            .navigationBarBackButtonHidden(holds)
            .toolbar {
                if holds {
                    ToolbarItem(placement: .navigation) {
                        // As the system's: a chevron and the library's title (the host's
                        // `backButtonTitle`), never a key looked up in the app's strings.
                        Button {
                            host.userAttemptHandler?(attempt)
                        } label: {
                            Label {
                                Text(verbatim: host.backButtonTitle)
                            } icon: {
                                Image(systemName: "chevron.backward").fontWeight(.semibold)
                            }
                            .labelStyle(.titleAndIcon)
                        }
                    }
                }
            }
    }
}
#endif
