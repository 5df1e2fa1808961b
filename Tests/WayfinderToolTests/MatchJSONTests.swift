import Testing

/// `wayfinder match --json`: one line per URL, keys in the order the issue gives:
/// url, matched, pattern, params, query, fragment, error.
@Suite("wayfinder match --json", .timeLimit(.minutes(5)))
struct MatchJSONTests {
    @Test("prints the issue's example line exactly")
    func issueExample() throws {
        let output = try runTool(["match", "--pattern", "shop://product/<int:id>", "--json", "shop://product/42?ref=home"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://product/42?ref=home", "matched": 0, "pattern": "shop://product/<int:id>", "params": {"id": "42"}, "query": {"ref": ["home"]}, "fragment": null, "error": null}

                        """#, status: 0))
    }

    @Test("names the matching pattern by its 0-based index, one line per URL in order")
    func severalPatternsAndURLs() throws {
        let output = try runTool([
            "match", "--json",
            "--pattern", "/product/<int:id>",
            "--pattern", "/product/<name>",
            "--pattern", "shop://cart",
            "shop://cart", "shop://product/7", "other://product/seven#top", "shop://basket?x=1",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://cart", "matched": 2, "pattern": "shop://cart", "params": {}, "query": {}, "fragment": null, "error": null}
                        {"url": "shop://product/7", "matched": 0, "pattern": "/product/<int:id>", "params": {"id": "7"}, "query": {}, "fragment": null, "error": null}
                        {"url": "other://product/seven#top", "matched": 1, "pattern": "/product/<name>", "params": {"name": "seven"}, "query": {}, "fragment": "top", "error": null}
                        {"url": "shop://basket?x=1", "matched": null, "pattern": null, "params": {}, "query": {"x": ["1"]}, "fragment": null, "error": null}

                        """#, status: 0))
    }

    @Test("an unmatched URL still reports its query and fragment, and the run exits 0")
    func unmatched() throws {
        let output = try runTool([
            "match", "--json", "--pattern", "/product/<int:id>",
            "shop://product/forty-two?ref=mail#reviews", "shop://product/42/extra", "shop://product",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://product/forty-two?ref=mail#reviews", "matched": null, "pattern": null, "params": {}, "query": {"ref": ["mail"]}, "fragment": "reviews", "error": null}
                        {"url": "shop://product/42/extra", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": null}
                        {"url": "shop://product", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": null}

                        """#, status: 0))
    }

    @Test("a refused URL reports why and where in \"error\", and the run still exits 0")
    func refused() throws {
        let output = try runTool([
            "match", "--json", "--pattern", "/product/<int:id>",
            "shop://product/%ZZ", "product/42", "shop://product/%E2%28", "shop://product/%0A", "", "shop://product/1",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://product/%ZZ", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": "'%' must be followed by two hexadecimal digits (at byte 15)"}
                        {"url": "product/42", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": "the URL has no scheme; expected something like 'app://' (at byte 0)"}
                        {"url": "shop://product/%E2%28", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": "percent-encoded bytes do not form valid UTF-8 (at byte 15)"}
                        {"url": "shop://product/%0A", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": "a percent-encoded control character is not allowed here (at byte 15)"}
                        {"url": "", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": "the URL is empty (at byte 0)"}
                        {"url": "shop://product/1", "matched": 0, "pattern": "/product/<int:id>", "params": {"id": "1"}, "query": {}, "fragment": null, "error": null}

                        """#, status: 0))
    }

    @Test("a repeated query name keeps every value in order; a bare name has an empty value")
    func repeatedQueryNames() throws {
        let output = try runTool([
            "match", "--json", "--pattern", "/search",
            "shop://search?tag=red&flag&tag=blue&a=b=c&tag=&empty=#",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://search?tag=red&flag&tag=blue&a=b=c&tag=&empty=#", "matched": 0, "pattern": "/search", "params": {}, "query": {"tag": ["red", "blue", ""], "flag": [""], "a": ["b=c"], "empty": [""]}, "fragment": "", "error": null}

                        """#, status: 0))
    }

    @Test("a rest capture's value is its decoded segments joined with '/'; ** captures nothing")
    func restCaptures() throws {
        let output = try runTool([
            "match", "--json", "--pattern", "/files/<path:rest>", "--pattern", "/any/**",
            "shop://files/a/b%20c//d/", "shop://files/one", "shop://files", "shop://any/x/y",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://files/a/b%20c//d/", "matched": 0, "pattern": "/files/<path:rest>", "params": {"rest": "a/b c/d"}, "query": {}, "fragment": null, "error": null}
                        {"url": "shop://files/one", "matched": 0, "pattern": "/files/<path:rest>", "params": {"rest": "one"}, "query": {}, "fragment": null, "error": null}
                        {"url": "shop://files", "matched": null, "pattern": null, "params": {}, "query": {}, "fragment": null, "error": null}
                        {"url": "shop://any/x/y", "matched": 1, "pattern": "/any/**", "params": {}, "query": {}, "fragment": null, "error": null}

                        """#, status: 0))
    }

    @Test("prints the canonical pattern, and params in pattern order, only those the URL has")
    func canonicalPatternAndParameterOrder() throws {
        let output = try runTool([
            "match", "--json", "--pattern", "SHOP://Shelf/:zone/<string:aisle>[/<int:bin>]",
            "shop://shelf/z9/a%2F1", "shop://shelf/z9/a1/3",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://shelf/z9/a%2F1", "matched": 0, "pattern": "shop://shelf/<zone>/<aisle>[/<int:bin>]", "params": {"zone": "z9", "aisle": "a/1"}, "query": {}, "fragment": null, "error": null}
                        {"url": "shop://shelf/z9/a1/3", "matched": 0, "pattern": "shop://shelf/<zone>/<aisle>[/<int:bin>]", "params": {"zone": "z9", "aisle": "a1", "bin": "3"}, "query": {}, "fragment": null, "error": null}

                        """#, status: 0))
    }

    @Test("escapes quotes, backslashes and control characters; keeps other Unicode as is")
    func escaping() throws {
        let output = try runTool([
            "match", "--json", "--pattern", "/caf%C3%A9/<name>",
            #"shop://caf%C3%A9/%22x%5C?q=a%0Ab%09%7F&z=%E2%80%A8#%E6%97%A5"#,
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://caf%C3%A9/%22x%5C?q=a%0Ab%09%7F&z=%E2%80%A8#%E6%97%A5", "matched": 0, "pattern": "/café/<name>", "params": {"name": "\"x\\"}, "query": {"q": ["a\nb\t\u007f"], "z": ["\u2028"]}, "fragment": "日", "error": null}

                        """#, status: 0))
    }
}
