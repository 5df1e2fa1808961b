/// A ``RouterConfiguration`` prepared for the matching path: bytes instead of strings, and
/// converters by slot number.
final class CompiledConfiguration: Sendable {
    /// Converter slots: the built-in typed converters first, then the app's in order.
    enum Slot {
        static let int = 0
        static let double = 1
        static let uuid = 2
        static let firstCustom = 3
    }

    let source: RouterConfiguration
    let schemes: FoldedNames
    let universalLinkHosts: FoldedNames
    let universalLinkSuffixes: [[UInt8]]
    let neverAccepted: FoldedNames
    let custom: [ParameterConverter]
    let customSlots: [String: Int]

    init(_ configuration: RouterConfiguration) {
        source = configuration
        schemes = FoldedNames(configuration.schemes)
        let hosts = configuration.universalLinkHosts.map { $0.lowercased() }
        universalLinkHosts = FoldedNames(hosts.filter { !$0.hasPrefix("*.") })
        universalLinkSuffixes = hosts.filter { $0.hasPrefix("*.") }.map { Array($0.dropFirst().utf8) }
        neverAccepted = FoldedNames(RouterConfiguration.neverAcceptedSchemes)
        // A later converter with the same name replaces an earlier one.
        var slots: [String: Int] = [:]
        var converters: [ParameterConverter] = []
        for converter in configuration.converters where !converter.type.isBuiltIn {
            if let existing = slots[converter.type.name] {
                converters[existing - Slot.firstCustom] = converter
            } else {
                slots[converter.type.name] = Slot.firstCustom + converters.count
                converters.append(converter)
            }
        }
        custom = converters
        customSlots = slots
        knownTypeNames = Set(slots.keys)
    }

    /// The names of the app's converters' types, which the pattern parser accepts.
    let knownTypeNames: Set<String>

    /// The converter slot for a typed capture, or `nil` for `string` and unknown types.
    func slot(for type: ParameterType) -> Int? {
        switch type {
        case .int: Slot.int
        case .double: Slot.double
        case .uuid: Slot.uuid
        default: customSlots[type.name]
        }
    }

    /// Whether a decoded segment converts under a slot's type.
    @inline(__always)
    func accepts(_ slot: Int, _ bytes: BufferView<UInt8>) -> Bool {
        accepts(slot, KeyBytes(bytes))
    }

    /// Whether the decoded bytes a key locates convert under a slot's type; their words load
    /// whole where the buffer reads on past them, as a ``PaddedBytes`` copy does.
    @inline(__always)
    func accepts(_ slot: Int, _ key: KeyBytes) -> Bool {
        let bytes = key.bytes
        return switch slot {
        case Slot.int: BuiltInConverters.isShortDigitRun(key) || BuiltInConverters.isInt(bytes)
        case Slot.double: BuiltInConverters.isDouble(bytes)
        case Slot.uuid: BuiltInConverters.isUUID(bytes)
        default: custom[slot - Slot.firstCustom].accepts(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Whether patterns without a scheme answer this custom scheme.
    func acceptsCustomScheme(_ scheme: BufferView<UInt8>) -> Bool {
        if schemes.isEmpty { return !neverAccepted.contains(scheme) }
        return schemes.contains(scheme)
    }

    /// Whether a web URL's host is a universal-link host.
    func isUniversalLinkHost(_ host: BufferView<UInt8>) -> Bool {
        if universalLinkHosts.contains(host) { return true }
        for suffix in universalLinkSuffixes where host.count > suffix.count {
            let tail = host.slice((host.count - suffix.count)...)
            if FoldedNames.equalFolded(suffix, tail) { return true }
        }
        return false
    }
}
