/// Small manifests for `wayfinder lint`, each with one kind of problem; the tests write them
/// into a temporary directory.
enum LintFixtures {
    static let clean = #"""
        {
          "version": 1,
          "schemes": ["shop"],
          "routes": [
            { "pattern": "/product/<int:id>", "screen": "product" }
          ]
        }
        """#

    static let invalidJSON = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/a", "screen": "a", }
          ]
        }
        """#

    static let wrongVersion = #"""
        {
          "version": 2,
          "routes": []
        }
        """#

    static let unknownKeys = #"""
        {
          "version": 1,
          "tabz": [],
          "routes": [
            { "pattern": "/a", "screen": "a", "descripton": "A" }
          ]
        }
        """#

    static let missingPattern = #"""
        {
          "version": 1,
          "routes": [
            { "screen": "a" }
          ]
        }
        """#

    static let twoTargets = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/a", "screen": "a", "action": "go" }
          ]
        }
        """#

    static let badPresentation = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/a", "screen": "a", "presentation": "sheet" }
          ]
        }
        """#

    static let badStyle = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/a", "screen": "a", "presentation": "present", "style": "drawer" }
          ]
        }
        """#

    static let badExposure = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/a", "screen": "a", "exposure": ["external", "web"] }
          ]
        }
        """#

    static let badExternalActions = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/a", "action": "go", "externalActions": "sometimes" }
          ]
        }
        """#

    static let unknownTab = #"""
        {
          "version": 1,
          "tabs": [{ "id": "home", "screen": "home" }],
          "routes": [
            { "pattern": "/a", "screen": "a", "tab": "settings" }
          ]
        }
        """#

    static let invalidPattern = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/product/<int:>", "screen": "product" }
          ]
        }
        """#

    /// A plain and a quoted scalar: the caret lands inside the pattern either way.
    static let invalidPatternYAML = #"""
        version: 1
        routes:
          - pattern: /product/<int:>
            screen: product
          - pattern: "/search[/<query>"
            screen: search
        """#

    static let conflict = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/user/<id>", "screen": "user" },
            { "pattern": "/user/:name", "screen": "member" }
          ]
        }
        """#

    static let shadowed = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/files/<path:rest>", "screen": "files" },
            { "pattern": "/files/**", "screen": "browser" }
          ]
        }
        """#

    /// Routes that a bad route before them would renumber, if the loader counted only the
    /// routes it could read.
    static let problemsAfterABadRoute = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/a", "screen": "a", "presentation": "sheet" },
            { "pattern": "/user/<id>", "screen": "user" },
            { "pattern": "/user/:name", "screen": "member" },
            { "pattern": "/p/<int:>", "screen": "p" }
          ]
        }
        """#

    /// One route for each rule about routes that load but that no link reaches as written.
    static let unreachable = #"""
        {
          "version": 1,
          "schemes": ["shop"],
          "tabs": [{ "id": "home", "screen": "home" }],
          "routes": [
            { "pattern": "/home/<section>", "screen": "home", "tab": "home" },
            { "pattern": "/product/<int:id>", "screen": "product", "parent": "/category/<category>" },
            { "pattern": "/order/<uuid:id>", "screen": "order", "parent": "/orderz" },
            { "pattern": "/a", "screen": "a", "parent": "/logout" },
            { "pattern": "/b", "screen": "b", "parent": "/c" },
            { "pattern": "/c", "screen": "c", "parent": "/b" },
            { "pattern": "/logout", "action": "logout", "exposure": ["external"] },
            { "pattern": "/w", "screen": "w", "exposure": ["universal-link"] },
            { "pattern": "shop://cart", "screen": "cart", "exposure": "everywhere" },
            { "pattern": "/p/<int:id>", "redirect": "/prodcut/<id>" },
            { "pattern": "/q/<int:id>", "redirect": "/product/<sku>" }
          ]
        }
        """#

    /// The same shapes written so that every link reaches its route: no warning.
    static let reachable = #"""
        {
          "version": 1,
          "schemes": ["shop"],
          "universalLinkHosts": ["shop.example.com"],
          "tabs": [{ "id": "home", "screen": "home" }],
          "routes": [
            { "pattern": "/", "screen": "home", "tab": "home" },
            { "pattern": "/category/<category>", "screen": "category", "tab": "home" },
            { "pattern": "/product/<int:id>", "screen": "product", "parent": "/category/<category>",
              "defaults": { "category": "all" } },
            { "pattern": "/logout", "action": "logout", "exposure": ["external"], "externalActions": "confirm" },
            { "pattern": "/w", "screen": "w", "exposure": ["universal-link"] },
            { "pattern": "/p/<int:id>", "redirect": "/product/<id>" },
            { "pattern": "/help", "redirect": "https://help.example.org/" }
          ]
        }
        """#
}
