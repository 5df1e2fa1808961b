#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Stands in front of a delegate the app or a screen set, where the host must keep hearing
/// what the user does: every call reaches the app's delegate as if the forwarder were it, and
/// the few the host needs reach the host too. Subclasses implement those few; every other
/// method the app's delegate implements is forwarded to it by the Objective-C runtime.
///
/// UIKit holds delegates weakly, and so does the forwarder hold the app's.
@MainActor
class DelegateForwarder: NSObject {
    /// The app's delegate. Set on the main actor; also read by the Objective-C runtime's
    /// `responds(to:)` and forwarding, which are nonisolated: UIKit asks them on the main
    /// thread, and a weak reference reads safely from any thread.
    nonisolated(unsafe) weak var appObject: (any NSObjectProtocol)?

    override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (appObject?.responds(to: selector) ?? false)
    }

    override func forwardingTarget(for selector: Selector!) -> Any? {
        if let appObject, appObject.responds(to: selector) { return appObject }
        return super.forwardingTarget(for: selector)
    }
}
#endif
