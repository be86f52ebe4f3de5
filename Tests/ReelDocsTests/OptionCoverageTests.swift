import TestRequirements
import Testing
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

/// One source of truth: every option of `OptionTable` is in `--help`, the
/// man page and each completion script, and nothing else is.
@Suite struct OptionCoverageTests {
    enum Document: String, CaseIterable, Sendable {
        case help = "--help"
        case manPage = "man/reel.1"
        case bash = "completions/reel.bash"
        case zsh = "completions/_reel"
        case fish = "completions/reel.fish"

        func optionNames() throws -> [String] {
            switch self {
            case .help: OptionNames.inHelp(Help.text)
            case .manPage: OptionNames.inManPage(try RepositoryFile.text(rawValue))
            case .bash: OptionNames.inScript(try RepositoryFile.text(rawValue), for: .bash)
            case .zsh: OptionNames.inScript(try RepositoryFile.text(rawValue), for: .zsh)
            case .fish: OptionNames.inScript(try RepositoryFile.text(rawValue), for: .fish)
            }
        }

        var remedy: String {
            switch self {
            case .help: "Help.swift writes it from OptionTable"
            case .manPage: "add or remove the .TP entry (format: the comment at the top of man/reel.1)"
            case .bash, .zsh, .fish: "regenerate with \(Completions.regenerateCommand)"
            }
        }
    }

    @Test(arguments: Document.allCases)
    func namesExactlyTheOptionsOfTheTable(_ document: Document) throws {
        let expected = OptionTable.all.map(\.long)
        let found = try document.optionNames()
        if let difference = OptionNames.difference(found: found, expected: expected) {
            Issue.record("\(document.rawValue): \(difference); \(document.remedy)")
        }
    }

    /// The generated scripts also follow the table when they are read
    /// fresh, so a new option cannot pass by being left out of both.
    @Test(arguments: Shell.allCases)
    func generatedScriptsNameEveryOption(_ shell: Shell) {
        let found = OptionNames.inScript(Completions.script(for: shell), for: shell)
        #expect(OptionNames.difference(found: found, expected: OptionTable.all.map(\.long)) == nil)
    }
}
