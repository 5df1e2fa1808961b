/// The requests for the screens one change adds, found by screen key. Most changes add one
/// screen, whose request is held without a dictionary.
struct ScreenRequests: Sendable {
    private var first: ScreenRequest?
    private var others: [Int: ScreenRequest] = [:]

    init() {}

    init(_ request: ScreenRequest) {
        first = request
    }

    init(_ requests: some Sequence<ScreenRequest>) {
        for request in requests { add(request) }
    }

    /// Adds a request for its screen, in place of one the screen had.
    mutating func add(_ request: ScreenRequest) {
        let key = request.screen.key
        if first == nil || first?.screen.key == key {
            first = request
        } else {
            others[key] = request
        }
    }

    mutating func add(contentsOf requests: ScreenRequests) {
        requests.forEach { add($0) }
    }

    /// The request for the screen with this key, if there is one.
    subscript(key: Int) -> ScreenRequest? {
        if let first, first.screen.key == key { return first }
        return others[key]
    }

    func forEach(_ body: (ScreenRequest) -> Void) {
        guard let first else { return }
        body(first)
        for request in others.values { body(request) }
    }
}
