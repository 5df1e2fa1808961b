/// The codes of the requests a navigator drops, with ``NavigationError``, and of the actions
/// a navigation state cannot take. They extend the one list of codes the router began: a
/// code names one kind of problem wherever it is found.
extension ErrorCode {
    // A request the navigator dropped.

    /// The URL was refused while reading it: too long, control characters, bad escapes.
    public static let invalidURL = Self("invalidURL")
    /// The URL's scheme carries code or local data (`javascript:`, `data:`, `file:`...).
    public static let forbiddenScheme = Self("forbiddenScheme")
    /// The same link came from the same source within
    /// ``NavigatorConfiguration/repeatedLinkWindow``: the first delivery opens it, this one
    /// opens nothing.
    public static let repeatedLink = Self("repeatedLink")
    /// The route takes signed links only (``RouteDefinition/signed``) and the link from
    /// outside has no signature, or lacks part of one.
    public static let unsignedLink = Self("unsignedLink")
    /// A signed link's signature does not match it: tampered, truncated, signed with a key the
    /// app does not have (or no longer has), a parameter it covers given twice, or an expiry
    /// further ahead than the route allows.
    public static let badSignature = Self("badSignature")
    /// A signed link's expiry has passed, or a link waited in a ``/Wayfinder/LinkInbox`` longer
    /// than its lifetime before a window took it.
    public static let linkExpired = Self("linkExpired")
    /// A signed link's nonce was used already (or the nonce store did not answer in time).
    public static let linkReplayed = Self("linkReplayed")
    /// A signing key is shorter than ``SignedLinks/minimumKeyLength`` bytes, or its id is
    /// empty or too long.
    public static let invalidSigningKey = Self("invalidSigningKey")
    /// An interceptor or guard rejected the request.
    public static let interceptor = Self("interceptor")
    /// An interceptor took longer than the configured timeout.
    public static let interceptorTimedOut = Self("interceptorTimedOut")
    /// The route is not exposed to the source a saved state came from
    /// (``Navigator/restore(savedState:from:)``). A link from outside gets
    /// ``NavigationOutcome/Kind/notFound`` instead, as for a route that does not exist.
    public static let notExposed = Self("notExposed")
    /// The route's `shouldOpen` said no.
    public static let refusedByRoute = Self("refusedByRoute")
    /// Redirects came back to a URL already visited.
    public static let redirectLoop = Self("redirectLoop")
    /// More redirects than the configured maximum.
    public static let tooManyRedirects = Self("tooManyRedirects")
    /// A callback parameter points somewhere not on the allowlist.
    public static let disallowedCallback = Self("disallowedCallback")
    /// The app's confirmation step declined an action from outside.
    public static let confirmationDeclined = Self("confirmationDeclined")
    /// The route names a screen or action the catalog does not have.
    public static let unknownTarget = Self("unknownTarget")
    /// The action's handler threw.
    public static let actionFailed = Self("actionFailed")
    /// The navigation does not fit the current state.
    public static let invalidNavigation = Self("invalidNavigation")
    /// A screen's leave guard (``Navigator/setLeaveGuard(for:_:)``) kept it: the change that
    /// would have removed it was not made. ``NavigationError/screen`` names the screen.
    public static let leaveDenied = Self("leaveDenied")
    /// A screen's leave guard did not answer within
    /// ``NavigatorConfiguration/leaveGuardTimeout``: the screen stays, as when it denies.
    public static let leaveGuardTimedOut = Self("leaveGuardTimedOut")
    /// The state changed while leave guards decided (a link, another request), so that the
    /// change they allowed would now remove a screen nobody was asked about (a link's new sheet)
    /// or keep a screen a guard let go: the request ended without changing anything, and the
    /// caller may ask again on the new state.
    public static let leaveOutdated = Self("leaveOutdated")
    /// The platform refused to show the navigation, even when the host rebuilt it.
    public static let hostRefused = Self("hostRefused")
    /// The host did not finish showing the change within
    /// ``NavigatorConfiguration/transitionTimeout``: the navigator took what it shows as the
    /// truth, and the screen the request opened is not among it (or nothing changed, when the
    /// host never became ready).
    public static let transitionTimedOut = Self("transitionTimedOut")
    /// A link that waited and was opened again (``/Wayfinder/Navigator/ready(_:)``) must wait
    /// for another condition, for which a link that arrived after it waits already: the newer
    /// link is kept, and this one is dropped.
    public static let linkSuperseded = Self("linkSuperseded")
    /// The app's code that claims a link from before the install threw; the error is the
    /// cause (``/Wayfinder/Navigator/openDeferredLink(from:within:rememberingIn:key:claim:)``).
    public static let claimFailed = Self("claimFailed")
    /// The app's code that claims a link from before the install did not answer in time.
    public static let claimTimedOut = Self("claimTimedOut")
    /// A restoration came after a link had made the window's root (on a cold start, the link's
    /// `onOpenURL` before the restoring `.task`): the saved state is not restored over the
    /// link's screen. Or a link claimed from before the install came after a link from outside
    /// (``/Wayfinder/Navigator/openDeferredLink(from:within:rememberingIn:key:claim:)``): it
    /// does not open over the user's own link.
    public static let linkOpenedFirst = Self("linkOpenedFirst")
    /// The task awaiting the request was cancelled: the request was taken out of line, or
    /// stopped where it waited (a guard's suspended work, the host), and changed nothing
    /// after that.
    public static let cancelled = Self("cancelled")
    /// A link waited longer than ``NavigatorConfiguration/rootWaitLimit`` for the app to
    /// show a root.
    public static let noRoot = Self("noRoot")
    /// The screen opened with ``Navigator/open(_:context:expecting:)-(String,_,_)`` finished with a
    /// value of another type than expected; the message names both types.
    public static let resultTypeMismatch = Self("resultTypeMismatch")

    // An action that does not fit the state. The navigator rejects such a request with
    // ``invalidNavigation``, whose ``NavigationError/underlyingError`` has one of these.

    /// The window is empty, so there is nothing to pop, select or dismiss.
    public static let emptyWindow = Self("emptyWindow")
    /// The topmost screen is not in a stack.
    public static let noStack = Self("noStack")
    /// More screens were to be popped than stand above the stack's root.
    public static let notEnoughScreens = Self("notEnoughScreens")
    /// More modals were to be dismissed than are presented.
    public static let notEnoughModals = Self("notEnoughModals")
    /// The root is not a tab bar.
    public static let noTabs = Self("noTabs")
    /// No tab has the requested id.
    public static let unknownTab = Self("unknownTab")
    /// No screen with the requested id or key is where it was looked for.
    public static let screenNotFound = Self("screenNotFound")
    /// A count was zero or negative.
    public static let invalidCount = Self("invalidCount")
    /// The screen to close is the root of the window or of a tab's stack, which stays.
    public static let rootCannotClose = Self("rootCannotClose")
}
