import Foundation
import FuzzHarness
import Wayfinder
// The URL reader and pattern parts, which apps do not see (SPI), to check them against the router.
@_spi(Internals) import WayfinderRouting

// The URL reader and the matcher, on a fixed route table of every kind of segment. The same
// text through a navigator's doors is FuzzOutsideDoor's work.

/// The router every input is matched against.
let router: Router<Int> = {
    let router = Router<Int>(
        configuration: RouterConfiguration(
            schemes: ["shop", "app"], universalLinkHosts: ["shop.example.com", "*.shop.example.org"]))
    let patterns = [
        "/", "/product/<int:id>", "/product/<int:id>/reviews[/<int:page>]", "/product/<name>",
        "/category/<category>/<uuid:item>", "/price/<double:amount>", "/files/<path:rest>",
        "/files/readme", "/any/*/end", "/any/**", "/search[/<query>[/<int:page>]]",
        "/a%2Fb/<x>", "/caf%C3%A9/<y>", "/user/<id>/settings", "/user/me/settings",
        "shop://admin/<path:section>", "app://only/<string:s>", "https://explicit.example/<h>",
        "/deep/1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17/18/19/20/21/22/23/24/25/<last>",
    ]
    for (index, pattern) in patterns.enumerated() {
        do { try router.register(pattern, to: index) } catch { fatalError("fixture: \(error)") }
    }
    return router
}()

/// Characters a path segment, query or fragment keeps unencoded when rebuilt.
func encode(_ text: String) -> String {
    var output = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            output.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            let hex = Array("0123456789ABCDEF".utf8)
            output += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
        }
    }
    return output
}

/// The URL rebuilt from what was read: scheme, host, encoded segments, query and fragment.
/// A URL without an authority is rebuilt without one (`shop:/product/42`).
func rebuilt(_ url: RouteURL) -> String {
    var text = url.scheme + ":"
    var segments = url.segments
    if let host = url.host {
        text += "//" + encode(host)
        if !["http", "https"].contains(url.scheme), !segments.isEmpty { segments.removeFirst() }
        for segment in segments { text += "/" + encode(segment) }
    } else {
        text += "/" + segments.map(encode).joined(separator: "/")
    }
    if !url.query.isEmpty {
        text += "?" + url.query.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
    }
    if let fragment = url.fragment { text += "#" + encode(fragment) }
    return text
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzURLs(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = text(data, size)

    // Reading: the router refuses exactly what RouteURL refuses, for the same reason.
    let read = Result { () throws(RoutingError) in try RouteURL(input) }
    let resolution = Result { () throws(RoutingError) in try router.resolve(input) }
    switch (read, resolution) {
    case (.failure(let error), .failure(let refusal)):
        check(error == refusal, "RouteURL says \(error), the router \(refusal)")
        let offset = error.offset ?? -1
        check(offset >= 0 && offset <= max(input.utf8.count, URLLimits.default.maximumLength), "offset \(offset)")
    case (.failure(let error), _):
        check(false, "RouteURL refuses (\(error)) what the router does not")
    case (.success, .failure(let refusal)):
        check(false, "the router refuses (\(refusal)) what RouteURL reads")
    case (.success(let url), _):
        check(!url.segments.contains(""), "an empty segment in \(url.segments)")
        check(url.query.count <= URLLimits.default.maximumQueryItems, "\(url.query.count) query items")
        check(url.scheme == url.scheme.lowercased(), "scheme '\(url.scheme)' not lowercased")
        // Reading twice gives the same answer.
        check((try? RouteURL(input)) == url, "reading twice differs")
        // Rebuilt from its parts, the URL reads the same.
        let again = rebuilt(url)
        if again.utf8.count <= URLLimits.default.maximumLength {
            do {
                let reread = try RouteURL(again)
                check(
                    reread.scheme == url.scheme && reread.host == url.host && reread.segments == url.segments
                        && reread.query == url.query && reread.fragment == url.fragment,
                    "'\(again)' reads as \(reread.segments) \(Array(reread.query)), not \(url.segments) \(Array(url.query))")
            } catch {
                check(false, "'\(again)', rebuilt from a URL that read, is refused: \(error)")
            }
        }
    }

    // Matching: the same answer twice; canMatch agrees; captures are whole and convert.
    let match = (try? resolution.get()) ?? nil
    check(router.canMatch(input) == (match != nil), "canMatch disagrees with match")
    check(router.match(input)?.route.id == match?.route.id, "matching twice differs")
    if let match {
        for (name, value) in match.parameters {
            check(!value.isEmpty, "capture '\(name)' is empty")
        }
        for case .capture(let name, let type) in match.route.parsedPattern.variants.joined() {
            guard let value = match.parameters[name] else { continue }
            switch type.name {
            case "int": check(Int(value) != nil, "<int:\(name)> captured '\(value)'")
            case "double": check(Double(value)?.isFinite == true, "<double:\(name)> captured '\(value)'")
            case "uuid": check(UUID(uuidString: value) != nil, "<uuid:\(name)> captured '\(value)'")
            default: break
            }
        }
        _ = match.query.keys
        _ = match.fragment
        _ = match.get("id")
    }

    return 0
}

runFuzzer(fuzzURLs)
