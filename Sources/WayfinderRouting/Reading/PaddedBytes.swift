/// A URL's bytes copied onto the stack with zero bytes after them, so that reading and
/// hashing may load eight bytes at any offset before the end, with no byte-at-a-time path for
/// the last word.
enum PaddedBytes {
    /// How many readable zero bytes follow the copy.
    static let padding = 8

    /// Calls `body` with a copy of `bytes` that is followed by ``padding`` zero bytes.
    @inline(__always)
    static func withCopy<Result>(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + padding) { buffer in
            let base = buffer.baseAddress!
            if let source = bytes.baseAddress { base.initialize(from: source, count: bytes.count) }
            (base + bytes.count).initialize(repeating: 0, count: padding)
            return body(UnsafeBufferPointer(start: base, count: bytes.count))
        }
    }
}
