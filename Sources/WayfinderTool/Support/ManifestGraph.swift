import Wayfinder
import WayfinderManifest
@_spi(Internals) import WayfinderRouting

/// A manifest's screens and how they stack: each tab and its root screen, each screen and
/// the screen it is opened above (its parent route's screen, or its tab's root screen).
struct ManifestGraph {
    struct Tab {
        let id: String
        let title: String?
        let screen: String
    }

    struct Screen {
        let id: String
        /// Whether some route presents it modally.
        let isModal: Bool
        /// The split view columns its routes show it in, in the manifest's order.
        var columns: [SplitColumn] = []

        /// The node's text: the id, and its columns when it has any, `message (detail)`.
        var label: String {
            columns.isEmpty ? id : id + " (" + columns.map(\.rawValue).joined(separator: ", ") + ")"
        }
    }

    enum EdgeKind {
        /// A tab and the screen at the root of its stack.
        case root
        /// A route's parent template leads to this screen.
        case parent
        /// A route names a tab: its screen is pushed above the tab's root screen.
        case inTab
    }

    struct Edge: Hashable {
        let from: String
        let to: String
        let kind: EdgeKind
    }

    private(set) var tabs: [Tab] = []
    private(set) var screens: [Screen] = []
    /// Screen to screen; `root` edges go from a tab id to a screen id.
    private(set) var edges: [Edge] = []

    init(manifest: Manifest, router: Router<RouteDefinition>) {
        tabs = manifest.tabs.map { Tab(id: $0.id, title: $0.title, screen: $0.screen) }
        var modal: Set<String> = []
        var columns: [String: [SplitColumn]] = [:]
        for entry in manifest.routes {
            switch entry.definition.destination {
            case .screen(let id, .present), .screen(let id, .presentInStack): modal.insert(id)
            default: break
            }
            if let id = entry.definition.screen, let column = entry.definition.column, columns[id]?.contains(column) != true {
                columns[id, default: []].append(column)
            }
        }
        screens = manifest.screenIDs.map { Screen(id: $0, isModal: modal.contains($0), columns: columns[$0] ?? []) }

        var seen: Set<Edge> = []
        func add(_ edge: Edge) {
            if edge.from != edge.to || edge.kind == .root, seen.insert(edge).inserted { edges.append(edge) }
        }
        for tab in tabs { add(Edge(from: tab.id, to: tab.screen, kind: .root)) }
        for entry in manifest.routes {
            guard case .screen(let id, _) = entry.definition.destination, let pattern = try? RoutePattern(entry.pattern) else {
                continue
            }
            if let parent = Self.parentScreen(of: entry, pattern: pattern, manifest: manifest, router: router) {
                add(Edge(from: parent, to: id, kind: .parent))
            } else if let tab = entry.definition.tab, let root = tabs.first(where: { $0.id == tab })?.screen {
                add(Edge(from: root, to: id, kind: .inTab))
            }
        }
    }

    /// The screen a route's parent template leads to, filled with the route's sample values.
    private static func parentScreen(
        of entry: Manifest.Entry, pattern: RoutePattern, manifest: Manifest, router: Router<RouteDefinition>
    ) -> String? {
        guard let template = entry.definition.parent else { return nil }
        guard
            case .success(let url) = SampleURL.fill(
                template, pattern: pattern, defaults: entry.defaults, schemes: manifest.schemes),
            case .matched(let match) = router.resolution(url),
            case .screen(let id, _) = match.target.destination
        else { return nil }
        return id
    }

    // MARK: Mermaid

    /// A Mermaid `flowchart`: tabs as hexagons, modal screens as stadiums, parent edges solid,
    /// tab edges dotted.
    var mermaid: String {
        var ids = NodeIDs()
        var lines = ["flowchart LR"]
        for tab in tabs {
            lines.append(
                "    \(ids.id(tab: tab.id)){{\"\(Self.mermaidText("tab " + tab.id + (tab.title.map { " (\($0))" } ?? "")))\"}}")
        }
        for screen in screens {
            let label = "\"\(Self.mermaidText(screen.label))\""
            lines.append("    \(ids.id(screen: screen.id))" + (screen.isModal ? "([\(label)])" : "[\(label)]"))
        }
        for edge in edges {
            switch edge.kind {
            case .root: lines.append("    \(ids.id(tab: edge.from)) --> \(ids.id(screen: edge.to))")
            case .parent: lines.append("    \(ids.id(screen: edge.from)) -->|parent| \(ids.id(screen: edge.to))")
            case .inTab: lines.append("    \(ids.id(screen: edge.from)) -.->|in tab| \(ids.id(screen: edge.to))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Text inside a quoted Mermaid label: quotes and angle brackets as entity codes.
    static func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "#", with: "#35;").replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
    }

    /// Mermaid node ids: letters, digits and `_`, unique per tab or screen.
    private struct NodeIDs {
        private var assigned: [String: String] = [:]
        private var used: Set<String> = []

        mutating func id(tab: String) -> String { id(for: "tab:" + tab, prefix: "tab_", name: tab) }
        mutating func id(screen: String) -> String { id(for: "screen:" + screen, prefix: "screen_", name: screen) }

        private mutating func id(for key: String, prefix: String, name: String) -> String {
            if let id = assigned[key] { return id }
            let base = prefix + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            var id = base
            var number = 2
            while !used.insert(id).inserted {
                id = "\(base)_\(number)"
                number += 1
            }
            assigned[key] = id
            return id
        }
    }

    // MARK: DOT

    /// A Graphviz digraph: tabs as tab shapes, modal screens rounded, tab edges dashed.
    var dot: String {
        var lines = ["digraph wayfinder {", "    rankdir=LR;", "    node [shape=box];"]
        for tab in tabs {
            lines.append(
                "    \(Self.dotID("tab:" + tab.id)) [label=\(Self.dotID("tab " + tab.id + (tab.title.map { " (\($0))" } ?? ""))), shape=tab];"
            )
        }
        for screen in screens {
            lines.append(
                "    \(Self.dotID("screen:" + screen.id)) [label=\(Self.dotID(screen.label))\(screen.isModal ? ", style=rounded" : "")];"
            )
        }
        for edge in edges {
            switch edge.kind {
            case .root: lines.append("    \(Self.dotID("tab:" + edge.from)) -> \(Self.dotID("screen:" + edge.to));")
            case .parent:
                lines.append("    \(Self.dotID("screen:" + edge.from)) -> \(Self.dotID("screen:" + edge.to)) [label=\"parent\"];")
            case .inTab:
                lines.append(
                    "    \(Self.dotID("screen:" + edge.from)) -> \(Self.dotID("screen:" + edge.to)) [style=dashed, label=\"in tab\"];"
                )
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A quoted DOT id.
    static func dotID(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
