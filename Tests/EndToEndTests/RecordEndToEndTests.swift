import Foundation
import Testing

/// `REEL_RECORD`: a person's keys on a real pseudo-terminal written down
/// as KEYS, one line a run, and that line replayed with `REEL_KEYS` (no
/// terminal) gives the same answer.
@Suite struct RecordEndToEndTests {
    @Test func aPersonsKeysRecordedReplayToTheSameAnswer() throws {
        let directory = try KeyedEndToEndTests.temporaryDirectory()
        let record = directory.appendingPathComponent("keys")
        let arguments = ["--title", "Reminder", "--field", "Name", "--text", "--field", "Password", "--secret",
                         "--field", "Count", "-c", "1...9", "--field", "Notify", "--switch"]
        let session = try TerminalSession.reel(arguments, environment: ["REEL_RECORD": record.path])
        try session.waitForScreen { $0.contains("› Name") }
        session.send("A<d")
        try session.waitForText("A<d")
        session.send(Keys.tab)
        try session.waitForScreen { $0.contains("› Password") }
        session.send("pw" + Keys.tab)
        try session.waitForScreen { $0.contains("› Count") }
        session.send(Keys.down + Keys.down)
        try session.waitForText("Count     3")
        session.send(Keys.tab)
        try session.waitForScreen { $0.contains("› Notify") }
        session.send(Keys.space)
        try session.waitForText("yes")
        session.send(Keys.enter)
        let person = try session.waitForExit()
        #expect(person.status == .exited(0))
        #expect(person.stdoutText == "A<d\npw\n3\nyes\n")
        let line = try String(contentsOf: record, encoding: .utf8)
        #expect(line == "A<lt>d<tab>pw<tab><down><down><tab><space><enter>\n")
        let replay = try KeyedEndToEndTests.keyed(arguments, environment: ["REEL_KEYS=\(line.dropLast())"])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout == person.stdout)
    }

    /// Each run appends its line, however it ends.
    @Test func eachRunAppendsALine() throws {
        let record = try KeyedEndToEndTests.temporaryDirectory().appendingPathComponent("keys")
        let session = try TerminalSession.reel(["-c", "a,b,c"], environment: ["REEL_RECORD": record.path])
        try session.waitForText("a")
        session.send(Keys.down + Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
        let again = try TerminalSession.reel(["-c", "a,b,c"], environment: ["REEL_RECORD": record.path])
        try again.waitForText("a")
        again.send(Keys.enter)
        #expect(try again.waitForExit().status == .exited(0))
        #expect(try String(contentsOf: record, encoding: .utf8) == "<down><esc>\n<enter>\n")
    }
}
