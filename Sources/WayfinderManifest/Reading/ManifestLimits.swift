import Foundation
import Wayfinder

/// How large a manifest may be. A manifest is input like any other and may come from a
/// download, so reading one is bounded: in bytes, in how deep its values nest, and in how many
/// values it holds once YAML aliases are expanded (a "billion laughs" file is a few hundred
/// bytes that expand to billions of values).
///
/// ```swift
/// let manifest = try Manifest.load(contentsOf: url, limits: ManifestLimits(maximumBytes: 1 << 20))
/// ```
public struct ManifestLimits: Sendable, Hashable {
    /// The largest file, in bytes: 16 MiB by default, which admits a manifest of 100,000 routes
    /// (about 9 MB pretty-printed) with room to spare.
    public var maximumBytes: Int
    /// How deep objects and arrays may nest: 64 by default; a manifest needs 4.
    public var maximumDepth: Int
    /// How many values (objects, arrays, strings, numbers...) a file may hold once aliases are
    /// expanded: 2,500,000 by default, 25 per route at 100,000 routes.
    public var maximumValues: Int

    public init(maximumBytes: Int = 16 << 20, maximumDepth: Int = 64, maximumValues: Int = 2_500_000) {
        self.maximumBytes = max(0, maximumBytes)
        self.maximumDepth = max(1, maximumDepth)
        self.maximumValues = max(1, maximumValues)
    }

    /// The defaults.
    public static let `default` = ManifestLimits()
}

extension Manifest {
    /// The text of a manifest file: refused when it is larger than `limits` allow or is not
    /// UTF-8, with the offset of the first byte that is not. The one reading of bytes into
    /// text that the library and the `wayfinder` tool share, whatever the format.
    package static func text(of data: Data, file: String, limits: ManifestLimits) throws(ManifestError) -> String {
        try checkSize(of: data, file: file, limits: limits)
        if let offset = PercentEncoding.firstInvalidUTF8(in: data) {
            let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
            throw ManifestError(issues: [
                ManifestIssue(
                    file: file, mark: nil, key: "",
                    message:
                        "the file is not UTF-8 text: the byte at offset \(offset) (0x\(byte.count == 1 ? "0" + byte : byte)) does not form a character"
                )
            ])
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Refuses a file larger than `limits` allow, naming its size and the limit.
    package static func checkSize(of data: Data, file: String, limits: ManifestLimits) throws(ManifestError) {
        guard data.count > limits.maximumBytes else { return }
        throw ManifestError(issues: [
            ManifestIssue(
                file: file, mark: nil, key: "",
                message:
                    "the file is \(data.count) bytes; a manifest may be at most \(limits.maximumBytes) bytes (ManifestLimits.maximumBytes)"
            )
        ])
    }
}
