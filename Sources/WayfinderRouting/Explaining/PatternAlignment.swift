/// How one route's pattern lines up against a read URL, segment by segment, as the router's
/// walk would see it: what `explain` shows. The router decides what matches; this only says
/// why, so it follows the same rules: literals compare decoded (a custom scheme's host without
/// case), typed captures must convert, `*` takes one segment, rest captures one or more, and
/// a match covers every segment.
package struct PatternAlignment {
    /// The route's position in the list lined up.
    package let index: Int
    package let pattern: RoutePattern
    /// Why the route does not answer the URL's scheme or host at all, whatever its path.
    package let schemeProblem: String?
    /// The variant that lines up furthest (the first of those, shortest first).
    package let variant: [PatternSegment]
    /// The segments that line up, in order.
    package let steps: [Step]
    /// Where and why the variant stops lining up; `nil` when it covers the whole path.
    package let stop: Stop?

    /// One pattern segment and the URL text it took.
    package struct Step {
        /// The 1-based number of the URL segment, or of the first one for a rest capture.
        package let position: Int
        package let text: String
        package let segment: PatternSegment
        /// What kind of segment took it: `literal`, `typed capture (int)`, ...
        package let note: String
    }

    /// Where the pattern stopped lining up and why.
    package struct Stop {
        package let position: Int
        package let reason: String
        /// For a literal that differs: how many edits apart the two are.
        package let distance: Int?
    }

    /// Whether the path lines up from end to end.
    package var pathMatches: Bool { stop == nil }
    /// Whether the route takes the URL: scheme and path.
    package var matches: Bool { schemeProblem == nil && stop == nil }

    /// Lines the route up against a URL.
    /// - Parameter captures: for the route the router matched, the capture names its match
    ///   reports, which pick the variant it took; otherwise the variant that lines up furthest.
    package init(index: Int, pattern: RoutePattern, url: RouteURL, accepting: URLScope.Accepting, captures: [String]? = nil) {
        self.index = index
        self.pattern = pattern
        let reading = URLScope(url: url, pattern: pattern, accepting: accepting)
        schemeProblem = reading.problem
        var best: (variant: [PatternSegment], steps: [Step], stop: Stop?)?
        for variant in pattern.variants {
            let (steps, stop) = Self.align(variant, reading.segments, firstIsHost: reading.firstIsHost)
            if stop == nil, let captures, variant.compactMap(\.captureName) == captures {
                best = (variant, steps, stop)
                break
            }
            // Keep the first full match, else the variant that got furthest.
            if let current = best, current.stop == nil || (stop != nil && steps.count <= current.steps.count) { continue }
            best = (variant, steps, stop)
        }
        variant = best?.variant ?? []
        steps = best?.steps ?? []
        stop = best?.stop
    }

    package static func align(_ variant: [PatternSegment], _ segments: [String], firstIsHost: Bool) -> ([Step], Stop?) {
        var steps: [Step] = []
        var position = 0
        for segment in variant {
            guard position < segments.count else {
                let what = segment.isRest ? "\(segment) needs at least one more" : "the pattern goes on with \(describe(segment))"
                return (
                    steps,
                    Stop(
                        position: position + 1, reason: "the URL ends after \(count(position, "segment")); \(what)", distance: nil
                    )
                )
            }
            let text = segments[position]
            switch segment {
            case .rest, .anyRest:
                let taken = segments[position...]
                let note = segment == .anyRest ? "rest, not captured" : "rest capture"
                steps.append(
                    Step(
                        position: position + 1, text: taken.joined(separator: "/"), segment: segment,
                        note: "\(note), \(count(taken.count, "segment"))"))
                return (steps, nil)
            case .literal(let literal):
                let equal = position == 0 && firstIsHost ? literal.lowercased() == text.lowercased() : literal == text
                guard equal else {
                    return (
                        steps,
                        Stop(
                            position: position + 1,
                            reason:
                                "expected the literal '\(VisibleText.visible(literal))', found '\(VisibleText.visible(text))'",
                            distance: editDistance(literal, text))
                    )
                }
                steps.append(Step(position: position + 1, text: text, segment: segment, note: "literal"))
            case .capture(_, let type):
                guard converts(text, to: type) else {
                    return (
                        steps,
                        Stop(
                            position: position + 1,
                            reason: "'\(VisibleText.visible(text))' is not \(article(type)), as \(segment) needs", distance: nil)
                    )
                }
                steps.append(
                    Step(
                        position: position + 1, text: text, segment: segment,
                        note: type == .string ? "capture" : "typed capture (\(type))"))
            case .wildcard:
                steps.append(Step(position: position + 1, text: text, segment: segment, note: "any one segment, not captured"))
            }
            position += 1
        }
        guard position == segments.count else {
            let extra = segments[position...].map { "'\(VisibleText.visible($0))'" }.joined(separator: ", ")
            return (
                steps,
                Stop(
                    position: position + 1,
                    reason: "the pattern ends after \(count(position, "segment")); the URL goes on with \(extra)", distance: nil)
            )
        }
        return (steps, nil)
    }

    /// Whether a decoded segment converts to a built-in type, as the router checks it.
    package static func converts(_ text: String, to type: ParameterType) -> Bool {
        switch type {
        case .string: !text.isEmpty
        case .int: Int(text) != nil
        case .double: Double(routeParameter: text) != nil
        case .uuid: isUUID(text)
        default: false
        }
    }

    /// `8-4-4-4-12` hexadecimal digits, either case.
    package static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (offset, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(offset) {
                if byte != UInt8(ascii: "-") { return false }
            } else if !(Character(Unicode.Scalar(byte)).isHexDigit) {
                return false
            }
        }
        return true
    }

    package static func describe(_ segment: PatternSegment) -> String {
        if case .literal = segment { return "the literal '\(segment)'" }
        return "\(segment)"
    }

    package static func article(_ type: ParameterType) -> String {
        switch type {
        case .int: "an int"
        case .uuid: "a UUID"
        case .double: "a finite decimal (double)"
        default: "a \(type)"
        }
    }

    package static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Levenshtein distance, for ranking literals that almost match.
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
