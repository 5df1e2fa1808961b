import Testing

/// The package traits the tool under test was built with: tests that read YAML manifests run
/// only with the YAML trait (`swift test --traits YAML`, as the README and CI run them).
enum BuiltTraits {
    #if YAML
    static let yaml = true
    #else
    static let yaml = false
    #endif
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only when the tool reads YAML.
    static var readsYAML: Self { .enabled(if: BuiltTraits.yaml, "the tool reads YAML only with the YAML trait") }
}
