import Wayfinder

/// `--source`: where a link comes from, in the manifest's words.
enum SourceOption: String, CaseIterable {
    case app
    case external
    case universalLink = "universal-link"
    case notification
    case widget
    case spotlight
    case handoff
    case appIntent = "app-intent"

    var linkSource: LinkSource {
        switch self {
        case .app: .inApp
        case .external: .otherApp()
        case .universalLink: .universalLink
        case .notification: .notification
        case .widget: .widget
        case .spotlight: .spotlight
        case .handoff: .handoff
        case .appIntent: .appIntent
        }
    }
}
