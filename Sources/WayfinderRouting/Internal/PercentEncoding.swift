/// Percent-decoding and -encoding over bytes, the same for patterns, URLs and reverse routing.
package enum PercentEncoding {
    struct Failure: Error, Equatable {
        /// The offset of the offending `%` within the decoded range.
        let offset: Int
        let message: String
    }

    /// Decodes `%XX` escapes (and, when asked, `+` as a space) into a string.
    static func decode(_ bytes: some Collection<UInt8>, plusAsSpace: Bool = false) -> Result<String, Failure> {
        if !bytes.contains(UInt8(ascii: "%")) && !(plusAsSpace && bytes.contains(UInt8(ascii: "+"))) {
            return .success(String(decoding: bytes, as: UTF8.self))
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        var offset = 0
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let first = bytes.index(after: index)
                guard first != bytes.endIndex, let high = ASCII.hexValue(bytes[first]),
                    bytes.index(after: first) != bytes.endIndex,
                    let low = ASCII.hexValue(bytes[bytes.index(after: first)])
                else {
                    return .failure(Failure(offset: offset, message: "'%' must be followed by two hexadecimal digits"))
                }
                output.append(high << 4 | low)
                index = bytes.index(index, offsetBy: 3)
                offset += 3
            } else {
                output.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index = bytes.index(after: index)
                offset += 1
            }
        }
        if let invalid = firstInvalidUTF8(in: output) {
            let offset = encodedOffset(ofDecoded: invalid, in: bytes)
            return .failure(Failure(offset: offset, message: "percent-encoded bytes do not form valid UTF-8"))
        }
        return .success(String(decoding: output, as: UTF8.self))
    }

    /// The index of the first byte of `decoded` that starts an invalid UTF-8 sequence, or `nil`
    /// when all of it is valid.
    package static func firstInvalidUTF8(in decoded: some Sequence<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = decoded.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): position += scalar.count
            case .emptyInput: return nil
            case .error: return position
            }
        }
    }

    /// The offset in `source` of the byte or `%XX` escape that decodes to byte `index` of its
    /// decoded form. Every `%` in `source` must start a well-formed escape.
    static func encodedOffset(ofDecoded index: Int, in source: some Collection<UInt8>) -> Int {
        var offset = 0
        var position = source.startIndex
        for _ in 0..<index where position != source.endIndex {
            let step = source[position] == UInt8(ascii: "%") ? 3 : 1
            position = source.index(position, offsetBy: step, limitedBy: source.endIndex) ?? source.endIndex
            offset += step
        }
        return offset
    }

    /// Appends a literal's UTF-8, encoded so that the pattern parser reads it back as the same
    /// literal. Non-ASCII characters stay as they are, so canonical patterns remain readable.
    static func appendPatternLiteral(_ text: String, to output: inout [UInt8]) {
        text.withUTF8View { bytes in
            // Most literals are plain words, copied whole.
            guard bytes.first == UInt8(ascii: ":") || bytes.contains(where: { isReservedInPattern($0) }) else {
                output.append(contentsOf: bytes)
                return
            }
            for (index, byte) in bytes.enumerated() {
                // A leading ':' would read as the `:name` capture form.
                if isReservedInPattern(byte) || (index == 0 && byte == UInt8(ascii: ":")) {
                    output.append(UInt8(ascii: "%"))
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                } else {
                    output.append(byte)
                }
            }
        }
    }

    /// Whether a byte must be escaped wherever it stands in a pattern literal. Bytes of
    /// non-ASCII characters are all 0x80 or above and never are.
    @inline(__always)
    static func isReservedInPattern(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "#"),
            UInt8(ascii: "*"):
            true
        case UInt8(ascii: ":"):
            // Checked at the start only, by the caller; a bare ':' inside stays.
            false
        default: ASCII.isControl(byte)
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Encodes one path segment for a URL: everything outside RFC 3986's `pchar` is escaped.
    package static func encodePathSegment(_ text: String) -> String {
        encode(text) { byte in
            isUnreserved(byte) || "!$&'()*+,;=:@".utf8.contains(byte)
        }
    }

    /// Encodes a query name or value: `&`, `=`, `+` and `#` are escaped as well.
    static func encodeQueryComponent(_ text: String) -> String {
        encode(text) { byte in
            isUnreserved(byte) || "!$'()*,;:@/?".utf8.contains(byte)
        }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    private static func encode(_ text: String, keeping allowed: (UInt8) -> Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if allowed(byte) { output.unicodeScalars.append(.init(byte)) } else { appendEscape(byte, to: &output) }
        }
        return output
    }

    private static func appendEscape(_ byte: UInt8, to output: inout String) {
        output.append("%")
        output.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte >> 4)]))
        output.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte & 0x0F)]))
    }
}
