/// The names of the parameters that carry callback URLs, as every request looks them up: a
/// set of lowercased names, and a mask of their lengths that turns most names away before any
/// lowercasing or hashing. Every request checks each of its query items and captures.
struct CallbackNames: Sendable {
    private let names: Set<String>
    /// Bit `n` set when a name has `n` UTF-8 bytes; bit 63 stands for 63 and more.
    private let lengths: UInt64

    init(_ names: Set<String>) {
        self.names = Set(names.map { $0.lowercased() })
        self.lengths = self.names.reduce(0) { $0 | Self.bit(for: $1) }
    }

    /// Whether `name` is one of the names, compared without case: an app that reads `NEXT` as
    /// `next` must not get an unchecked callback.
    func contains(_ name: String) -> Bool {
        lengths & Self.bit(for: name) != 0 && names.contains(name.lowercased())
    }

    /// Lowercasing keeps an ASCII name's length; a name with other letters may change length,
    /// so a name outside ASCII always goes on to the set.
    private static func bit(for name: String) -> UInt64 {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return ~0 }
        return 1 << UInt64(min(name.utf8.count, 63))
    }
}
