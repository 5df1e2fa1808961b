extension Navigator {
    /// Runs `run` as a new request, in turn with other requests (``RequestLine``), and reports
    /// how it ended. `run` gets the request's ticket: its identifier, and its turn, which
    /// ``NavigationStore/commit(_:requests:opened:ticket:byUser:)-([NavigationAction],_,_,_,_)``
    /// holds while leave guards decide. With `byUser` (an attempt of the user's that the host
    /// stopped), its events belong to no request, as everything the user does on their own.
    func enqueue(
        isLink: Bool, makesRoot: Bool = false, byUser: Bool = false,
        _ run: @escaping @MainActor (Navigator, RequestTicket) async -> NavigationOutcome.Kind
    ) async -> NavigationOutcome {
        let id = makeRequestID()
        let outcome = await line.run(for: self, isLink: isLink, makesRoot: makesRoot) { navigator, turn in
            await run(navigator, RequestTicket(id: id, turn: turn))
        }
        emit(.ending(outcome, telling: eventSinks.summaries), for: byUser ? nil : id)
        return NavigationOutcome(outcome, request: byUser ? nil : id)
    }

    /// Opens a URL in turn with other requests (``RequestLine``) and reports how it ended. A
    /// request that need not wait is processed from here, with no closure to allocate or call.
    func enqueueLink(
        _ url: String, id: NavigationRequest.ID, source: LinkSource, context: [String: any Sendable], resultSlot: ResultSlot?,
        signatureChecked: Bool = false
    ) async -> NavigationOutcome {
        let outcome: NavigationOutcome.Kind
        let hadRoot = line.hasRoot
        switch line.admit(isLink: true, makesRoot: !hadRoot && makesRoot(url)) {
        case .inside:
            outcome = await process(
                url, source: source, context: context, resultSlot: resultSlot, ticket: RequestTicket(id: id, turn: nil),
                signatureChecked: signatureChecked)
        case .atOnce(let turn):
            outcome = await process(
                url, source: source, context: context, resultSlot: resultSlot, ticket: RequestTicket(id: id, turn: turn),
                signatureChecked: signatureChecked)
            line.finish(turn)
        case .inLine(let held):
            outcome = await line.wait(for: self, held: held) { navigator, turn in
                await navigator.process(
                    url, source: source, context: context, resultSlot: resultSlot, ticket: RequestTicket(id: id, turn: turn),
                    signatureChecked: signatureChecked)
            }
        case .cancelled:
            outcome = .rejected(Self.cancellation)
        }
        // Only while the window had no root: a cold-start link that made it.
        if !hadRoot, let transition = outcome.transition, transition.before.root == nil, transition.after.root != nil {
            linkMadeRoot = true
        }
        emit(.ending(outcome, telling: eventSinks.summaries), for: id)
        return NavigationOutcome(outcome, request: id)
    }

    /// The rejection of a request whose awaiting task was cancelled.
    static var cancellation: NavigationError { RequestLine.cancellation }

    /// The requests waiting in line, and the links held for a root (for tests).
    var queue: [RequestLine.Job] { line.queue }
    var heldUntilRoot: [RequestLine.Job] { line.heldUntilRoot }
}
