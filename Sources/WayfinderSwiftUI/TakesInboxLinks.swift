#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// Attaches the window's navigator to the app's ``/Wayfinder/LinkInbox`` while its scene is
/// active (on macOS, while its window is the key window), so that the window the user is in
/// takes the links the notification delegate and App Intents leave; detaches it when the view
/// goes away.
struct TakesInboxLinks: ViewModifier {
    let navigator: Navigator
    let inbox: LinkInbox?
    @Environment(\.scenePhase) private var scenePhase
    #if os(macOS)
    // Every visible Mac window's scene is active; the key window is the one the user is in.
    @Environment(\.controlActiveState) private var controlActiveState
    #endif

    func body(content: Content) -> some View {
        content
            .onChange(of: scenePhase, initial: true) {
                if scenePhase == .active { inbox?.attach(navigator) }
            }
            #if os(macOS)
        .onChange(of: controlActiveState, initial: true) {
            if controlActiveState == .key { inbox?.attach(navigator) }
        }
            #endif
            .onDisappear { inbox?.detach(navigator) }
    }
}

#endif
