/// A parameter type the app added with ``RouterConfiguration/addParameterType(_:accepts:)``:
/// its name and the test a segment must pass.
package struct ParameterConverter: Sendable {
    /// The type name patterns use.
    package let type: ParameterType
    package let accepts: @Sendable (String) -> Bool

    /// - Parameters:
    ///   - name: the type name, used in patterns as `<name:capture>`; compared lowercased.
    ///   - accepts: whether a decoded segment converts.
    package init(_ name: String, accepts: @escaping @Sendable (String) -> Bool) {
        self.type = ParameterType(name.lowercased())
        self.accepts = accepts
    }
}
