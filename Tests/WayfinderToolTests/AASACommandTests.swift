import Testing

/// `wayfinder aasa`: the apple-app-site-association file for the routes exposed to universal links.
@Suite("wayfinder aasa", .timeLimit(.minutes(5)))
struct AASACommandTests {
    @Test(
        "the applinks file: a component per variant of each exposed route (and its trailing-slash twin), captures and rest as '?*', internal routes a '*' covers excluded, literal paths first"
    )
    func shop() throws {
        let output = try runWithFixtures(["aasa", "--manifest", "shop.json", "--app-id", "ABCDE12345.com.example.shop"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {
                          "applinks": {
                            "details": [
                              {
                                "appIDs": ["ABCDE12345.com.example.shop"],
                                "components": [
                                  {"/": "/", "comment": "/: The home tab"},
                                  {"/": "/search", "comment": "/search[/<query>]"},
                                  {"/": "/search/", "comment": "/search[/<query>]"},
                                  {"/": "/product/new", "exclude": true, "comment": "/product/new"},
                                  {"/": "/product/new/", "exclude": true, "comment": "/product/new"},
                                  {"/": "/category/?*", "comment": "/category/<category>"},
                                  {"/": "/product/?*", "comment": "/product/<int:id>: A product page"},
                                  {"/": "/search/?*", "comment": "/search[/<query>]"},
                                  {"/": "/help/?*", "comment": "/help/<path:topic>"},
                                  {"/": "/p/?*", "comment": "/p/<int:id>"}
                                ]
                              }
                            ]
                          }
                        }

                        """#, status: 0))
    }

    @Test("several app IDs")
    func severalAppIDs() throws {
        let output = try runWithFixtures([
            "aasa", "--manifest", "shop.json", "--app-id", "ABCDE12345.com.example.shop", "--app-id",
            "ABCDE12345.com.example.shop.beta",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {
                          "applinks": {
                            "details": [
                              {
                                "appIDs": ["ABCDE12345.com.example.shop", "ABCDE12345.com.example.shop.beta"],
                                "components": [
                                  {"/": "/", "comment": "/: The home tab"},
                                  {"/": "/search", "comment": "/search[/<query>]"},
                                  {"/": "/search/", "comment": "/search[/<query>]"},
                                  {"/": "/product/new", "exclude": true, "comment": "/product/new"},
                                  {"/": "/product/new/", "exclude": true, "comment": "/product/new"},
                                  {"/": "/category/?*", "comment": "/category/<category>"},
                                  {"/": "/product/?*", "comment": "/product/<int:id>: A product page"},
                                  {"/": "/search/?*", "comment": "/search[/<query>]"},
                                  {"/": "/help/?*", "comment": "/help/<path:topic>"},
                                  {"/": "/p/?*", "comment": "/p/<int:id>"}
                                ]
                              }
                            ]
                          }
                        }

                        """#, status: 0))
    }

    @Test("routes whose patterns have no association-file form: each reported, nothing printed, exit 1")
    func notConvertible() throws {
        let output = try runWithFixtures([
            "aasa", "--manifest", "not-convertible.json", "--app-id", "ABCDE12345.com.example.shop",
        ])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        not-convertible.json:7:18: error: routes[1].exposure: route 'shop://cart': the route is exposed to universal links, but its pattern names the scheme 'shop': universal links are https URLs, which it never matches
                            { "pattern": "shop://cart", "screen": "cart", "exposure": ["universal-link"] },
                                         ^
                        not-convertible.json:8:18: error: routes[2].exposure: route 'https://shop.example.com/deals': the route is exposed to universal links, but its pattern names the scheme 'https': an association file is served by each domain, so write the pattern without a scheme and list the host in "universalLinkHosts"
                            { "pattern": "https://shop.example.com/deals", "screen": "deals", "exposure": "everywhere" },
                                         ^
                        not-convertible.json:9:18: error: routes[3].pattern: route '/sale/50%2A': the literal '50*' has '*', which an association file reads as a wildcard and cannot match as itself
                            { "pattern": "/sale/50%2A", "screen": "sale", "exposure": ["universal-link"] }
                                         ^

                        """#, status: 1))
    }

    @Test("no route exposed to universal links: exit 1")
    func nothingExposed() throws {
        let output = try runWithFixtures(["aasa", "--manifest", "internal-only.json", "--app-id", "ABCDE12345.com.example.shop"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        internal-only.json: error: no route is exposed to universal links; give a route "exposure": ["universal-link"] or "everywhere"

                        """#, status: 1))
    }

    @Test("no universal-link hosts: the file, and a warning on stderr")
    func noHosts() throws {
        let output = try runWithFixtures(["aasa", "--manifest", "no-hosts.json", "--app-id", "ABCDE12345.com.example.shop"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {
                          "applinks": {
                            "details": [
                              {
                                "appIDs": ["ABCDE12345.com.example.shop"],
                                "components": [
                                  {"/": "/a/?*", "comment": "/a/<int:id>"}
                                ]
                              }
                            ]
                          }
                        }

                        """#,
                    stderr: #"""
                        no-hosts.json: warning: the manifest lists no "universalLinkHosts", so the app's router takes no universal link; list the hosts that serve this file

                        """#, status: 0))
    }

    @Test("an app ID without its team prefix is a usage error: exit 2")
    func noTeamPrefix() throws {
        let output = try runWithFixtures(["aasa", "--manifest", "shop.json", "--app-id", "com.example.shop"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        Error: 'com.example.shop' has no team prefix; an app ID is TEAMID.bundle.id, such as ABCDE12345.com.example.shop
                        Usage: wayfinder aasa --manifest <manifest> --app-id <app-id> ...
                          See 'wayfinder aasa --help' for more information.

                        """#, status: 2))
    }

    @Test("an app ID without a bundle identifier is a usage error: exit 2")
    func noBundle() throws {
        let output = try runWithFixtures(["aasa", "--manifest", "shop.json", "--app-id", "ABCDE12345."])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        Error: 'ABCDE12345.' has no valid bundle identifier after its team prefix; use letters, digits, '-' and '.'
                        Usage: wayfinder aasa --manifest <manifest> --app-id <app-id> ...
                          See 'wayfinder aasa --help' for more information.

                        """#, status: 2))
    }

    @Test("no app ID is a usage error: exit 2")
    func noAppID() throws {
        let output = try runWithFixtures(["aasa", "--manifest", "shop.json"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        Error: Missing expected argument '--app-id <app-id> ...'
                        Help:  --app-id <app-id>  The app: its team ID (ten letters and digits), a dot, its bundle identifier; repeat for more.
                        Usage: wayfinder aasa --manifest <manifest> --app-id <app-id> ...
                          See 'wayfinder aasa --help' for more information.

                        """#, status: 2))
    }

    @Test("--help explains the command and gives an example")
    func help() throws {
        let output = try runTool(["aasa", "--help"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        OVERVIEW: Write the apple-app-site-association file for the routes exposed to
                        universal links.

                        Prints the file in Apple's current format: {"applinks": {"details": [{"appIDs":
                        [...], "components": [...]}]}}, claiming the paths the router answers with a
                        route exposed to universal links (exposure "universal-link" or "everywhere"),
                        with each route's pattern and description as the comment. A pattern becomes a
                        path pattern: literals as a URL carries them, each capture, '*', '<path:>' and
                        '**' as '?*' (one character or more); an optional tail gives a component without
                        it and one with it; a path without '*' also stands with a trailing slash. The
                        query and fragment are not matched. Where a '?*' would also claim a route that
                        is not exposed (/<slug> and an internal /admin), that route's paths are excluded
                        ("exclude": true), and components are ordered so that the first that matches
                        gives the router's answer. An AASA '*' also matches '/', so the file may still
                        send a few URLs to the app that no route takes; the app answers those as it
                        answers any unknown link.

                        A route exposed to universal links whose pattern names a scheme cannot be
                        written (a custom scheme is never a universal link; an https pattern names its
                        host, and the file is served per domain): each such route is reported, nothing
                        is printed, and the exit status is 1. So it is when no route is exposed to
                        universal links. Serve the output as
                        https://HOST/.well-known/apple-app-site-association for each host in
                        universalLinkHosts.

                        Exit status: 0 with the file on standard output; 1 when the manifest does not
                        load or a route cannot be converted; 2 on usage errors, such as an app ID
                        without its team prefix.

                        Example:
                          wayfinder aasa --manifest shop.json --app-id ABCDE12345.com.example.shop

                        USAGE: wayfinder aasa --manifest <manifest> --app-id <app-id> ...

                        OPTIONS:
                          --manifest <manifest>   The manifest: JSON, a property list, or YAML.
                          --app-id <app-id>       The app: its team ID (ten letters and digits), a dot,
                                                  its bundle identifier; repeat for more.
                          -h, --help              Show help information.

                        """#, status: 0))
    }
}
