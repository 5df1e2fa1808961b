/// Manifests for the commands that read one; the tests write them into a temporary
/// directory.
enum CommandFixtures {
    /// A small shop: tabs, a parent, a typed capture beside a literal and a string capture,
    /// an optional tail, a rest capture, guards, an action that asks for confirmation, a
    /// redirect, and a route that names its scheme.
    static let shop = #"""
        {
          "version": 1,
          "schemes": ["shop"],
          "universalLinkHosts": ["shop.example.com"],
          "webFallback": { "screen": "web", "hosts": ["help.example.com"] },
          "systemOpener": ["tel"],
          "notFoundScreen": "notFound",
          "tabs": [
            { "id": "home", "screen": "home", "title": "Home" },
            { "id": "catalog", "screen": "catalog", "title": "Shop" }
          ],
          "routes": [
            { "pattern": "/", "screen": "home", "tab": "home", "exposure": "everywhere",
              "description": "The home tab" },
            { "pattern": "/category/<category>", "screen": "category", "tab": "catalog",
              "exposure": "everywhere" },
            { "pattern": "/product/<int:id>", "screen": "product", "tab": "catalog",
              "parent": "/category/<category>", "defaults": { "category": "all" },
              "exposure": ["universal-link", "external"], "description": "A product page" },
            { "pattern": "/product/new", "screen": "newProduct", "guards": ["staff"] },
            { "pattern": "/product/<slug>", "screen": "productBySlug" },
            { "pattern": "/search[/<query>]", "screen": "search", "tab": "catalog",
              "exposure": ["universal-link"] },
            { "pattern": "/order/<uuid:order>", "screen": "order", "guards": ["signedIn"],
              "exposure": ["notification"] },
            { "pattern": "/login", "screen": "login", "presentation": "present-in-stack",
              "style": "full-screen" },
            { "pattern": "/help/<path:topic>", "screen": "help", "exposure": "everywhere" },
            { "pattern": "/coupon/<code>", "action": "applyCoupon", "exposure": ["external"],
              "externalActions": "confirm", "description": "Apply a coupon | save" },
            { "pattern": "/p/<int:id>", "redirect": "/product/<id>", "exposure": "everywhere" },
            { "pattern": "shop://cart", "screen": "cart" }
          ]
        }
        """#

    /// No tabs: the first screen opened becomes the root.
    static let noTabs = #"""
        version: 1
        schemes: [notes]
        routes:
          - pattern: /notes
            screen: notes
          - pattern: /note/<int:id>
            screen: note
            parent: /notes
            exposure: [external]
          - pattern: /note/<int:id>/share
            screen: share
            presentation: present
        """#

    /// A route exposed to universal links whose pattern names a scheme, and one whose
    /// literal has an asterisk: neither has an association-file form.
    static let notConvertible = #"""
        {
          "version": 1,
          "schemes": ["shop"],
          "universalLinkHosts": ["shop.example.com"],
          "routes": [
            { "pattern": "/ok", "screen": "ok", "exposure": ["universal-link"] },
            { "pattern": "shop://cart", "screen": "cart", "exposure": ["universal-link"] },
            { "pattern": "https://shop.example.com/deals", "screen": "deals", "exposure": "everywhere" },
            { "pattern": "/sale/50%2A", "screen": "sale", "exposure": ["universal-link"] }
          ]
        }
        """#

    /// Nothing is exposed to universal links, and no universal-link hosts are listed.
    static let internalOnly = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/a", "screen": "a", "exposure": ["external"] }
          ]
        }
        """#

    /// Routes exposed to universal links without universal-link hosts.
    /// A mail app whose stack is a split view: mailboxes, a mailbox, a message.
    static let mail = #"""
        {
          "version": 1,
          "schemes": ["mail"],
          "routes": [
            {"pattern": "/mail", "screen": "mailboxes", "presentation": "set-root", "column": "sidebar"},
            {"pattern": "/mail/<box>", "screen": "inbox", "parent": "/mail", "column": "supplementary"},
            {"pattern": "/mail/<box>/<int:id>", "screen": "message", "parent": "/mail/<box>", "column": "detail"},
            {"pattern": "/attachment/<int:id>", "screen": "attachment"}
          ]
        }
        """#

    static let noHosts = #"""
        {
          "version": 1,
          "routes": [
            { "pattern": "/a/<int:id>", "screen": "a", "exposure": ["universal-link"] }
          ]
        }
        """#
}
