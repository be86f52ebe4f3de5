import Foundation
import Testing

/// A year far past any calendar (`9223372036854775807`, or one near 7.7e17
/// where `year * 12` overflowed) is refused with one line and exit 2,
/// wherever a date is read: `--min`, `--max` and `--select` of every date
/// preset, drawn or `--batch`, and an answer typed in the accessible mode.
@Suite struct HugeYearEndToEndTests {
    static let huge = ["922337203685477580", "769999999999999999", "99999999999999999999999", "10000000"]

    static let cases: [[String]] = huge.flatMap { year in [
        ["-p", "month", "--max", "\(year)-01"],
        ["-p", "month", "--min", "\(year)-12"],
        ["-p", "month", "--select", "\(year)-01"],
        ["-p", "date", "--max", "\(year)-01-31"],
        ["-p", "date", "--select", "\(year)-02-28"],
        ["-p", "datetime", "--min", "\(year)-01-01T10:00"],
        ["-p", "datetime", "--max", "\(year)-01-01"],
        ["-p", "datetime", "--select", "\(year)-12-31T23:59"],
    ] }

    @Test(arguments: cases) func batchRefusesTheYearInOneLine(_ arguments: [String]) throws {
        let run = try DetachedRun.reel(["--batch"] + arguments)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("years go from 0000 to 9999999"), "\(arguments): \(run.stderr)")
    }

    @Test func drawnRefusesTheYearBeforeDrawing() throws {
        let session = try TerminalSession.reel(["-p", "month", "--max", "922337203685477580-01"])
        let result = try session.waitForExit()
        #expect(result.status == .exited(2))
        #expect(result.stderr.contains("years go from 0000 to 9999999"), "\(result.stderr)")
        #expect(session.terminalAttributesRestored())
    }

    @Test(arguments: [["-p", "month", "-s", "2026-01"], ["-p", "date", "-s", "2026-01-05"],
                      ["-p", "datetime", "-s", "2026-01-05T10:00"]])
    func theAccessibleModeAsksAgainAfterAHugeYear(_ arguments: [String]) throws {
        let session = try TerminalSession.reel(["--accessible"] + arguments)
        _ = try session.waitForText("]:")
        let answer = arguments[1] == "month" ? "922337203685477580-01"
            : arguments[1] == "date" ? "922337203685477580-01-01" : "922337203685477580-01-01T10:00"
        session.send(answer + "\r")
        _ = try session.waitForText("years go from 0000 to 9999999")
        session.send(Keys.ctrlC)
        let result = try session.waitForExit()
        #expect(result.status == .exited(130), "\(result.stderr)")
        #expect(session.terminalAttributesRestored())
    }
}
