import Foundation
import Testing

/// The built binary with REEL_DEFAULT_OPTS, and `--completion`.
@Suite struct DefaultOptionsEndToEndTests {
    func reel(_ arguments: [String], defaults: String? = nil) throws -> ShellCommand.Result {
        try ShellCommand.run(try ReelBinary.path, arguments, environment: defaults.map { ["REEL_DEFAULT_OPTS": $0] } ?? [:])
    }

    @Test func defaultOptionsComeBeforeTheCommandLine() throws {
        let run = try reel(["--batch", "-c", "1...3", "-c", "a...c", "-s", "b"], defaults: "--index --delimiter ' : '")
        #expect(run.status == 0)
        #expect(run.stdout == "0 : 1\n")
        #expect(try reel(["--batch", "-c", "1...3", "-d", ","], defaults: "-d ';' --select-row 2").stdout == "3\n")
    }

    @Test func aBadDefaultOptionSaysWhereItCameFrom() throws {
        let run = try reel(["--batch", "-c", "1...3"], defaults: "--colour never")
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == "reel: in REEL_DEFAULT_OPTS: unknown option '--colour'; did you mean '--color'?\n")
        let quote = try reel(["--batch", "-c", "1...3"], defaults: "--title \"Rest")
        #expect(quote.stderr == "reel: in REEL_DEFAULT_OPTS: the \" quote is not closed\n")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionPrintsTheCheckedInScript(_ shell: String) throws {
        let run = try reel(["--completion", shell])
        #expect(run.status == 0)
        let file = ["bash": "completions/reel.bash", "zsh": "completions/_reel", "fish": "completions/reel.fish"][shell]!
        let checkedIn = try String(contentsOf: ShellCommand.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        #expect(run.stdout == checkedIn, "\(file) is stale; regenerate it with scripts/gen-completions.sh")
    }

    /// The version is written once, on Help.version's line, which the
    /// Makefile reads for the man page it installs, the tarball and the
    /// .deb (make version; scripts/check-dist.sh checks those).
    @Test func versionHasOneSource() throws {
        let version = try reel(["--version"]).stdout
        let help = try String(contentsOf: ShellCommand.repositoryRoot.appendingPathComponent("Sources/ReelCLI/Help.swift"),
                              encoding: .utf8)
        let line = help.split(separator: "\n").first { $0.hasPrefix("    package static let version = \"") }
        let written = line?.split(separator: "\"").dropFirst().first.map(String.init)
        #expect(version == "reel \(written ?? "?")\n", "reel --version says \(version), Help.swift's line \(written ?? "is missing")")
    }
}
