/// The codes of the problems a navigator's `validate()` finds beyond the router's.
extension ErrorCode {
    /// A route names a screen the catalog does not have (a tab or fallback, with its key).
    public static let unknownScreen = Self("unknownScreen")
    /// A route names an action the catalog does not have.
    public static let unknownAction = Self("unknownAction")
    /// A route names a guard the navigator is not configured with; the route never opens: a
    /// request for it is rejected with this code.
    public static let unknownGuard = Self("unknownGuard")
    /// A route's parent template does not fill from the route's values, or leads to no screen
    /// route.
    public static let unreachableParent = Self("unreachableParent")
    /// Parent templates lead around in a loop.
    public static let parentLoop = Self("parentLoop")
    /// A redirect within the app does not fill from the route's values, or leads to no route.
    public static let unreachableRedirect = Self("unreachableRedirect")
    /// A route to its tab's own root screen has settings that never take effect.
    public static let ignoredTabRouteSettings = Self("ignoredTabRouteSettings")
    /// A route is exposed to outside sources that can never reach it.
    public static let unreachableExposure = Self("unreachableExposure")
    /// Guards send users to routes they guard, in a loop, or to no route at all. A request is
    /// rejected with this code when a guard suspended a request that its own suspended work
    /// made, or guards suspended requests deeper than the redirect limit.
    public static let guardLoop = Self("guardLoop")
    /// A route's parent chain does not fit the split view columns it names: a parent shows in a
    /// column after its child's, or no parent leads to a sidebar route.
    public static let columnOrder = Self("columnOrder")
    /// A sidebar route does not fit the app's tabs: it names no tab (a split view is one tab's
    /// content, and a sidebar that holds the tabs is not supported), or its tab's root screen
    /// shows in no sidebar, so that the tab is no split view.
    public static let splitViewTabs = Self("splitViewTabs")
}
