import Testing

/// `wayfinder explain`: which route a URL matches and why, or why none does.
@Suite("wayfinder explain", .timeLimit(.minutes(5)))
struct ExplainCommandTests {
    @Test(
        "a typed capture: each segment, parameters, query, fragment, defaults, target, tab, parent filled in, and a route that ranks lower"
    )
    func typedCapture() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "shop://product/42?ref=home&category=shoes#top"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://product/42?ref=home&category=shoes#top
                          matched    routes[2] '/product/<int:id>' at shop.json:17
                          scheme     'shop' is one of the manifest's schemes; the host is the first segment
                          segment 1  'product'  product   literal
                          segment 2  '42'       <int:id>  typed capture (int)
                          param      id = 42
                          query      ref = home (not matched; the screen can read it)
                          query      category = shoes (not matched; the screen can read it)
                          fragment   top (not matched)
                          default    category = all (not used: the URL has 'category')
                          target     screen product, pushed onto the topmost stack
                          tab        catalog: opening it selects this tab first
                          parent     /category/<category> -> shop://category/shoes, routes[1] '/category/<category>'; built beneath for links from outside
                          arrival    by the link's source: in-tab from the app, keeping-work from outside
                          exposure   external, universal-link
                          guards     none
                          about      A product page
                          also       routes[4] '/product/<slug>' matches too, but at segment 2 a typed capture (<int:id>) ranks before a string capture (<slug>)

                        """#, status: 0))
    }

    @Test("a literal ranks before a string capture; guards are named")
    func literalBeforeCapture() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "shop://product/new"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://product/new
                          matched    routes[3] '/product/new' at shop.json:20
                          scheme     'shop' is one of the manifest's schemes; the host is the first segment
                          segment 1  'product'  product  literal
                          segment 2  'new'      new      literal
                          target     screen newProduct, pushed onto the topmost stack
                          arrival    by the link's source: in-tab from the app, keeping-work from outside
                          exposure   internal: only the app's own calls reach it; links from outside get "not found"
                          guards     staff (run after the app's interceptors; each must let the route open)
                          also       routes[4] '/product/<slug>' matches too, but at segment 2 a literal (new) ranks before a string capture (<slug>)

                        """#, status: 0))
    }

    @Test("a rest capture takes the remaining segments; --source says whether the source reaches the route")
    func restCaptureAndSource() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "--source", "widget", "shop://help/a/b"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://help/a/b
                          matched    routes[8] '/help/<path:topic>' at shop.json:28
                          scheme     'shop' is one of the manifest's schemes; the host is the first segment
                          segment 1  'help'  help          literal
                          segment 2  'a/b'   <path:topic>  rest capture, 2 segments
                          param      topic = a/b
                          target     screen help, pushed onto the topmost stack
                          arrival    keeping-work (the default for widget)
                          exposure   everywhere
                          source     widget: may reach it
                          guards     none

                        """#, status: 0))
    }

    @Test("an optional tail, present, with a percent-decoded value")
    func optionalTail() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "shop://search/red%20shoes"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://search/red%20shoes
                          matched    routes[5] '/search[/<query>]' at shop.json:22
                          scheme     'shop' is one of the manifest's schemes; the host is the first segment
                          segment 1  'search'     search   literal
                          segment 2  'red shoes'  <query>  capture
                          param      query = red shoes
                          target     screen search, pushed onto the topmost stack
                          tab        catalog: opening it selects this tab first
                          arrival    by the link's source: in-tab from the app, keeping-work from outside
                          exposure   universal-link
                          guards     none

                        """#, status: 0))
    }

    @Test("a universal link: the host is dropped; a redirect shows the URL it fills to")
    func universalLinkRedirect() throws {
        let output = try runWithFixtures([
            "explain", "--manifest", "shop.json", "--source", "universal-link", "https://shop.example.com/p/7",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        https://shop.example.com/p/7
                          matched    routes[10] '/p/<int:id>' at shop.json:31
                          scheme     'shop.example.com' is a universal-link host: the host is dropped and the path matched
                          segment 1  'p'  p         literal
                          segment 2  '7'  <int:id>  typed capture (int)
                          param      id = 7
                          target     redirect /product/<id> -> https://shop.example.com/product/7
                          exposure   everywhere
                          source     universal-link: may reach it
                          guards     none

                        """#, status: 0))
    }

    @Test("an action: its policy for outside links, and what a link from another app gets")
    func actionFromOutside() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "--source", "external", "shop://coupon/SAVE"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://coupon/SAVE
                          matched    routes[9] '/coupon/<code>' at shop.json:29
                          scheme     'shop' is one of the manifest's schemes; the host is the first segment
                          segment 1  'coupon'  coupon  literal
                          segment 2  'SAVE'    <code>  capture
                          param      code = SAVE
                          target     action applyCoupon, run by the app's handler
                          exposure   external; externalActions confirm
                          source     external: may run it after the app's confirmation step
                          guards     none
                          about      Apply a coupon | save

                        """#, status: 0))
    }

    @Test("a route that names its scheme")
    func namedScheme() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "shop://cart"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://cart
                          matched    routes[11] 'shop://cart' at shop.json:32
                          scheme     the pattern names 'shop'; a pattern that names the URL's scheme is tried before those that do not
                          segment 1  'cart'  cart  literal
                          target     screen cart, pushed onto the topmost stack
                          arrival    by the link's source: in-tab from the app, keeping-work from outside
                          exposure   internal: only the app's own calls reach it; links from outside get "not found"
                          guards     none

                        """#, status: 0))
    }

    @Test("no match: the value is not a UUID")
    func notAUUID() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "shop://order/1"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://order/1
                          no match   no route takes this URL
                          scheme     'shop' is accepted: patterns without a scheme match it, the host as first segment
                          nearest    the route that lines up furthest:
                            routes[6] '/order/<uuid:order>' at shop.json:24
                              segment 1  'order'  order  literal
                              stops      at segment 2: '1' is not a UUID, as <uuid:order> needs

                        """#, status: 0))
    }

    @Test("no match: a typo in the first literal names the routes a typo away")
    func literalTypo() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "shop://prodcut/1"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://prodcut/1
                          no match   no route takes this URL
                          scheme     'shop' is accepted: patterns without a scheme match it, the host as first segment
                          nearest    the routes that line up furthest:
                            routes[2] '/product/<int:id>' at shop.json:17
                              stops      at segment 1: expected the literal 'product', found 'prodcut'
                            routes[3] '/product/new' at shop.json:20
                              stops      at segment 1: expected the literal 'product', found 'prodcut'
                            routes[4] '/product/<slug>' at shop.json:21
                              stops      at segment 1: expected the literal 'product', found 'prodcut'

                        """#, status: 0))
    }

    @Test("no match: the URL goes on after the pattern ends")
    func tooManySegments() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "shop://login/x"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://login/x
                          no match   no route takes this URL
                          scheme     'shop' is accepted: patterns without a scheme match it, the host as first segment
                          nearest    the route that lines up furthest:
                            routes[7] '/login' at shop.json:26
                              segment 1  'login'  login  literal
                              stops      at segment 2: the pattern ends after 1 segment; the URL goes on with 'x'

                        """#, status: 0))
    }

    @Test("no match: the URL ends before the pattern does")
    func tooFewSegments() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "shop://category"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://category
                          no match   no route takes this URL
                          scheme     'shop' is accepted: patterns without a scheme match it, the host as first segment
                          nearest    the route that lines up furthest:
                            routes[1] '/category/<category>' at shop.json:15
                              segment 1  'category'  category  literal
                              stops      at segment 2: the URL ends after 1 segment; the pattern goes on with <category>

                        """#, status: 0))
    }

    @Test("no match: the scheme is not accepted, though the path matches")
    func schemeNotAccepted() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "foo://product/1"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        foo://product/1
                          no match   no route takes this URL
                          scheme     the scheme 'foo' is not one of the manifest's schemes (shop), so only patterns that name it answer it
                          nearest    the routes that line up furthest:
                            routes[2] '/product/<int:id>' at shop.json:17
                              segment 1  'product'  product   literal
                              segment 2  '1'        <int:id>  typed capture (int)
                              stops      the path matches, but the URL's scheme is not accepted (above)
                            routes[4] '/product/<slug>' at shop.json:21
                              segment 1  'product'  product  literal
                              segment 2  '1'        <slug>   capture
                              stops      the path matches, but the URL's scheme is not accepted (above)

                        """#, status: 0))
    }

    @Test("no match: the host is not a universal-link host")
    func hostNotUniversal() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "https://evil.example.net/product/1"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        https://evil.example.net/product/1
                          no match   no route takes this URL
                          host       'evil.example.net' is not a universal-link host (the manifest's: shop.example.com), so patterns without a scheme do not answer it
                          nearest    the routes that line up furthest:
                            routes[2] '/product/<int:id>' at shop.json:17
                              segment 1  'product'  product   literal
                              segment 2  '1'        <int:id>  typed capture (int)
                              stops      the path matches, but the URL's host is not accepted (above)
                            routes[4] '/product/<slug>' at shop.json:21
                              segment 1  'product'  product  literal
                              segment 2  '1'        <slug>   capture
                              stops      the path matches, but the URL's host is not accepted (above)

                        """#, status: 0))
    }

    @Test("no match: the pattern names another scheme")
    func otherScheme() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "other://cart"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        other://cart
                          no match   no route takes this URL
                          scheme     the scheme 'other' is not one of the manifest's schemes (shop), so only patterns that name it answer it
                          nearest    the route that lines up furthest:
                            routes[11] 'shop://cart' at shop.json:32
                              segment 1  'cart'  cart  literal
                              stops      the path matches, but the pattern names the scheme 'shop', the URL has 'other'

                        """#, status: 0))
    }

    @Test("no match and nothing near: said so")
    func nothingNear() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "shop://zzz"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://zzz
                          no match   no route takes this URL
                          scheme     'shop' is accepted: patterns without a scheme match it, the host as first segment
                          nearest    none: no route's first segment is close to 'zzz'

                        """#, status: 0))
    }

    @Test("a URL refused while reading: the reason on stderr, exit 1")
    func refusedURL() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json", "shop://a/%ZZ"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        error: 'shop://a/%ZZ' is refused: '%' must be followed by two hexadecimal digits (at byte 9)

                        """#, status: 1))
    }

    @Test("a manifest that does not load: its diagnostics on stderr, exit 1")
    func badManifest() throws {
        let output = try runWithFixtures(["explain", "--manifest", "missing.json", "shop://a"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        missing.json: error: cannot read the file

                        """#, status: 1))
    }

    @Test("no URL is a usage error: exit 2")
    func noURL() throws {
        let output = try runWithFixtures(["explain", "--manifest", "shop.json"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        Error: Missing expected argument '<url>'
                        Help:  <url>  The URL to explain.
                        Usage: wayfinder explain --manifest <manifest> [--source <source>] <url>
                          See 'wayfinder explain --help' for more information.

                        """#, status: 2))
    }

    @Test("--help explains the command and gives an example")
    func help() throws {
        let output = try runTool(["explain", "--help"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        OVERVIEW: Explain which route a URL matches, and why, or why none does.

                        Reads the URL as the router does and matches it against the manifest's routes.
                        For a match it prints the route and where it is written, how the scheme or host
                        was read, each segment and the pattern segment that took it (a literal, a typed
                        or string capture, '*', a rest capture), the path parameters, the query and
                        fragment (never matched), the route's defaults, its target, tab and parent (the
                        template filled in), its exposure, guards and description, and any other route
                        that matches too with the rule that ranks it lower. With --source, it also says
                        whether a link from that source reaches the route.

                        Without a match it says whether the scheme or host is accepted, then names the
                        nearest routes: those that line up with the most segments (or, when none shares
                        the first one, whose first literal is a typo away), each with the segments that
                        matched and the segment where it stopped and why: a literal differs, a value
                        does not convert (not an int), the URL ends too soon or goes on too long, the
                        pattern names another scheme, the host is not a universal-link host.

                        Exit status: 0 when the URL was explained, matched or not; 1 when the manifest
                        does not load or the URL is refused while reading (the reason goes to standard
                        error); 2 on usage errors.

                        Example:
                          wayfinder explain --manifest Examples/shop.json 'shop://product/forty-two'

                        USAGE: wayfinder explain --manifest <manifest> [--source <source>] <url>

                        ARGUMENTS:
                          <url>                   The URL to explain.

                        OPTIONS:
                          --manifest <manifest>   The manifest: JSON, a property list, or YAML.
                          --source <source>       Also say whether a link from this source reaches the
                                                  route. (values: app, external, universal-link,
                                                  notification, widget, spotlight, handoff, app-intent)
                          -h, --help              Show help information.

                        """#, status: 0))
    }
}
