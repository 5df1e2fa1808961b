/// Where one awaited result lands: delivered at most once, whoever comes first — the
/// screen's finish, its removal without a value, a failure, or cancellation.
@MainActor
final class ResultSlot {
    private var result: Result<(any Sendable)?, NavigationError>?
    private var continuation: CheckedContinuation<Result<(any Sendable)?, NavigationError>, Never>?
    private(set) var isDelivered = false

    func deliver(_ result: Result<(any Sendable)?, NavigationError>) {
        guard !isDelivered else { return }
        isDelivered = true
        if let continuation {
            self.continuation = nil
            continuation.resume(returning: result)
        } else {
            self.result = result
        }
    }

    /// The result, once delivered.
    func wait() async -> Result<(any Sendable)?, NavigationError> {
        if let result { return result }
        return await withCheckedContinuation { continuation = $0 }
    }
}
