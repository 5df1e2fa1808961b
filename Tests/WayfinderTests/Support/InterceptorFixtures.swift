import Testing

@testable import Wayfinder
@testable import WayfinderRouting

// Interceptors and records shared by the interceptor, security and seed-scenario suites.

/// What happened, in order, recorded from any thread: interceptors and openers run off the
/// main actor.
final class CallRecord: Sendable {
    private let entries = Locked<[String]>([])

    func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] { entries.withLock { $0 } }
    var isEmpty: Bool { all.isEmpty }
}

/// A mutable flag shared between a test and the interceptors it configures.
final class SharedFlag: Sendable {
    private let storage: Locked<Bool>

    init(_ value: Bool = false) {
        storage = Locked(value)
    }

    var value: Bool {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

/// An interceptor that records its name and the URL, then answers as `decide` says.
struct RecordingInterceptor: NavigationInterceptor {
    let name: String
    let record: CallRecord
    var decide: @Sendable (NavigationRequest) async -> InterceptorDecision = { _ in .proceed }

    func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
        record.append("\(name) \(request.url)")
        return await decide(request)
    }
}

/// The canonical sign-in guard: proceeds when signed in; otherwise presents the login screen,
/// waits for its result and goes on or drops the request.
struct SignInGuard: NavigationInterceptor {
    let isSignedIn: SharedFlag
    var loginURL = "shop://login"

    func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
        if isSignedIn.value { return .proceed }
        let loginURL = loginURL
        return .suspend { navigator in
            let signedIn = try? await navigator.open(loginURL, expecting: Bool.self)
            return signedIn == true ? .proceed : .reject(reason: "sign-in was cancelled")
        }
    }
}

/// The screen an outcome opened, after redirects.
func openedScreen(_ outcome: NavigationOutcome) -> Screen? {
    if case .navigated(_, let screen) = outcome.kind.final { return screen }
    return nil
}

/// Which fallback took a URL no route took.
enum FallbackTaken: Equatable {
    case web(String)
    case system(String)
    case notFoundScreen
}

/// The fallback an outcome went to, after redirects.
func fallbackTaken(_ outcome: NavigationOutcome) -> FallbackTaken? {
    switch outcome.kind.final {
    case .openedInWebScreen(let url, _): .web(url)
    case .handedToSystem(let url): .system(url)
    case .showedNotFoundScreen: .notFoundScreen
    default: nil
    }
}
