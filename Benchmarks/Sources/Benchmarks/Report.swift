import Foundation

/// One size's figures, for the table.
struct SizeReport {
    var routes: Int
    var urls: Int
    var registration: (wayfinder: Timing, routingKit: Timing)
    var matchFromString: Timing
    var routingKitPreSplit: Timing
    var routingKitFromString: Timing
    /// Reading each input alone, which the match figures include: the URL strings, and the
    /// split paths.
    var reading: (strings: Timing, splitPaths: Timing)
    var bytesPerRoute: (wayfinder: Double?, routingKit: Double?)
    var allocationsPerMatch: (wayfinder: Double?, routingKit: Double?)
    var navigatorOpen: Timing?
}

enum Format {
    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
        default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }

    static func timing(_ timing: Timing) -> String {
        "\(duration(timing.median)) (\(duration(timing.minimum))–\(duration(timing.maximum)))"
    }

    static func ratio(_ ours: Double, _ theirs: Double) -> String {
        guard ours > 0 else { return "—" }
        return String(format: "%.1f×", theirs / ours)
    }

    static func number(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        return value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }

    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var output = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { output += "," }
            output.append(digit)
        }
        return output
    }

    /// The table for one size: figure, Wayfinder, RoutingKit, and RoutingKit / Wayfinder.
    static func table(_ report: SizeReport) -> String {
        var rows: [(String, String, String, String)] = [("figure", "Wayfinder", "RoutingKit", "ratio")]
        let registration = report.registration
        rows.append(
            (
                "registration, all routes", timing(registration.wayfinder), timing(registration.routingKit),
                ratio(registration.wayfinder.median, registration.routingKit.median)
            ))
        rows.append(
            (
                "registration, per route", duration(registration.wayfinder.median / Double(report.routes)),
                duration(registration.routingKit.median / Double(report.routes)), ""
            ))
        rows.append(
            (
                "match per URL, Wayfinder from string vs RoutingKit pre-split", timing(report.matchFromString),
                timing(report.routingKitPreSplit), ratio(report.matchFromString.median, report.routingKitPreSplit.median)
            ))
        rows.append(
            (
                "match per URL, both from the URL string", timing(report.matchFromString),
                timing(report.routingKitFromString), ratio(report.matchFromString.median, report.routingKitFromString.median)
            ))
        rows.append(
            (
                "of which reading the input alone (string / split path)", timing(report.reading.strings),
                timing(report.reading.splitPaths), ""
            ))
        let bytes = report.bytesPerRoute
        rows.append(
            (
                "heap bytes per route", number(bytes.wayfinder), number(bytes.routingKit),
                bytes.wayfinder.flatMap { ours in bytes.routingKit.map { ratio(ours, $0) } } ?? ""
            ))
        let allocations = report.allocationsPerMatch
        rows.append(("heap allocations per match", number(allocations.wayfinder), number(allocations.routingKit), ""))
        if let open = report.navigatorOpen {
            rows.append(("Navigator.open on the headless host, per open", timing(open), "", ""))
        }
        return columns(rows.map { [$0.0, $0.1, $0.2, $0.3] }).joined(separator: "\n")
    }

    /// Rows of cells in columns padded to the widest cell, the header first.
    static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        columns([header] + rows)
    }

    private static func columns(_ rows: [[String]]) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max()! }
        return rows.map { row in
            row.enumerated().map { column, text in
                text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
    }
}
