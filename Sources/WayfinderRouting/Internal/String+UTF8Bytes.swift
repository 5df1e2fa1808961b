extension String {
    /// Runs `body` over the string's UTF-8. A native string lends its own storage, with no
    /// copy of the string to retain and release; any other is made contiguous first.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
