/// UTF-8 lowercased as `String.lowercased()` lowercases it, without making a string when the
/// bytes are ASCII, as nearly every route literal is.
enum LowercasedUTF8 {
    /// Calls `body` with the lowercase form of the valid UTF-8 `bytes`: ASCII bytes
    /// lowercased in a stack buffer, other text through `String.lowercased()`, whose Unicode
    /// rules may change lengths.
    static func with<Result>(
        _ bytes: BufferView<UInt8>, _ body: (BufferView<UInt8>) -> Result
    ) -> Result {
        for byte in bytes where byte >= 0x80 {
            return bytes.decoded().lowercased().withUTF8View(body)
        }
        return withTemporaryView(of: UInt8.self, capacity: bytes.count) { lowered in
            for index in bytes.indices { lowered[index] = ASCII.lowercased(bytes[index]) }
            return body(lowered.prefix(bytes.count))
        }
    }
}
