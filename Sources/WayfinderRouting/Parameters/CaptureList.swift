/// The captures of one pattern variant as a route table records them: for each, its position
/// among the matched segments, whether it takes the rest of the path, and its name.
///
/// Read straight from the table's records (see ``RouteRecords``) without parsing the pattern,
/// and names are compared as bytes, so looking a parameter up makes no strings.
@usableFromInline
struct CaptureList: Sendable {
    /// The table's records, which hold the list and the pattern text its names point into.
    private let bytes: [UInt8]
    /// Where the pattern text starts; names are counted from here.
    private let textStart: Int
    /// Where the list, its capture count first, starts; -1 for a list without captures.
    private let listStart: Int

    struct Capture {
        /// The capture's index among the variant's segments, and so among the matched ones.
        let position: Int
        /// Whether the capture takes every segment from ``position`` on.
        let isRest: Bool
        /// Where the name lies in the records.
        fileprivate let name: Range<Int>
    }

    /// A list without captures, for variants that capture nothing.
    static let none = CaptureList(bytes: [], textStart: 0, listStart: -1)

    init(bytes: [UInt8], textStart: Int, listStart: Int) {
        self.bytes = bytes
        self.textStart = textStart
        self.listStart = listStart
    }

    /// Calls `body` with each capture in pattern order until it returns `false`.
    func forEach(_ body: (Capture) -> Bool) {
        guard listStart >= 0 else { return }
        bytes.withView { bytes in
            var offset = listStart
            let count = VarInt.read(bytes, at: &offset)
            for _ in 0..<count {
                let place = VarInt.read(bytes, at: &offset)
                let nameStart = textStart + VarInt.read(bytes, at: &offset)
                let nameLength = VarInt.read(bytes, at: &offset)
                let capture = Capture(position: place >> 1, isRest: place & 1 != 0, name: nameStart..<(nameStart + nameLength))
                if !body(capture) { return }
            }
        }
    }

    /// The capture with a name, if the variant has one.
    func first(named name: String) -> Capture? {
        name.withUTF8View { wanted in
            var found: Capture?
            forEach { capture in
                if bytes[capture.name].elementsEqual(wanted) { found = capture }
                return found == nil
            }
            return found
        }
    }

    /// A capture's name.
    func name(of capture: Capture) -> String {
        String(decoding: bytes[capture.name], as: UTF8.self)
    }

    /// How many captures there are.
    var count: Int {
        guard listStart >= 0 else { return 0 }
        return bytes.withView { bytes in
            var offset = listStart
            return VarInt.read(bytes, at: &offset)
        }
    }

    /// The names of the captures, in pattern order.
    var names: [String] {
        var names: [String] = []
        forEach { capture in
            names.append(String(decoding: bytes[capture.name], as: UTF8.self))
            return true
        }
        return names
    }
}
