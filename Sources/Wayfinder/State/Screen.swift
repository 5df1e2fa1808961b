/// One screen on the navigation state: which screen it is, its key, and what it was opened with.
///
/// ```swift
/// let screen = Screen(id: "product", key: 4, url: "shop://product/42",
///                     arguments: ["id": "42"])
/// ```
public struct Screen: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Which screen this is: the name it is registered under in the ``ScreenCatalog``, which
    /// routes and manifests use too. Two product pages have the same id and different keys.
    public var id: String {
        get { content.id }
        set { content = Content(id: newValue, url: content.url, arguments: content.arguments) }
    }
    /// This screen's identity on the state, unique among the screens a navigator has opened
    /// and printed as `#4`; results are delivered by key.
    public var key: Int
    /// The URL that opened the screen, used for state restoration; `nil` when opened directly.
    public var url: String? {
        get { content.url }
        set { content = Content(id: content.id, url: newValue, arguments: content.arguments) }
    }
    /// The text arguments the screen was opened with: path, query and defaults merged.
    public var arguments: [String: String] {
        get { content.arguments }
        set { content = Content(id: content.id, url: content.url, arguments: newValue) }
    }

    /// The id, URL and arguments, in one immutable box: a screen is copied into stacks,
    /// transitions, requests and outcomes, and a copy is then one reference and a number
    /// instead of three strings and a dictionary. A setter makes a new box.
    private var content: Content

    private final class Content: Sendable {
        let id: String
        let url: String?
        let arguments: [String: String]

        init(id: String, url: String?, arguments: [String: String]) {
            self.id = id
            self.url = url
            self.arguments = arguments
        }
    }

    /// Creates a screen value; a navigator makes its own, with a key no other screen has.
    public init(id: String, key: Int, url: String? = nil, arguments: [String: String] = [:]) {
        self.key = key
        self.content = Content(id: id, url: url, arguments: arguments)
    }

    /// The screen's id and key, as in `product #3`; the arguments are left out.
    public var description: String { "\(id) #\(key)" }

    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.key == rhs.key
            && (lhs.content === rhs.content
                || lhs.id == rhs.id && lhs.url == rhs.url && lhs.arguments == rhs.arguments)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(key)
        hasher.combine(url)
        hasher.combine(arguments)
    }

    // The coded form is the four values by name, as it was before they shared a box.
    private enum CodingKeys: String, CodingKey {
        case id, key, url, arguments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            key: try container.decode(Int.self, forKey: .key),
            url: try container.decodeIfPresent(String.self, forKey: .url),
            arguments: try container.decode([String: String].self, forKey: .arguments))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(key, forKey: .key)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encode(arguments, forKey: .arguments)
    }
}
