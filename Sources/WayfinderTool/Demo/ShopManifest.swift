// swift-format-ignore-file
// (The manifest below is Examples/shop.json, byte for byte.)
/// The example shop's manifest, the same text as `Examples/shop.json` (a test keeps the two
/// identical), embedded so that `wayfinder demo` runs anywhere.
enum ShopManifest {
    static let fileName = "Examples/shop.json"

    static let json = #"""
{
  "version": 1,
  "schemes": ["shop"],
  "universalLinkHosts": ["shop.example.com"],
  "webFallback": { "screen": "web", "hosts": ["help.shop.example.com", "*.shop-blog.example"] },
  "systemOpener": ["tel", "mailto"],
  "callbackHosts": ["partner.example.com"],
  "notFoundScreen": "notFound",
  "tabs": [
    { "id": "home", "screen": "home", "title": "Home" },
    { "id": "catalog", "screen": "catalog", "title": "Shop" },
    { "id": "cart", "screen": "cart", "title": "Cart" },
    { "id": "account", "screen": "account", "title": "Account" }
  ],
  "routes": [
    { "pattern": "/", "screen": "home", "tab": "home", "exposure": "everywhere",
      "description": "The home tab" },
    { "pattern": "/catalog", "screen": "catalog", "tab": "catalog", "column": "sidebar",
      "exposure": "everywhere", "description": "The catalog tab: the categories, in a split view's sidebar" },
    { "pattern": "/category/<category>", "screen": "category", "tab": "catalog", "parent": "/catalog",
      "column": "supplementary", "exposure": "everywhere", "description": "Products in one category" },
    { "pattern": "/product/<int:id>", "screen": "product", "tab": "catalog",
      "parent": "/category/<category>",
      "exposure": ["universal-link", "external", "notification", "spotlight", "handoff"],
      "activityType": "com.example.shop.product", "defaults": { "category": "all" }, "column": "detail",
      "publicParameters": ["id"], "description": "A product page" },
    { "pattern": "/search[/<query>]", "screen": "search", "tab": "catalog",
      "exposure": ["universal-link", "external"], "description": "Search, optionally with a query" },
    { "pattern": "/cart", "screen": "cart", "tab": "cart", "exposure": "everywhere",
      "description": "The cart tab" },
    { "pattern": "/checkout", "screen": "checkout", "tab": "cart", "guards": ["signedIn"],
      "description": "Checkout; needs a signed-in customer" },
    { "pattern": "/orders", "screen": "orders", "tab": "account", "guards": ["signedIn"],
      "exposure": ["universal-link", "notification"], "description": "Order history" },
    { "pattern": "/order/<uuid:order>", "screen": "order", "tab": "account", "parent": "/orders",
      "guards": ["signedIn"], "exposure": ["universal-link", "notification"],
      "description": "One order's status" },
    { "pattern": "/login", "screen": "login", "presentation": "present-in-stack",
      "detents": ["medium", "large"], "description": "Sign in; hands back whether it succeeded" },
    { "pattern": "/login/magic", "screen": "magicLogin", "exposure": ["universal-link"], "signed": ["token"],
      "description": "A magic sign-in link; opens only as the shop's server signed it" },
    { "pattern": "/cart/summary", "screen": "cartSummary", "presentation": "present",
      "style": "popover", "anchor": "cartSummaryButton",
      "description": "The cart's totals, in a popover at the cart's Summary button" },
    { "pattern": "/address/pick", "screen": "addressPicker", "presentation": "present-in-stack",
      "style": "full-screen", "description": "Pick a delivery address; hands it back" },
    { "pattern": "/admin/<path:section>", "screen": "admin",
      "description": "Staff tools; never reachable from outside" },
    { "pattern": "/coupon/<code>", "action": "applyCoupon", "exposure": ["external"],
      "externalActions": "confirm", "description": "Apply a coupon; outside links must confirm" },
    { "pattern": "/logout", "action": "logout", "description": "Sign out" },
    { "pattern": "/p/<int:id>", "redirect": "/product/<id>", "exposure": "everywhere",
      "description": "Short product links" }
  ],
  "entries": {
    "notification": ["/order/2b1f0c55-8e1a-4a5e-9d3c-0f6b2a1e7c44", "/orders"],
    "widget": ["/cart", "/category/shoes"],
    "spotlight": ["/product/42"],
    "handoff": ["/product/42"],
    "app-intent": ["/cart"]
  }
}
"""#
}
