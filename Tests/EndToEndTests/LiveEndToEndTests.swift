import Foundation
import Testing

import ReelSystem

/// `--live` and `--on-change` on a real pseudo-terminal: every settled
/// change reaches the script, Enter and Esc keep their exit codes.
@Suite struct LiveEndToEndTests {
    func lines(_ url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func waitForLines(_ url: URL, _ predicate: ([String]) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Patience.wait { predicate(lines(url)) }, "\(lines(url))", sourceLocation: sourceLocation)
    }

    func scratchFile() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reel-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("log")
    }

    struct Ending: Sendable, CustomTestStringConvertible {
        var key: String
        var status: Int32
        var tail: String
        var testDescription: String { key == Keys.enter ? "enter" : "escape" }
    }

    @Test(arguments: [Ending(key: Keys.enter, status: 0, tail: "4\n"), Ending(key: Keys.escape, status: 1, tail: "")])
    func liveprintsEverySettledChangeAndKeepsTheExitCode(_ ending: Ending) throws {
        let log = try scratchFile()
        let session = try TerminalSession.reel(["-c", "1...10", "--live", "--on-change", "echo {1} >> \(log.path)"])
        try session.waitForText("[ Done ]")
        session.send("j")
        waitForLines(log) { $0 == ["2"] }
        // A quick spin is reported where it stops.
        session.send("jj")
        waitForLines(log) { $0 == ["2", "4"] }
        session.send(ending.key)
        let result = try session.waitForExit()
        #expect(result.status == .exited(ending.status))
        #expect(result.stdoutText == "2\n4\n" + ending.tail)
        #expect(session.terminalAttributesRestored())
    }

    @Test func liveUsesTheAcceptFormat() throws {
        let log = try scratchFile()
        let session = try TerminalSession.reel(["-c", "a,b", "-c", "x,y", "--live", "--format", "{1}/{2}",
                                                "--on-change", "echo {} >> \(log.path)"])
        try session.waitForText("[ Done ]")
        session.send("j")
        waitForLines(log) { $0.count == 1 }
        session.send(Keys.escape)
        #expect(try session.waitForExit().stdoutText == "b/x\n")
    }

    /// One at a time, the latest change winning: a change made while the
    /// command runs waits, and only the latest of them runs. Each run
    /// waits for a gate the test opens, not for a time; `--live` prints
    /// each settled change, so the test knows 3 and then 4 settled while
    /// 2 still ran.
    @Test func onChangeRunsOneAtATimeAndTheLatestWins() throws {
        let log = try scratchFile()
        let gate = log.deletingLastPathComponent().appendingPathComponent("gate")
        let session = try TerminalSession.reel(["-c", "1...10", "--live", "--on-change",
                                                "echo start {1} >> \(log.path); until [ -e \(gate.path) ]; do sleep 0.01; done;"
                                                + " echo end {1} >> \(log.path)"])
        try session.waitForText("[ Done ]")
        session.send("j")
        waitForLines(log) { $0 == ["start 2"] }
        session.send("j")
        try session.waitForStdout { $0 == "2\n3\n" }  // 3 settles while 2 runs
        session.send("j")
        try session.waitForStdout { $0 == "2\n3\n4\n" }
        #expect(lines(log) == ["start 2"])
        #expect(FileManager.default.createFile(atPath: gate.path, contents: nil))
        waitForLines(log) { $0.last == "end 4" }
        #expect(lines(log) == ["start 2", "end 2", "start 4", "end 4"])
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }

    @Test func onChangeValuesAreQuoted() throws {
        let log = try scratchFile()
        let marker = log.deletingLastPathComponent().appendingPathComponent("pwned").path
        let session = try TerminalSession.reel(["-c", "safe,$(touch \(marker))", "--on-change", "printf '%s\\n' {1} >> \(log.path)"])
        try session.waitForText("[ Done ]")
        session.send("j")
        waitForLines(log) { $0 == ["$(touch \(marker))"] }
        #expect(!FileManager.default.fileExists(atPath: marker))
        session.send(Keys.escape)
        _ = try session.waitForExit()
    }
}
