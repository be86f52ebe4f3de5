import Foundation
import Testing

/// Numbers near `Int.min` and `Int.max` wherever the command line, a typed
/// answer or a key can put one against a range: one line and exit 2 when
/// refused, the right row when not, never a trap (exit 132/133).
/// `--select 9223372036854775807` on `-5...5` trapped on `n - first`.
@Suite struct OverflowEndToEndTests {
    static let top = "9223372036854775807", bottom = "-9223372036854775808"

    struct Refused: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var says: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refused: [Refused] = [
        Refused(arguments: ["-c", "-5...5", "-s", top], says: "is not a row of component 1"),
        Refused(arguments: ["-c", "5...-5", "-s", bottom], says: "is not a row of component 1"),
        Refused(arguments: ["-c", "-5...5/2", "-s", bottom], says: "is not a row of component 1"),
        Refused(arguments: ["-c", "\(bottom)...0"], says: "too many rows"),
        Refused(arguments: ["-c", "\(bottom)...\(top)"], says: "too many rows"),
        Refused(arguments: ["-c", "1...\(top)/2"], says: "too many rows"),
        Refused(arguments: ["-c", "0...10/\(top)0"], says: "step"),
        Refused(arguments: ["-c", "1...3", "--select-row", top], says: "--select-row"),
        Refused(arguments: ["-c", "1...3", "--rows", top], says: "--rows"),
        Refused(arguments: ["-c", "1...3", "--width", "99999999999999999999"], says: "--width"),
        Refused(arguments: ["-c", "1...3", "--max-rows", top], says: "--max-rows"),
        Refused(arguments: ["-c", "1...3", "--multi=\(top)"], says: "--multi"),
        Refused(arguments: ["-c", "1...3", "--timeout", top], says: "--timeout"),
        Refused(arguments: ["-c", "1...3", "--format", "{\(top)}"], says: "no field"),
        Refused(arguments: ["-c", "1...3", "--format", "{\(top).row}"], says: "no field"),
        Refused(arguments: ["-p", "duration", "--minute-interval", top], says: "--minute-interval"),
        Refused(arguments: ["-p", "time", "--minute-interval", bottom], says: "--minute-interval"),
        Refused(arguments: ["-p", "duration", "-s", "99999999999999999999:00:00"], says: "H:MM:SS"),
    ]

    @Test(arguments: refused) func refusedInOneLine(_ c: Refused) throws {
        let run = try DetachedRun.reel(["--batch"] + c.arguments)
        #expect(run.status == 2, "\(c.arguments): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(c.says), "\(c.arguments): \(run.stderr)")
    }

    @Test(arguments: [
        (["-c", "-5...\(top)/\(top)", "-s", "9223372036854775802"], "9223372036854775802\n"),
        (["-c", "\(bottom)...\(top)/\(top)", "-s", "-1"], "-1\n"),
        (["-c", "\(bottom)...\(top)/\(top)", "--select-row", "2"], "9223372036854775806\n"),
        (["-c", "\(top)...\(bottom)/\(top)", "-s", "-9223372036854775807"], "-9223372036854775807\n"),
        (["-c", "0...10/\(top)"], "0\n"),
        (["-c", "a...z/\(top)"], "a\n"),
    ])
    func hugeStepsGiveTheirFewRows(_ arguments: [String], _ printed: String) throws {
        let run = try DetachedRun.reel(["--batch"] + arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        #expect(run.stdoutText == printed)
    }

    @Test func digitsTypedOnAHugeStepFindTheRow() throws {
        let session = try TerminalSession.reel(["-c", "0...\(Self.top)/\(Self.top)"])
        _ = try session.waitForText("0")
        // `low - first + step - 1` overflowed on the first digit typed.
        session.send("9" + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0), "\(result.stderr)")
        #expect(result.stdoutText == Self.top + "\n")
        #expect(session.terminalAttributesRestored())
    }

    @Test func theAccessibleModeAsksAgainAfterAHugeNumber() throws {
        let session = try TerminalSession.reel(["--accessible", "-c", "-5...5"])
        _ = try session.waitForText("]:")
        session.send(Self.top + "\r")
        _ = try session.waitForText("between")
        session.send("3\r")
        let result = try session.waitForExit()
        #expect(result.status == .exited(0), "\(result.stderr)")
        #expect(result.stdoutText == "3\n")
        #expect(session.terminalAttributesRestored())
    }
}
