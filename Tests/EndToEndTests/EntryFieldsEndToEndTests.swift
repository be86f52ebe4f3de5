import Foundation
import Testing

/// Issue 42 items 8–13 on a real pseudo-terminal: a form that asks a
/// name, a password, a time and a yes/no, as a script asks them; a text
/// field alone; a command that follows the text typed; and the secret,
/// which reaches stdout and nothing else.
@Suite struct EntryFieldsEndToEndTests {
    static let form = ["--title", "Reminder", "--field", "Name", "--text", "--placeholder", "your name", "--required",
                       "--field", "Password", "--secret", "--field", "Time", "-p", "time", "-s", "14:05",
                       "--field", "Notify", "--switch", "--select", "on"]

    @Test func aFormAsksANameAPasswordATimeAndAYesNo() throws {
        let session = try TerminalSession.reel(Self.form)
        try session.waitForScreen { $0.contains("› Name      your name") && $0.contains("Notify    ━━●  yes") }
        // Done with the name still empty: held, and the toolbar says why.
        session.send(Keys.enter)
        try session.waitForText("Name is required")
        session.send("Jürgen q j")
        session.send(Keys.paste("\nhi"))
        session.send(Keys.left + Keys.left + Keys.left + "\u{7F}")
        try session.waitForText("› Name      Jürgen q  hi")
        session.send(Keys.tab + "hunter2")
        try session.waitForText("› Password  •••••••")
        session.send(Keys.tab + Keys.down + Keys.tab + Keys.tab + Keys.space)
        try session.waitForText("› Notify    ●━━  no")
        #expect(!session.screen.text.contains("hunter2"))
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Jürgen q  hi\nhunter2\n15\t05\nno\n")
        #expect(session.terminalAttributesRestored())
    }

    /// `reel --text --title Name`: a form of one field, typed straight into.
    @Test func aTextAloneIsTypedStraightInto() throws {
        let session = try TerminalSession.reel(["--text", "--title", "Name", "--select", "Ann"])
        try session.waitForText("› Ann")
        session.send("ie" + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Annie\n")
    }

    /// A command naming the text runs again once the typing pauses, and a
    /// `--live` report reads the secret as empty, the final answer not.
    @Test func aCommandFollowsTheTextAndLiveNeverShowsTheSecret() throws {
        let session = try TerminalSession.reel(["--field", "Word", "--text", "--select", "a",
                                                "--field", "Echo", "-c", "!echo got {Word}",
                                                "--field", "Pin", "--secret", "--select", "1234", "--live"])
        try session.waitForText("Echo  got a")
        session.send("bc")
        try session.waitForText("Echo  got abc")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        // Each report a line per field and a blank line; the secret's is
        // empty in every report but the final answer.
        let out = result.stdoutText
        let lines = out.components(separatedBy: "\n").dropLast()
        let reports = stride(from: 0, to: lines.count, by: 4).map { Array(lines[$0..<min($0 + 4, lines.count)]) }
        #expect(reports.count >= 2 && reports.last == ["abc", "got abc", "1234", ""], "\(out)")
        #expect(reports.dropLast().allSatisfy { $0.count == 4 && $0[2].isEmpty && $0[3].isEmpty }, "\(out)")
    }

    /// `--batch` takes the starting values as an accept does: a required
    /// text needs one.
    @Test func batchPrintsTheStartingValues() throws {
        let refused = try DetachedRun.reel(["--batch"] + Self.form)
        #expect(refused.status == 2 && refused.stdout.isEmpty)
        #expect(refused.stderr == "reel: --batch: {Name} is --required and empty; give it a --select\n", "\(refused.stderr)")
        let named = Self.form.flatMap { $0 == "--required" ? [$0, "--select", "Ann"] : [$0] }
        let run = try DetachedRun.reel(["--batch"] + named + ["--format", "{Name}|{Password}|{Time}|{Notify}"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText == "Ann||14\t05|yes\n")
    }
}
