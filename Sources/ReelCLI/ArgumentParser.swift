import ReelCore

/// Reads the command line against `OptionTable`: `--opt value`,
/// `--opt=value` (only this for an optional value: `--popup[=W%,H%]`),
/// grouped short flags (`-i0`), a short option's value
/// attached or next (`-c1...3`, `-c 1...3`), and `--` to end options.
/// Words that are not options are component specs, as if after `-c`.
///
/// Arguments are bytes, as the kernel passes them: option names are ASCII
/// and read as text, values go to their option as given (`OptionSpec.Handler`),
/// so invalid UTF-8 in a list item or `--select` survives to stdout.
package enum ArgumentParser {
    /// One argument as the kernel passed it.
    package typealias Argument = [UInt8]

    package static func parse(_ arguments: [String]) throws(ReelError) -> Configuration {
        try parse(raw: arguments.map { Array($0.utf8) })
    }

    package static func parse(raw arguments: [Argument]) throws(ReelError) -> Configuration {
        var context = ParseContext()
        try parse(arguments, into: &context)
        return try context.finished()
    }

    private static let dash = UInt8(ascii: "-")
    private static let plus = UInt8(ascii: "+")

    /// Continues `context` with more arguments: the command line after the
    /// defaults of `REEL_DEFAULT_OPTS` (`ArgumentParser+DefaultOptions`).
    static func parse(_ arguments: [Argument], into context: inout ParseContext) throws(ReelError) {
        var index = 0
        var optionsEnded = false

        func value(for option: OptionSpec, inline: Argument?) throws(ReelError) -> Argument {
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
            if !optionsEnded, argument.first == plus, let row = FzfOptionTable.row(for: String(decoding: argument, as: UTF8.self)) {
                // fzf's `+i`, `+s`: an answer, not a component of that name.
                throw .fzfOption(String(decoding: argument, as: UTF8.self), row)
            } else if optionsEnded || argument == [dash] || argument.first != dash {
                context.configuration.components.append(ComponentRequest(bytes: argument))
            } else if argument == [dash, dash] {
                optionsEnded = true
            } else if argument[1] == dash {
                let body = argument.dropFirst(2)
                let equals = body.firstIndex(of: UInt8(ascii: "="))
                let name = String(decoding: body[..<(equals ?? body.endIndex)], as: UTF8.self)
                let inline = equals.map { Array(body[($0 + 1)...]) }
                guard let option = OptionTable.option(long: name) else {
                    if let row = FzfOptionTable.row(for: "--" + name) { throw .fzfOption("--" + name, row) }
                    throw .unknownOption("--" + name, suggestion: suggestion(for: name).map { "--" + $0 })
                }
                context.spelling = "--" + name
                if option.valueIsOptional {
                    try option.run(&context, inline)
                } else if option.takesValue {
                    try option.run(&context, try value(for: option, inline: inline))
                } else if inline != nil {
                    throw .unexpectedValue(option: context.spelling)
                } else {
                    try option.run(&context, [])
                }
            } else {
                // Letters are ASCII: a byte past it is a value attached to
                // the option before it (`-c1...3`), or not an option at all.
                var position = 1
                while position < argument.count {
                    let byte = argument[position]
                    position += 1
                    guard byte < 0x80, let option = OptionTable.option(short: Character(Unicode.Scalar(byte))) else {
                        let letter = String(decoding: argument[(position - 1)...], as: UTF8.self).first.map(String.init) ?? ""
                        if let row = FzfOptionTable.row(for: "-" + letter) { throw .fzfOption("-" + letter, row) }
                        throw .unknownOption("-" + letter, suggestion: nil)
                    }
                    context.spelling = "-" + String(Character(Unicode.Scalar(byte)))
                    if option.takesValue {
                        let rest = position < argument.count ? Array(argument[position...]) : nil
                        try option.run(&context, try value(for: option, inline: rest))
                        break
                    }
                    try option.run(&context, [])
                }
            }
        }
    }

    /// `--help` or `--version` anywhere before `--` wins over everything
    /// else on the line, errors included (`reel --help --component`), as
    /// they do in most commands. Help first when both are there.
    package static func informationRequest(in arguments: [String]) -> Configuration? {
        informationRequest(raw: arguments.map { Array($0.utf8) })
    }

    package static func informationRequest(raw arguments: [Argument]) -> Configuration? {
        let options = arguments.prefix { $0 != Array("--".utf8) }.map { String(decoding: $0, as: UTF8.self) }
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

    /// The closest long option within a few edits, for "did you mean": a
    /// near miss of reel's own names (a letter wrong, missing, extra or
    /// two swapped in a short name; one a third in a long one). fzf's
    /// options have their own answers (`FzfOptionTable`), never a guess.
    static func suggestion(for name: String) -> String? {
        let limit = max(1, name.count / 3)
        // Names differ by at least their difference in length: past this
        // none is within `limit`, so a name of 100,000 letters costs no
        // distance table of 100,000 rows per option.
        guard name.count - limit <= longestOption else { return nil }
        let scored = OptionTable.all.map { ($0.long, editDistance(name, $0.long)) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    private static let longestOption = OptionTable.all.map(\.long.count).max() ?? 0

    /// Edits from `a` to `b`: a letter changed, added, taken away, or two
    /// neighbours swapped (`lable` is one from `label`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        // Three rows of the table, rotated: no allocation per letter.
        var beforePrevious = Array(0...b.count)
        var previous = beforePrevious
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, beforePrevious[j - 2] + 1) }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
