#!/usr/bin/env python3
"""Writes Tests/WayfinderTests/Reliability/Resources/hostile-links.json: hostile and malformed
links, each with the outcome the specification (docs/ARCHITECTURE "Reading a URL" and
"Security model") says it must get through `Navigator.openExternal` on the fixture that
HostileLinkTests builds:

  scheme `shop`, universal-link host `shop.example.com`
  /                      home       everywhere
  /product/<int:id>      product    everywhere
  /category/<category>   category   everywhere
  /search[/<query>]      search     everywhere
  /files/<path:rest>     files      everywhere
  /user/<int:id>         user       everywhere
  /login                 login      everywhere, presented in a stack
  /account               account    universal links only
  /partner/offers        offers     other apps, only com.partner.app
  /internal/debug        debug      internal only
  /admin/<path:section>  admin      everywhere, guard `staff` (always rejects)
  /orders                orders     everywhere, guard `signedIn` (signed out: rejects)
  /coupon/<code>         action coupon  everywhere, outside links need confirmation (declined)
  /logout                action logout  everywhere, outside links forbidden
  /share                 action share   everywhere, outside links allowed
  /p/<int:id>            redirect /product/<id>     everywhere
  /old-debug             redirect /internal/debug   everywhere
  /loop                  redirect /loop             everywhere
  web fallback: https only, help.example.com and *.docs.example.org
  system opener: tel, mailto
  callbacks: the default parameter names; https://partner.example.com and own schemes
  no not-found screen, so a URL nothing takes is `.notFound`.
  fixture `shop-ci` is the same with case-insensitive paths.

Outcomes: opened:<screen> (with "args" the screen must have), handled:<action>,
rejected:<NavigationError code>, refused:<RoutingError code> (rejected as invalidURL,
and the router refuses it with that code), not-found, web, system.

Each row names the OWASP MASTG test it belongs to. Long inputs are stored as "pieces"
([text, count] pairs, concatenated) to keep the file small.

Run: python3 Scripts/make-hostile-corpus.py
"""
import json
import os
import urllib.parse

INPUT_VALIDATION = "MASTG-TEST-0370"   # Missing Input Validation in Custom URL Scheme Handlers
SOURCE_VALIDATION = "MASTG-TEST-0371"  # Missing Source Validation in Custom URL Scheme Handlers
UNIVERSAL_LINKS = "MASTG-TEST-0070"    # Testing Universal Links
WEBVIEWS = "MASTG-TEST-0076"           # Testing iOS WebViews (WebView URI manipulation)
URL_SCHEMES = "MASTG-TEST-0075"        # Testing Custom URL Schemes (URL requests to other apps)

SOURCES = ["external", "partner", "anonymous", "universal-link", "notification", "widget"]
OUTSIDE = ["external", "universal-link", "notification"]

rows = []


def web_authority_refusal(url):
    """The code a web URL's authority is refused with, read as a browser reads it (see
    ReadingURLs.md): '\\' in the authority, user information, an empty host, an IP address, a
    host not written as a browser writes it, a port that is not a number. None when it reads."""
    lower = url.lower()
    if not (lower.startswith("https://") or lower.startswith("http://")):
        return None
    rest = url[url.index("//") + 2:]
    authority = ""
    for ch in rest:
        if ch in "/?#":
            break
        if ord(ch) < 0x20 or ord(ch) == 0x7F:
            return None  # a control character is refused first, as controlCharacter
        if ch == "\\":
            return "invalidHost"
        authority += ch
    if "%" in authority and not all(
            i + 2 < len(authority) + 0 and all(c in "0123456789abcdefABCDEF" for c in authority[i + 1:i + 3])
            for i, c in enumerate(authority) if c == "%"):
        return None  # a malformed escape is refused first
    if "@" in authority:
        return "userInfo"
    if authority.startswith("["):
        return "invalidHost"
    host = authority
    if ":" in authority:
        host, port = authority.rsplit(":", 1)
        if not all(c.isdigit() and c.isascii() for c in port):
            return "invalidHost"
    if host == "" or all(c.isdigit() or c == "." for c in host):
        return "invalidHost"
    if not all((c.isascii() and (c.isalnum() or c in "-.")) for c in host) or host.endswith("."):
        return "invalidHost"
    return None


def default_port_or_none(url):
    """Whether a web URL is on its scheme's default port (written or not)."""
    lower = url.lower()
    scheme = "https" if lower.startswith("https://") else "http"
    authority = url[url.index("//") + 2:].split("/")[0].split("?")[0].split("#")[0]
    if ":" not in authority:
        return True
    port = authority.rsplit(":", 1)[1]
    return port == "" or int(port) == (443 if scheme == "https" else 80)


def has_empty_segment(url):
    """Whether a web URL's path has an empty segment (`//`); a single trailing slash is not one."""
    rest = url[url.index("//") + 2:]
    path = rest[len(rest.split("/")[0]):] if "/" in rest.split("?")[0].split("#")[0] else ""
    path = path.split("?")[0].split("#")[0]
    return "//" in path


def add(check, family, url, expect, sources=("external",), args=None, fixture="shop", note=None, pieces=None):
    if url is not None and not expect.startswith("refused:"):
        refusal = web_authority_refusal(url)
        if refusal:
            expect, args, note = "refused:" + refusal, None, "a web authority a browser reads differently"
        elif url.lower().startswith(("https://", "http://")) and expect.startswith("opened") and not default_port_or_none(url):
            expect, args, note = "not-found", None, "a universal link is on the default port"
        elif url.lower().startswith(("https://", "http://")) and has_empty_segment(url):
            expect, args, note = "not-found", None, "an empty path segment: the association file never claims such a path"
    for source in sources:
        row = {"id": "%s-%04d" % (family, len(rows) + 1), "check": check, "source": source, "expect": expect}
        if fixture != "shop":
            row["fixture"] = fixture
        if pieces is not None:
            row["pieces"] = pieces
        else:
            row["url"] = url
        if args:
            row["args"] = args
        if note:
            row["note"] = note
        rows.append(row)


# --- Over-long input (limits: 8,192 bytes, 128 segments, 256 query items) --------------------
prefix = "shop://search/"
add(INPUT_VALIDATION, "long", None, "opened:search", OUTSIDE, pieces=[[prefix, 1], ["a", 8192 - len(prefix)]],
    note="exactly 8,192 bytes: at the limit")
add(INPUT_VALIDATION, "long", None, "refused:tooLong", OUTSIDE, pieces=[[prefix, 1], ["a", 8193 - len(prefix)]])
add(INPUT_VALIDATION, "long", None, "refused:tooLong", OUTSIDE, pieces=[[prefix, 1], ["a", 100_000]])
add(INPUT_VALIDATION, "long", None, "refused:tooLong", OUTSIDE, pieces=[["shop://search?q=", 1], ["%41", 4000]])
add(INPUT_VALIDATION, "long", None, "refused:tooLong", OUTSIDE, pieces=[["https://help.example.com/", 1], ["a", 9000]])
add(INPUT_VALIDATION, "long", None, "refused:tooLong", OUTSIDE, pieces=[["https://shop.example.com/product/", 1], ["9", 9000]])
add(INPUT_VALIDATION, "long", None, "not-found", OUTSIDE, pieces=[["shop://product/", 1], ["9", 8000]],
    note="an 8,000-digit id is no Int")
add(INPUT_VALIDATION, "long", None, "opened:search", OUTSIDE, pieces=[["shop://search?q=", 1], ["x", 8000]])
add(INPUT_VALIDATION, "long", None, "rejected:forbiddenScheme", OUTSIDE, pieces=[["javascript:", 1], ["a", 9000]],
    note="the scheme is judged before anything else")
add(INPUT_VALIDATION, "long", None, "opened:files", OUTSIDE, pieces=[["shop://files", 1], ["/%2e%2e", 100]])
# Segments: a custom scheme's host counts.
add(INPUT_VALIDATION, "segments", None, "not-found", OUTSIDE, pieces=[["shop://search", 1], ["/a", 127]],
    note="128 segments with the host: at the limit, and no route has that many")
add(INPUT_VALIDATION, "segments", None, "refused:tooManySegments", OUTSIDE, pieces=[["shop://search", 1], ["/a", 128]])
add(INPUT_VALIDATION, "segments", None, "refused:tooManySegments", OUTSIDE, pieces=[["shop://files", 1], ["/a", 2000]])
add(INPUT_VALIDATION, "segments", None, "not-found", OUTSIDE, pieces=[["https://shop.example.com", 1], ["/a", 128]],
    note="a universal link's host is not a segment: 128 path segments are allowed")
add(INPUT_VALIDATION, "segments", None, "refused:tooManySegments", OUTSIDE, pieces=[["https://shop.example.com", 1], ["/a", 129]])
add(INPUT_VALIDATION, "segments", None, "opened:search", OUTSIDE, pieces=[["shop://search", 1], ["/", 3000], ["q", 1]],
    note="empty segments do not count and do not change the match")
# Query items.
add(INPUT_VALIDATION, "query", "shop://search/q?" + "&".join("a%d=1" % i for i in range(256)), "opened:search", OUTSIDE)
add(INPUT_VALIDATION, "query", "shop://search/q?" + "&".join("a%d=1" % i for i in range(257)), "refused:tooManyQueryItems", OUTSIDE)
add(INPUT_VALIDATION, "query", None, "refused:tooManyQueryItems", OUTSIDE, pieces=[["shop://search/q?", 1], ["a&", 4000]])
add(INPUT_VALIDATION, "query", None, "refused:tooManyQueryItems", OUTSIDE, pieces=[["shop://product/1?", 1], ["id=2&", 1600]])
add(INPUT_VALIDATION, "query", None, "opened:search", OUTSIDE, pieces=[["shop://search/q?", 1], ["&", 5000]],
    note="empty items are not items")
add(INPUT_VALIDATION, "query", None, "opened:user", OUTSIDE, pieces=[["shop://user/5?", 1], ["id=7&", 256]],
    args={"id": "5"}, note="256 values fighting the path value lose")

# --- Control characters -----------------------------------------------------------------------
controls = list(range(0x00, 0x20)) + [0x7F]
for code in controls:
    c = chr(code)
    hexcode = "%%%02X" % code
    add(INPUT_VALIDATION, "control", "shop://search/a%sb" % c, "refused:controlCharacter")
    add(INPUT_VALIDATION, "control", "shop://search/a?q=%s" % c, "refused:controlCharacter")
    add(INPUT_VALIDATION, "control", "shop://search/a#%s" % c, "refused:controlCharacter")
    add(INPUT_VALIDATION, "control", "shop://sea%srch/a" % c, "refused:controlCharacter")
    add(INPUT_VALIDATION, "control", "%sshop://search/a" % c, "refused:controlCharacter")
    add(INPUT_VALIDATION, "control", "sh%sop://search/a" % c, "refused:controlCharacter")
    add(INPUT_VALIDATION, "control", "shop://search/a%sb" % hexcode, "refused:controlCharacter",
        note="a decoded control character is refused in the path")
    add(INPUT_VALIDATION, "control", "shop://sea%srch/a" % hexcode, "refused:controlCharacter")
    # In the query and fragment, escaped controls are data, except NUL, which is refused everywhere.
    if code == 0:
        add(INPUT_VALIDATION, "control", "shop://search/a?q=%s" % hexcode, "refused:controlCharacter")
        add(INPUT_VALIDATION, "control", "shop://search/a#%s" % hexcode, "refused:controlCharacter")
    else:
        add(INPUT_VALIDATION, "control", "shop://search/a?q=%s" % hexcode, "opened:search", args={"query": "a"})
        add(INPUT_VALIDATION, "control", "shop://search/a#%s" % hexcode, "opened:search")
    add(WEBVIEWS, "control", "https://help.example.com/%s" % c, "refused:controlCharacter")

# --- Zero-width and invisible characters --------------------------------------------------------
invisible = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", "\u00ad", "\u180e", "\u2028", "\u3000", "\u00a0"]
for z in invisible:
    enc = urllib.parse.quote(z)
    add(INPUT_VALIDATION, "invisible", z + "shop://search/a", "refused:missingScheme")
    add(INPUT_VALIDATION, "invisible", "sh%sop://search/a" % z, "refused:missingScheme")
    add(INPUT_VALIDATION, "invisible", "shop://sea%srch/a" % z, "not-found", note="no literal matches")
    add(INPUT_VALIDATION, "invisible", "shop://product/4%s2" % z, "not-found", note="no Int")
    add(INPUT_VALIDATION, "invisible", "shop://product/42%s" % z, "not-found")
    add(INPUT_VALIDATION, "invisible", "shop://product/42%s" % enc, "not-found")
    add(INPUT_VALIDATION, "invisible", "shop://ad%smin/users" % z, "not-found", note="not the guarded route")
    add(INPUT_VALIDATION, "invisible", "shop://search/%s" % z, "opened:search", args={"query": z},
        note="text is data for a string capture")
    add(WEBVIEWS, "invisible", "https://help.example.com%s/faq" % z, "refused:invalidHost", note="not a host as a browser writes it")
    add(UNIVERSAL_LINKS, "invisible", "https://shop.example.com%s/product/1" % z, "refused:invalidHost", note="not a host as a browser writes it")

# --- Malformed percent-encoding and invalid UTF-8 ----------------------------------------------
malformed = ["%", "%4", "%G0", "%zz", "%%", "%-1", "%+1", "%0g", "% 20", "%%41"]
for bad in malformed:
    add(INPUT_VALIDATION, "percent", "shop://search/a%s" % bad, "refused:malformedPercentEncoding")
    add(INPUT_VALIDATION, "percent", "shop://search/a?q=%s" % bad, "refused:malformedPercentEncoding")
    add(INPUT_VALIDATION, "percent", "shop://search/a?%s=1" % bad, "refused:malformedPercentEncoding")
    add(INPUT_VALIDATION, "percent", "shop://search/a#%s" % bad, "refused:malformedPercentEncoding")
    add(INPUT_VALIDATION, "percent", "shop://search%s/a" % bad, "refused:malformedPercentEncoding")
    add(WEBVIEWS, "percent", "https://help.example.com/%s" % bad, "refused:malformedPercentEncoding")
invalid_utf8 = ["%FF", "%C3%28", "%E2%28%A1", "%ED%A0%80", "%C0%AF", "%E0%80%AF", "%F4%90%80%80", "%80", "%C3", "%F0%9F%98", "%FE%FF"]
for bad in invalid_utf8:
    add(INPUT_VALIDATION, "utf8", "shop://search/a%s" % bad, "refused:invalidUTF8")
    add(INPUT_VALIDATION, "utf8", "shop://search/a?q=%s" % bad, "refused:invalidUTF8")
    add(INPUT_VALIDATION, "utf8", "shop://search/a?%s=1" % bad, "refused:invalidUTF8")
    add(INPUT_VALIDATION, "utf8", "shop://search/a#%s" % bad, "refused:invalidUTF8")
    add(INPUT_VALIDATION, "utf8", "shop://%sadmin/users" % bad, "refused:invalidUTF8")
    add(UNIVERSAL_LINKS, "utf8", "https://shop.example.com/product/%s" % bad, "refused:invalidUTF8")

# --- Double encoding: decoded once, never twice --------------------------------------------------
for url, expect, args in [
    ("shop://adm%2569n/users", "not-found", None),
    ("shop://%2561dmin/users", "not-found", None),
    ("shop://admin%252Fusers", "not-found", None),
    ("shop://product/%2534%2532", "not-found", None),
    ("shop://search/%252F", "opened:search", {"query": "%2F"}),
    ("shop://search/%25", "opened:search", {"query": "%"}),
    ("shop://files/%252e%252e%252fadmin", "opened:files", {"rest": "%2e%2e%2fadmin"}),
    ("shop://intern%2561l/debug", "not-found", None),
    ("shop://%61dmin/users", "rejected:interceptor", None),
    ("shop://product/%34%32", "opened:product", {"id": "42"}),
    ("shop://search/%2F", "opened:search", {"query": "/"}),
    ("https://shop.example.com/%2561dmin/users", "not-found", None),
    ("https://shop.example.com/p/%2537", "not-found", None),
    ("https://shop.example.com/p/%37", "opened:product", {"id": "7"}),
]:
    add(INPUT_VALIDATION, "double", url, expect, OUTSIDE, args=args)

# --- `..` and encoded traversal: never resolved, so never a way to another route -----------------
for url, expect, args in [
    ("shop://product/../admin/users", "not-found", None),
    ("shop://product/%2e%2e/admin/users", "not-found", None),
    ("shop://product/%2E%2E%2Fadmin%2Fusers", "not-found", None),
    ("shop://search/../../admin", "not-found", None),
    ("shop://./admin/users", "not-found", None),
    ("shop://../internal/debug", "not-found", None),
    ("shop://internal/../product/1", "not-found", None),
    ("shop://product/1/..", "not-found", None),
    ("shop://admin/../product/1", "rejected:interceptor", None),
    ("shop://search/..", "opened:search", {"query": ".."}),
    ("shop://search/..%5C..%5Cadmin", "opened:search", {"query": "..\\..\\admin"}),
    ("shop://search/..;/admin", "not-found", None),
    ("shop://files/../../etc/passwd", "opened:files", {"rest": "../../etc/passwd"}),
    ("shop://files/..%2F..%2Fetc%2Fpasswd", "opened:files", {"rest": "../../etc/passwd"}),
    ("shop://files/%2e%2e/%2e%2e/admin", "opened:files", {"rest": "../../admin"}),
    ("https://shop.example.com/../admin/users", "not-found", None),
    ("https://shop.example.com/product/..%2Fadmin", "not-found", None),
    ("https://shop.example.com/internal/./debug", "not-found", None),
    ("https://help.example.com/../../etc/passwd", "web", None),
]:
    add(INPUT_VALIDATION, "traversal", url, expect, OUTSIDE, args=args)

# --- Typed parameters: a failed conversion is a non-match ---------------------------------------
for value, expect in [
    ("42", "opened"), ("+42", "opened"), ("-1", "opened"), ("0", "opened"), ("00042", "opened"),
    ("9223372036854775807", "opened"), ("-9223372036854775808", "opened"),
    ("9223372036854775808", "not-found"), ("-9223372036854775809", "not-found"), ("0x2A", "not-found"),
    ("4.2", "not-found"), ("1e3", "not-found"), ("%2042", "not-found"), ("42%20", "not-found"),
    (" 42", "not-found"), ("42 ", "not-found"), ("\u0664\u0662", "not-found"), ("\uff14\uff12", "not-found"),
    ("42abc", "not-found"), ("--1", "not-found"), ("+-1", "not-found"), ("NaN", "not-found"), ("", "not-found"),
    ("%2B42", "opened"), ("42;drop", "not-found"), ("<script>", "not-found"), ("'1'", "not-found"),
]:
    url = "shop://product/" + value
    if expect == "opened":
        decoded = urllib.parse.unquote(value)
        add(INPUT_VALIDATION, "typed", url, "opened:product", ["external", "notification"], args={"id": decoded})
    else:
        add(INPUT_VALIDATION, "typed", url, "not-found", ["external", "notification"])

# --- A URL inside a URL: data in a capture, never followed ----------------------------------------
for inner in ["https://evil.example/x", "javascript:alert(1)", "shop://admin/users", "file:///etc/passwd",
              "shop://internal/debug?x=1#y", "data:text/html,<script>alert(1)</script>"]:
    encoded = urllib.parse.quote(inner, safe="")
    add(INPUT_VALIDATION, "nested", "shop://search/" + encoded, "opened:search", OUTSIDE, args={"query": inner})
    add(INPUT_VALIDATION, "nested", "shop://files/" + encoded, "opened:files", OUTSIDE, args={"rest": inner})
    add(INPUT_VALIDATION, "nested", "shop://search?query=" + encoded, "opened:search", OUTSIDE, args={"query": inner})
    add(INPUT_VALIDATION, "nested", "shop://category/" + encoded, "opened:category", OUTSIDE, args={"category": inner})
add(INPUT_VALIDATION, "nested", "shop://files/https://evil.example/x", "opened:files", OUTSIDE,
    args={"rest": "https:/evil.example/x"}, note="empty segments are dropped inside a rest capture too")

# --- Duplicate parameters fighting a path value: caller context > path > query > defaults -----------
for url, args in [
    ("shop://user/5?id=7", {"id": "5"}),
    ("shop://user/5?id=7&id=8", {"id": "5"}),
    ("shop://user/5?id=", {"id": "5"}),
    ("shop://user/5?id", {"id": "5"}),
    ("shop://user/5?%69d=7", {"id": "5"}),
    ("shop://user/5?id=7#id=9", {"id": "5"}),
    ("shop://user/5?id=admin&id=0", {"id": "5"}),
    ("shop://user/+5?id=5", {"id": "+5"}),
    ("shop://product/42?id=1", {"id": "42"}),
    ("shop://category/shoes?category=admin", {"category": "shoes"}),
    ("shop://category/shoes?category=admin&category=x", {"category": "shoes"}),
    ("shop://search/shoes?query=admin", {"query": "shoes"}),
    ("shop://search?query=x&query=y", {"query": "x"}),
    ("https://shop.example.com/user/5?id=7", {"id": "5"}),
    ("https://shop.example.com/files/a/b?rest=c", {"rest": "a/b"}),
]:
    add(INPUT_VALIDATION, "duplicate", url, "opened:" + url.split("/")[3 if url.startswith("https") else 2].split("?")[0],
        OUTSIDE, args=args)

# --- Guards run after normalisation: case and encoding variants of guarded paths ------------------
guarded = [
    # (url, outcome with case-sensitive paths, outcome with case-insensitive paths)
    ("shop://admin/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://ADMIN/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://Admin/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://aDmIn/Users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://admin/users/", "rejected:interceptor", "rejected:interceptor"),
    ("shop://admin//users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://admin/users#top", "rejected:interceptor", "rejected:interceptor"),
    ("shop://admin/users?x=1", "rejected:interceptor", "rejected:interceptor"),
    ("shop:/admin/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop:admin/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop:///admin/users", "rejected:interceptor", "rejected:interceptor"),
    ("SHOP://admin/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://admin:80/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://staff@admin/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://%61dmin/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://adm%69n/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://%41DMIN/users", "rejected:interceptor", "rejected:interceptor"),
    ("shop://admin/%75sers", "rejected:interceptor", "rejected:interceptor"),
    ("shop://admin%2Fusers", "not-found", "not-found"),
    ("shop://adm%2569n/users", "not-found", "not-found"),
    ("shop://admin", "not-found", "not-found"),
    ("shop://admin/", "not-found", "not-found"),
    ("https://shop.example.com/admin/users", "rejected:interceptor", "rejected:interceptor"),
    ("https://SHOP.EXAMPLE.COM/admin/users", "rejected:interceptor", "rejected:interceptor"),
    ("https://shop.example.com/admin/users/", "rejected:interceptor", "rejected:interceptor"),
    ("https://shop.example.com//admin///users", "rejected:interceptor", "rejected:interceptor"),
    ("https://shop.example.com/adm%69n/users", "rejected:interceptor", "rejected:interceptor"),
    ("https://shop.example.com/Admin/users", "not-found", "rejected:interceptor"),
    ("https://shop.example.com/ADMIN/users", "not-found", "rejected:interceptor"),
    ("https://shop.example.com/%41dmin/users", "not-found", "rejected:interceptor"),
    ("https://shop.example.com/%41DMIN/users", "not-found", "rejected:interceptor"),
    ("https://shop.example.com/admin%2Fusers", "not-found", "not-found"),
    ("https://shop.example.com/./admin/users", "not-found", "not-found"),
    ("https://shop.example.com/ADM\u0130N/users", "not-found", "not-found"),
    ("https://shop.example.com/adm\u0131n/users", "not-found", "not-found"),
    ("https://shop.example.com/adm%C4%B1n/users", "not-found", "not-found"),
    ("shop://orders", "rejected:interceptor", "rejected:interceptor"),
    ("shop://ORDERS", "rejected:interceptor", "rejected:interceptor"),
    ("shop://orders/", "rejected:interceptor", "rejected:interceptor"),
    ("shop://orders?next=shop://orders", "rejected:interceptor", "rejected:interceptor"),
    ("shop://%6Frders", "rejected:interceptor", "rejected:interceptor"),
    ("shop://orders%20", "not-found", "not-found"),
    ("https://shop.example.com/orders", "rejected:interceptor", "rejected:interceptor"),
    ("https://shop.example.com/Orders", "not-found", "rejected:interceptor"),
    ("https://shop.example.com/%6Frders", "rejected:interceptor", "rejected:interceptor"),
    ("https://shop.example.com/%4Frders", "not-found", "rejected:interceptor"),
]
for url, sensitive, insensitive in guarded:
    add(INPUT_VALIDATION, "guard", url, sensitive, ["external", "universal-link"])
    add(INPUT_VALIDATION, "guard", url, insensitive, ["external", "universal-link"], fixture="shop-ci")

# --- Callback parameters: only the allowlist and the app's own schemes ---------------------------
callback_names = ["next", "redirect_uri", "x-success", "x-error", "x-cancel", "return_to", "callback", "continue"]
allowed = ["https://partner.example.com/cb", "https://PARTNER.example.com/cb", "https://partner.example.com:443/cb",
           "shop://orders", "SHOP://product/1"]
refused = ["https://evil.example/", "http://partner.example.com/cb", "https://partner.example.com@evil.example/",
           "https://evil.example\\@partner.example.com/", "https://partner.example.com.evil.example/",
           "https://partner.example.com\\.evil.example/", "javascript:alert(1)", "JAVASCRIPT:alert(1)",
           "data:text/html,x", "file:///etc/passwd", "//evil.example", "/relative", "evil://x",
           "shop://user@orders", "https:partner.example.com/cb", "https:///partner.example.com/cb", "tel:123", ""]
for name in callback_names:
    for value in allowed:
        add(INPUT_VALIDATION, "callback", "shop://login?%s=%s" % (name, urllib.parse.quote(value, safe="")), "opened:login")
    for value in refused:
        add(INPUT_VALIDATION, "callback", "shop://login?%s=%s" % (name, urllib.parse.quote(value, safe="")),
            "rejected:disallowedCallback")
for value in refused:
    if "&" not in value and "#" not in value and value:
        add(INPUT_VALIDATION, "callback", "shop://login?next=" + value, "rejected:disallowedCallback", OUTSIDE)
for url, expect in [
    ("shop://login?next=https://partner.example.com/cb&next=https://evil.example", "rejected:disallowedCallback"),
    ("shop://login?next=https://evil.example&next=https://partner.example.com/cb", "rejected:disallowedCallback"),
    ("shop://login?ne%78t=https://evil.example", "rejected:disallowedCallback"),
    ("shop://login?next=https%3A%2F%2Fevil.example", "rejected:disallowedCallback"),
    ("shop://login?next=https%253A%252F%252Fevil.example", "rejected:disallowedCallback"),
    ("shop://product/7?next=https://evil.example", "rejected:disallowedCallback"),
    ("shop://search/q?x-success=javascript:alert(1)", "rejected:disallowedCallback"),
    ("https://shop.example.com/search/q?redirect_uri=https://evil.example", "rejected:disallowedCallback"),
    ("https://shop.example.com/login?continue=https://partner.example.com/cb", "opened:login"),
    ("shop://internal/debug?next=https://evil.example", "not-found"),
    ("shop://nowhere?next=https://evil.example", "not-found"),
    ("shop://login?nextx=https://evil.example", "opened:login"),
]:
    add(INPUT_VALIDATION, "callback", url, expect, OUTSIDE)

# --- Source validation: outside links reach only exposed routes; actions need permission ----------
def by_source(url, expectations):
    for source in SOURCES:
        add(SOURCE_VALIDATION, "source", url, expectations.get(source, expectations.get("*")), [source])

by_source("shop://product/7", {"*": "opened:product"})
by_source("shop://", {"*": "opened:home"})
by_source("shop://internal/debug", {"*": "not-found"})
by_source("shop://INTERNAL/debug", {"*": "not-found"})
by_source("shop://internal/debug/", {"*": "not-found"})
by_source("shop://intern%61l/debug", {"*": "not-found"})
by_source("https://shop.example.com/internal/debug", {"*": "not-found"})
by_source("shop://old-debug", {"*": "not-found"})
by_source("shop://account", {"*": "not-found", "universal-link": "opened:account"})
by_source("https://shop.example.com/account", {"*": "not-found", "universal-link": "opened:account"})
by_source("shop://partner/offers", {"*": "not-found", "partner": "opened:offers"})
by_source("shop://partner/offers?x=1", {"*": "not-found", "partner": "opened:offers"})
by_source("shop://logout", {"*": "not-found"})
by_source("shop://LOGOUT/", {"*": "not-found"})
by_source("https://shop.example.com/logout", {"*": "not-found"})
by_source("shop://coupon/SAVE10", {"*": "rejected:confirmationDeclined"})
by_source("shop://coupon/%00", {"*": "refused:controlCharacter"})
by_source("shop://share", {"*": "handled:share"})
by_source("shop://p/7", {"*": "opened:product"})
by_source("shop://p/x", {"*": "not-found"})
by_source("shop://loop", {"*": "rejected:redirectLoop"})
by_source("shop://orders", {"*": "rejected:interceptor"})
by_source("shop://admin/users", {"*": "rejected:interceptor"})
by_source("shop://missing/route", {"*": "not-found"})

# --- Universal links ----------------------------------------------------------------------------
for url, expect in [
    ("https://shop.example.com/product/7", "opened:product"),
    ("HTTPS://SHOP.EXAMPLE.COM/product/7", "opened:product"),
    ("https://shop.example.com:443/product/7", "opened:product"),
    ("https://shop.example.com:8080/product/7", "opened:product"),
    ("http://shop.example.com/product/7", "opened:product"),
    ("https://shop.example.com/product/7/", "opened:product"),
    ("https://shop.example.com//product//7", "opened:product"),
    ("https://shop.example.com/product/7#reviews", "opened:product"),
    ("https://shop.example.com", "opened:home"),
    ("https://shop.example.com/", "opened:home"),
    ("https://shop.example.com/p/7", "opened:product"),
    ("https://evil.example@shop.example.com/product/7", "opened:product"),
    ("https://shop.example.com.evil.example/product/7", "not-found"),
    ("https://evil.example/product/7", "not-found"),
    ("https://evilshop.example.com/product/7", "not-found"),
    ("https://sub.shop.example.com/product/7", "not-found"),
    ("https://shop.example.com@evil.example/product/7", "not-found"),
    ("https://shop.example.com\\@evil.example/product/7", "not-found"),
    ("https://shop.example.com./product/7", "not-found"),
    ("https:shop.example.com/product/7", "not-found"),
    ("https:/shop.example.com/product/7", "not-found"),
    ("https:///shop.example.com/product/7", "not-found"),
    ("https://shop.example.com/product/seven", "not-found"),
    ("https://shop.example.com/Product/7", "not-found"),
    ("https://shop.example.com/product/7?next=https://evil.example", "rejected:disallowedCallback"),
    ("https://shop.example.com/unknown", "not-found"),
    ("wss://shop.example.com/product/7", "not-found"),
    ("ftp://shop.example.com/product/7", "not-found"),
]:
    add(UNIVERSAL_LINKS, "universal", url, expect, ["universal-link", "external"])

# --- WebView URL allowlisting: the web fallback -------------------------------------------------
for url, expect in [
    ("https://help.example.com/faq", "web"),
    ("https://HELP.EXAMPLE.COM/faq", "web"),
    ("https://help.example.com", "web"),
    ("https://help.example.com:8443/faq", "web"),
    ("https://help.example.com/faq?q=1#top", "web"),
    ("https://help.example.com/javascript:alert(1)", "web"),
    ("https://a.docs.example.org/x", "web"),
    ("https://a.b.docs.example.org/", "web"),
    ("https://docs.example.org/", "not-found"),
    ("https://xdocs.example.org/", "not-found"),
    ("https://.docs.example.org/", "not-found"),
    ("http://help.example.com/faq", "not-found"),
    ("HTTP://help.example.com/faq", "not-found"),
    ("https://user@help.example.com/", "not-found"),
    ("https://user:pass@help.example.com/", "not-found"),
    ("https://@help.example.com/", "not-found"),
    ("https://help.example.com@evil.example/", "not-found"),
    ("https://help.example.com\\@evil.example/", "not-found"),
    ("https://evil.example\\@help.example.com/", "not-found"),
    ("https://evil.example\\.help.example.com/", "not-found"),
    ("https://help.example.com\\evil.example/", "not-found"),
    ("https://help.example.com.evil.example/", "not-found"),
    ("https://evil.example/help.example.com", "not-found"),
    ("https://evil.example/?https://help.example.com", "not-found"),
    ("https://evil.example#@help.example.com", "not-found"),
    ("https://evil.example?@help.example.com", "not-found"),
    ("https:help.example.com/faq", "not-found"),
    ("https:/help.example.com/faq", "not-found"),
    ("https:///help.example.com/faq", "not-found"),
    ("https://[::1]/", "not-found"),
    ("https://127.0.0.1/", "not-found"),
    ("https://h\u0435lp.example.com/", "not-found"),
    ("https://help.example.com%2F.evil.example/", "not-found"),
    ("https://evil.example%23.help.example.com/", "not-found"),
    ("javascript:alert(document.domain)", "rejected:forbiddenScheme"),
    ("JaVaScRiPt:alert(1)", "rejected:forbiddenScheme"),
    ("javascript://help.example.com/%0Aalert(1)", "rejected:forbiddenScheme"),
    ("javascript:https://help.example.com", "rejected:forbiddenScheme"),
    ("vbscript:msgbox(1)", "rejected:forbiddenScheme"),
    ("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "rejected:forbiddenScheme"),
    ("data:,hello", "rejected:forbiddenScheme"),
    ("DATA:text/html,x", "rejected:forbiddenScheme"),
    ("file:///etc/passwd", "rejected:forbiddenScheme"),
    ("file://help.example.com/x", "rejected:forbiddenScheme"),
    ("FILE:///x", "rejected:forbiddenScheme"),
    ("blob:https://help.example.com/0b6f", "rejected:forbiddenScheme"),
    ("about:blank", "rejected:forbiddenScheme"),
    ("java\tscript:alert(1)", "refused:controlCharacter"),
    ("java\nscript:alert(1)", "refused:controlCharacter"),
    (" javascript:alert(1)", "refused:missingScheme"),
    ("\u00a0javascript:alert(1)", "refused:missingScheme"),
    ("javascript%3Aalert(1)", "refused:missingScheme"),
    ("jav&#x61;script:alert(1)", "refused:missingScheme"),
    ("%6Aavascript:alert(1)", "refused:missingScheme"),
    ("//help.example.com/faq", "refused:missingScheme"),
    ("help.example.com/faq", "refused:missingScheme"),
    ("", "refused:emptyURL"),
]:
    add(WEBVIEWS, "web", url, expect, OUTSIDE)

# --- Handing URLs to other apps: only the system opener's schemes --------------------------------
for url, expect in [
    ("tel:123", "system"), ("tel://123", "system"), ("TEL:+1-555-0100", "system"),
    ("mailto:help@example.com", "system"), ("mailto:help@example.com?subject=hi", "system"),
    ("mailto://help@example.com", "not-found"), ("tel:123%00", "refused:controlCharacter"),
    ("tel:%zz", "refused:malformedPercentEncoding"), ("sms:123", "not-found"), ("facetime:x", "not-found"),
    ("itms-services://?action=download-manifest&url=https://evil.example/m.plist", "not-found"),
    ("prefs:root=General", "not-found"), ("app-settings:", "not-found"), ("x-apple-health://", "not-found"),
    ("evil://product/42", "not-found"), ("shopx://product/42", "not-found"), ("sho://product/42", "not-found"),
    ("shop+evil://product/42", "not-found"), ("SHOP://product/42", "opened:product"),
    ("intent://x#Intent;scheme=shop;end", "not-found"), ("content://x", "not-found"),
    ("1shop://product/42", "refused:missingScheme"), ("-shop://product/42", "refused:missingScheme"),
    ("shop//product/42", "refused:missingScheme"), ("shop:product/42", "opened:product"),
]:
    add(URL_SCHEMES, "system", url, expect, OUTSIDE)

# A few links whose query carries a secret, to check outcomes never carry query values.
for url in ["shop://user/5?token=SECRET-TOKEN-123", "shop://login?next=https://evil.example/SECRET-TOKEN-123",
            "shop://nowhere?token=SECRET-TOKEN-123", "https://help.example.com/?token=SECRET-TOKEN-123",
            "shop://search/x?token=SECRET-TOKEN-123%zz", "tel:123?token=SECRET-TOKEN-123"]:
    expect = {"shop://user": "opened:user", "shop://logi": "rejected:disallowedCallback", "shop://nowh": "not-found",
              "https://he": "web", "shop://sear": "refused:malformedPercentEncoding", "tel:123?": "system"}
    outcome = next(v for k, v in expect.items() if url.startswith(k))
    add(INPUT_VALIDATION, "secret", url, outcome, OUTSIDE)

out = os.path.join(os.path.dirname(__file__), "..", "Tests", "WayfinderTests", "Reliability", "Resources", "hostile-links.json")
with open(out, "w", encoding="utf-8") as f:
    f.write("[\n" + ",\n".join(json.dumps(row, ensure_ascii=True) for row in rows) + "\n]\n")
counts = {}
for row in rows:
    counts[row["check"]] = counts.get(row["check"], 0) + 1
print("%d rows: %s" % (len(rows), ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
