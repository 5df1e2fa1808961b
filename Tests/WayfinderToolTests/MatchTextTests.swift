import Testing

/// `wayfinder match` without `--json`: the same findings, for a person to read.
@Suite("wayfinder match, text output", .timeLimit(.minutes(5)))
struct MatchTextTests {
    @Test("prints each URL, then what matched, its parameters, query values and fragment")
    func matchedUnmatchedAndRefused() throws {
        let output = try runTool([
            "match", "--pattern", "/product/<int:id>", "--pattern", "/files/<path:rest>",
            "shop://product/42?ref=home&ref=mail&flag#reviews",
            "shop://files/a/b%20c",
            "shop://nowhere?x=1#top",
            "shop://product/%ZZ",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: """
                        shop://product/42?ref=home&ref=mail&flag#reviews
                          matched   pattern 0: /product/<int:id>
                          param     id = 42
                          query     ref = home
                          query     ref = mail
                          query     flag =\u{20}
                          fragment  reviews
                        shop://files/a/b%20c
                          matched   pattern 1: /files/<path:rest>
                          param     rest = a/b c
                        shop://nowhere?x=1#top
                          no match
                          query     x = 1
                          fragment  top
                        shop://product/%ZZ
                          refused   '%' must be followed by two hexadecimal digits (at byte 15)

                        """, status: 0))
    }

    @Test("control characters in decoded values are escaped, so a value cannot fake a line")
    func controlCharactersAreEscaped() throws {
        let output = try runTool([
            "match", "--pattern", "/a",
            "shop://a?q=1%0A%20%20matched%20%20%20pattern%209:%20/admin&t%09ab=%0D%7F%E2%80%A8#%09end",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://a?q=1%0A%20%20matched%20%20%20pattern%209:%20/admin&t%09ab=%0D%7F%E2%80%A8#%09end
                          matched   pattern 0: /a
                          query     q = 1\n  matched   pattern 9: /admin
                          query     t\tab = \r\u{7F}\u{2028}
                          fragment  \tend

                        """#, status: 0))
    }

    @Test("non-ASCII text is printed as it is")
    func unicode() throws {
        let output = try runTool(["match", "--pattern", "/tag/<name>", "shop://tag/%E6%97%A5%E6%9C%AC?q=caf%C3%A9"])
        #expect(
            output
                == ToolOutput(
                    stdout: """
                        shop://tag/%E6%97%A5%E6%9C%AC?q=caf%C3%A9
                          matched   pattern 0: /tag/<name>
                          param     name = 日本
                          query     q = café

                        """, status: 0))
    }
}
