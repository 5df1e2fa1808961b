/// Values a caller passes along with a URL that do not belong in one: models, objects,
/// closures wrapped in a type. They win over every value from the URL.
///
/// ```swift
/// await navigator.open("shop://product/42", context: ["product": product, "source": "carousel"])
/// ```
///
/// The screen reads it from its request:
///
/// ```swift
/// let shown = request.get("product", as: Product.self)
/// ```
public struct NavigationContext: Sendable, ExpressibleByDictionaryLiteral {
    private var values: [String: any Sendable]

    public init(_ values: [String: any Sendable] = [:]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (String, any Sendable)...) {
        self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The value for a name, whatever its type.
    public subscript(name: String) -> (any Sendable)? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The names, sorted.
    public var names: [String] { values.keys.sorted() }

    public var isEmpty: Bool { values.isEmpty }
}
