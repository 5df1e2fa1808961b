import Wayfinder

/// The split view the UIKit host makes (`WayfinderUIKit`'s `HostSplitViewController`), over
/// the fake: one navigation controller per column and one for the compact column, each set
/// once; its delegate moves the screens on collapse and expand (``SplitContainer/relayout(collapsed:)``).
final class FakeHostSplitViewController: FakeSplitViewController, SplitContainer {
    let arrangement: SplitArrangement
    private var navigations: [SplitPlace: FakeNavigationController] = [:]
    private var placeholders: [SplitColumn: FakeViewController] = [:]
    /// What the host does when one of the split's navigation controllers shows another screen.
    var onDidShow: (@MainActor () -> Void)?

    init(hasSupplementaryColumn: Bool, name: String = "split", ui: FakeUIKit) {
        arrangement = SplitArrangement(hasSupplementaryColumn: hasSupplementaryColumn)
        super.init(style: hasSupplementaryColumn ? .tripleColumn : .doubleColumn, name, ui: ui)
        let places: [(SplitPlace, Column)] =
            [(.column(.sidebar), .primary), (.column(.detail), .secondary), (.compact, .compact)]
            + (hasSupplementaryColumn ? [(.column(.supplementary), .supplementary)] : [])
        for (place, column) in places {
            let navigation = ui.navigation("\(name) \(column)")
            navigation.onDidShow = { [weak self] in
                guard let self, self.stackDidShow() else { return }
                self.onDidShow?()
            }
            navigations[place] = navigation
            setViewController(navigation, for: column)
        }
        for column in SplitColumn.allCases { placeholders[column] = ui.controller("\(name) empty \(column)") }
        topColumnForCollapsing = { [weak self] proposed in
            self?.widthWillChange(collapsed: true)
            return proposed
        }
        didCollapse = { [weak self] in self?.widthDidChange(collapsed: true) }
        displayModeForExpanding = { [weak self] in self?.widthWillChange(collapsed: false) }
        didExpand = { [weak self] in self?.widthDidChange(collapsed: false) }
        traitsChanged = { [weak self] in self?.sizeClassChanged() }
        // As the host's `viewWillLayoutSubviews`: a collapse nobody told moves the screens.
        willLayoutSubviews = { [weak self] in self?.sizeClassChanged() }
    }

    /// The navigation controller of a place.
    func navigation(_ place: SplitPlace) -> FakeNavigationController? { navigations[place] }

    /// Where the user's Back lands: the compact stack when collapsed, else the last column
    /// with more than one screen.
    var navigationForBack: FakeNavigationController? {
        if isCollapsed { return navigations[.compact] }
        return columns.reversed().lazy.compactMap { self.navigations[.column($0)] }.first { $0.viewControllers.count > 1 }
    }

    // MARK: SplitContainer

    func stackContainer(in place: SplitPlace) -> (any StackContainer)? { navigations[place] }

    func setControllersAtOnce(_ controllers: [any ContainerController], in place: SplitPlace) {
        navigations[place]?.setViewControllers(controllers.compactMap { $0 as? FakeViewController }, animated: false)
    }

    func emptyColumnController(for column: SplitColumn) -> any ContainerController {
        placeholders[column]!
    }
}
