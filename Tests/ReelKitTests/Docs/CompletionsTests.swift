import Testing
@testable import ReelCLI
@testable import ReelCore
@testable import ReelKit
@testable import ReelTerminal

@Suite struct CompletionsTests {
    @Test(arguments: Shell.allCases)
    func checkedInScriptIsFresh(_ shell: Shell) throws {
        let path = "completions/" + shell.scriptFileName
        let checkedIn = try RepositoryFile.text(path)
        #expect(checkedIn == Completions.script(for: shell),
                "\(path) is stale. Regenerate it from the repository root with:\n    \(Completions.regenerateCommand)")
    }

    @Test(arguments: Shell.allCases)
    func everyChoiceIsOffered(_ shell: Shell) {
        let script = Completions.script(for: shell)
        for option in OptionTable.all where !option.choices.isEmpty {
            let list: String = switch shell {
            case .bash: "--\(option.long)) COMPREPLY=($(compgen -W '\(option.choices.joined(separator: " "))'"
            // With a short flag (`--preset`, `-p`): `'*'{-p+,--preset=}'[…`.
            case .zsh: option.short == nil ? "--\(option.long)=[" : "--\(option.long)=}'["
            case .fish: "-l \(option.long) -x -a '\(option.choices.joined(separator: " "))'"
            }
            #expect(script.contains(list), "\(shell): --\(option.long)")
            if shell == .zsh {
                #expect(script.contains(":(\(option.choices.joined(separator: " ")))'"), "zsh: --\(option.long)")
            }
        }
    }

    /// A future `--tree FILE` marks itself `completion: .file`; each shell
    /// then completes file names for it.
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
        #expect(fish.contains("-a 'it\\'s a:b' -d 'it\\'s [odd]: \\\\ here'"))
    }
}
