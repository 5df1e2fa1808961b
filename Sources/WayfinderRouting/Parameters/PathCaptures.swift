/// The path captures of a match, each decoded from the URL when asked for:
/// ``RouteMatch/get(_:)`` and ``RouteMatch/segments(_:)`` read one without decoding the rest.
struct PathCaptures: Sendable {
    let url: String
    /// The matched variant's captures.
    let captures: CaptureList
    /// The spans of the matched segments, one for each variant position and the rest after.
    let spans: [ByteSpan]

    init(url: String, captures: CaptureList, spans: [ByteSpan]) {
        self.url = url
        self.captures = captures
        self.spans = spans
    }

    /// The capture names, in pattern order.
    var names: [String] {
        captures.names
    }

    /// The decoded value of a capture, or `nil` when the pattern has no capture of that name;
    /// a rest capture's segments are joined with `/`.
    func get(_ name: String) -> String? {
        guard let capture = captures.first(named: name) else { return nil }
        return url.withUTF8View { value(of: capture, in: $0) }
    }

    /// The decoded segments of a capture: one for a single-segment capture, one or more for a
    /// rest capture.
    func segments(_ name: String) -> [String]? {
        guard let capture = captures.first(named: name) else { return nil }
        return url.withUTF8View { bytes in
            spans.withView { Self.segments(of: capture, in: bytes, spans: $0) }
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
        // Reserved rather than `init(minimumCapacity:)`, which is called unspecialized.
        var values: [String: String] = [:]
        values.reserveCapacity(captures.count)
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

}
