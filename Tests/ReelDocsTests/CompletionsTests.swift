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

@Suite struct CompletionsTests {
    @Test(arguments: Shell.allCases)
    func checkedInScriptIsFresh(_ shell: Shell) throws {
        let path = "completions/" + shell.scriptFileName
        let checkedIn = try RepositoryFile.text(path)
        #expect(checkedIn == Completions.script(for: shell),
                "\(path) is stale. Regenerate it from the repository root with:\n    \(Completions.regenerateCommand)")
    }

    @Test(arguments: Shell.allCases)
    func everyValueIsOffered(_ shell: Shell) {
        let script = Completions.script(for: shell)
        #expect(OptionTable.all.filter { !$0.offered.isEmpty }.map(\.long).sorted()
                == ["align", "border", "color", "completion", "layout", "on-timeout", "preset", "theme"])
        for option in OptionTable.all where !option.offered.isEmpty {
            switch shell {
            case .bash:
                #expect(script.contains("--\(option.long)) COMPREPLY=($(compgen -W '\(option.offered.joined(separator: " "))'"))
            case .zsh:
                // With a short flag (`--preset`, `-p`): `'*'{-p+,--preset=}'[…`.
                #expect(script.contains(option.short == nil ? "--\(option.long)=[" : "--\(option.long)=}'["))
                for value in option.offered { #expect(script.contains(" \(value)\\:") || script.contains("((\(value)\\:")) }
            case .fish:
                #expect(script.contains("-l \(option.long) -x -a '\"\(option.offered[0])\"\\\\t\""), "fish: --\(option.long)")
            }
        }
    }

    @Test func everyOfferedValueHasAFewWordsOfItsOwn() {
        for option in OptionTable.all {
            for (value, help) in option.offeredWithHelp {
                #expect(!help.isEmpty && help != option.help, "--\(option.long) \(value)")
            }
        }
    }

    /// Every option whose value is a FILE (`--tree`) completes file names:
    /// `--tree` completed none in any shell.
    @Test func everyFileOptionIsMarkedSo() {
        let files = OptionTable.all.filter { $0.valueName == "FILE" }
        #expect(files.map(\.long) == ["tree"])
        for option in files {
            guard case .file = option.completion else { Issue.record("--\(option.long) completes no file names"); continue }
        }
        #expect(Completions.script(for: .bash).contains("--tree) _reel_files \"$cur\"; return ;;"))
    }

    /// An option marked `completion: .file`: each shell completes file
    /// names for it.
    @Test func fileOptionsCompleteFileNames() {
        let tree = OptionSpec("tree", value: "FILE", group: .components, completion: .file, help: "an outline") { _, _ in }
        #expect(Completions.script(for: .bash, options: [tree]).contains("--tree) _reel_files \"$cur\"; return ;;"))
        #expect(Completions.script(for: .zsh, options: [tree]).contains("'*--tree=[an outline]:FILE:_files'"))
        #expect(Completions.script(for: .fish, options: [tree]).contains("complete -c reel -l tree -r -F -d 'an outline'"))
    }

    @Test func textIsQuotedForEachShell() {
        let odd = OptionSpec("odd", value: "X", choices: ["it's", "a:b"], group: .general,
                             help: "it's [odd]: \\ here") { _, _ in }
        let bash = Completions.script(for: .bash, options: [odd])
        #expect(bash.contains("compgen -W 'it'\\''s a:b'"))
        let zsh = Completions.script(for: .zsh, options: [odd])
        #expect(zsh.contains("'*--odd=[it'\\''s \\[odd\\]\\: \\\\ here]:X:(it'\\''s a\\:b)'"))
        let fish = Completions.script(for: .fish, options: [odd])
        #expect(fish.contains("-a '\"it\\'s\" \"a:b\"' -d 'it\\'s [odd]: \\\\ here'"))
    }
}
