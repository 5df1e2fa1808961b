/// The storage key a window's saved navigation goes under when the app names none: a fixed
/// prefix and a fingerprint of the navigator's tabs and screens. Two navigators in one window
/// (a sidebar's and a detail's) then keep their saved navigation apart, and a navigator finds
/// its own again after a relaunch, since the fingerprint depends on nothing but those names.
///
/// ```swift
/// let key = RestorationKey.default(tabs: configuration.tabs, screens: catalog.screenIDs)
/// // "wayfinder.navigation.3f2a…"
/// ```
package enum RestorationKey {
    /// What every default key starts with.
    package static let prefix = "wayfinder.navigation."

    /// The key for a navigator with these tabs (in order) and screens (in any order), saved from
    /// `place` in the app's code (its file and line), when given: two navigators of one window
    /// with the same tabs and screens, saved from two places, get two keys.
    package static func `default`(tabs: [TabDefinition], screens: [String], place: String? = nil) -> String {
        var text = "tabs:" + tabs.map(\.id).joined(separator: ",") + ";screens:" + screens.sorted().joined(separator: ",")
        if let place { text += ";at:" + place }
        return prefix + hexadecimal(fingerprint(text))
    }

    /// FNV-1a over the UTF-8 of `text`: the same on every launch and platform, unlike
    /// `Hasher`, which is seeded anew in each process.
    private static func fingerprint(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    private static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
