import Wayfinder

/// A route table in a file: the app's schemes and universal-link hosts, the web and system
/// allowlists, the tabs, and the routes, versioned so the format can grow.
///
/// ```json
/// {
///   "version": 1,
///   "schemes": ["shop"],
///   "universalLinkHosts": ["shop.example.com"],
///   "webFallback": { "screen": "web", "hosts": ["help.example.com"] },
///   "systemOpener": ["tel", "mailto"],
///   "tabs": [{ "id": "home", "screen": "home" }, { "id": "cart", "screen": "cart" }],
///   "routes": [
///     { "pattern": "/product/<int:id>", "screen": "product", "tab": "home",
///       "parent": "/category/<category>", "exposure": ["universal-link", "external"],
///       "description": "A product page" },
///     { "pattern": "/orders", "screen": "orders", "guards": ["signedIn"] },
///     { "pattern": "/logout", "action": "logout" },
///     { "pattern": "/p/<int:id>", "redirect": "/product/<id>" }
///   ]
/// }
/// ```
///
/// The DocC article "Manifest format" lists every key.
public struct Manifest: Sendable {
    /// The only version this release reads.
    public static let currentVersion = 1

    public var version: Int
    public var schemes: [String]
    public var universalLinkHosts: [String]
    public var webFallback: WebFallbackEntry?
    /// Schemes whose unmatched URLs may be handed to the system.
    public var systemOpenerSchemes: [String]
    /// Hosts `https` callback URLs may point to, beyond the app's own schemes.
    public var callbackHosts: [String]
    public var notFoundScreen: String?
    public var tabs: [TabDefinition]
    /// What the manifest says of the guards its routes name (their code is the app's).
    public var guards: [GuardEntry]
    public var routes: [Entry]
    /// The URLs the app's entry points send, by source (`"entries"`): what its notifications,
    /// widgets, Spotlight items and App Intents open, for `wayfinder lint` to check that each
    /// reaches a route exposed to its source.
    public var entryPoints: [EntryPoint] = []
    /// The file it was read from, for messages.
    public var file: String
    /// Whether the manifest is a fragment of a larger table (`"fragment": true`): a feature
    /// module's routes, merged with the app's other fragments by ``merging(_:file:)``. Its
    /// routes may name tabs another fragment declares.
    public var isFragment = false

    /// The web fallback: which screen shows web pages, for which hosts.
    public struct WebFallbackEntry: Sendable, Hashable {
        public var screen: String
        public var hosts: [String]
        public var presentation: Presentation
    }

    /// A guard the routes name: where its suspended work sends users (its sign-in route), so
    /// that `wayfinder lint` can see a guard that guards its own sign-in route, and other loops.
    ///
    /// ```json
    /// "guards": { "signedIn": { "sendsTo": "/login" } }
    /// ```
    public struct GuardEntry: Sendable, Hashable {
        public var name: String
        /// A URL or a path (`/login`); `nil` when the guard sends users nowhere.
        public var sendsTo: String?
        /// Where the guard's object starts in the file, if the format keeps positions.
        public var mark: SourceMark?
    }

    /// A URL an entry point sends, with its source.
    ///
    /// ```json
    /// "entries": { "widget": ["shop://cart"], "notification": ["/order/2b1f0c55-8e1a-4a5e-9d3c-0f6b2a1e7c44"] }
    /// ```
    public struct EntryPoint: Sendable, Hashable {
        /// Where the URL comes from.
        public var source: LinkSource
        /// The URL, or a path on the manifest's first scheme.
        public var url: String
        /// Where the URL is written, if the format keeps positions.
        public var mark: SourceMark?
        /// The file it was read from, when it differs from the manifest's (a merged
        /// fragment's), for messages.
        package var sourceFile: String? = nil
    }

    /// One route.
    public struct Entry: Sendable {
        public var pattern: String
        public var definition: RouteDefinition
        public var defaults: [String: String]
        public var description: String?
        /// Where the route's object starts in the file, if the format keeps positions.
        public var mark: SourceMark?
        /// Where the pattern's value starts (its opening quote, when quoted).
        public var patternMark: SourceMark?
        /// Where the pattern's text starts, for pointing at a column inside it.
        var patternTextMark: SourceMark?
        /// The route's index in the file's `routes`, which differs from its index in
        /// ``Manifest/routes`` when routes before it could not be read.
        var sourceIndex: Int?
        /// The name to build the route's URLs by (`router.url(named:parameters:)`), unique in
        /// the manifest.
        public var name: String? = nil
        /// Where the route's `tab` value is, for a fragment's tab that no fragment declares.
        var tabMark: SourceMark? = nil
        /// The file the route was read from, when it differs from the manifest's (a merged
        /// fragment's route), for messages.
        package var sourceFile: String? = nil
    }

    /// An empty manifest for a file name.
    public init(file: String = "<manifest>") {
        version = Self.currentVersion
        schemes = []
        universalLinkHosts = []
        webFallback = nil
        systemOpenerSchemes = []
        callbackHosts = []
        notFoundScreen = nil
        tabs = []
        guards = []
        routes = []
        self.file = file
    }
}
