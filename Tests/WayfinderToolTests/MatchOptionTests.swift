import Testing

/// The router configuration options of `wayfinder match`.
@Suite("wayfinder match options", .timeLimit(.minutes(5)))
struct MatchOptionTests {
    @Test("without --scheme every custom scheme is accepted, but not http(s) or code-carrying schemes")
    func everyCustomSchemeByDefault() throws {
        let output = try runTool([
            "match", "--json", "--pattern", "/product/<int:id>",
            "shop://product/1", "Other-App://product/2", "https://shop.example.com/product/3", "javascript://product/4",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://product/1", "matched": 0, "pattern": "/product/<int:id>", "params": {"id": "1"}, "query": {}, "fragment": null, "error": null}
                        {"url": "Other-App://product/2", "matched": 0, "pattern": "/product/<int:id>", "params": {"id": "2"}, "query": {}, "fragment": null, "error": null}
                        {"url": "https://shop.example.com/product/3", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": null}
                        {"url": "javascript://product/4", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": null}

                        """#, status: 0))
    }

    @Test("--scheme limits patterns without a scheme to the listed schemes; a pattern naming a scheme keeps it")
    func schemes() throws {
        let output = try runTool([
            "match", "--json", "--scheme", "shop", "--scheme", "Shop-Beta",
            "--pattern", "/product/<int:id>", "--pattern", "other://cart",
            "SHOP://product/1", "shop-beta://product/2", "other://product/3", "other://cart",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "SHOP://product/1", "matched": 0, "pattern": "/product/<int:id>", "params": {"id": "1"}, "query": {}, "fragment": null, "error": null}
                        {"url": "shop-beta://product/2", "matched": 0, "pattern": "/product/<int:id>", "params": {"id": "2"}, "query": {}, "fragment": null, "error": null}
                        {"url": "other://product/3", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": null}
                        {"url": "other://cart", "matched": 1, "pattern": "other://cart", "params": {}, "query": {}, "fragment": null, "error": null}

                        """#, status: 0))
    }

    @Test(
        "--universal-link-host matches https links from that host by path, on the default port; other hosts and ports do not match"
    )
    func universalLinkHosts() throws {
        let output = try runTool([
            "match", "--json", "--universal-link-host", "shop.example.com", "--universal-link-host", "*.shop.test",
            "--pattern", "/product/<int:id>",
            "https://shop.example.com/product/1?ref=ad", "https://SHOP.example.com:443/product/2",
            "https://eu.shop.test/product/3", "https://shop.test/product/4", "https://evil.example.net/product/5",
            "shop://product/6",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "https://shop.example.com/product/1?ref=ad", "matched": 0, "pattern": "/product/<int:id>", "params": {"id": "1"}, "query": {"ref": ["ad"]}, "fragment": null, "error": null}
                        {"url": "https://SHOP.example.com:443/product/2", "matched": 0, "pattern": "/product/<int:id>", "params": {"id": "2"}, "query": {}, "fragment": null, "error": null}
                        {"url": "https://eu.shop.test/product/3", "matched": 0, "pattern": "/product/<int:id>", "params": {"id": "3"}, "query": {}, "fragment": null, "error": null}
                        {"url": "https://shop.test/product/4", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": null}
                        {"url": "https://evil.example.net/product/5", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": null}
                        {"url": "shop://product/6", "matched": 0, "pattern": "/product/<int:id>", "params": {"id": "6"}, "query": {}, "fragment": null, "error": null}

                        """#, status: 0))
    }

    @Test(
        "the path compares case-sensitively unless --case-insensitive-path; the host never does",
        arguments: [false, true])
    func caseInsensitivePath(_ insensitive: Bool) throws {
        let output = try runTool(
            ["match", "--json", "--pattern", "/help/Topics/<name>"]
                + (insensitive ? ["--case-insensitive-path"] : [])
                + ["shop://HELP/Topics/Login", "shop://help/TOPICS/Login"])
        let second =
            insensitive
            ? #"{"url": "shop://help/TOPICS/Login", "matched": 0, "pattern": "/help/Topics/<name>", "params": {"name": "Login"}, "query": {}, "fragment": null, "error": null}"#
            : #"{"url": "shop://help/TOPICS/Login", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": null}"#
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://HELP/Topics/Login", "matched": 0, "pattern": "/help/Topics/<name>", "params": {"name": "Login"}, "query": {}, "fragment": null, "error": null}
                        \#(second)

                        """#, status: 0))
    }

    @Test(
        "'+' in the query is a plus unless --plus-as-space; '%2B' and the path's '+' stay '+'",
        arguments: [false, true])
    func plusAsSpace(_ plusAsSpace: Bool) throws {
        let output = try runTool(
            ["match", "--json", "--pattern", "/search/<term>"]
                + (plusAsSpace ? ["--plus-as-space"] : [])
                + ["shop://search/a+b?q=red+shoes&sum=1%2B1&the+name=x#c+d"])
        let query =
            plusAsSpace
            ? #"{"q": ["red shoes"], "sum": ["1+1"], "the name": ["x"]}"#
            : #"{"q": ["red+shoes"], "sum": ["1+1"], "the+name": ["x"]}"#
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://search/a+b?q=red+shoes&sum=1%2B1&the+name=x#c+d", "matched": 0, "pattern": "/search/<term>", "params": {"term": "a+b"}, "query": \#(query), "fragment": "c+d", "error": null}

                        """#, status: 0))
    }

    @Test("an unmatched URL's query is read with --plus-as-space too")
    func plusAsSpaceWhenUnmatched() throws {
        let output = try runTool(["match", "--json", "--plus-as-space", "--pattern", "/a", "shop://b?q=x+y"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://b?q=x+y", "matched": null, "pattern": null, "params": {}, "query": {"q": ["x y"]}, "fragment": null, "error": null}

                        """#, status: 0))
    }
}
