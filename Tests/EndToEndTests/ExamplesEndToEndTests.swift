import Foundation
import Testing

/// The scripts in examples/, run as a person or cron would run them, with
/// REEL pointing at the built binary.
@Suite struct ExamplesEndToEndTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    static func script(_ name: String) -> String { examples.appendingPathComponent(name).path }

    /// Runs a script with no controlling terminal, as cron does.
    func runDetached(_ name: String, _ arguments: [String] = []) throws -> (status: Int32, stdout: String, stderr: String) {
        let run = try DetachedRun.command(["/bin/sh", Self.script(name)] + arguments,
                                          environment: ["REEL": try ReelBinary.path])
        return (run.status, run.stdoutText, run.stderr)
    }

    /// The crontab fields `minutes` from now, as the script computes them;
    /// two candidates in case a minute turns over during the test.
    func cronTimes(after minutes: Int) -> [String] {
        let now = Date()
        return [0, 60].map { slack in
            let parts = Calendar.current.dateComponents([.minute, .hour, .day, .month],
                                                        from: now.addingTimeInterval(Double(minutes * 60 + slack)))
            return String(format: "%02d %02d %02d %02d", parts.minute!, parts.hour!, parts.day!, parts.month!)
        }
    }

    @Test func restTimerWithoutATerminalInstallsTheDefault() throws {
        let crontab = FileManager.default.temporaryDirectory.appendingPathComponent("reel-crontab-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: crontab) }
        try "# existing\n".write(to: crontab, atomically: true, encoding: .utf8)
        let run = try runDetached("rest-timer.sh", ["--install", crontab.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "")
        #expect(run.stderr.contains("crontab \(crontab.path)"))
        let lines = try String(contentsOf: crontab, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0] == "# existing")
        #expect(lines[1].hasSuffix(" * echo '휴식 끝 (10 분)' | wall"))
        #expect(cronTimes(after: 10).contains { lines[1].hasPrefix($0) }, "\(lines[1])")
    }

    @Test func restTimerOnTheTerminalPrintsTheLine() throws {
        let session = try TerminalSession(executable: "/bin/sh", arguments: [Self.script("rest-timer.sh")],
                                          environment: ["REEL": try ReelBinary.path])
        try session.waitForText("10 분")
        session.send(Keys.down + Keys.down)
        try session.waitForText("12 분")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        let line = result.stdoutText
        #expect(line.hasSuffix(" * echo '휴식 끝 (12 분)' | wall\n"))
        #expect(cronTimes(after: 12).contains { line.hasPrefix($0) }, "\(line)")
    }

    @Test func countdownSleepsForThePickedDuration() throws {
        let start = Date()
        let run = try runDetached("countdown.sh", ["--batch", "--select", "0:00:01"])
        #expect(run.status == 0)
        #expect(run.stdout == "countdown: 1 seconds are over\n")
        #expect(Date().timeIntervalSince(start) >= 1)
        #expect(try runDetached("countdown.sh", ["--batch"]).status == 1, "0:00:00 waits for nothing")
    }

    @Test func logDayPrintsThatDaysLines() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("reel-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        try "2026-02-13 a\n2026-02-14 b\n2026-02-14 c\n2026-02-15 d\n".write(to: log, atomically: true, encoding: .utf8)
        let run = try runDetached("log-day.sh", [log.path, "--batch", "--select", "2026-02-14"])
        #expect(run.status == 0)
        #expect(run.stdout == "2026-02-14 b\n2026-02-14 c\n")
    }

    @Test func regionInBatch() throws {
        #expect(try runDetached("region.sh", ["--batch"]).stdout == "asia/kr/seoul\n")
        #expect(try runDetached("region.sh", ["--batch", "-s", "europe,is"]).stdout == "europe/is/reykjavik\n")
    }

    @Test func regionThreeLevelTreeOnTheTerminal() throws {
        let session = try TerminalSession(executable: "/bin/sh", arguments: [Self.script("region.sh")],
                                          environment: ["REEL": try ReelBinary.path])
        try session.waitForScreen { $0.lines.contains { $0.contains("Asia") && $0.contains("Korea") && $0.contains("Seoul") } }
        session.send("j")  // Europe: its countries and their cities reload
        try session.waitForScreen { $0.lines.contains { $0.contains("Europe") && $0.contains("France") && $0.contains("Paris") } }
        #expect(!session.screen.contains("Korea"))
        session.send(Keys.right + Keys.right + "j")
        try session.waitForScreen { $0.lines.contains { $0.contains("Europe") && $0.contains("France") && $0.contains("Lyon") } }
        session.send(Keys.left + "j")  // Iceland: one city
        try session.waitForScreen { $0.lines.contains { $0.contains("Iceland") && $0.contains("Reykjavík") } }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "europe/is/reykjavik\n")
        #expect(session.terminalAttributesRestored())
    }
}
