// The routing module's door to unsafe memory for reading: the matcher, the URL reader and the
// pattern reader work on views lent by the functions in this file, and name no pointer
// themselves.
//
// Invariants, which every caller keeps and this file's lenders rely on:
// 1. A view lives only for the call of the closure it was lent to. It is never stored in a
//    property that outlives the call, returned from it, or captured by an escaping closure;
//    the memory behind it (an array's or a string's storage, a stack allocation) is alive
//    and unchanged exactly that long.
// 2. Every index read is inside `0..<count`. Reads are checked in debug builds (the
//    standard library's buffer checks) and not in release builds, where the matcher relies
//    on its own bounds: it walks segment ranges the URL reader produced from the same view.
// 3. `paddedWord(at:)` reads eight bytes from `offset`, and `word(at:readableTo:)` up to its
//    limit, which may pass `count`: they are used only where eight readable bytes follow
//    `offset` — a view lent by `PaddedBytes.withCopy`, which places eight zero bytes after the
//    end, or the literal table's text, which keeps eight zero bytes after its last literal.
// 4. A mutable view is lent for writing by one caller at a time, over memory it owns for
//    the call (a stack allocation or an array's storage), and reads only what was written.

/// A read-only view of `count` contiguous elements, lent for the length of one call.
@usableFromInline
struct BufferView<Element>: RandomAccessCollection {
    @usableFromInline let buffer: UnsafeBufferPointer<Element>

    @inlinable @inline(__always)
    init(_ buffer: UnsafeBufferPointer<Element>) {
        self.buffer = buffer
    }

    /// A view of nothing.
    @inlinable @inline(__always)
    static var empty: BufferView { BufferView(UnsafeBufferPointer(start: nil, count: 0)) }

    @inlinable @inline(__always)
    var startIndex: Int { 0 }

    @inlinable @inline(__always)
    var endIndex: Int { buffer.count }

    @inlinable @inline(__always)
    var count: Int { buffer.count }

    @inlinable @inline(__always)
    var isEmpty: Bool { buffer.isEmpty }

    @inlinable @inline(__always)
    var indices: Range<Int> { 0..<buffer.count }

    @inlinable @inline(__always)
    subscript(index: Int) -> Element { buffer[index] }

    @inlinable @inline(__always)
    func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<Element>) throws -> Result
    ) rethrows -> Result? {
        try body(buffer)
    }

    /// The elements in `range`, as a view indexed from zero.
    @inlinable @inline(__always)
    func slice(_ range: Range<Int>) -> BufferView {
        BufferView(UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// The elements from `start` to the end, as a view indexed from zero.
    @inlinable @inline(__always)
    func slice(from start: Int) -> BufferView {
        BufferView(UnsafeBufferPointer(rebasing: buffer[start...]))
    }

    /// The elements from `range.lowerBound` to the end, as a view indexed from zero.
    @inlinable @inline(__always)
    func slice(_ range: PartialRangeFrom<Int>) -> BufferView { slice(from: range.lowerBound) }

    @inlinable @inline(__always)
    func makeIterator() -> UnsafeBufferPointer<Element>.Iterator { buffer.makeIterator() }

    /// Copies the elements in one block, as the buffer does, when an array appends them.
    @inlinable @inline(__always)
    func _copyContents(
        initializing destination: UnsafeMutableBufferPointer<Element>
    ) -> (UnsafeBufferPointer<Element>.Iterator, Int) {
        buffer._copyContents(initializing: destination)
    }
}

extension BufferView where Element == UInt8 {
    /// The eight bytes at `offset` as a little-endian word, or the bytes up to the end
    /// zero-padded when fewer remain.
    @inlinable @inline(__always)
    func word(at offset: Int) -> UInt64 { word(at: offset, readableTo: buffer.count) }

    /// The eight bytes at `offset`, loaded whole when they lie before `limit`, otherwise the
    /// bytes up to `limit` zero-padded. `limit` is `count`, or more only where readable bytes
    /// follow the view (invariant 3).
    @inlinable @inline(__always)
    func word(at offset: Int, readableTo count: Int) -> UInt64 {
        guard let base = buffer.baseAddress else { return 0 }
        if offset + 8 <= count {
            return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for index in offset..<count {
            word |= UInt64(base[index]) << shift
            shift += 8
        }
        return word
    }

    /// The eight bytes at `offset`, which may pass the end: only where eight readable bytes
    /// follow `offset` (invariant 3).
    @inlinable @inline(__always)
    func paddedWord(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self))
    }

    /// The view with the ``PaddedBytes/padding`` readable bytes after its end counted in:
    /// only on a view lent by ``PaddedBytes/withCopy(of:_:)`` (invariant 3).
    @inline(__always)
    func includingPadding() -> BufferView {
        BufferView(UnsafeBufferPointer(start: buffer.baseAddress, count: buffer.count + PaddedBytes.padding))
    }

    /// The bytes as text, with invalid UTF-8 repaired.
    @inlinable
    func decoded() -> String { String(decoding: buffer, as: UTF8.self) }

    /// Whether the bytes equal `other`'s.
    @inlinable
    func equals(_ other: BufferView<UInt8>) -> Bool {
        buffer.count == other.buffer.count && buffer.elementsEqual(other.buffer)
    }
}

/// A writable view of `count` contiguous elements, lent for the length of one call.
@usableFromInline
struct MutableBufferView<Element> {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Element>

    @inlinable @inline(__always)
    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }

    @inlinable @inline(__always)
    var count: Int { buffer.count }

    @inlinable @inline(__always)
    subscript(index: Int) -> Element {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }

    /// All the elements, read-only; they must have been written.
    @inlinable @inline(__always)
    var view: BufferView<Element> { BufferView(UnsafeBufferPointer(buffer)) }

    /// The first `count` elements, read-only; they must have been written.
    @inlinable @inline(__always)
    func prefix(_ count: Int) -> BufferView<Element> {
        BufferView(UnsafeBufferPointer(rebasing: buffer[0..<count]))
    }

    /// Copies the bytes of `source` to the elements from `offset` on, which must have room for
    /// them; the source may be this view's own memory, overlapping or not.
    @inlinable
    func copy(_ source: BufferView<Element>, to offset: Int) where Element == UInt8 {
        precondition(offset >= 0 && offset + source.count <= buffer.count, "copy past the end of a view")
        guard let base = buffer.baseAddress, let from = source.buffer.baseAddress else { return }
        UnsafeMutableRawPointer(base + offset).copyMemory(from: from, byteCount: source.count)
    }

    /// The elements in `range`, writable, indexed from zero.
    @inlinable @inline(__always)
    func slice(_ range: Range<Int>) -> MutableBufferView {
        MutableBufferView(UnsafeMutableBufferPointer(rebasing: buffer[range]))
    }
}

// MARK: Lenders

extension Array {
    /// Lends a view of the array's elements for the length of `body`.
    @inlinable @inline(__always)
    func withView<Result>(_ body: (BufferView<Element>) throws -> Result) rethrows -> Result {
        try withUnsafeBufferPointer { try body(BufferView($0)) }
    }

    /// Lends a writable view of the array's elements for the length of `body`.
    @inlinable @inline(__always)
    mutating func withMutableView<Result>(_ body: (MutableBufferView<Element>) throws -> Result) rethrows -> Result {
        try withUnsafeMutableBufferPointer { try body(MutableBufferView($0)) }
    }
}

extension Array {
    /// An array of at most `capacity` elements that `body` writes from the start of a
    /// writable view, returning how many it wrote.
    @inlinable
    init(capacity: Int, writingWith body: (MutableBufferView<Element>) -> Int) {
        self.init(unsafeUninitializedCapacity: capacity) { buffer, initialized in
            initialized = body(MutableBufferView(buffer))
        }
    }
}

extension String {
    /// Lends a view of the string's UTF-8 for the length of `body`. A native string lends
    /// its own storage, with no copy to retain and release; any other is made contiguous first.
    @inlinable @inline(__always)
    func withUTF8View<Result>(_ body: (BufferView<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable({ try body(BufferView($0)) }) { return result }
        var copy = self
        return try copy.withUTF8 { try body(BufferView($0)) }
    }
}

/// Lends `capacity` uninitialised elements on the stack (on the heap when large) for the
/// length of `body`, which reads only what it wrote. `Element` must be a trivial type.
@inlinable @inline(__always)
func withTemporaryView<Element, Result>(
    of type: Element.Type, capacity: Int, _ body: (MutableBufferView<Element>) -> Result
) -> Result {
    withUnsafeTemporaryAllocation(of: type, capacity: capacity) { body(MutableBufferView($0)) }
}

extension PaddedBytes {
    /// Calls `body` with a copy of `bytes` followed by ``padding`` readable zero bytes, so
    /// that ``BufferView/paddedWord(at:)`` may load eight bytes at any offset before the end.
    @inline(__always)
    static func withCopy<Result>(of bytes: BufferView<UInt8>, _ body: (BufferView<UInt8>) -> Result) -> Result {
        func copy(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Result {
            let base = buffer.baseAddress!
            if let source = bytes.buffer.baseAddress { base.initialize(from: source, count: bytes.count) }
            (base + bytes.count).initialize(repeating: 0, count: padding)
            return body(BufferView(UnsafeBufferPointer(start: base, count: bytes.count)))
        }
        // A constant size for the URLs most are: a fixed place in the frame, with no size to
        // work out.
        if bytes.count <= typicalCapacity - padding {
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: typicalCapacity, copy)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + padding, copy)
    }

    /// The bytes a copy of most URLs fits in, with its padding.
    private static let typicalCapacity = 256
}
