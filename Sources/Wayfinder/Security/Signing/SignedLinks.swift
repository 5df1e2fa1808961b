import Foundation

/// Links that act from outside (a magic sign-in, a password reset, a payment confirmation, an
/// invite) carry a signature, an expiry and a nonce, and the navigator checks all three at its
/// outside door, before interceptors, guards or any parameter reach the app's code.
///
/// A route says it must be signed, and which query parameters the signature covers, so that
/// tracking parameters added on the way (`utm_source`) do not break it; the navigator holds
/// the keys by id, so that a key can be rotated:
///
/// ```swift
/// try routes.register("/login/magic", screen: "magicLogin", exposure: [.universalLink],
///                     signed: .query(["token", "email"]))
/// configuration.signedLinks = try SignedLinks(keys: ["2026-11": key])
/// ```
///
/// The app's server, or a test, makes such a link with ``sign(_:signing:key:keyID:expires:nonce:plusAsSpace:)``
/// (or `wayfinder sign`):
///
/// ```swift
/// let link = try SignedLinks.sign(
///     "https://shop.example.com/login/magic?token=abc&email=ada%40example.com",
///     signing: ["token", "email"], key: key, keyID: "2026-11",
///     expires: Date.now.addingTimeInterval(600), nonce: UUID().uuidString)
/// ```
///
/// A link that fails ends as a rejection, never a crash: ``WayfinderRouting/ErrorCode/unsignedLink``,
/// ``WayfinderRouting/ErrorCode/badSignature``, ``WayfinderRouting/ErrorCode/linkExpired`` or
/// ``WayfinderRouting/ErrorCode/linkReplayed``. A link that passes goes on without its
/// signature parameters, the query parameters the signature does not cover, or its fragment:
/// the screen sees only what was signed, and keys and signatures never reach events,
/// descriptions or saved state. Links the app opens itself (``Navigator/open(_:context:)-(String,_)``)
/// are the app's own and are not checked.
///
/// The signature is HMAC-SHA256 (CryptoKit's on Apple platforms) over the link's canonical
/// form, which the article "Every way in" specifies for a server to implement.
public struct SignedLinks: Sendable {
    /// The keys by id: a link names the key it was signed with (`wf_kid`). A key taken out
    /// refuses every link signed with it.
    public var keys: [String: [UInt8]]
    /// Where used nonces are remembered until their links expire. One in memory by default:
    /// a replay after the app relaunched passes it until the link expires; give a store that
    /// persists for links that must never act twice.
    public var nonces: any NonceStore
    /// How long the nonce store may take to answer; a store that does not answer in time
    /// refuses the link as replayed.
    public var nonceTimeout: Duration = .seconds(5)
    /// The time links expire against; tests set their own.
    public var now: @Sendable () -> Date = { Date() }

    /// The query parameters a signed link carries: its expiry (seconds since 1970), nonce,
    /// key id and signature (base64url, no padding).
    public static let expiryParameter = "wf_exp"
    public static let nonceParameter = "wf_nonce"
    public static let keyIDParameter = "wf_kid"
    public static let signatureParameter = "wf_sig"

    /// The shortest key accepted, in bytes: HMAC-SHA256's output length.
    public static let minimumKeyLength = 32

    /// Checks links against `keys`, remembering nonces in `nonces`.
    ///
    /// - Throws: ``NavigationError`` with ``WayfinderRouting/ErrorCode/invalidSigningKey`` when a key
    ///   is shorter than ``minimumKeyLength`` bytes or a key id is empty.
    public init(keys: [String: [UInt8]], nonces: any NonceStore = MemoryNonces()) throws(NavigationError) {
        for (id, key) in keys.sorted(by: { $0.key < $1.key }) {
            guard !id.isEmpty, id.utf8.count <= 64 else {
                throw NavigationError(.invalidSigningKey, "a key id must have 1 to 64 characters")
            }
            guard key.count >= Self.minimumKeyLength else {
                throw NavigationError(
                    .invalidSigningKey,
                    "the key '\(id)' has \(key.count) bytes; a signing key needs at least \(Self.minimumKeyLength)")
            }
        }
        self.keys = keys
        self.nonces = nonces
    }
}

extension SignedLinks {
    /// What a route that must be signed asks of its links: the query parameters the
    /// signature covers (the path is always covered), and how far ahead an expiry may be.
    public struct Rule: Sendable, Hashable {
        /// The query names the signature covers; every other query item is dropped before the
        /// request goes on.
        public var signedQuery: Set<String>
        /// The longest a link may be valid: a link whose expiry is further ahead is refused.
        public var maximumLifetime: Duration

        public init(signedQuery: Set<String>, maximumLifetime: Duration = .seconds(24 * 60 * 60)) {
            self.signedQuery = signedQuery
            self.maximumLifetime = maximumLifetime
        }

        /// The path and these query parameters are signed.
        public static func query(_ names: Set<String>) -> Rule { Rule(signedQuery: names) }
        /// Only the path is signed; the link's query reaches nobody.
        public static var path: Rule { Rule(signedQuery: []) }
    }

    /// Remembers the nonces of signed links that opened, so that each opens once.
    public protocol NonceStore: Sendable {
        /// Records `nonce` as used until `expiry`; `false` when it was used already.
        func claim(_ nonce: String, until expiry: Date) async -> Bool
    }

    /// A ``NonceStore`` in memory: nonces are forgotten when their links expire, or when the
    /// app quits.
    public final class MemoryNonces: NonceStore {
        private let used = Locked<[String: Date]>([:])
        /// The clock expiries are compared with.
        private let now: @Sendable () -> Date

        public init() { self.now = { Date() } }

        init(now: @escaping @Sendable () -> Date) { self.now = now }

        public func claim(_ nonce: String, until expiry: Date) async -> Bool {
            let now = now()
            return used.withLock { used in
                used = used.filter { $0.value > now }
                guard used[nonce] == nil else { return false }
                used[nonce] = expiry
                return true
            }
        }
    }
}

/// Keys never show: not in descriptions, not in `dump`, not in a debugger's summary.
extension SignedLinks: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `signed links (keys: 2026-10, 2026-11)`: the key ids only.
    public var description: String { "signed links (keys: \(keys.keys.sorted().joined(separator: ", ")))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Mirror(self, children: ["keyIDs": keys.keys.sorted(), "nonceTimeout": nonceTimeout], displayStyle: .struct)
    }
}
