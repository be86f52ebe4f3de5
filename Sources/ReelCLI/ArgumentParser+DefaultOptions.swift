import ReelCore

/// `REEL_DEFAULT_OPTS`, as fzf's `FZF_DEFAULT_OPTS`: options a person keeps
/// for every run (`--color never`, `--align left`), split like a shell word
/// list and parsed before the command line, which can override them.
extension ArgumentParser {
    package static let defaultOptionsVariable = "REEL_DEFAULT_OPTS"

    package static func parse(_ arguments: [String], environment: [String: String]) throws(ReelError) -> Configuration {
        try parse(raw: arguments.map { Array($0.utf8) }, environment: environment)
    }

    /// The command line as the kernel passed it (`main.swift`). The
    /// environment arrives as text, so its defaults are text too.
    package static func parse(raw arguments: [Argument], environment: [String: String]) throws(ReelError) -> Configuration {
        var context = ParseContext()
        if let text = environment[defaultOptionsVariable] {
            // Parsed on their own, so that an option there missing its value
            // never takes the first word of the command line, and errors say
            // where the bad option came from.
            do {
                try parse(try splitDefaultOptions(text).map { Array($0.utf8) }, into: &context)
            } catch {
                throw .inEnvironment(variable: defaultOptionsVariable, error)
            }
        }
        try parse(arguments, into: &context)
        return try context.finished()
    }

    private static func splitDefaultOptions(_ text: String) throws(ReelError) -> [String] {
        do {
            return try ShellWords.split(text)
        } catch {
            throw .words(error)
        }
    }
}
