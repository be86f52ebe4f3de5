import ReelCore

/// Reads the command line against `OptionTable`: `--opt value`,
/// `--opt=value`, grouped short flags (`-i0`), a short option's value
/// attached or next (`-c1...3`, `-c 1...3`), and `--` to end options.
/// Words that are not options are component specs, as if after `-c`.
package enum ArgumentParser {
    package static func parse(_ arguments: [String]) throws(ReelError) -> Configuration {
        var context = ParseContext()
        try parse(arguments, into: &context)
        return context.configuration
    }

    /// Continues `context` with more arguments: the command line after the
    /// defaults of `REEL_DEFAULT_OPTS` (`ArgumentParser+DefaultOptions`).
    static func parse(_ arguments: [String], into context: inout ParseContext) throws(ReelError) {
        var index = 0
        var optionsEnded = false

        func value(for option: OptionSpec, inline: String?) throws(ReelError) -> String {
            if let inline { return inline }
            guard index < arguments.count else {
                throw .missingValue(option: context.spelling, valueName: option.valueName ?? "")
            }
            defer { index += 1 }
            return arguments[index]
        }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                context.configuration.components.append(ComponentRequest(spec: argument))
            } else if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
                guard let option = OptionTable.option(long: name) else {
                    throw .unknownOption("--" + name, suggestion: suggestion(for: name).map { "--" + $0 })
                }
                context.spelling = "--" + name
                if option.takesValue {
                    try option.run(&context, try value(for: option, inline: inline))
                } else if inline != nil {
                    throw .unexpectedValue(option: context.spelling)
                } else {
                    try option.run(&context, "")
                }
            } else {
                var rest = Substring(argument.dropFirst())
                while let letter = rest.first {
                    rest = rest.dropFirst()
                    guard let option = OptionTable.option(short: letter) else {
                        throw .unknownOption("-" + String(letter), suggestion: nil)
                    }
                    context.spelling = "-" + String(letter)
                    if option.takesValue {
                        try option.run(&context, try value(for: option, inline: rest.isEmpty ? nil : String(rest)))
                        break
                    }
                    try option.run(&context, "")
                }
            }
        }
    }

    /// `--help` or `--version` anywhere before `--` wins over everything
    /// else on the line, errors included (`reel --help --component`), as
    /// they do in most commands. Help first when both are there.
    package static func informationRequest(in arguments: [String]) -> Configuration? {
        let options = arguments.prefix { $0 != "--" }
        var configuration = Configuration()
        if options.contains(where: { $0 == "--help" || $0 == "-h" }) {
            configuration.showHelp = true
        } else if options.contains(where: { $0 == "--version" || $0 == "-V" }) {
            configuration.showVersion = true
        } else {
            return nil
        }
        return configuration
    }

    /// The closest long option within a few edits, for "did you mean".
    static func suggestion(for name: String) -> String? {
        let limit = max(2, name.count / 3)
        let scored = OptionTable.all.map { ($0.long, editDistance(name, $0.long)) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
