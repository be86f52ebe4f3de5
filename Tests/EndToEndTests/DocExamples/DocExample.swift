import Foundation
import Testing
import TestRequirements

/// One example as the docs print it: a ```sh block of README.md, an
/// `.EX` block of the man page (escapes undone), or a line of `--help`'s
/// Examples, cut at blank lines and at comment lines into the commands a
/// reader would copy together. Found by reading the docs, so an example
/// added later is a case of `DocsExamplesEndToEndTests` with no run yet.
struct DocExample: Sendable, Hashable, CustomTestStringConvertible {
    /// `README.md:105`, `man/reel.1:2028`, `--help`.
    var place: String
    /// The lines as a reader copies them, joined with newlines.
    var text: String

    var testDescription: String { "\(place): \(text.split(separator: "\n").first ?? "")" }

    static let readmePath = "README.md"
    static let manPagePath = "man/reel.1"

    /// Every example of README.md, the man page and `--help`, in that order.
    static func all() throws -> [DocExample] {
        try readme(RepositoryFile.text(readmePath)) + manPage(RepositoryFile.text(manPagePath)) + help(helpText())
    }

    /// The `--help` of the built binary (EndToEndTests do not link ReelCLI).
    static func helpText() throws -> String {
        let run = try DetachedRun.reel(["--help"])
        return run.stdoutText
    }

    static func readme(_ markdown: String) -> [DocExample] {
        var examples: [DocExample] = []
        var block: [(number: Int, line: String)]?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if block == nil {
                if line == "```sh" { block = [] }
            } else if line.hasPrefix("```") {
                examples += commands(in: block ?? [], file: readmePath)
                block = nil
            } else {
                block?.append((index + 1, String(line)))
            }
        }
        return examples
    }

    /// Every `.EX` … `.EE` block of the page, not only those of EXAMPLES:
    /// an example under an option is one a reader copies too.
    static func manPage(_ roff: String) -> [DocExample] {
        var examples: [DocExample] = []
        var block: [(number: Int, line: String)]?
        for (index, line) in roff.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix(".EX") {
                block = []
            } else if line.hasPrefix(".EE") {
                examples += commands(in: block ?? [], file: manPagePath)
                block = nil
            } else {
                block?.append((index + 1, unescaped(String(line))))
            }
        }
        return examples
    }

    static func help(_ text: String) -> [DocExample] {
        guard let start = text.range(of: "\nExamples:\n") else { return [] }
        return text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
            .map { DocExample(place: "--help", text: $0.trimmingCharacters(in: .whitespaces)) }
    }

    /// A block's lines cut at blank lines and own-line comments: a comment
    /// names the command under it, a blank line parts two.
    static func commands(in block: [(number: Int, line: String)], file: String) -> [DocExample] {
        var examples: [DocExample] = []
        var lines: [(number: Int, line: String)] = []
        func flush() {
            if let first = lines.first {
                examples.append(DocExample(place: "\(file):\(first.number)", text: lines.map(\.line).joined(separator: "\n")))
            }
            lines = []
        }
        for entry in block {
            if entry.line.allSatisfy(\.isWhitespace) || entry.line.hasPrefix("#") { flush() } else { lines.append(entry) }
        }
        flush()
        return examples
    }

    /// The roff escapes an example uses, undone; any other is left as it is,
    /// and `unknownEscapes` names it.
    static let escapes = [("\\-", "-"), ("\\e", "\\"), ("\\(aq", "'"), ("\\(dq", "\""), ("\\(en", "–"), ("\\&", "")]

    static func unescaped(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let backslash = rest.firstIndex(of: "\\") {
            result += rest[..<backslash]
            rest = rest[backslash...]
            if let (escape, text) = escapes.first(where: { rest.hasPrefix($0.0) }) {
                result += text
                rest = rest.dropFirst(escape.count)
            } else {
                result += "\\"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    /// Escapes in the page's examples that `unescaped` does not know.
    static func unknownEscapes(_ roff: String) -> [String] {
        var inBlock = false
        var unknown: [String] = []
        for line in roff.split(separator: "\n") {
            if line.hasPrefix(".EX") { inBlock = true } else if line.hasPrefix(".EE") { inBlock = false } else if inBlock {
                var rest = Substring(line)
                while let backslash = rest.firstIndex(of: "\\") {
                    rest = rest[backslash...]
                    if let (escape, _) = escapes.first(where: { rest.hasPrefix($0.0) }) {
                        rest = rest.dropFirst(escape.count)
                    } else {
                        unknown.append(String(rest.prefix(4)))
                        rest = rest.dropFirst()
                    }
                }
            }
        }
        return unknown
    }
}
