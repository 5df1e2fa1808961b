import Testing
import WayfinderManifest
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Inputs the fuzz targets in `Fuzz/` found crashing or breaking a promise, kept so they never
/// come back. Each names the target and the finding; the inputs are also in the seed corpus.
@Suite("Fuzz regressions", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FuzzRegressionTests {
    /// FuzzManifest: `{"version": 1e40}` trapped converting the version to `Int` for the
    /// message. A version number of any size is reported, not a crash.
    @Test(
        "a manifest version of any size is refused with a message",
        arguments: [
            ("1e40", "1e+40"), ("-1e40", "-1e+40"), ("9223372036854775808", "9.223372036854776e+18"),
            ("1.7976931348623157e308", "1.7976931348623157e+308"), ("2", "2"), ("1.5", "1.5"), ("-0", "0"),
        ])
    func hugeVersionNumber(_ written: String, _ shown: String) throws {
        let error = try #require(throws: ManifestError.self) {
            try Manifest.decode(json: "{\"version\": \(written)}")
        }
        let issue = try #require(error.issues.first { $0.key == "version" })
        #expect(issue.message == "this release reads version 1; found \(shown)")
    }
}
