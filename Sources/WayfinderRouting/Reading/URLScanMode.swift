/// How ``URLScanner/scan(_:limits:into:mode:)`` treats what most URLs do not have: a `%`, a
/// control character, a byte outside ASCII, a URL over a limit. The scanner reads the grammar
/// once; a mode only decides what such a byte or limit means.
///
/// - ``URLScanner/OnePass`` gives up at the first of them, building nothing, so that the
///   common URL is read in one pass with no checks it does not need.
/// - ``URLScanner/Careful`` checks each of them and, for a URL that cannot be read, names what
///   is wrong and where.
///
/// A mode is a type, never a value: what the scan notes as it goes is in ``URLScanner/Seen``.
protocol URLScanMode {
    associatedtype Failure: Error

    /// How the scan fails for a URL `error` describes. The one-pass mode does not build the
    /// error: it only gives up.
    static func failure(_ error: @autoclosure () -> RoutingError) -> Failure

    /// Steps over the byte at `index`, which needs care (see ``URLScanner/needsCare(_:)``):
    /// past a well-formed escape, or past one byte outside ASCII, noting which in `seen`;
    /// fails on anything else.
    static func stepOver(
        _ bytes: BufferView<UInt8>, at index: inout Int, count: Int, seen: inout URLScanner.Seen
    ) throws(Failure)
}

extension URLScanner {
    /// What a scan has met that needs care, as it goes.
    struct Seen {
        /// Whether the part being read has a `%` escape, whose decoded bytes then need checking.
        var partHasEscapes = false
        /// Whether the URL has a `%` escape after its scheme.
        var hasEscapes = false
        /// Whether the URL has a byte outside ASCII.
        var hasNonASCII = false

        /// Starts reading a part (a segment, a query item, the fragment).
        @inline(__always)
        mutating func startPart() { partHasEscapes = false }
    }

    /// The mode for the first attempt at every URL: it gives up on anything that needs care.
    enum OnePass: URLScanMode {
        /// The one-pass reading gave up; the careful one reads the URL.
        struct GiveUp: Error {}

        @inline(__always)
        static func failure(_ error: @autoclosure () -> RoutingError) -> GiveUp { GiveUp() }

        @inline(__always)
        static func stepOver(_ bytes: BufferView<UInt8>, at index: inout Int, count: Int, seen: inout Seen) throws(GiveUp) {
            throw GiveUp()
        }
    }

    /// The mode for a URL the one-pass reading gave up on: it reads what is valid and says
    /// what is not.
    enum Careful: URLScanMode {
        static func failure(_ error: @autoclosure () -> RoutingError) -> RoutingError { error() }

        static func stepOver(
            _ bytes: BufferView<UInt8>, at index: inout Int, count: Int, seen: inout Seen
        ) throws(RoutingError) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < count, ASCII.hexValue(bytes[index + 1]) != nil, ASCII.hexValue(bytes[index + 2]) != nil else {
                    throw RoutingError(.malformedPercentEncoding, "'%' must be followed by two hexadecimal digits", at: index)
                }
                seen.partHasEscapes = true
                seen.hasEscapes = true
                index += 3
            } else if ASCII.isControl(byte) {
                throw RoutingError(.controlCharacter, "the URL contains a control character", at: index)
            } else {
                seen.hasNonASCII = true
                index += 1
            }
        }
    }
}
