/// One screen on the navigation state: which screen it is, its key, and what it was opened with.
///
/// ```swift
/// let screen = Screen(id: "product", key: 4, url: "shop://product/42",
///                     arguments: ["id": "42"])
/// ```
public struct Screen: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Which screen this is: the name it is registered under in the ``ScreenCatalog``, which
    /// routes and manifests use too. Two product pages have the same id and different keys.
    public var id: String
    /// This screen's identity on the state, unique among the screens a navigator has opened
    /// and printed as `#4`; results are delivered by key.
    public var key: Int
    /// The URL that opened the screen, used for state restoration; `nil` when opened directly.
    public var url: String?
    /// The text arguments the screen was opened with: path, query and defaults merged.
    public var arguments: [String: String]

    /// Creates a screen value; a navigator makes its own, with a key no other screen has.
    public init(id: String, key: Int, url: String? = nil, arguments: [String: String] = [:]) {
        self.id = id
        self.key = key
        self.url = url
        self.arguments = arguments
    }

    /// The screen's id and key, as in `product #3`; the arguments are left out.
    public var description: String { "\(id) #\(key)" }
}
