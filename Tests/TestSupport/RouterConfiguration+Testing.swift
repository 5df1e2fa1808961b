// Test support: compiled where Swift Testing exists (test builds); elsewhere, such as an SDK
// type-check of the package's modules, it compiles to nothing.
#if canImport(Testing)
@_spi(Internals) import WayfinderRouting

extension RouterConfiguration {
    /// This configuration with parameter types added in order, as
    /// `addParameterType(_:accepts:)` adds them one by one.
    package func with(_ converters: ParameterConverter...) -> RouterConfiguration {
        var configuration = self
        for converter in converters { configuration.addParameterType(converter.type.name, accepts: converter.accepts) }
        return configuration
    }
}
#endif
