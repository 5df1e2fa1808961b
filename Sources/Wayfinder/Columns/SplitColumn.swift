/// The column of a split view that a route's screens show in when the window is wide enough
/// for columns (an iPad, a Mac window): a sidebar, a middle column, or the detail. Columns are a
/// layout of the one navigation state, not a second state: the stack a collapsed app shows
/// holds the same screens, read column after column (``Stack/columns(_:)``).
///
/// ```swift
/// try routes.register("/mail", screen: "mailboxes", column: .sidebar)
/// try routes.register("/mail/<box>", screen: "inbox", parent: "/mail", column: .supplementary)
/// try routes.register("/mail/<box>/<int:id>", screen: "message", parent: "/mail/<box>", column: .detail)
/// ```
public enum SplitColumn: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The leading column: the app's sections or a list to choose from.
    case sidebar
    /// The middle column of three: the list of the item chosen in the sidebar.
    case supplementary
    /// The trailing column: the chosen item, and the screens pushed from it.
    case detail

    /// `sidebar`, `supplementary`, `detail`: as manifests write it.
    public var description: String { rawValue }
}
