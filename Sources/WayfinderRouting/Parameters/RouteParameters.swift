/// The path parameters of a match, decoded when asked for.
///
/// Two verbs: `get` returns an optional, `require` throws a ``RoutingError`` that names the
/// parameter and the expected type.
///
/// ```swift
/// // pattern shop://product/<int:id>/<path:rest>, URL shop://product/42/a/b%20c
/// let parameters = match.parameters
/// let text = parameters["id"]                             // "42"
/// let id = parameters.get("id", as: Int.self)             // 42
/// let required = try parameters.require("id", as: Int.self) // 42
/// let rest = parameters["rest"]                           // "a/b c"
/// let segments = parameters.segments("rest")              // ["a", "b c"]
/// ```
public struct RouteParameters: Sendable, NamedTextValues {
    @usableFromInline let url: String
    /// The matched variant's captures.
    @usableFromInline let captures: CaptureList
    /// The spans of the matched segments, one for each variant position and the rest after.
    @usableFromInline let spans: [ByteSpan]

    @inlinable
    init(url: String, captures: CaptureList, spans: [ByteSpan]) {
        self.url = url
        self.captures = captures
        self.spans = spans
    }

    /// The capture names, in pattern order.
    public var names: [String] {
        captures.names
    }

    /// The decoded value of a capture; a rest capture's segments are joined with `/`.
    public subscript(name: String) -> String? {
        self.get(name)
    }

    /// The decoded value of a capture, or `nil` when the pattern has no capture of that name.
    public func get(_ name: String) -> String? {
        guard let capture = captures.first(named: name) else { return nil }
        return url.withUTF8View { value(of: capture, in: $0) }
    }

    /// The value of a capture converted to `type`, or `nil` when missing or not convertible.
    public func get<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) -> Value? {
        convert(name, as: type)
    }

    /// The decoded value of a capture.
    /// - Throws: ``RoutingError`` with code `missing` when the pattern has no such capture.
    public func require(_ name: String) throws(RoutingError) -> String {
        try requireText(name)
    }

    /// The value of a capture converted to `type`.
    /// - Throws: ``RoutingError`` naming the parameter and the type when it is missing or
    ///   does not convert.
    public func require<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) throws(RoutingError) -> Value {
        try requireValue(name, as: type)
    }

    /// The decoded segments of a capture: one for a single-segment capture, one or more for a
    /// rest capture.
    public func segments(_ name: String) -> [String]? {
        guard let capture = captures.first(named: name) else { return nil }
        return url.withUTF8View { bytes in
            spans.withView { Self.segments(of: capture, in: bytes, spans: $0) }
        }
    }

    /// Every capture's decoded value by name.
    public var values: [String: String] {
        url.withUTF8View { bytes in
            spans.withView { spans in Self.values(of: captures, in: bytes, spans: spans) }
        }
    }

    /// A capture's decoded value, read from the URL's bytes: a rest capture's segments joined
    /// with `/`, a single segment decoded as it is.
    private func value(of capture: CaptureList.Capture, in bytes: BufferView<UInt8>) -> String {
        spans.withView { Self.value(of: capture, in: bytes, spans: $0) }
    }

    /// Every capture's decoded value by name, from the URL's bytes and the spans of the
    /// segments the pattern saw.
    static func values(of captures: CaptureList, in bytes: BufferView<UInt8>, spans: BufferView<ByteSpan>) -> [String: String] {
        var values = [String: String](minimumCapacity: captures.count)
        captures.forEach { capture in
            values[captures.name(of: capture)] = value(of: capture, in: bytes, spans: spans)
            return true
        }
        return values
    }

    private static func value(
        of capture: CaptureList.Capture, in bytes: BufferView<UInt8>, spans: BufferView<ByteSpan>
    ) -> String {
        guard capture.isRest else {
            return PercentEncoding.decodedString(bytes.slice(spans[capture.position].range), plusAsSpace: false)
        }
        return segments(of: capture, in: bytes, spans: spans).joined(separator: "/")
    }

    /// A capture's decoded segments: one for a single-segment capture, every one from its
    /// position on for a rest capture.
    private static func segments(
        of capture: CaptureList.Capture, in bytes: BufferView<UInt8>, spans: BufferView<ByteSpan>
    ) -> [String] {
        let range = capture.isRest ? capture.position..<spans.count : capture.position..<(capture.position + 1)
        return range.map { PercentEncoding.decodedString(bytes.slice(spans[$0].range), plusAsSpace: false) }
    }

    package func text(for name: String) -> String? { get(name) }
}
