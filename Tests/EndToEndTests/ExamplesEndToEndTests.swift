import Foundation
import Testing
import TestRequirements

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

    /// The crontab fields of the first whole minute at or after `minutes`
    /// from any moment between `start` and `end` (when the script asked
    /// the clock): never a minute that comes before the rest is over.
    func cronTimes(after minutes: Int, from start: Date, to end: Date) -> Set<String> {
        let seconds = Double(minutes * 60)
        let first = (start.timeIntervalSince1970 + seconds) / 60, last = (end.timeIntervalSince1970 + seconds) / 60
        return Set((Int(first.rounded(.up))...Int(last.rounded(.up))).map { minute in
            let parts = Calendar.current.dateComponents([.minute, .hour, .day, .month],
                                                        from: Date(timeIntervalSince1970: Double(minute * 60)))
            return String(format: "%02d %02d %02d %02d", parts.minute!, parts.hour!, parts.day!, parts.month!)
        })
    }

    @Test func restTimerOnTheTerminalPrintsTheLine() throws {
        // The script may read the clock before the picker is up: the
        // window runs from its start (once it read 17:13:00, the Enter
        // came at 17:13:01 and only 17:26 was expected).
        let started = Date()
        let session = try TerminalSession(executable: "/bin/sh", arguments: [Self.script("rest-timer.sh")],
                                          environment: ["REEL": try ReelBinary.path])
        try session.waitForText("10 분")
        session.send(Keys.down + Keys.down)
        try session.waitForText("12 분")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        let ended = Date()
        #expect(result.status == .exited(0))
        let line = result.stdoutText
        #expect(line.contains(" * echo '휴식 끝 (12 분)' | wall; sh '\(Self.script("rest-timer.sh"))' --remove "))
        let times = cronTimes(after: 12, from: started, to: ended)
        #expect(times.contains { line.hasPrefix($0) }, "\(line): expected one of \(times.sorted())")
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

/// examples/rest-timer.sh against the real `crontab` of Debian's cron
/// package (the daemon need not run): the user's own crontab, kept as it
/// was around each test. Serialized: each test reads and writes it.
@Suite(.serialized, .requires(ShellCommand.find("crontab") != nil, "crontab is not installed (apt-get install cron)"))
struct RestTimerCrontabEndToEndTests {
    static let crontab = ShellCommand.find("crontab") ?? "/usr/bin/crontab"

    func crontabLines() throws -> [String] {
        try ShellCommand.run(Self.crontab, ["-l"]).stdoutLines
    }

    /// Runs `body` with the user's crontab holding `lines`, then puts back
    /// what was there.
    func withCrontab(_ lines: [String], _ body: () throws -> Void) throws {
        let saved = try ShellCommand.run(Self.crontab, ["-l"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reel-crontab-\(UUID().uuidString)")
        defer {
            if saved.status == 0 {
                try? saved.stdout.write(to: file, atomically: true, encoding: .utf8)
                _ = try? ShellCommand.run(Self.crontab, [file.path])
            } else {
                _ = try? ShellCommand.run(Self.crontab, ["-r"])
            }
            try? FileManager.default.removeItem(at: file)
        }
        try lines.map { $0 + "\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
        #expect(try ShellCommand.run(Self.crontab, [file.path]).status == 0)
        try body()
    }

    func runDetached(_ arguments: [String], notify: String) throws -> DetachedRun {
        try DetachedRun.command(["/bin/sh", ExamplesEndToEndTests.script("rest-timer.sh")] + arguments,
                                environment: ["REEL": try ReelBinary.path, "REST_TIMER_NOTIFY": notify])
    }

    @Test func onceInstallsAnEntryThatRemindsAndRemovesItself() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("reel-rest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        let others = ["# someone else's", "0 9 * * 1 echo monday", "5 4 * * * echo 'rest-timer:other'"]
        try withCrontab(others) {
            let run = try runDetached(["--install"], notify: "cat >> '\(log.path)'")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdoutText == "")
            #expect(run.stderr.contains("--remove "))
            let lines = try crontabLines()
            #expect(Array(lines.prefix(3)) == others)
            #expect(lines.count == 4)
            let entry = try #require(lines.last)
            let fields = entry.split(separator: " ", maxSplits: 5).map(String.init)
            #expect(fields.count == 6 && fields[4] == "*", "minute, hour, day, month: \(entry)")
            #expect(entry.contains(" # rest-timer:"))
            // Run the entry's command as cron would: sh -c with the rest of the line.
            let fired = try ShellCommand.run("/bin/sh", ["-c", fields[5]])
            #expect(fired.status == 0, "\(fired.stderr)")
            #expect(try String(contentsOf: log, encoding: .utf8) == "휴식 끝 (10 분)\n", "the reminder")
            #expect(try crontabLines() == others, "exactly its own entry removed")
        }
    }

    @Test func everyInstallsTheRecurringLine() throws {
        try withCrontab(["# mine"]) {
            let run = try runDetached(["--every", "--install"], notify: "wall")
            #expect(run.status == 0, "\(run.stderr)")
            let lines = try crontabLines()
            #expect(lines.count == 2 && lines[0] == "# mine")
            let entry = lines.last ?? ""
            #expect(entry.hasPrefix("*/10 * * * * echo '휴식 시간 (10 분마다)' | wall # rest-timer:"), "\(entry)")
            // --remove with its tag takes it out again, and only it.
            let id = String(entry.split(separator: ":").last ?? "")
            #expect(try runDetached(["--remove", id], notify: "wall").status == 0)
            #expect(try crontabLines() == ["# mine"])
        }
    }
}
