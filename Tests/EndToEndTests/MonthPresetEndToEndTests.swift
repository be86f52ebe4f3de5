import Foundation
import Testing

/// `--preset month` through the built reel: the month and the year wheels,
/// spun and printed, without a terminal, and asked as one question.
@Suite struct MonthPresetEndToEndTests {
    func inOrder(_ screen: Screen, _ words: String...) -> Bool {
        screen.lines.contains { line in line.split(separator: " ").map(String.init) == words }
    }

    @Test func spinTheMonthAndPrintYearTabMonth() throws {
        // In English the month is drawn first and has the focus.
        let session = try TerminalSession.reel(["--preset", "month", "--select", "2026-01"])
        try session.waitForScreen { inOrder($0, "January", "2026") }
        session.send(Keys.down)
        try session.waitForScreen { inOrder($0, "February", "2026") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2026\t02\n")
        #expect(session.terminalAttributesRestored())
    }

    @Test func batchPrintsTheIsoMonthAndChecksTheBounds() throws {
        let run = try DetachedRun.reel(["--batch", "-p", "month", "-s", "2026-02", "--format", "{iso}"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText == "2026-02\n")
        let outside = try DetachedRun.reel(["--batch", "-p", "month", "--max", "2025-12", "-s", "2026-02"])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("a month from") && outside.stderr.contains("to 2025-12"), "\(outside.stderr)")
    }

    @Test func theAccessibleModeAsksYYYYMM() throws {
        let session = try TerminalSession.reel(["--accessible", "-p", "month", "-s", "2026-01"])
        _ = try session.waitForText("YYYY-MM")
        session.send("2027-03\r")
        let result = try session.waitForExit()
        #expect(result.status == .exited(0), "\(result.stderr)")
        #expect(result.stdoutText == "2027\t03\n")
    }
}
