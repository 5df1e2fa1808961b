#if canImport(UIKit) && !os(watchOS)
/// What the UIKit host does with controllers the app presented itself (a mail composer,
/// a photo picker, a share sheet, an alert) when an update has to change what lies beneath
/// them. Such controllers are not part of the navigation state, and UIKit refuses to present
/// over them, so an update cannot go on while they show.
///
/// ```swift
/// host.appPresentationPolicy = .waitThenDismiss(limit: .seconds(30))
/// host.willDismissAppPresentation = { controller in
///     // A system composer cannot be saved by the app; the app's own editor keeps its draft.
///     (controller as? NoteEditorViewController)?.saveDraft()
/// }
/// ```
public enum AppPresentationPolicy: Hashable, Sendable {
    /// Dismisses them, without animation, as the update starts: a link opens at once. The
    /// host calls its `willDismissAppPresentation` handler first. The default.
    case dismiss
    /// Lets the update wait while the user finishes with them (sends the mail, picks the
    /// photo), for at most `limit`; past it, dismisses them as ``dismiss`` does.
    case waitThenDismiss(limit: Duration)
}
#endif
