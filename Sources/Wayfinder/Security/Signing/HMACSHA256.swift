#if canImport(CryptoKit)
import CryptoKit
#endif

/// HMAC-SHA256 (RFC 2104): CryptoKit's on Apple platforms, the package's own SHA-256
/// (``SHA256Software``) elsewhere.
enum HMACSHA256 {
    /// The 32-byte authentication code of `message` under `key`.
    static func code(key: [UInt8], message: [UInt8]) -> [UInt8] {
        #if canImport(CryptoKit)
        Array(HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key)))
        #else
        software(key: key, message: message)
        #endif
    }

    /// The code computed with ``SHA256Software``: RFC 2104's construction over 64-byte blocks.
    static func software(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var block = key.count > 64 ? SHA256Software.hash(key) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        var inner = SHA256Software()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256Software()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(inner.finalize())
        return outer.finalize()
    }

    /// Whether two codes are equal, in time that does not depend on where they differ.
    static func equal(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
        return difference == 0
    }
}
