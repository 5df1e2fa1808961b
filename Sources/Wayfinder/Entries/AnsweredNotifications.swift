/// The answers to notifications the app has opened: a notification and the action chosen,
/// newest last. The system may hand one answer both to the notification center's delegate and
/// to a scene that connects for it, and the two can reach different windows' navigators, so
/// the app keeps one memory of them (``Navigator/answeredNotifications``).
struct AnsweredNotifications {
    private var answers: [String] = []
    /// How many answers are remembered: a launch handles a few notifications, and the system
    /// repeats only the one it launched with.
    static let memory = 32

    /// Whether this is the first time the answer `action` to the notification `id` arrives;
    /// it is remembered either way.
    mutating func isFirst(_ id: String, action: String) -> Bool {
        let answer = "\(action)\u{0}\(id)"
        if answers.contains(answer) { return false }
        answers.append(answer)
        if answers.count > Self.memory { answers.removeFirst() }
        return true
    }
}

extension Navigator {
    /// The answers to notifications opened by any navigator of the app.
    static var answeredNotifications = AnsweredNotifications()
}
