import Wayfinder

/// A column-style split view controller as UIKit's `UISplitViewController` (iOS 17 SDK,
/// `UISplitViewController.h`, cited as SVC.h:line; the facts and their sources are in
/// `SplitViewFacts.md` beside this file). What it models, each with its fact:
/// - the style is given at creation and never changes (SVC.h:81-82); a classic split takes no
///   column (the `Style.unspecified` documentation);
/// - a column other than the compact one shows a navigation controller: a controller that is
///   not one is wrapped in a new one (SVC.h:92), and one set for the secondary column while it
///   has a navigation controller is pushed onto it (Apple's reply to FB8640357);
/// - `.supplementary` is for three columns only (SVC.h:50);
/// - a controller set for a second column leaves the first, as a child has one parent
///   (UIViewController.h:412-417);
/// - the compact column is set once; UIKit ignores later settings up to iOS 17
///   (pointfreeco/swift-navigation #339);
/// - it is made expanded; it collapses when it is first laid out in a compact window (a
///   main-actor turn after it came into the window, as UIKit lays out at the end of the run
///   loop's turn), with or without the delegate's calls (``FakeUIKit/splitLaunch``) and without
///   the trait handler (UIKit predicts the first traits); `viewWillLayoutSubviews` follows.
///   It collapses and expands when its window's width changes;
/// - collapsing asks the delegate for the top column while `isCollapsed` is still `false`,
///   then shows the compact column, then tells `didCollapse` with `isCollapsed` true; expanding
///   asks for the display mode while `isCollapsed` is still `true`, then tells `didExpand`
///   (the `isCollapsed` documentation). When the size class change reaches the app's trait
///   handler is not documented: ``traitOrder`` runs it before, between and after the calls;
/// - without a compact column, collapsing stacks the columns, which the fake does not model: it
///   complains, as the host must always set one (SVC.h:52, 95-116);
/// - the user toggling the sidebar changes the display mode only.
class FakeSplitViewController: FakeViewController {
    /// `UISplitViewController.Style`.
    enum Style { case unspecified, doubleColumn, tripleColumn }
    /// `UISplitViewController.Column`.
    enum Column: CaseIterable { case primary, supplementary, secondary, compact }

    let style: Style
    private var columns: [Column: FakeViewController] = [:]
    /// `isCollapsed`.
    private(set) var isCollapsed = false
    /// `displayMode`: whether the sidebar shows beside the detail, as the user left it.
    private(set) var showsSidebar = true

    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
    var topColumnForCollapsing: (@MainActor (Column) -> Column)?
    /// `splitViewControllerDidCollapse(_:)`.
    var didCollapse: (@MainActor () -> Void)?
    /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`.
    var displayModeForExpanding: (@MainActor () -> Void)?
    /// `splitViewControllerDidExpand(_:)`.
    var didExpand: (@MainActor () -> Void)?
    /// The app's handler of the horizontal size class (`registerForTraitChanges`).
    var traitsChanged: (@MainActor () -> Void)?
    /// `splitViewController(_:willChangeTo:)`: the display mode is about to change.
    var willChangeDisplayMode: (@MainActor () -> Void)?
    /// When the size class change reaches ``traitsChanged`` against the delegate's calls;
    /// undocumented, so tests run every order (``FakeUIKit/splitTraitOrder``).
    var traitOrder: FakeUIKit.SplitTraitOrder { ui.splitTraitOrder }

    init(style: Style, _ name: String = "split", ui: FakeUIKit) {
        self.style = style
        super.init(name, ui: ui)
    }

    /// `viewWillLayoutSubviews()`, as the first layout calls it.
    var willLayoutSubviews: (@MainActor () -> Void)?
    private var hasLaidOut = false

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard !hasLaidOut else { return }
        Task { @MainActor [weak self] in self?.firstLayout() }
    }

    /// "When a split view controller is born, it assumes it is in a non-collapsed state. When
    /// it is added to the window, if running in a .Compact horizontal size class, it collapses"
    /// (commandshift, `SplitViewFacts.md`). Whether the delegate hears of it is not documented;
    /// the trait handler does not (UIKit predicts the first traits: useyourloaf, "Predicting
    /// size classes in iOS 13").
    private func firstLayout() {
        guard !hasLaidOut, isInWindowHierarchy else { return }
        hasLaidOut = true
        if rootAncestor.window?.isCompact == true {
            switch ui.splitLaunch {
            case .tellsDelegate: changeWidth(compact: true, tellsTraitHandler: false)
            case .silently: isCollapsed = true
            }
        }
        willLayoutSubviews?()
        warnIfShownEmpty()
    }

    /// `setViewController(_:for:)`.
    func setViewController(_ controller: FakeViewController?, for column: Column) {
        guard style != .unspecified else {
            ui.warn("\(self): a classic split view controller does not support setViewController(_:for:).")
            return
        }
        if column == .supplementary, style == .doubleColumn {
            ui.warn("\(self): the supplementary column is valid for a triple-column split view controller only.")
            return
        }
        if column == .compact, columns[.compact] != nil {
            ui.warn("\(self): the compact column is configured once; this setting is ignored.")
            return
        }
        guard let controller else {
            columns[column] = nil
            arrangeChildren()
            return
        }
        var shown = controller
        if column != .compact, !(controller is FakeNavigationController) {
            if column == .secondary, let navigation = columns[.secondary] as? FakeNavigationController {
                navigation.setViewControllers(navigation.viewControllers + [controller], animated: false)
                return
            }
            shown = FakeNavigationController("nav for \(controller)", ui: ui)
            (shown as? FakeNavigationController)?.setViewControllers([controller], animated: false)
        }
        for (other, existing) in columns where existing === shown && other != column { columns[other] = nil }
        columns[column] = shown
        arrangeChildren()
    }

    /// Every column's controller is a child; the one the user sees is the compact one when
    /// collapsed, else the secondary.
    private func arrangeChildren() {
        setChildren(Column.allCases.compactMap { columns[$0] })
    }

    override var visibleChildController: (any ContainerController)? {
        isCollapsed ? columns[.compact] : columns[.secondary]
    }

    // MARK: Widths

    /// The window becomes narrow (`compact`) or wide: the split collapses or expands as UIKit
    /// documents it. Nothing happens when it has that width already.
    func changeWidth(compact: Bool, tellsTraitHandler: Bool = true) {
        guard compact != isCollapsed else { return }
        let traitsChanged = tellsTraitHandler ? traitsChanged : nil
        if traitOrder == .beforeDelegate { traitsChanged?() }
        if compact {
            guard columns[.compact] != nil else {
                ui.warn("\(self): collapsing without a compact column stacks the columns, which the fakes do not model.")
                return
            }
            _ = topColumnForCollapsing?(.secondary)
            if traitOrder == .duringDelegate { traitsChanged?() }
            isCollapsed = true
            warnIfShownEmpty()
            didCollapse?()
        } else {
            displayModeForExpanding?()
            if traitOrder == .duringDelegate { traitsChanged?() }
            isCollapsed = false
            warnIfShownEmpty()
            didExpand?()
        }
        if traitOrder == .afterDelegate { traitsChanged?() }
    }

    /// The width changes that showed a blank screen: the other width came in empty while the
    /// screens were still where the old width shows them. Not a complaint of UIKit's, so not
    /// in `ui.complaints`: a move that waits for a transition under way shows one on purpose.
    private(set) var blankWidths: [String] = []

    /// What the user sees the moment the other width shows: the app's split view must move its
    /// screens before, in the delegate's first call.
    private func warnIfShownEmpty() {
        let compactHolds = !(columns[.compact]?.children.isEmpty ?? true)
        let sidebarHolds = !(columns[.primary]?.children.isEmpty ?? true)
        if isCollapsed, !compactHolds, sidebarHolds {
            blankWidths.append("the compact column showed empty while the columns held the screens")
        }
        if !isCollapsed, compactHolds {
            blankWidths.append("the columns showed while the compact column held the screens")
        }
    }

    /// The user shows or hides the sidebar (the toolbar button, an edge swipe): UIKit changes
    /// the display mode only, and not while collapsed.
    func userTogglesSidebar() {
        guard !isCollapsed else { return }
        willChangeDisplayMode?()
        showsSidebar.toggle()
    }
}
