import UIKit
import Wayfinder
import WayfinderUIKit

/// Asks the user a yes-or-no question over whatever a window shows.
///
/// Every question ends with an answer: a button, or `false` when the alert goes without one
/// (the navigator dismissed it for a link, the scene closed), when it could not be shown, or
/// when nobody answered within `timeout`. A link from outside waits on this answer, so an
/// unanswered question must never hold navigation for good.
@MainActor
enum Confirmation {
    static func ask(_ question: String, in window: UIWindow, timeout: Duration = .seconds(60)) async -> Bool {
        guard let presenter = window.topmostViewController else { return false }
        let alert = AnsweringAlert(title: question, message: nil, preferredStyle: .alert)
        let answer: Bool = await withCheckedContinuation { continuation in
            alert.answer = { continuation.resume(returning: $0) }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak alert] _ in alert?.reply(false) })
            alert.addAction(UIAlertAction(title: "Open", style: .default) { [weak alert] _ in alert?.reply(true) })
            presenter.present(alert, animated: true)
            // UIKit refuses to present over a presentation in progress, and says so only by
            // not presenting.
            if alert.presentingViewController == nil { alert.reply(false) }
            Task { [weak alert] in
                try? await Task.sleep(for: timeout)
                guard let alert, !alert.hasReplied else { return }
                alert.dismiss(animated: true)
                alert.reply(false)
            }
        }
        return answer
    }
}

/// An alert that answers exactly once: from a button, or `false` when it disappears without one.
private final class AnsweringAlert: UIAlertController {
    var answer: ((Bool) -> Void)?
    private(set) var hasReplied = false

    func reply(_ value: Bool) {
        guard !hasReplied else { return }
        hasReplied = true
        answer?(value)
        answer = nil
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        reply(false)
    }
}
