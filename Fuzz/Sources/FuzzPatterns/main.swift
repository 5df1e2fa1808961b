import FuzzHarness
import Wayfinder
import WayfinderManifest
// The URL reader and pattern parts, which apps do not see (SPI), to check them against the router.
@_spi(Internals) import WayfinderRouting

// The pattern parser: any text either parses or is refused with a diagnostic; a pattern that
// parses prints a canonical form that parses back to the same pattern, and registers.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPatterns(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = text(data, size)
    let pattern: RoutePattern
    do {
        pattern = try RoutePattern(input)
    } catch {
        // A refusal names a column inside the text (or just past it) and renders.
        check(!error.message.isEmpty, "a refusal without a message")
        _ = error.diagnostic(file: "<fuzz>").description
        return 0
    }

    // Canonical text is a fixed point.
    let canonical = pattern.description
    do {
        let again = try RoutePattern(canonical)
        check(again == pattern, "'\(canonical)' parses to \(again), not \(pattern)")
        check(again.description == canonical, "'\(canonical)' prints back as '\(again.description)'")
    } catch {
        check(false, "the canonical form '\(canonical)' of '\(input)' is refused: \(error.message)")
    }

    let variants = pattern.variants
    check(
        !variants.isEmpty && variants.count <= RoutePattern.maximumVariantCount,
        "\(variants.count) variants")
    check(Set(pattern.captureNames).count == pattern.captureNames.count, "duplicate capture names \(pattern.captureNames)")

    // A pattern on its own in a router registers, unless it uses a type the router lacks.
    let router = Router<Int>()
    guard let id = try? router.register(input, to: 1) else { return 0 }
    _ = Router<Int>.validate(patterns: [input, canonical])

    // Build a URL from sample values; one that builds matches the route again.
    var parameters: [String: String] = [:]
    for name in pattern.captureNames { parameters[name] = "7" }
    if let url = try? router.url(for: id, parameters: parameters, scheme: pattern.scheme == nil ? "fuzz" : nil) {
        check(router.match(url)?.route.id == id, "'\(url)', built for '\(canonical)', does not match it")
    }
    return 0
}

runFuzzer(fuzzPatterns)
