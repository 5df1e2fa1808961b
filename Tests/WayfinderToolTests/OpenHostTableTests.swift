import Foundation
import Testing

/// `wayfinder open --source universal-link --json` against URLs whose host a browser reads in a
/// way a careless reader would not (the WHATWG URL Standard's parsing: `\` as `/` in web URLs,
/// userinfo before `@`, `#` and `?` ending the authority, percent-encoded and full-width hosts
/// decoded, a trailing dot kept). An app screen opens only when the host a browser reports is
/// the universal-link host; a web screen only for the web fallback's host; no outcome's text
/// carries the URL's path or query values.
@Suite("The outside door reads hosts as a browser does (CLI contract)", .timeLimit(.minutes(5)))
struct OpenHostTableTests {
    /// The URL and the host a browser reports for it (nil: a browser refuses the URL), and
    /// whether the app's product screen should open.
    static let table: [(url: String, browserHost: String?, opensProduct: Bool)] = [
        ("https://shop.example.com/product/7", "shop.example.com", true),
        ("HTTPS://SHOP.EXAMPLE.COM/product/7", "shop.example.com", true),
        ("https://shop.example.com:443/product/7", "shop.example.com", true),
        ("https://shop.example.com/product/7?ref=mail#top", "shop.example.com", true),
        ("https://evil.example\\@shop.example.com/product/7", "evil.example", false),
        ("https://evil.example\\shop.example.com/product/7", "evil.example", false),
        ("https://shop.example.com\\@evil.example/product/7", "shop.example.com", false),
        ("https://user:pass@shop.example.com/product/7", "shop.example.com", false),
        ("https://shop.example.com@evil.example/product/7", "evil.example", false),
        ("https://shop.example.com:x@evil.example/product/7", "evil.example", false),
        ("https://evil.example#@shop.example.com/product/7", "evil.example", false),
        ("https://evil.example?@shop.example.com/product/7", "evil.example", false),
        ("https://evil.example/@shop.example.com/product/7", "evil.example", false),
        ("https://evil.example%40shop.example.com/product/7", nil, false),
        ("https://shop.example.com.evil.example/product/7", "shop.example.com.evil.example", false),
        ("https://shop.example.com./product/7", "shop.example.com.", false),
        ("https://shop%2Eexample.com/product/7", "shop.example.com", false),
        ("https://SHOP%2EEXAMPLE%2ECOM/product/7", "shop.example.com", false),
        ("https://ｓｈｏｐ.example.com/product/7", "shop.example.com", false),
        ("https://shop.example.com:8443/product/7", "shop.example.com", false),
        ("https://127.0.0.1/product/7", "127.0.0.1", false),
        ("https://0x7f.1/product/7", "127.0.0.1", false),
        ("https://[::1]/product/7", "[::1]", false),
        ("https:///shop.example.com/product/7", "shop.example.com", false),
        ("https:shop.example.com/product/7", "shop.example.com", false),
        ("https://shop.example.com//product/7", "shop.example.com", false),
        ("https://help.example.com/product/7", "help.example.com", false),
        ("https://evil.example/product/7", "evil.example", false),
    ]

    @Test("an app screen only for the universal-link host a browser reports; no value in any outcome text")
    func hosts() throws {
        let output = try runWithFixtures(
            ["open", "--manifest", "shop.json", "--source", "universal-link", "--json"] + Self.table.map(\.url))
        let lines = output.stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }.filter { $0["type"] as? String == "outcome" }
        try #require(lines.count == Self.table.count, "\(output)")
        for (row, line) in zip(Self.table, lines) {
            #expect(line["url"] as? String == row.url)
            let screen = (line["screen"] as? [String: Any])?["id"] as? String
            let outcome = line["outcome"] as? String ?? ""
            let opensAppScreen = outcome == "navigated" || outcome == "redirected"
            if opensAppScreen {
                #expect(
                    row.browserHost == "shop.example.com",
                    "\(row.url) opened \(screen ?? "?") although a browser reads its host as \(row.browserHost ?? "nothing")")
            }
            if line["fallback"] as? String == "web" {
                #expect(
                    row.browserHost == "help.example.com",
                    "\(row.url) went to the web screen although a browser reads its host as \(row.browserHost ?? "nothing")")
            }
            #expect((screen == "product") == row.opensProduct, "\(row.url): \(line["description"] ?? "")")
            // The outcome's own texts carry no value from the URL: not the id, not the query.
            for key in ["description", "message"] {
                let text = line[key] as? String ?? ""
                for value in ["ref=mail", "mail", "top", "@shop.example.com/product"] {
                    #expect(!text.contains(value), "\(row.url): \(key) '\(text)' carries '\(value)'")
                }
            }
            let rejection = (line["rejection"] as? [String: Any])?["message"] as? String ?? ""
            #expect(!rejection.contains("evil.example"), "\(row.url): the rejection repeats the URL: \(rejection)")
        }
    }
}
