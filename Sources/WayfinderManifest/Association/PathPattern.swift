import Wayfinder
@_spi(Internals) import WayfinderRouting

/// A route variant's path in the association file's syntax, with what orders it among the
/// others the way the router orders routes.
struct PathPattern {
    /// The path: literals percent-encoded, everything else `?*` (one character or more: the
    /// router reads no empty segment, and a bare `*` would claim `/product/` for
    /// `/product/<id>`).
    let text: String
    /// Each segment's rank as the router prefers it: 0 a literal, 1 a typed capture, 2 any
    /// capture, 3 `*`, 4 a tail (`<path:>`, `**`).
    let ranks: [UInt8]

    init(_ variant: [PatternSegment], index: Int) throws(AppSiteAssociation.Problem) {
        var parts: [String] = []
        var ranks: [UInt8] = []
        for segment in variant {
            switch segment {
            case .literal(let text):
                if text.contains("*") {
                    throw AppSiteAssociation.Problem(
                        index: index, key: "pattern",
                        message:
                            "the literal '\(text)' has '*', which an association file reads as a wildcard and cannot match as itself"
                    )
                }
                parts.append(Self.encode(text))
                ranks.append(0)
            case .capture(_, let type):
                parts.append(Self.anySegment)
                ranks.append(type.name == "string" ? 2 : 1)
            case .wildcard:
                parts.append(Self.anySegment)
                ranks.append(3)
            case .rest, .anyRest:
                parts.append(Self.anySegment)
                ranks.append(4)
            }
        }
        text = "/" + parts.joined(separator: "/")
        self.ranks = ranks
    }

    /// What stands for a capture, `*`, `<path:>` and `**`: one character or more.
    static let anySegment = "?*"

    var hasWildcard: Bool { text.utf8.contains(UInt8(ascii: "*")) }

    /// The first segment when it is a literal; nil when it is `?*` or the path is `/`.
    var firstLiteral: Substring? {
        let first = text.dropFirst().prefix { $0 != "/" }
        return first.isEmpty || first.contains("*") ? nil : first
    }

    /// The last segment when it is a literal; nil when it is `?*` or the path is `/`.
    var lastLiteral: Substring? {
        guard let slash = text.lastIndex(of: "/") else { return nil }
        let last = text[text.index(after: slash)...]
        return last.isEmpty || last.contains("*") ? nil : last
    }

    /// The same path with a trailing slash, which the router reads alike; nil when a `*` ends
    /// the path (it matches the slash already) or the path is `/`.
    var withTrailingSlash: String? {
        text == "/" || text.hasSuffix("*") ? nil : text + "/"
    }

    /// Whether the path ends in a tail (`<path:>`, `**`), which takes one segment or more.
    var hasTail: Bool { ranks.last == 4 }

    /// Whether this path comes before `other` in the file.
    ///
    /// The router answers a URL with the first route, segment by segment in rank order, that
    /// takes exactly its segments (a tail takes all that are left). In the file, a `?*` takes
    /// slashes too, so a path of n segments also matches URLs of more. Hence: of two paths a
    /// URL can reach both of (the same length, or a tail and one at least as long), the one the
    /// router prefers first; otherwise the one that takes longer URLs first, so that a short
    /// path never answers for a URL a longer one is there for.
    func precedes(_ other: PathPattern) -> Bool {
        let (n, m) = (ranks.count, other.ranks.count)
        let shareURLs = n == m || (hasTail && m >= n) || (other.hasTail && n >= m)
        if shareURLs {
            for (left, right) in zip(ranks, other.ranks) where left != right { return left < right }
            return n > m
        }
        let reach = hasTail ? Int.max : n
        let otherReach = other.hasTail ? Int.max : m
        return reach != otherReach ? reach > otherReach : n > m
    }

    /// Whether some path matches both patterns (`*` matching any characters, `/` included;
    /// `?` any one character).
    func overlaps(_ other: PathPattern) -> Bool {
        let a = Array(text.utf8)
        let b = Array(other.text.utf8)
        let star = UInt8(ascii: "*")
        let one = UInt8(ascii: "?")
        // reachable[i][j]: the first i bytes of `a` and the first j of `b` can match the same text.
        var reachable = Array(repeating: Array(repeating: false, count: b.count + 1), count: a.count + 1)
        reachable[0][0] = true
        for i in 0...a.count {
            for j in 0...b.count where reachable[i][j] {
                if i < a.count, a[i] == star { reachable[i + 1][j] = true }  // `*` matches nothing more
                if j < b.count, b[j] == star { reachable[i][j + 1] = true }
                guard i < a.count, j < b.count else { continue }
                switch (a[i] == star, b[j] == star) {
                case (true, false): reachable[i][j + 1] = true  // `*` takes b's character
                case (false, true): reachable[i + 1][j] = true
                case (false, false):
                    if a[i] == b[j] || a[i] == one || b[j] == one { reachable[i + 1][j + 1] = true }
                case (true, true): break
                }
            }
        }
        return reachable[a.count][b.count]
    }

    /// A literal as a URL path carries it: RFC 3986 path characters as they are, everything
    /// else percent-encoded, `$` too when `(` follows (the file's substitution syntax).
    static func encode(_ text: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!&'()+,;=:@".utf8)
        let bytes = Array(text.utf8)
        var output = ""
        for (offset, byte) in bytes.enumerated() {
            let startsSubstitution =
                byte == UInt8(ascii: "$") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "(")
            if (plain.contains(byte) || byte == UInt8(ascii: "$")) && !startsSubstitution {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }
}

/// Paths with their comments, each path once, in the order first added.
struct PathSet {
    private(set) var entries: [(path: PathPattern, comment: String)] = []
    private var index: [String: Int] = [:]
    /// Paths with a `*`, by their first literal segment (nil: it is `?*`)...
    private var byFirst: [Substring?: [Int]] = [:]
    /// ...and by their last.
    private var byLast: [Substring?: [Int]] = [:]
    private var wildcardCount = 0

    /// Adds `path`, or joins `comment` to the comment of the same path added before.
    mutating func add(_ path: PathPattern, comment: String) {
        if let existing = index[path.text] {
            entries[existing].comment += "; " + comment
            return
        }
        index[path.text] = entries.count
        if path.hasWildcard {
            byFirst[path.firstLiteral, default: []].append(entries.count)
            byLast[path.lastLiteral, default: []].append(entries.count)
            wildcardCount += 1
        }
        entries.append((path, comment))
    }

    func comment(for text: String) -> String? {
        index[text].map { entries[$0].comment }
    }

    /// The paths here with a `*` that match some path `path` matches; nil when comparing them
    /// would take more than `budget` comparisons (what is left of it is passed back). With
    /// `first`, stops at the first one found.
    ///
    /// Two paths can only overlap when their first segments agree (the same literal, or one
    /// is `?*`), and so must their last: so only the paths in the smaller of those two groups
    /// are compared, which keeps most tables of many wildcard routes from comparing every pair.
    func wildcardsOverlapping(_ path: PathPattern, budget: inout Int, first: Bool = false) -> [PathPattern]? {
        // The group's size, then its members, without building a list of every path.
        func size(_ buckets: [Substring?: [Int]], _ key: Substring?) -> Int {
            key == nil ? wildcardCount : (buckets[key]?.count ?? 0) + (buckets[nil]?.count ?? 0)
        }
        func members(_ buckets: [Substring?: [Int]], _ key: Substring?) -> AnySequence<Int> {
            key == nil
                ? AnySequence(buckets.values.lazy.flatMap { $0 })
                : AnySequence([buckets[key] ?? [], buckets[nil] ?? []].lazy.joined())
        }
        let useFirst = size(byFirst, path.firstLiteral) <= size(byLast, path.lastLiteral)
        let candidates = useFirst ? members(byFirst, path.firstLiteral) : members(byLast, path.lastLiteral)
        var found: [PathPattern] = []
        for candidate in candidates {
            guard budget > 0 else { return nil }
            budget -= 1
            if entries[candidate].path.overlaps(path) {
                found.append(entries[candidate].path)
                if first { break }
            }
        }
        return found
    }
}
