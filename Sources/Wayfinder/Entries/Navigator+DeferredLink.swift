import Foundation

extension Navigator {
    /// Opens the link that led the user to install the app (a deferred deep link), once per
    /// install. Whatever claims it is the app's (its own server matching the install, the
    /// pasteboard with the user's consent, an App Clip's shared container, a vendor's SDK):
    /// `claim` hands back the URL, or `nil` when there is none, and the navigator does the
    /// rest.
    ///
    /// ```swift
    /// await navigator.openDeferredLink(from: .universalLink) {
    ///     try await installLinks.claim()   // "https://shop.example.com/product/42", or nil
    /// }
    /// ```
    ///
    /// - Once: when the claim has answered (a URL or `nil`), `defaults` remembers it under
    ///   `key`, and every later call answers `nil` at once without running the claim; while a
    ///   claim runs, another call (a second window's) answers `nil` too. A claim that throws,
    ///   runs out of time or is cancelled is tried again at the next call: the app's claim
    ///   should hand the same link again then (a server that forgets a match once asked loses
    ///   it when the first answer came too late).
    /// - With a way out: the claim is raced against `limit` and the task's cancellation, even
    ///   when it ignores them; a late answer is dropped.
    /// - Never over the user's own link: when a link from outside arrived since the navigator
    ///   was made (the user tapped one while the claim ran), the claimed link does not open and
    ///   ends as ``WayfinderRouting/ErrorCode/linkOpenedFirst``.
    /// - Through the outside door, with `source`: the route must be exposed to it, signed
    ///   links are checked, and guards run, so a guard can park it until onboarding ends
    ///   (``InterceptorDecision/park(until:)``). Pass ``LinkSource/universalLink`` only for a
    ///   claim the app's own server vouches for, and ``LinkSource/otherApp(bundleID:)``
    ///   otherwise (the pasteboard can hold anything).
    ///
    /// - Parameters:
    ///   - source: where the claimed link counts as coming from.
    ///   - limit: how long the claim may take.
    ///   - defaults: where the claim is remembered.
    ///   - key: the key it is remembered under.
    ///   - claim: the app's code that finds the link.
    /// - Returns: `nil` when the claim answered before or found nothing; otherwise the outcome:
    ///   the link's, or a rejection with ``WayfinderRouting/ErrorCode/claimFailed`` (its error
    ///   kept as the cause), ``WayfinderRouting/ErrorCode/claimTimedOut``,
    ///   ``WayfinderRouting/ErrorCode/cancelled`` or
    ///   ``WayfinderRouting/ErrorCode/linkOpenedFirst``.
    @discardableResult
    public func openDeferredLink(
        from source: LinkSource, within limit: Duration = .seconds(10),
        rememberingIn defaults: UserDefaults = .standard, key: String = "wayfinder.deferredLinkClaimed",
        claim: @escaping @Sendable () async throws -> String?
    ) async -> NavigationOutcome? {
        let running = ClaimID(defaults: ObjectIdentifier(defaults), key: key)
        guard !defaults.bool(forKey: key), !Self.claimsRunning.contains(running) else { return nil }
        Self.claimsRunning.insert(running)
        defer { Self.claimsRunning.remove(running) }
        let ending = await BoundedWait.run(timeout: limit) { () -> Result<String?, any Error> in
            do {
                return .success(try await claim())
            } catch {
                return .failure(error)
            }
        }
        let url: String
        switch ending {
        case .cancelled:
            return NavigationOutcome(.rejected(RequestLine.cancellation))
        case .timedOut:
            return NavigationOutcome(.rejected(NavigationError(.claimTimedOut, "the claim took longer than \(limit)")))
        case .finished(.failure(let error)):
            return NavigationOutcome(
                .rejected(NavigationError(.claimFailed, "the claim failed: \(error)", underlyingError: error)))
        case .finished(.success(let claimed)):
            // Answered: found or not, the claim is not run again.
            defaults.set(true, forKey: key)
            guard let claimed else { return nil }
            url = claimed
        }
        if externalLinkArrived {
            let message = "a link from outside arrived first; the link from before the install does not open over it"
            return endAtDoor(redacted(url), from: source, .rejected(NavigationError(.linkOpenedFirst, message)))
        }
        return await openExternal(url, from: source)
    }

    /// The claims running now, in the whole app: one at a time per place it is remembered.
    private static var claimsRunning: Set<ClaimID> = []

    /// Where a claim is remembered: the defaults and the key.
    private struct ClaimID: Hashable {
        let defaults: ObjectIdentifier
        let key: String
    }
}
