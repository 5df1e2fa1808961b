import Foundation
@_spi(Internals) import WayfinderRouting

extension Navigator {
    /// The links waiting for the app to be ready, one per condition, oldest condition name
    /// first.
    public var pendingLinks: [PendingLink] {
        pending.entries.values.map(\.link).sorted { $0.condition < $1.condition }
    }

    /// Opens the link waiting for `condition`, now that it holds: once, as a new request
    /// through the same door, interceptors and guards (a guard that still says no decides
    /// again). A link that expired meanwhile is dropped unopened.
    ///
    /// ```swift
    /// func didSignIn() async {
    ///     await navigator.ready("signedIn")   // the order link that arrived while signed out opens
    /// }
    /// ```
    ///
    /// - Returns: the outcome of the link that waited; `nil` when none did.
    @discardableResult
    public func ready(_ condition: String) async -> NavigationOutcome? {
        pending.release(condition)
        dropExpiredPendingLinks()  // an expired link never opens
        guard let entry = pending.take(condition) else { return nil }
        let id = makeRequestID()
        emit(.received(redacted(entry.url), source: entry.link.source), for: id)
        emit(.replayed(until: condition), for: id)
        // Parked again (its guard still says no), it keeps its first arrival and expiry.
        pending.replaying[id] = entry.link
        defer { pending.replaying[id] = nil }
        return await enqueueLink(
            entry.url, id: id, source: entry.link.source, context: [:], resultSlot: nil,
            signatureChecked: entry.signatureChecked)
    }

    /// Makes links from outside wait until `condition` holds, as if a guard on every route
    /// parked them: the app is not ready for them yet (the first launch's onboarding, a
    /// database that is still migrating). Each link from `sources` that the door lets through
    /// (exposed, its signature checked) parks before any interceptor or guard runs, the newest
    /// one per condition waiting; ``ready(_:)`` stops holding and opens it once, through the
    /// guards. Links from inside the app never wait.
    ///
    /// ```swift
    /// navigator.holdLinks(until: "onboarded")
    /// // ... the user finishes onboarding:
    /// await navigator.ready("onboarded")
    /// ```
    ///
    /// With several conditions held, a link waits for the first the app named that holds its
    /// source; when that one is ready, it waits again for the next.
    public func holdLinks(until condition: String, from sources: Set<LinkSource> = .everywhere) {
        pending.hold(condition, sources: sources)
    }

    /// Drops the links waiting for `condition`, or every waiting link: call it when the user
    /// logs out, so that no link from before opens for the next user.
    public func dropPendingLinks(_ condition: String? = nil) {
        for entry in pending.drop(condition) {
            emit(.pendingDropped(until: entry.link.condition, reason: "the app dropped it"), for: nil)
        }
    }

    /// The waiting links, for the app to keep across a relaunch (in `UserDefaults` or a file),
    /// and give back with ``restorePendingLinks(_:)``. Each URL keeps only the query items its
    /// route declares (``RouteDefinition/savedQuery``), as a saved state does; a link to a
    /// route that takes signed links only is not saved, since the saved form carries no
    /// signature.
    public func savedPendingLinks() -> Data {
        dropExpiredPendingLinks()
        let links = pending.entries.values.filter { !$0.signatureChecked }.sorted { $0.link.condition < $1.link.condition }
            .map { entry in
                let route = routes.resolution(entry.url).match?.target
                return SavedPendingLinks.Link(
                    url: SavedURL.keeping(route?.savedQuery ?? [], of: entry.url), source: entry.link.source.kindName,
                    application: entry.link.source.application, condition: entry.link.condition,
                    arrived: entry.link.arrived.timeIntervalSince1970, expires: entry.link.expires.timeIntervalSince1970)
            }
        // Encoding strings and numbers into JSON cannot fail.
        return (try? JSONEncoder().encode(SavedPendingLinks(links: links))) ?? Data()
    }

    /// Takes back the links ``savedPendingLinks()`` saved before a relaunch: each waits again
    /// for its condition, unless it has expired or a newer link waits for the same condition.
    ///
    /// ```swift
    /// navigator.restorePendingLinks(UserDefaults.standard.data(forKey: "pendingLinks"))
    /// ```
    ///
    /// - Returns: how many links wait again; 0 for data that is missing or not saved links.
    @discardableResult
    public func restorePendingLinks(_ data: Data?) -> Int {
        guard let data, let saved = try? JSONDecoder().decode(SavedPendingLinks.self, from: data), saved.version == 1 else {
            return 0
        }
        let now = wallClock()
        var restored = 0
        for link in saved.links {
            let source: LinkSource? =
                link.source == LinkSource.otherApp().kindName
                ? .otherApp(bundleID: link.application) : LinkSource(kindName: link.source)
            guard let source, source.isExternal, let match = routes.resolution(link.url).match else { continue }
            let expires = Date(timeIntervalSince1970: link.expires)
            guard expires > now, match.target.signed == nil else { continue }
            let entry = PendingLinks.Entry(
                link: PendingLink(
                    condition: link.condition, source: source, arrived: Date(timeIntervalSince1970: link.arrived),
                    expires: expires, pattern: redacted(link.url)),
                url: link.url, signatureChecked: false)
            if case .kept = pending.keep(entry) { restored += 1 }
        }
        return restored
    }

    /// Keeps a link a guard (or the app's hold, `name`) parked until `condition`, in place of an
    /// older one waiting for it; the request's outcome. A link opened again by ``ready(_:)``
    /// keeps its first arrival, so a newer link already waiting for `condition` stays, and
    /// this one ends as ``WayfinderRouting/ErrorCode/linkSuperseded``.
    func park(
        _ url: String, source: LinkSource, until condition: String, by name: String, signatureChecked: Bool,
        request: NavigationRequest.ID
    ) -> NavigationOutcome.Kind {
        let now = wallClock()
        let lifetime = Double(configuration.pendingLinkLifetime.components.seconds)
        let first = pending.replaying[request]
        let entry = PendingLinks.Entry(
            link: PendingLink(
                condition: condition, source: source, arrived: first?.arrived ?? now,
                expires: first?.expires ?? now.addingTimeInterval(lifetime), pattern: redacted(url)),
            url: url, signatureChecked: signatureChecked)
        switch pending.keep(entry) {
        case .kept(let replaced):
            if replaced != nil { emit(.pendingDropped(until: condition, reason: "a newer link took its place"), for: nil) }
            return .parked(until: condition, by: name)
        case .newerWaits:
            return .rejected(
                NavigationError(.linkSuperseded, "a link that arrived later waits until \(condition); this one is dropped"))
        }
    }

    /// Drops the links whose time is up, each with its event.
    private func dropExpiredPendingLinks() {
        for entry in pending.expire(at: wallClock()) {
            emit(.pendingDropped(until: entry.link.condition, reason: "it expired"), for: nil)
        }
    }
}
