import Foundation

/// The seeds a random test runs with: the one `WAYFINDER_MODEL_SEED` names, to replay a failure
/// the test printed; otherwise the fixed ones and a new random one.
enum ModelSeeds {
    static func seeds(_ fixed: UInt64...) -> [UInt64] {
        if let text = ProcessInfo.processInfo.environment["WAYFINDER_MODEL_SEED"], let seed = UInt64(text) { return [seed] }
        return fixed + [UInt64.random(in: 0...UInt64.max)]
    }
}
