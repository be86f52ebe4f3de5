import Foundation
import Testing
import TestRequirements

/// The completion scripts of completions/ loaded in the real shells. Each
/// test is skipped, saying so, where its shell is not installed (scripts/test
/// installs them).
@Suite struct ShellCompletionEndToEndTests {
    static let bash = ShellCommand.find("bash")
    static let zsh = ShellCommand.find("zsh")
    static let fish = ShellCommand.find("fish")
    static let bashCompletion = "/usr/share/bash-completion/bash_completion"

    // MARK: bash

    /// Calls `_reel` as bash's programmable completion would, with the
    /// words as bash splits them (at `=` and `@`, COMP_WORDBREAKS).
    func bashComplete(_ words: [String]) throws -> [String] {
        let script = """
            source completions/reel.bash
            COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=()
            _reel
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try ShellCommand.run(try #require(Self.bash), ["--norc", "--noprofile", "-c", script, "bash"] + words)
        #expect(result.stderr == "")
        return result.stdoutLines
    }

    @Test(.requires(bash != nil, "bash is not installed"))
    func bashCompletesOptionsAndChoices() throws {
        #expect(try bashComplete(["reel", "--pres"]) == ["--preset"])
        #expect(try bashComplete(["reel", "--preset", ""]) == ["duration", "time", "time12", "date", "datetime", "month"])
        #expect(try bashComplete(["reel", "-p", "time"]) == ["time", "time12"])
        #expect(try bashComplete(["reel", "--align", ""]) == ["left", "center", "right"])
        #expect(try bashComplete(["reel", "--color", "="]) == ["auto", "always", "never"])
        #expect(try bashComplete(["reel", "--color", "=", "n"]) == ["never"])
        #expect(try bashComplete(["reel", "--completion", "z"]) == ["zsh"])
        #expect(try bashComplete(["reel", "--theme", ""]) == ["auto", "default", "dark", "light", "mono"])
        #expect(try bashComplete(["reel", "--theme", "=", "d"]) == ["default", "dark"])
        #expect(try bashComplete(["reel", "--border", "r"]) == ["rounded"])
        #expect(try bashComplete(["reel", "--on-timeout", ""]) == ["cancel", "accept"])
        #expect(try bashComplete(["reel", "-c", "1...3", "-l", ""]) == [])
    }

    @Test(.requires(bash != nil, "bash is not installed"))
    func bashCompletesFilesAfterAtOnly() throws {
        #expect(try bashComplete(["reel", "-c", "@", "Package.sw"]) == ["@Package.swift"])
        #expect(try bashComplete(["reel", "@", "Package.sw"]) == ["@Package.swift"])
        #expect(try bashComplete(["reel", "-c", "@Package.sw"]) == ["@Package.swift"])
        #expect(try bashComplete(["reel", "-c", "@", "Sources"]) == ["@Sources/"])
        #expect(try bashComplete(["reel", "-c", "Package.sw"]) == [])
    }

    /// `--tree FILE` takes a file name as it is, no `@` (it completed none).
    @Test(.requires(bash != nil, "bash is not installed"))
    func bashCompletesTheTreesFile() throws {
        #expect(try bashComplete(["reel", "--tree", "Package.sw"]) == ["Package.swift"])
        #expect(try bashComplete(["reel", "--tree", "=", "Package.sw"]) == ["Package.swift"])
    }

    /// Installed as share/bash-completion/completions/reel, bash-completion
    /// finds the script on demand through XDG_DATA_DIRS.
    @Test(.requires(bash != nil && FileManager.default.fileExists(atPath: bashCompletion),
                   "bash or bash-completion is not installed"))
    func bashCompletionLoadsItFromTheInstalledPlace() throws {
        let share = FileManager.default.temporaryDirectory.appendingPathComponent("reel-share-\(getpid())")
        defer { try? FileManager.default.removeItem(at: share) }
        let directory = share.appendingPathComponent("bash-completion/completions")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ShellCommand.repositoryRoot.appendingPathComponent("completions/reel.bash"),
                                         to: directory.appendingPathComponent("reel"))
        let script = "source \(Self.bashCompletion); _completion_loader reel; complete -p reel"
        let result = try ShellCommand.run(try #require(Self.bash), ["--norc", "--noprofile", "-c", script],
                                          environment: ["XDG_DATA_DIRS": share.path])
        #expect(result.stdout == "complete -F _reel reel\n", "\(result.stderr)")
    }

    // MARK: zsh

    @Test(.requires(zsh != nil, "zsh is not installed"))
    func zshLoadsItThroughCompinit() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("reel-zsh-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let script = """
            fpath=($PWD/completions $fpath)
            autoload -Uz compinit && compinit -u -d $HOME/zcompdump
            print -r -- $_comps[reel]
            autoload +X _reel && print -r -- loaded
            """
        let result = try ShellCommand.run(try #require(Self.zsh), ["-f", "-c", script], environment: ["HOME": home.path])
        #expect(result.status == 0)
        #expect(result.stdout == "_reel\nloaded\n")
        #expect(result.stderr == "")
    }

    /// Tab pressed in an interactive zsh on a pseudo-terminal: _arguments
    /// reports a bad spec only when it runs, not when it is loaded.
    @Test(.requires(zsh != nil, "zsh is not installed"))
    func zshCompletesInAnInteractiveShell() throws {
        let session = try TerminalSession(executable: try #require(Self.zsh), arguments: ["-f", "-i"],
                                          environment: ["HOME": "/nonexistent", "PS1": "> "])
        defer { session.signal(SIGKILL) }
        session.send("PS1='> '; cd \(ShellCommand.repositoryRoot.path); fpath=($PWD/completions $fpath); autoload -Uz compinit; compinit -u -D\n")
        session.send("reel --align \t")
        try session.waitForText("center")
        #expect(session.screen.contains("right"))
        session.send("\u{15}reel --sel\t")
        try session.waitForText("--select-row")
        #expect(session.screen.contains("start on row N"))
        session.send("\u{15}reel --pre\t")
        try session.waitForText("ready-made wheels")
        #expect(session.screen.contains("--preset"))
        // The names alone, not the description of --preset above that names them too.
        session.send("\u{15}reel --preset \t")
        try session.waitForScreen { screen in
            screen.contains("duration") && screen.contains("time12") && screen.contains("datetime") && !screen.contains("ready-made")
        }
        // After `--opt=` too, each value with its own few words.
        session.send("\u{15}reel --theme=\t")
        try session.waitForText("iOS light mode")
        #expect(session.screen.contains("mono") && session.screen.contains("no colour at all"))
        session.send("\u{15}reel --border=\t")
        try session.waitForText("rounded corners")
        session.send("\u{15}reel --tree Package.sw\t")
        try session.waitForText("reel --tree Package.swift")
    }

    // MARK: fish

    @Test(.requires(fish != nil, "fish is not installed"))
    func fishAcceptsTheScript() throws {
        let result = try ShellCommand.run(try #require(Self.fish), ["--no-execute", "completions/reel.fish"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
    }

    func fishComplete(_ line: String) throws -> [String] {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fish-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try ShellCommand.run(
            try #require(Self.fish), ["--no-config", "-c", "source completions/reel.fish; complete -C$argv[1]", line],
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_DATA_HOME": home.path])
        #expect(result.stderr == "")
        // "--select\tstart on the row …": the candidate, then its description.
        return result.stdoutLines.map { String($0.prefix { $0 != "\t" }) }
    }

    @Test(.requires(fish != nil, "fish is not installed"))
    func fishDescribesEachValueShortly() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fish-d-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try ShellCommand.run(
            try #require(Self.fish), ["--no-config", "-c", "source completions/reel.fish; complete -C'reel --border '"],
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_DATA_HOME": home.path])
        #expect(result.stdoutLines.contains("rounded\trounded corners"))
        #expect(result.stdoutLines.contains("none\tno border"))
        #expect(!result.stdout.contains("the title sits in it"), "not the option's description for each value")
    }

    @Test(.requires(fish != nil, "fish is not installed"))
    func fishCompletesOptionsChoicesAndFilesAfterAt() throws {
        #expect(try fishComplete("reel --pres") == ["--preset"])
        #expect(try fishComplete("reel --preset ").sorted() == ["date", "datetime", "duration", "month", "time", "time12"])
        #expect(try fishComplete("reel --align ").sorted() == ["center", "left", "right"])
        #expect(try fishComplete("reel --theme ").sorted() == ["auto", "dark", "default", "light", "mono"])
        #expect(try fishComplete("reel --on-timeout ").sorted() == ["accept", "cancel"])
        #expect(try fishComplete("reel -c @Package.sw") == ["@Package.swift"])
        #expect(try fishComplete("reel @Package.sw") == ["@Package.swift"])
        #expect(try fishComplete("reel Package.sw") == [])
        #expect(try fishComplete("reel --tree Package.sw") == ["Package.swift"])
    }
}
