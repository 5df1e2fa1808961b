/// What a subcommand takes, for reading its arguments and writing its help.
///
/// ```swift
/// static let spec = CommandSpec(
///     name: "graph", abstract: "Draw a manifest's screens.",
///     options: [.value("manifest", help: "The manifest."), .value("format", help: "The language.", choices: ["mermaid", "dot"], default: "mermaid")])
/// ```
struct CommandSpec {
    let name: String
    /// One sentence: the help's overview and the subcommand list's line.
    let abstract: String
    /// Paragraphs after the overview; lines that start with spaces (examples) are kept as written.
    var discussion: String = ""
    var options: [OptionSpec] = []
    var arguments: [ArgumentSpec] = []

    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
}

/// A `--name` option: a flag, one value, or a value that may repeat.
struct OptionSpec {
    enum Kind { case flag, value, values }

    let name: String
    let kind: Kind
    let help: String
    /// The value's name in help and errors: `--manifest <manifest>`.
    var valueName: String
    var isRequired = false
    /// The values the option accepts; empty for any.
    var choices: [String] = []
    var defaultValue: String?

    static func flag(_ name: String, help: String) -> Self {
        Self(name: name, kind: .flag, help: help, valueName: name)
    }

    static func value(
        _ name: String, valueName: String? = nil, help: String, required: Bool = false, choices: [String] = [],
        default defaultValue: String? = nil
    ) -> Self {
        Self(
            name: name, kind: .value, help: help, valueName: valueName ?? name, isRequired: required, choices: choices,
            defaultValue: defaultValue)
    }

    static func values(_ name: String, valueName: String? = nil, help: String, required: Bool = false) -> Self {
        Self(name: name, kind: .values, help: help, valueName: valueName ?? name, isRequired: required)
    }

    /// `--name <value>`, as help and errors show it.
    var synopsis: String { kind == .flag ? "--\(name)" : "--\(name) <\(valueName)>" }

    /// The synopsis in the usage line: optional ones in brackets, repeating ones with `...`.
    var usage: String {
        let repeated = kind == .values ? " ..." : ""
        return isRequired ? synopsis + repeated : "[\(synopsis)\(repeated)]"
    }
}

/// A positional argument.
struct ArgumentSpec {
    let name: String
    let help: String
    var repeats = false
    var isRequired = true

    var synopsis: String { "<\(name)>" + (repeats ? " ..." : "") }
    var usage: String { isRequired ? synopsis : "[\(synopsis)]" }
}
