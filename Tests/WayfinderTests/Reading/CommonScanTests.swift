import Foundation
import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// The one-pass reader for common URLs must find exactly what the careful reader finds, and
/// leave everything else to it.
@Suite("Reading common URLs in one pass", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct CommonScanTests {
    /// Both readers' results for a URL: the common one's, `nil` when it gave up.
    private func scans(_ url: String, limits: URLLimits = .default, capacity: Int = 24)
        -> (common: (URLScan, [ByteSpan])?, careful: Result<(URLScan, [ByteSpan]), RoutingError>)
    {
        let text = url
        return text.withUTF8View { unpadded in
            PaddedBytes.withCopy(of: unpadded) { bytes in
                var buffer = [ByteSpan](repeating: ByteSpan(0, 0), count: capacity)
                let common = buffer.withMutableView { segments in
                    URLScanner.scanCommon(bytes, limits: limits, into: segments).map {
                        ($0, Array(segments.prefix($0.segmentCount)))
                    }
                }
                let careful = buffer.withMutableView { segments in
                    Result { () throws(RoutingError) in
                        let scan = try URLScanner.scanCarefully(bytes, limits: limits, into: segments)
                        return (scan, Array(segments.prefix(scan.segmentCount)))
                    }
                }
                return (common, careful)
            }
        }
    }

    @Test(
        "plain URLs are read in one pass, with the careful reader's result",
        arguments: [
            "app://accountList/123/commentEdit?x=1&y=2",
            "app://account", "app:account/7", "app:/a//b/", "app:///x", "app://", "app:",
            "https://shop.example.com/product/42?ref=home#reviews",
            "https://shop.example.com", "HTTPS://Shop.Example.COM/A/b",
            "app://a/b-c.d_e~f!$'()*+,;=:@/g?q=a/b?c&&d=#frag?/#",
            "app://host?", "app://host#", "app://host/#", "app://h/p?#f", "app://h/p?a=1&b=2&c",
            "shop://product/0123456789abcdefghijklmnopqrstuvwxyz/x",
            "x:y", "a+b-c.d://h/p",
            // A port or user information: split by the same rule in both modes.
            "https://host:8080/x", "app://h:80/x", "app://user@h/x", "app://u:p@h:1/x?q", "app://h:/x", "app://[::1]:8/x",
        ])
    func plain(_ url: String) throws {
        let (common, careful) = scans(url)
        let expected = try careful.get()
        let found = try #require(common)
        #expect(found.0 == expected.0)
        #expect(found.1 == expected.1)
    }

    @Test(
        "anything unusual is left to the careful reader",
        arguments: [
            "app://a/%41", "app://a/é", "app://a/b\u{7F}", "app://a/b\tc", "https://user@host/x",
            "https://host:x/y", "https://[::1]/x", "https://a\\b/x", "", "no-scheme", "1app://x", "app//x", "app://a/b?c=%zz",
        ])
    func unusual(_ url: String) {
        #expect(scans(url).common == nil)
    }

    @Test("every byte in a scheme, at every place in its first word, is judged as the careful reader judges it")
    func schemeBytes() {
        for byte in UInt8(0)...UInt8(255) {
            for place in 1...9 {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: place)
                bytes[place - 1] = byte
                bytes += Array("://h/p".utf8)
                let url = String(decoding: bytes, as: UTF8.self)
                // Bytes outside ASCII become replacement characters, which still test that path.
                let (common, careful) = scans(url)
                if let common, case .success(let expected) = careful {
                    #expect(common.0 == expected.0 && common.1 == expected.1, "byte \(byte) at \(place)")
                } else if common != nil {
                    Issue.record("byte \(byte) at \(place): read in one pass, refused by the careful reader")
                }
                if ASCII.isSchemeCharacter(byte), place > 1 || ASCII.isLetter(byte) {
                    #expect(common != nil, "byte \(byte) at \(place): a plain scheme left to the careful reader")
                }
            }
        }
    }

    @Test(
        "the careful reader notes escapes and bytes outside ASCII anywhere after the scheme",
        arguments: [
            ("app://a/%41", true, false), ("app://a/é", false, true), ("app://é/x?q=%41", true, true),
            ("app://h/x#%41", true, false), ("app://%41/x", true, false), ("app://h/x?q=é", false, true),
            ("app://h/x", false, false),
        ])
    func carefulFlags(_ url: String, escapes: Bool, nonASCII: Bool) throws {
        let scan = try scans(url).careful.get().0
        #expect(scan.hasEscapes == escapes)
        #expect(scan.hasNonASCII == nonASCII)
    }

    @Test("past a limit, or a full buffer, the common reader gives up and the careful one decides")
    func limits() {
        #expect(scans("app://a/b/c", limits: URLLimits(maximumSegments: 2)).common == nil)
        #expect(scans("app://a/b?x&y&z", limits: URLLimits(maximumQueryItems: 2)).common == nil)
        #expect(scans("app://a/b/c/d", capacity: 3).common == nil)
        #expect(scans("app://a/b/c", limits: URLLimits(maximumLength: 10)).common == nil)
        #expect(scans("app://a/b/c", limits: URLLimits(maximumSegments: 3)).common != nil)
    }

    /// A failing run prints its seed; `WAYFINDER_SCAN_SEED=<seed> swift test --filter
    /// CommonScanTests` replays it.
    @Test("random URLs: whenever the common reader answers, it answers as the careful one does")
    func randomAgreement() throws {
        let pieces = [
            "a", "B", "7", "/", "//", "?", "&", "#", "=", "%2F", "%", ":", "@", "[", "]", "-", ".",
            "é", " ", "\u{7F}", "+", "*", "~", "\\", "%E2%28", "%00", "verylongsegmentname",
        ]
        let seed =
            ProcessInfo.processInfo.environment["WAYFINDER_SCAN_SEED"].flatMap(UInt64.init)
            ?? UInt64.random(in: 0...UInt64.max)
        print("common and careful URL reading: seed \(seed) (replay: WAYFINDER_SCAN_SEED=\(seed))")
        var generator = SeededRandom(seed: seed)
        var answered = 0
        for _ in 0..<4_000 {
            let scheme = ["app", "https", "HTTP", "x"].randomElement(using: &generator)!
            let length = Int.random(in: 0...12, using: &generator)
            let url = scheme + ":" + (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let (common, careful) = scans(url)
            guard let common else { continue }
            answered += 1
            let expected = try careful.get()
            #expect(common.0 == expected.0, "\(url), seed \(seed)")
            #expect(common.1 == expected.1, "\(url), seed \(seed)")
        }
        // Most random URLs have something unusual, but many do not.
        #expect(answered > 200)
    }
}

extension URLScan: CustomStringConvertible {
    public var description: String {
        "scheme \(scheme) \(kind) host \(String(describing: host)) port \(String(describing: port)) pathStart \(pathStart) "
            + "segments \(segmentCount) query \(String(describing: query)) fragment \(String(describing: fragment)) "
            + "escapes \(hasEscapes) nonASCII \(hasNonASCII)"
    }
}
