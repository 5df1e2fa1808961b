import Foundation
@_spi(Internals) import WayfinderRouting

/// A link read for its signature: the canonical text a signature covers, and the signature's
/// own parameters. The URL is read as the router reads it (``WayfinderRouting/RouteURL``), so
/// what is signed is what the route matches and the screen reads; a second reading that could
/// disagree with the router's would let a link sign one thing and open another.
///
/// The canonical form is UTF-8 text, lines joined by `\n` (no newline after the last):
///
/// ```
/// WF-HMAC-SHA256-1
/// <scheme, lowercased>
/// <host, lowercased, for http and https; empty for other schemes>
/// <path: "/" and the decoded segments, each encoded, joined by "/">
/// <query: the signed items, sorted by name, "name=value" each encoded, joined by "&">
/// <expiry: seconds since 1970, encoded>
/// <nonce, encoded>
/// <key id, encoded>
/// ```
///
/// "Encoded" means every byte of the UTF-8 text except `A-Z a-z 0-9 - . _ ~` written as `%XX`,
/// uppercase. With a custom scheme the first path segment is the URL's host
/// (`shop://product/42` has the path `/product/42`); empty segments are dropped, as the
/// router drops them. Names and values are compared and signed as bytes: no Unicode
/// normalisation.
struct SignedLinkForm {
    static let version = "WF-HMAC-SHA256-1"

    let scheme: String
    let host: String
    let path: String
    /// The signed items, in the URL's order.
    let signedItems: [(name: String, value: String)]
    /// The signature's parameters, as the URL has them; `nil` when absent.
    let expiry: String?
    let nonce: String?
    let keyID: String?
    let signature: String?
    /// The URL's text before its query and fragment.
    let base: Substring

    /// Reads `url`; a rejection when it cannot be read, or when a signed name or a signature
    /// parameter appears more than once (which of two values was signed?).
    static func read(
        _ url: String, signing names: Set<String>, plusAsSpace: Bool, limits: URLLimits = .default
    ) -> Result<SignedLinkForm, NavigationError> {
        let read: RouteURL
        do {
            read = try RouteURL(url, limits: limits, plusAsSpace: plusAsSpace)
        } catch {
            return .failure(NavigationError(.invalidURL, "the URL was refused: \(error)", underlyingError: error))
        }
        var signed: [(name: String, value: String)] = []
        var own: [String: String] = [:]
        let ownNames: Set<String> = [
            SignedLinks.expiryParameter, SignedLinks.nonceParameter, SignedLinks.keyIDParameter,
            SignedLinks.signatureParameter,
        ]
        for item in read.query {
            if ownNames.contains(item.name) {
                guard own[item.name] == nil else { return .failure(repeated(item.name)) }
                own[item.name] = item.value
            } else if names.contains(item.name) {
                guard !signed.contains(where: { $0.name == item.name }) else { return .failure(repeated(item.name)) }
                signed.append(item)
            }
        }
        let isWeb = read.scheme == "http" || read.scheme == "https"
        let base = url.prefix { $0 != "?" && $0 != "#" }
        return .success(
            SignedLinkForm(
                scheme: read.scheme, host: isWeb ? read.host ?? "" : "",
                path: "/" + read.segments.map(encoded).joined(separator: "/"),
                signedItems: signed, expiry: own[SignedLinks.expiryParameter], nonce: own[SignedLinks.nonceParameter],
                keyID: own[SignedLinks.keyIDParameter], signature: own[SignedLinks.signatureParameter], base: base))
    }

    private static func repeated(_ name: String) -> NavigationError {
        NavigationError(.badSignature, "the parameter '\(name)' appears more than once in a signed link")
    }

    /// The text a signature covers, with this expiry, nonce and key id.
    func canonical(expiry: String, nonce: String, keyID: String) -> String {
        let query = signedItems.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
            .map { Self.encoded($0.name) + "=" + Self.encoded($0.value) }
            .joined(separator: "&")
        return [Self.version, scheme, host, path, query, Self.encoded(expiry), Self.encoded(nonce), Self.encoded(keyID)]
            .joined(separator: "\n")
    }

    /// The link as it goes on once verified: its text before the query, then only the signed
    /// items; no signature parameters, no fragment.
    var stripped: String {
        guard !signedItems.isEmpty else { return String(base) }
        return base + "?" + signedItems.map { Self.encoded($0.name) + "=" + Self.encoded($0.value) }.joined(separator: "&")
    }

    /// `text` with every byte but the unreserved ones as `%XX`.
    static func encoded(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                output.unicodeScalars.append("%")
                output.unicodeScalars.append(digits[Int(byte >> 4)])
                output.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return output
    }
}

/// Base64url without padding (RFC 4648, section 5), as signatures are written in links.
enum Base64URL {
    static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of `text`; `nil` when it is not base64url without padding.
    static func decode(_ text: String) -> [UInt8]? {
        guard
            text.utf8.allSatisfy({ byte in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "_")
            }), text.utf8.count % 4 != 1
        else { return nil }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.utf8.count % 4) % 4)
        guard let data = Data(base64Encoded: standard) else { return nil }
        // Only the one spelling of these bytes: no stray bits in the last character.
        guard encode(Array(data)) == text else { return nil }
        return Array(data)
    }
}
