/// Where one awaited result lands: delivered at most once, whoever comes first — the
/// screen's finish, its removal without a value, a failure, or cancellation.
@MainActor
final class ResultSlot {
    private var result: Result<(any Sendable)?, any Error>?
    private var continuation: CheckedContinuation<(any Sendable)?, any Error>?
    private(set) var isDelivered = false

    func deliver(_ result: Result<(any Sendable)?, any Error>) {
        guard !isDelivered else { return }
        isDelivered = true
        if let continuation {
            self.continuation = nil
            continuation.resume(with: result)
        } else {
            self.result = result
        }
    }

    func wait() async throws -> (any Sendable)? {
        if let result { return try result.get() }
        return try await withCheckedThrowingContinuation { continuation = $0 }
    }
}
