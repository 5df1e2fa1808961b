import Foundation
@_spi(Internals) import WayfinderRouting

extension SignedLinks {
    /// Signs `url` for a route that covers the query parameters `names`: adds its expiry,
    /// nonce, key id and signature (``expiryParameter`` and the others) to its query. For
    /// the app's server and for tests; the canonical form it signs is in "Every way in".
    ///
    /// - Parameters:
    ///   - url: the link, with the query parameters the route reads.
    ///   - names: the query names the route's rule signs (``Rule/signedQuery``).
    ///   - key: the key, at least ``minimumKeyLength`` bytes.
    ///   - keyID: the key's id, as the app's ``keys`` name it.
    ///   - expires: when the link stops opening, to the second.
    ///   - nonce: a value never used before with this key, 1 to 128 bytes (a UUID).
    ///   - plusAsSpace: whether the router reads `+` in a query as a space
    ///     (``/WayfinderRouting/RouterConfiguration/plusAsSpaceInQuery``); the signature covers
    ///     the values as the route reads them.
    /// - Throws: ``NavigationError``: ``WayfinderRouting/ErrorCode/invalidURL`` when the router
    ///   cannot read `url`; ``WayfinderRouting/ErrorCode/badSignature`` when it is signed
    ///   already, has a signed parameter twice, or the nonce is empty or longer than 128
    ///   bytes; ``WayfinderRouting/ErrorCode/invalidSigningKey`` for a key as
    ///   ``init(keys:nonces:)`` refuses it.
    public static func sign(
        _ url: String, signing names: Set<String>, key: [UInt8], keyID: String, expires: Date, nonce: String,
        plusAsSpace: Bool = false
    ) throws(NavigationError) -> String {
        _ = try SignedLinks(keys: [keyID: key])
        guard !nonce.isEmpty, nonce.utf8.count <= 128 else {
            throw NavigationError(.badSignature, "a nonce must have 1 to 128 bytes")
        }
        let form = try SignedLinkForm.read(url, signing: names, plusAsSpace: plusAsSpace).get()
        guard form.expiry == nil, form.nonce == nil, form.keyID == nil, form.signature == nil else {
            throw NavigationError(.badSignature, "the link is signed already")
        }
        let expiry = String(Int64(expires.timeIntervalSince1970.rounded(.down)))
        let signature = HMACSHA256.code(
            key: key, message: Array(form.canonical(expiry: expiry, nonce: nonce, keyID: keyID).utf8))
        let added = [
            (expiryParameter, expiry), (nonceParameter, nonce), (keyIDParameter, keyID),
            (signatureParameter, Base64URL.encode(signature)),
        ].map { SignedLinkForm.encoded($0.0) + "=" + SignedLinkForm.encoded($0.1) }.joined(separator: "&")
        let fragmentStart = url.firstIndex(of: "#") ?? url.endIndex
        let beforeFragment = url[..<fragmentStart]
        let joiner =
            !beforeFragment.contains("?") ? "?" : beforeFragment.hasSuffix("?") || beforeFragment.hasSuffix("&") ? "" : "&"
        return beforeFragment + joiner + added + url[fragmentStart...]
    }

    /// Checks a link to a route with `rule`: its signature, its expiry, then its nonce, in that
    /// order, so that only a link the app's key signed can use up a nonce. The link as it goes
    /// on (``SignedLinkForm/stripped``), or why it may not.
    func verify(_ url: String, rule: Rule, reading configuration: RouterConfiguration) async -> Result<
        String, NavigationError
    > {
        let form: SignedLinkForm
        switch SignedLinkForm.read(
            url, signing: rule.signedQuery, plusAsSpace: configuration.plusAsSpaceInQuery, limits: configuration.limits)
        {
        case .success(let read): form = read
        case .failure(let rejection): return .failure(rejection)
        }
        guard let signature = form.signature, let expiry = form.expiry, let nonce = form.nonce, let keyID = form.keyID
        else {
            let missing = [
                (Self.signatureParameter, form.signature), (Self.expiryParameter, form.expiry),
                (Self.nonceParameter, form.nonce), (Self.keyIDParameter, form.keyID),
            ].filter { $0.1 == nil }.map(\.0)
            return .failure(
                NavigationError(
                    .unsignedLink, "the route takes signed links only; this one has no \(missing.joined(separator: ", "))"))
        }
        guard let key = keys[keyID] else {
            return .failure(NavigationError(.badSignature, "the link was signed with a key the app does not have"))
        }
        guard let given = Base64URL.decode(signature), given.count == 32 else {
            return .failure(NavigationError(.badSignature, "the signature is not a whole HMAC-SHA256 in base64url"))
        }
        guard !nonce.isEmpty, nonce.utf8.count <= 128 else {
            return .failure(NavigationError(.badSignature, "the nonce is empty or longer than 128 bytes"))
        }
        let expected = HMACSHA256.code(
            key: key, message: Array(form.canonical(expiry: expiry, nonce: nonce, keyID: keyID).utf8))
        guard HMACSHA256.equal(given, expected) else {
            return .failure(NavigationError(.badSignature, "the signature does not match the link"))
        }
        // Signed, so the expiry is the signer's: only its value is checked now.
        guard let expirySeconds = Int64(expiry) else {
            return .failure(NavigationError(.badSignature, "the expiry is not a number of seconds"))
        }
        let now = now().timeIntervalSince1970
        guard Double(expirySeconds) > now else {
            return .failure(NavigationError(.linkExpired, "the link expired"))
        }
        let lifetime = Double(rule.maximumLifetime.components.seconds)
        guard Double(expirySeconds) - now <= lifetime else {
            return .failure(
                NavigationError(
                    .badSignature,
                    "the link's expiry is further ahead than the route allows (\(rule.maximumLifetime.components.seconds) s)"))
        }
        let nonces = nonces
        let until = Date(timeIntervalSince1970: Double(expirySeconds))
        switch await BoundedWait.run(timeout: nonceTimeout, { await nonces.claim(nonce, until: until) }) {
        case .finished(true): return .success(form.stripped)
        case .finished(false): return .failure(NavigationError(.linkReplayed, "the link was used already"))
        case .timedOut:
            return .failure(
                NavigationError(
                    .linkReplayed, "the nonce store did not answer within \(nonceTimeout); the link is taken as used"))
        case .cancelled: return .failure(NavigationError(.cancelled, "the task awaiting the request was cancelled"))
        }
    }
}

extension SignedLinks {
    /// The canonical text a signature of `url` covers, for a server's implementer to compare
    /// with (`wayfinder sign --canonical`).
    package static func canonicalForm(
        of url: String, signing names: Set<String>, expiry: String, nonce: String, keyID: String, plusAsSpace: Bool = false
    ) throws(NavigationError) -> String {
        try SignedLinkForm.read(url, signing: names, plusAsSpace: plusAsSpace).get()
            .canonical(expiry: expiry, nonce: nonce, keyID: keyID)
    }
}
