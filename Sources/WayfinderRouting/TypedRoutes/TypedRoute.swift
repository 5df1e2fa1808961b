/// A route as a value: a `Codable` type that declares its pattern, so that code opens
/// `ProductRoute(id: 42)` instead of spelling `"shop://product/42"`, and the screen receives a
/// `ProductRoute` instead of reading strings.
///
/// ```swift
/// struct ProductRoute: TypedRoute {
///     static let pattern = "shop://product/<int:id>"
///     var id: Int
///     var ref: String? = nil          // not captured: read from the query, and optional
/// }
///
/// let router = Router<String>()
/// try router.register(ProductRoute.self, to: "product")
/// let url = try router.url(for: ProductRoute(id: 42, ref: "home"))   // "shop://product/42?ref=home"
/// let match = router.match("shop://product/42?ref=home")!
/// let product = try match.decode(ProductRoute.self)    // ProductRoute(id: 42, ref: "home")
/// ```
///
/// Registration checks that the type and its pattern agree, and fails with a ``RoutingError``
/// of code ``ErrorCode/typeMismatch`` naming both when they do not:
/// - every capture of the pattern is a stored property of the same name;
/// - a capture inside an optional part (`[/<tab>]`) is an optional property;
/// - a property the pattern does not capture is optional, and is read from the query;
/// - a property can hold every value its capture accepts: an `Int` property needs `<int:>`,
///   a `Double` property `<int:>` or `<double:>`, a `Bool` property is never captured from the
///   path, a `<path:>` capture needs a `String`.
///
/// Properties are `String`, `Int` (and its sized kinds), `Double`, `Float`, `Bool`, `UUID`,
/// `Date`, enums with such raw values, and optionals of these. A value encodes to text with
/// `description` (`true`, `42`, `1.5`); a `Date` travels as its `Codable` form, seconds since
/// 1 January 2001 (`since=86400.5`), so a link from outside must carry that number, not an ISO
/// date: take a `String` property and parse it when links carry dates as text. Arrays and
/// nested types are refused when the type registers.
public protocol TypedRoute: Codable, Sendable {
    /// The route's pattern; see <doc:PatternSyntax>.
    static var pattern: String { get }
}
