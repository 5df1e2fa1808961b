/// A fixed-size array whose first element starts on a cache-line boundary, with value
/// semantics (copied on write).
///
/// An `Array`'s elements start 32 bytes into its allocation, after its header, and a large
/// allocation itself starts 16 bytes into a page; so 32-byte elements in an `Array` straddle
/// two cache lines every other index, and reading one can cost two misses instead of one.
/// Here the elements start at the allocation's first byte, which is aligned to
/// ``cacheLineSize``.
struct CacheAlignedArray<Element: BitwiseCopyable>: RandomAccessCollection {

    private final class Storage: @unchecked Sendable {
        // Written only through a uniquely referenced storage (see `subscript`'s setter), so
        // sharing a storage across threads shares only reads.
        let elements: UnsafeMutablePointer<Element>
        let count: Int

        init(repeating element: Element, count: Int) {
            elements = Self.allocate(count)
            elements.initialize(repeating: element, count: count)
            self.count = count
        }

        init(copying other: Storage) {
            elements = Self.allocate(other.count)
            elements.initialize(from: other.elements, count: other.count)
            count = other.count
        }

        private static func allocate(_ count: Int) -> UnsafeMutablePointer<Element> {
            UnsafeMutableRawPointer.allocate(
                byteCount: Swift.max(count, 1) * MemoryLayout<Element>.stride,
                alignment: Swift.max(cacheLineSize, MemoryLayout<Element>.alignment)
            ).bindMemory(to: Element.self, capacity: count)
        }

        deinit {
            // Elements are bitwise copyable, so there is nothing to deinitialize.
            UnsafeMutableRawPointer(elements).deallocate()
        }
    }

    private var storage: Storage

    init(repeating element: Element, count: Int) {
        precondition(count >= 0, "an array cannot have a negative count")
        storage = Storage(repeating: element, count: count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < storage.count, "index out of range")
            return storage.elements[index]
        }
        set {
            precondition(index >= 0 && index < storage.count, "index out of range")
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
            storage.elements[index] = newValue
        }
    }

    /// Lends a writable view of the elements in place for the length of `body` (see
    /// BufferView.swift for what a view promises).
    mutating func withMutableView<Result>(_ body: (MutableBufferView<Element>) throws -> Result) rethrows -> Result {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
        return try withExtendedLifetime(storage) {
            try body(MutableBufferView(UnsafeMutableBufferPointer(start: storage.elements, count: storage.count)))
        }
    }

    /// Lends a view of the elements in place for the length of `body`.
    func withView<Result>(_ body: (BufferView<Element>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) {
            try body(BufferView(UnsafeBufferPointer(start: storage.elements, count: storage.count)))
        }
    }
}

extension CacheAlignedArray: Sendable where Element: Sendable {}

/// The cache-line size ``CacheAlignedArray`` aligns to: 64 bytes on the x86-64 and ARM64
/// processors Wayfinder runs on (Apple's M-series L1 lines are larger, and 64-byte alignment
/// still keeps a 32-byte element within one).
private let cacheLineSize = 64
