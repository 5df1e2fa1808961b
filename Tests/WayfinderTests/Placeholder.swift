import Testing
@testable import Wayfinder
@testable import WayfinderRouting

@Test func smoke() throws {
    let router = Router<Int>(configuration: .init(universalLinkHosts: ["shop.example.com"]))
    try router.register("shop://product/<int:id>", to: 7)
    try router.register("/product/<name>", to: 8)
    try router.register("/files/<path:rest>", to: 9)
    try router.register("shop://search[/<query>]", to: 10)
    let m = try #require(router.match("shop://product/42?ref=home&ref=x#frag"))
    #expect(m.target == 7)
    #expect(m.parameters.get("id", as: Int.self) == 42)
    #expect(m.query.values(for: "ref") == ["home", "x"])
    #expect(m.fragment == "frag")
    #expect(router.match("shop://product/abc")?.target == 8)
    #expect(router.match("https://shop.example.com/product/abc")?.target == 8)
    #expect(router.match("https://SHOP.example.com:443/product/abc")?.parameters["name"] == "abc")
    #expect(router.match("https://other.com/product/abc") == nil)
    #expect(router.match("other://PRODUCT/abc")?.target == 8)
    #expect(router.match("x://files/a/b%2Fc//d/")?.parameters.segments("rest") == ["a", "b/c", "d"])
    #expect(router.match("shop://search")?.target == 10)
    #expect(router.match("shop://search/shoes")?.parameters["query"] == "shoes")
    #expect(throws: RouterError.self) { try router.register("/product/:other", to: 1) }
    print(try RoutePattern("shop://search[/<query>][/x[/<int:y>]]").description)
    do { _ = try RoutePattern("shop://product/<int:>") } catch { print(error.diagnostic(file: "<pattern 1>")) }
}

@Test func validateSmoke() throws {
    for d in Router<Void>.validate(patterns: ["/x/<name>", "/x/*", "/user/<id>", "/user/:name", "/f/<path:p>", "/f/**", "/a/<b", "/y/*/z", "/y/<n>/q"]) { print(d) }
    let router = Router<Int>(configuration: .init(schemes: ["shop"]))
    let id = try router.register("/product/<int:id>[/<tab>]", to: 1)
    print(try router.url(for: id, parameters: ["id": "42"]), try router.url(for: id, parameters: ["id": "42", "tab": "a b/c"]))
    let id2 = try router.register("/files/<path:p>", to: 2)
    print(try router.url(for: id2, parameters: ["p": "a/b c/d"], query: [.init(name: "q", value: "x&y")]))
}
