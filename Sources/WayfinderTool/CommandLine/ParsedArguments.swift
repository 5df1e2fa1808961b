/// A subcommand's arguments, read against its ``CommandSpec``: every option known, every
/// value given, every required one present, every choice valid.
struct ParsedArguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
    /// An option's last value, else its default.
    func value(_ name: String, in spec: CommandSpec) -> String? { values[name]?.last ?? spec.option(named: name)?.defaultValue }
    /// Every value of a repeatable option, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// What the user asked for: the command to run, or its help.
    enum Reading {
        case run(ParsedArguments)
        case help
    }

    /// Reads `arguments` (those after the subcommand's name).
    /// - Throws: ``UsageError`` saying what is wrong, for the command's usage to follow.
    static func read(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> Reading {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" { return .help }
            let (name, attached) = split(argument)
            guard argument.hasPrefix("--"), let option = spec.option(named: name) else {
                throw UsageError("Unknown option '\(argument)'")
            }
            switch option.kind {
            case .flag:
                if let attached {
                    throw UsageError("The option '--\(name)' does not take any value, but '\(attached)' was specified.")
                }
                parsed.flags.insert(name)
            case .value, .values:
                let value: String
                if let attached {
                    value = attached
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("Missing value for '\(option.synopsis)'", help: option)
                }
                if !option.choices.isEmpty, !option.choices.contains(value) {
                    throw UsageError(
                        "The value '\(value)' is invalid for '\(option.synopsis)'. Please provide one of \(listed(option.choices)).",
                        help: option)
                }
                parsed.values[name, default: []].append(value)
            }
        }
        try parsed.check(against: spec)
        return .run(parsed)
    }

    /// Required options and arguments are there, and no argument is left over.
    private func check(against spec: CommandSpec) throws(UsageError) {
        for option in spec.options where option.isRequired && values[option.name] == nil {
            throw UsageError(
                "Missing expected argument '\(option.synopsis)\(option.kind == .values ? " ..." : "")'", help: option)
        }
        let takesMany = spec.arguments.last?.repeats == true
        if positionals.count > spec.arguments.count, !takesMany {
            throw UsageError("Unexpected argument '\(positionals[spec.arguments.count])'")
        }
        for (position, argument) in spec.arguments.enumerated() where argument.isRequired && positionals.count <= position {
            throw UsageError("Missing expected argument '\(argument.synopsis)'", help: argument)
        }
    }

    /// `--name=value` as the name and the value; `--name` as the name alone.
    private static func split(_ argument: String) -> (String, String?) {
        let body = argument.drop { $0 == "-" }
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }

    /// `'a', 'b' or 'c'`; `'a' and 'b'` for two.
    private static func listed(_ choices: [String]) -> String {
        let quoted = choices.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.joined() }
        let last = quoted.count == 2 ? " and " : " or "
        return quoted.dropLast().joined(separator: ", ") + last + quoted.last!
    }
}

/// Arguments the tool cannot take: it prints the message, the help of the option involved and
/// the usage, and ends with status 2.
struct UsageError: Error {
    let message: String
    /// The option or argument involved, as `name  help`.
    let help: String?

    init(_ message: String) {
        self.message = message
        self.help = nil
    }

    init(_ message: String, help option: OptionSpec) {
        self.message = message
        self.help = "\(option.synopsis)  \(option.help)"
    }

    init(_ message: String, help argument: ArgumentSpec) {
        self.message = message
        self.help = "<\(argument.name)>  \(argument.help)"
    }
}
