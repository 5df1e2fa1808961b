import Foundation
import Wayfinder
import WayfinderManifest

/// `wayfinder sign`: a signed link, for tests and for checking a server's signatures.
struct SignCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "sign",
        abstract: "Sign a link for a route that takes signed links only.",
        discussion: """
            Adds an expiry, a nonce, the key's id and an HMAC-SHA256 signature to the URL's query (wf_exp, wf_nonce, wf_kid, wf_sig), as SignedLinks.sign does in the app's code and as the app's server must. The signature covers the path and the query names the route signs: with --manifest, those of the route the URL matches, which must have "signed"; otherwise those given with --signed (none: the path only). The key is read from a file, as base64 or hex text, so that it never shows in the list of processes; it needs at least 32 bytes. --canonical prints the canonical text the signature covers instead of the link, for comparing a server's implementation line by line.

            Exit status: 0 with the link on standard output; 1 when the URL cannot be signed (unreadable, signed already, a signed parameter twice) or its route takes no signed links; 2 on usage errors, such as a short or unreadable key.

            Examples:
              wayfinder sign --key-file key.txt --key-id 2026-11 --manifest shop.json 'https://shop.example.com/login/magic?token=abc'
              wayfinder sign --key-file key.txt --key-id 2026-11 --signed token --expires 1900000000 --nonce n-1 'shop://login/magic?token=abc'
            """,
        options: [
            .value("key-file", help: "A file holding the key as base64 or hex text.", required: true),
            .value("key-id", help: "The key's id, as the app's SignedLinks name it.", required: true),
            .value("manifest", help: "A manifest whose route for the URL says what is signed."),
            .values("signed", valueName: "name", help: "A query name the signature covers; repeat for more."),
            .value("expires-in", valueName: "seconds", help: "How long the link opens, from now.", default: "600"),
            .value("expires", valueName: "seconds-since-1970", help: "When the link stops opening; instead of --expires-in."),
            .value("nonce", help: "The nonce; a random UUID by default."),
            .flag("canonical", help: "Print the canonical text the signature covers instead of the link."),
        ],
        arguments: [ArgumentSpec(name: "url", help: "The link to sign.")]
    )

    let url: String
    let key: [UInt8]
    let keyID: String
    let manifest: String?
    let signed: Set<String>
    let expires: Date
    let nonce: String
    let canonical: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        url = arguments.positionals[0]
        keyID = arguments.value("key-id", in: Self.spec)!
        manifest = arguments.value("manifest", in: Self.spec)
        signed = Set(arguments.all("signed"))
        if manifest != nil, !signed.isEmpty {
            throw UsageError("--signed and --manifest both say what is signed; give one")
        }
        nonce = arguments.value("nonce", in: Self.spec) ?? UUID().uuidString
        canonical = arguments.flag("canonical")
        if let absolute = arguments.value("expires", in: Self.spec) {
            guard let seconds = Int64(absolute) else { throw UsageError("--expires takes whole seconds since 1970") }
            expires = Date(timeIntervalSince1970: Double(seconds))
        } else {
            guard let seconds = Int64(arguments.value("expires-in", in: Self.spec)!), seconds > 0 else {
                throw UsageError("--expires-in takes a whole number of seconds above zero")
            }
            expires = Date().addingTimeInterval(Double(seconds))
        }
        let path = arguments.value("key-file", in: Self.spec)!
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read the key file '\(path)'")
        }
        guard let key = Self.key(from: String(decoding: data, as: UTF8.self)) else {
            throw UsageError("the key file '\(path)' holds no base64 or hex text")
        }
        guard key.count >= SignedLinks.minimumKeyLength else {
            throw UsageError("the key has \(key.count) bytes; a signing key needs at least \(SignedLinks.minimumKeyLength)")
        }
        self.key = key
    }

    /// The key in `text`: hex when it is only hex digits (an even count), else base64 or
    /// base64url; surrounding whitespace is ignored.
    static func key(from text: String) -> [UInt8]? {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        if text.count % 2 == 0, text.allSatisfy(\.isHexDigit) {
            var bytes: [UInt8] = []
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(index, offsetBy: 2)
                bytes.append(UInt8(text[index..<next], radix: 16)!)
                index = next
            }
            return bytes
        }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.utf8.count % 4) % 4)
        return Data(base64Encoded: standard).map(Array.init)
    }

    func run() throws {
        var names = signed
        var plusAsSpace = false
        if let manifest {
            let loaded = try ManifestFile.loadForCommand(manifest).manifest
            let router = try loaded.routerForCommand()
            plusAsSpace = router.configuration.plusAsSpaceInQuery
            guard let match = router.match(url) else {
                StandardError.print("error: no route of \(loaded.file) takes \(url)")
                throw ToolExit(status: ExitStatus.failure)
            }
            guard let rule = match.target.signed else {
                StandardError.print(
                    "error: the route '\(match.pattern)' takes unsigned links; give it \"signed\" to make it take signed links only"
                )
                throw ToolExit(status: ExitStatus.failure)
            }
            names = rule.signedQuery
        }
        do {
            if canonical {
                let expiry = String(Int64(expires.timeIntervalSince1970.rounded(.down)))
                print(
                    try SignedLinks.canonicalForm(
                        of: url, signing: names, expiry: expiry, nonce: nonce, keyID: keyID, plusAsSpace: plusAsSpace))
            } else {
                print(
                    try SignedLinks.sign(
                        url, signing: names, key: key, keyID: keyID, expires: expires, nonce: nonce, plusAsSpace: plusAsSpace))
            }
        } catch {
            StandardError.print("error: \(error.message)")
            throw ToolExit(status: ExitStatus.failure)
        }
    }
}
