#if canImport(UIKit) && (os(iOS) || os(visionOS))
import UIKit
import Wayfinder

// The split view the host makes for a stack whose root is a sidebar screen. What it does with
// its screens (laying them out in columns, reading them back, moving them on collapse and
// expand, emptying the later columns after the user's Back in an earlier one) is `Wayfinder`'s
// `SplitContainer`, tested on Linux over fakes that model UIKit's split view
// (Tests/WayfinderTests/Containers/Fakes/SplitViewFacts.md). Here is the UIKit glue only:
// - one column-style split view controller, its style fixed at creation: triple when the
//   routes give a screen of the split view the middle column;
// - a navigation controller per column and one for the compact column, each set once with
//   `setViewController(_:for:)`, so that UIKit wraps nothing and never nests one navigation
//   controller in another; the screens live in one of them at a time;
// - the collapse and expand calls (`topColumnForCollapsing`, `didCollapse`,
//   `displayModeForExpanding`, `didExpand`) move them; the horizontal size class and every
//   layout are backstops (a split view made in a compact window may collapse at its first
//   layout without a word to its delegate, and UIKit tells no trait change then); no classic
//   split view call, and never `show` or `showDetailViewController`.

/// A split view controller whose screens the host lays out from the navigation state.
final class HostSplitViewController: UISplitViewController, SplitContainer {
    let arrangement: SplitArrangement
    private var navigations: [SplitPlace: HostNavigationController] = [:]
    private var placeholders: [SplitColumn: UIViewController] = [:]
    private let forwarder = SplitDelegateForwarder()

    init(hasSupplementaryColumn: Bool, host: UIKitHost?) {
        arrangement = SplitArrangement(hasSupplementaryColumn: hasSupplementaryColumn)
        super.init(style: hasSupplementaryColumn ? .tripleColumn : .doubleColumn)
        var places: [(SplitPlace, UISplitViewController.Column)] = [
            (.column(.sidebar), .primary), (.column(.detail), .secondary), (.compact, .compact),
        ]
        if hasSupplementaryColumn { places.append((.column(.supplementary), .supplementary)) }
        for (place, column) in places {
            let navigation = HostNavigationController(nibName: nil, bundle: nil)
            navigation.host = host
            navigations[place] = navigation
            setViewController(navigation, for: column)
        }
        for column in SplitColumn.allCases { placeholders[column] = EmptyColumnViewController() }
        forwarder.split = self
        delegate = forwarder
        // The size class is a backstop: the delegate's calls move the screens first.
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (split: HostSplitViewController, _) in
            split.sizeClassChanged()
        }
    }

    /// A backstop for a collapse nobody told: the screens go where `isCollapsed` says, unless
    /// the delegate's calls are under way. Moves nothing when they are there already.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        sizeClassChanged()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// Puts a delegate the app set (in ``UIKitHost/configureSplitView``) behind the forwarder,
    /// which moves the screens on collapse and expand after the app's delegate answered.
    func keepDelegateForwarder() {
        guard delegate !== forwarder else { return }
        // The protocol does not inherit NSObjectProtocol; every delegate UIKit takes is an NSObject.
        forwarder.appObject = delegate.flatMap { $0 as AnyObject as? any NSObjectProtocol }
        delegate = forwarder
    }

    // MARK: SplitContainer

    func stackContainer(in place: SplitPlace) -> (any StackContainer)? { navigations[place] }

    func setControllersAtOnce(_ controllers: [any ContainerController], in place: SplitPlace) {
        navigations[place]?.setViewControllers(controllers.compactMap { $0 as? UIViewController }, animated: false)
    }

    func emptyColumnController(for column: SplitColumn) -> any ContainerController {
        placeholders[column]!
    }
}

/// What an empty middle or detail column shows: the system background, no screen.
final class EmptyColumnViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

/// Moves the split's screens on collapse and expand, after the app's delegate answered.
@MainActor
final class SplitDelegateForwarder: DelegateForwarder, UISplitViewControllerDelegate {
    weak var split: HostSplitViewController?

    var appDelegate: (any UISplitViewControllerDelegate)? { appObject as AnyObject? as? any UISplitViewControllerDelegate }

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposed: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        // `isCollapsed` is still `false` here; the compact column shows next.
        split?.widthWillChange(collapsed: true)
        return appDelegate?.splitViewController?(svc, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        appDelegate?.splitViewControllerDidCollapse?(svc)
        split?.widthDidChange(collapsed: true)
    }

    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposed: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        // `isCollapsed` is still `true` here; the columns show next.
        split?.widthWillChange(collapsed: false)
        return appDelegate?.splitViewController?(svc, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        appDelegate?.splitViewControllerDidExpand?(svc)
        split?.widthDidChange(collapsed: false)
    }
}
#endif
