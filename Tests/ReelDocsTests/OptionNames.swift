@testable import ReelCLI
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelKit
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

/// The long options each document or script names, read back out of its
/// text, so a test can compare them with `OptionTable` in both directions.
enum OptionNames {
    /// The option lines of `--help`: `  -c, --component SPEC` or `      --width N`.
    static func inHelp(_ help: String) -> [String] {
        let optionsPart = help.components(separatedBy: "\nKeys:\n")[0]
        return optionsPart.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^  (?:-., |    )--([a-z0-9][a-z0-9-]*)/).map { String($0.1) }
        }
    }

    /// The `.TP` entries of the man page's OPTIONS section.
    static func inManPage(_ page: String) -> [String] {
        ManPageEntry.all(in: page).map(\.long)
    }

    static func inScript(_ script: String, for shell: Shell) -> [String] {
        switch shell {
        case .bash:
            // The word list offered for a word that starts with `-`.
            guard let list = script.firstMatch(of: /-\*\) COMPREPLY=\(\$\(compgen -W '([^']*)'/) else { return [] }
            return list.1.split(separator: " ").map { String($0.dropFirst(2)) }
        case .zsh:
            // `'*--width=[…`, `'*'{-c+,--component=}'[…` or `'*--popup=-[…`
            return script.split(separator: "\n").compactMap { line in
                line.firstMatch(of: /^  '\*(?:'\{-.\+?,)?--([a-z0-9][a-z0-9-]*)(?:=-?)?[\[}]/).map { String($0.1) }
            }
        case .fish:
            return script.split(separator: "\n").compactMap { line in
                line.firstMatch(of: /^complete -c reel (?:-s . )?-l ([a-z0-9][a-z0-9-]*)/).map { String($0.1) }
            }
        }
    }

    /// "missing: --a, --b; extra: --c" for a failing comparison.
    static func difference(found: [String], expected: [String]) -> String? {
        let missing = expected.filter { !found.contains($0) }
        let extra = found.filter { !expected.contains($0) }
        let duplicated = Set(found.filter { name in found.filter { $0 == name }.count > 1 })
        var parts: [String] = []
        if !missing.isEmpty { parts.append("missing: " + missing.map { "--" + $0 }.joined(separator: ", ")) }
        if !extra.isEmpty { parts.append("not in OptionTable: " + extra.map { "--" + $0 }.joined(separator: ", ")) }
        if !duplicated.isEmpty { parts.append("twice: " + duplicated.sorted().map { "--" + $0 }.joined(separator: ", ")) }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
