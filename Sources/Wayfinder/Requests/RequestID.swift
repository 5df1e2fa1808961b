extension NavigationRequest {
    /// Which request of a navigator something belongs to: each open, pop, dismissal, tab switch
    /// or restoration gets the next number when it is made, and keeps it through its redirects.
    ///
    /// Events carry it (``NavigationEvent/request``), so that the events of requests that run at
    /// the same time (a link arriving while a guard's sign-in waits) can be told apart; an
    /// interceptor or an action's handler reads it from ``NavigationRequest/id`` to log under the
    /// same number.
    ///
    /// ```swift
    /// for await event in navigator.events {
    ///     guard let request = event.request else { continue }   // the user's own gestures have none
    ///     timeline[request, default: []].append(event.kind)
    /// }
    /// ```
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The request's number: 1 for a navigator's first request, counting up.
        public let number: UInt64

        /// `request 12`.
        public var description: String { "request \(number)" }

        public static func < (lhs: NavigationRequest.ID, rhs: NavigationRequest.ID) -> Bool { lhs.number < rhs.number }
    }
}

/// What a request hands down to the code that works for it: its identifier, for events, and
/// its turn in line, held while it awaits code that may make requests of its own (`nil` when it
/// runs inside another request, whose turn that task holds already; see
/// ``RequestLine/holding(_:_:)``).
struct RequestTicket {
    let id: NavigationRequest.ID
    let turn: RequestLine.Turn?
}
