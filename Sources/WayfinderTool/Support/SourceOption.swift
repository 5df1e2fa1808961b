import Wayfinder

/// `--source`: where a link comes from, in the manifest's words.
enum SourceOption: String, CaseIterable {
    case app
    case external
    case universalLink = "universal-link"
    case notification
    case widget

    var linkSource: LinkSource {
        switch self {
        case .app: .inApp
        case .external: .otherApp()
        case .universalLink: .universalLink
        case .notification: .notification
        case .widget: .widget
        }
    }
}
