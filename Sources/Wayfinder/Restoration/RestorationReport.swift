/// What restoring a saved state did: the state it showed, and each saved URL it left out, with
/// why.
///
/// ```swift
/// let report = await navigator.restore(savedState: data)
/// if !report.isRestored { await navigator.showTabs() }
/// for reason in report.dropped { logger.info("not restored: \(reason)") }   // the route's pattern, no values
/// ```
public struct RestorationReport: Sendable {
    /// How the one transition that shows the restored state ended; a rejection when there was
    /// no saved state, it was damaged, nothing in it may open any more, a leave guard of a
    /// screen it would replace kept it, or a link had opened a screen first
    /// (``WayfinderRouting/ErrorCode/linkOpenedFirst``).
    public let outcome: NavigationOutcome
    /// Each saved URL left out, in the order saved, as a ``NavigationError`` whose message
    /// names the route (its pattern, never the URL's values) and whose code says why:
    /// ``WayfinderRouting/ErrorCode/unknownTarget`` (no screen route takes it any more),
    /// ``WayfinderRouting/ErrorCode/notExposed`` (its route is not exposed to the source the
    /// state came from), ``WayfinderRouting/ErrorCode/interceptor`` (a guard or interceptor
    /// refused, or would have asked first), ``WayfinderRouting/ErrorCode/refusedByRoute``,
    /// ``WayfinderRouting/ErrorCode/disallowedCallback``, and the others a link gets.
    public let dropped: [NavigationError]

    /// Whether a root was restored.
    public var isRestored: Bool { outcome.rejection == nil }
}
