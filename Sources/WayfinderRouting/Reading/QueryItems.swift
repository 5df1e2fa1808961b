/// A URL's query items, in order, with every value of a repeated name kept.
///
/// `?flag` is present with an empty value, `a=b=c` gives `a` the value `b=c`, and `+` is a
/// literal plus unless the router reads queries as form encoding
/// (``RouterConfiguration/plusAsSpaceInQuery``).
///
/// Each element is a `(name, value)` pair, percent-decoded; the value is empty for `?flag` and
/// `?flag=`.
@_spi(Internals) public struct QueryItems: Sendable, Hashable, RandomAccessCollection {
    /// One `name=value` pair.
    struct Item: Sendable, Hashable {
        let name: String
        let value: String
    }

    private let items: [Item]

    init(_ items: [Item]) {
        self.items = items
    }

    /// Query items made in code, in the order given.
    package init(pairs: [(name: String, value: String)]) {
        self.items = pairs.map { Item(name: $0.name, value: $0.value) }
    }

    /// Query items in the order given, repeated names kept: `["tag": "red", "tag": "blue"]`.
    public init(_ items: KeyValuePairs<String, String> = [:]) {
        self.items = items.map { Item(name: $0.key, value: $0.value) }
    }

    /// The position of the first item.
    public var startIndex: Int { items.startIndex }
    /// The position after the last item.
    public var endIndex: Int { items.endIndex }
    /// The item at a position: its decoded name and value.
    public subscript(position: Int) -> (name: String, value: String) {
        (items[position].name, items[position].value)
    }

    /// The first value for `name`, or `nil` when the query does not have it.
    public subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// Every value for `name`, in the order they appear.
    public func values(for name: String) -> [String] {
        items.filter { $0.name == name }.map(\.value)
    }

    /// Whether the query has `name`, with or without a value.
    public func contains(_ name: String) -> Bool {
        items.contains { $0.name == name }
    }

    /// The distinct names, in the order they first appear.
    public var names: [String] {
        var seen: Set<String> = []
        return items.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    }

    /// Splits and decodes a query whose escapes the scanner already checked.
    static func parse(_ bytes: BufferView<UInt8>, plusAsSpace: Bool) -> QueryItems {
        var items: [Item] = []
        for item in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = item.firstIndex(of: UInt8(ascii: "="))
            let name = item.base.slice(item.startIndex..<(equals ?? item.endIndex))
            let value = equals.map { item.base.slice(($0 + 1)..<item.endIndex) }
            items.append(
                Item(
                    name: PercentEncoding.decodedString(name, plusAsSpace: plusAsSpace),
                    value: value.map { PercentEncoding.decodedString($0, plusAsSpace: plusAsSpace) } ?? ""))
        }
        return QueryItems(items)
    }
}
