import Wayfinder

/// Navigation outcomes and states as JSON values, keys in a fixed order.
enum OutcomeJSON {
    /// `{"type": "outcome", "url": ..., "source": ..., "outcome": ..., ...}`; `arrival` is the
    /// policy a screen landed by.
    static func outcome(_ outcome: NavigationOutcome, url: String, source: SourceOption, arrival: ArrivalPolicy? = nil)
        -> JSON.Value
    {
        var redirects: [JSON.Value] = []
        var final = outcome.kind
        while case .redirected(let next, let then) = final {
            redirects.append(.string(next))
            final = then
        }
        var screen: Screen?
        var fallback: String?
        var rejection: JSON.Value = .null
        var message: String?
        switch final {
        case .navigated(_, let opened): screen = opened
        case .handled(let result): message = result.message
        case .rejected(let reason):
            rejection = .object([
                ("code", .string(reason.code.name)), ("message", .string(reason.message)),
                ("interceptor", .optional(reason.interceptor)),
            ])
        case .openedInWebScreen(_, let transition):
            fallback = "web"
            screen = transition.addedScreens.last
        case .handedToSystem:
            fallback = "system"
        case .showedNotFoundScreen(let transition):
            fallback = "notFoundScreen"
            screen = transition.addedScreens.last
        case .notFound, .redirected: break
        case .parked(let condition, _): message = "waits until \(condition)"
        }
        return .object([
            ("type", .string("outcome")),
            ("url", .string(url)),
            ("source", .string(source.rawValue)),
            ("outcome", .string(kind(final))),
            ("redirects", .array(redirects)),
            ("screen", screen.map(self.screen) ?? .null),
            ("arrival", .optional(arrival?.description)),
            ("fallback", .optional(fallback)),
            ("message", .optional(message)),
            ("rejection", rejection),
            ("changes", .array((final.transition?.changes ?? []).map { .string($0.summary) })),
            ("description", .string(outcome.description)),
        ])
    }

    private static func kind(_ outcome: NavigationOutcome.Kind) -> String {
        switch outcome {
        case .navigated: "navigated"
        case .handled: "handled"
        case .redirected: "redirected"
        case .rejected: "rejected"
        case .openedInWebScreen, .handedToSystem, .showedNotFoundScreen: "fallback"
        case .notFound: "notFound"
        case .parked: "parked"
        }
    }

    static func screen(_ screen: Screen) -> JSON.Value {
        .object([
            ("id", .string(screen.id)),
            ("key", .int(screen.key)),
            ("url", .optional(screen.url)),
            ("arguments", .object(screen.arguments.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ])
    }

    /// `{"type": "state", "root": ..., "modals": [...], "topmost": ..., "tree": "..."}`.
    static func state(_ state: NavigationState, columns: SplitColumns? = nil) -> JSON.Value {
        let root: JSON.Value
        switch state.root {
        case nil: root = .null
        case .single(let screen):
            root = .object([("kind", .string("single")), ("screens", .array([self.screen(screen)]))])
        case .stack(let stack):
            root = .object([("kind", .string("stack")), ("screens", .array(stack.screens.map(self.screen)))])
        case .tabs(let tabs, let selected):
            root = .object([
                ("kind", .string("tabs")), ("selected", .string(selected)),
                (
                    "tabs",
                    .array(
                        tabs.map { tab in
                            .object([("id", .string(tab.id)), ("screens", .array(tab.stack.screens.map(self.screen)))])
                        })
                ),
            ])
        }
        let modals: [JSON.Value] = state.modals.map { modal in
            let isStack: Bool
            if case .stack = modal { isStack = true } else { isStack = false }
            return .object([
                ("kind", .string(isStack ? "stack" : "single")),
                ("style", .string(modal.style.manifestDescription)),
                ("screens", .array(modal.screens.map(self.screen))),
            ])
        }
        var fields: [(String, JSON.Value)] = [
            ("type", .string("state")),
            ("root", root),
            ("modals", .array(modals)),
            ("topmost", state.topmostScreen.map(screen) ?? .null),
            ("tree", .string(state.description)),
        ]
        if let columns {
            fields.append(
                (
                    "columns",
                    .object(SplitColumn.allCases.map { ($0.rawValue, .array(columns[$0].map(self.screen))) })
                ))
        }
        return .object(fields)
    }
}
