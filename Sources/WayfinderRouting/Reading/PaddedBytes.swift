/// A URL's bytes copied onto the stack with zero bytes after them, so that reading and
/// hashing may load eight bytes at any offset before the end, with no byte-at-a-time path for
/// the last word.
enum PaddedBytes {
    /// How many readable zero bytes follow the copy.
    static let padding = 8
    // `withCopy(of:_:)` lends the copy; it lives with the other lenders in BufferView.swift.
}
