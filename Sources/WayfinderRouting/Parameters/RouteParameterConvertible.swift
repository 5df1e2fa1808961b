import Foundation

/// A type a path parameter, query value or default argument can be read as.
///
/// ```swift
/// let id = try match.require("id", as: Int.self)
///
/// enum Tab: String, RouteParameterConvertible { case home, search, cart }
/// let tab = match.get("tab", as: Tab.self)
/// ```
public protocol RouteParameterConvertible: Sendable {
    /// Creates a value from a parameter's decoded text, or returns `nil` when it does not convert.
    init?(routeParameter text: String)
}

extension String: RouteParameterConvertible {
    public init?(routeParameter text: String) { self = text }
}

extension Int: RouteParameterConvertible {
    public init?(routeParameter text: String) { self.init(text) }
}

extension Int64: RouteParameterConvertible {
    public init?(routeParameter text: String) { self.init(text) }
}

extension Double: RouteParameterConvertible {
    /// Accepts what `<double:>` accepts: a finite decimal, no `inf`, `nan` or hexadecimal form.
    public init?(routeParameter text: String) {
        guard BuiltInConverters.isDecimal(Array(text.utf8)[...]), let value = Double(text), value.isFinite else {
            return nil
        }
        self = value
    }
}

extension Bool: RouteParameterConvertible {
    /// Accepts `true`/`false`, `yes`/`no` and `1`/`0`, in any case.
    public init?(routeParameter text: String) {
        switch text.lowercased() {
        case "true", "yes", "1": self = true
        case "false", "no", "0": self = false
        default: return nil
        }
    }
}

extension UUID: RouteParameterConvertible {
    public init?(routeParameter text: String) { self.init(uuidString: text) }
}

extension RouteParameterConvertible where Self: RawRepresentable, Self.RawValue: RouteParameterConvertible {
    public init?(routeParameter text: String) {
        guard let raw = RawValue(routeParameter: text) else { return nil }
        self.init(rawValue: raw)
    }
}
