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

    @Test func versionHasOneSource() throws {
        let version = try reel(["--version"]).stdout
        let page = try String(contentsOf: ShellCommand.repositoryRoot.appendingPathComponent("man/reel.1"), encoding: .utf8)
        #expect(version.hasPrefix("reel "))
        #expect(page.contains("\"\(version.dropLast())\""), "man/reel.1's .TH should say \(version)")
    }
}
