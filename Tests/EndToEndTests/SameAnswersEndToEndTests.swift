import Foundation
import Testing

/// The accessible mode and the drawn picker are two views of one model:
/// driven to the same choice, one with keys and one with typed answers,
/// the built reel prints the same bytes and exits the same way, for every
/// preset and every kind of SPEC.
@Suite struct SameAnswersEndToEndTests {
    /// Keys for the drawn picker, sent once `after` shows (nil: the first frame).
    struct Keystrokes: Sendable {
        var after: String?
        var keys: String
    }

    struct Choice: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let arguments: [String]
        var stdin: String?
        let keys: [Keystrokes]
        let answers: [String]
        let printed: String
    }

    static let treeText = "Korea\n  Seoul\n  Busan\nJapan\n  Tokyo\n  Osaka\n"
    static let fruitFile = NSTemporaryDirectory() + "/reel-same-answers-fruit.tsv"
    static let cities = #"!case {1} in Korea) printf 'Seoul\nBusan\n';; Japan) printf 'Tokyo\nOsaka\n';; esac"#

    static let choices: [Choice] = [
        Choice(testDescription: "a range, the rest timer", arguments: ["-t", "휴식하기", "-c", "1...20", "-l", "분", "-s", "10"],
               keys: [Keystrokes(after: "10 분", keys: "jj" + Keys.enter)], answers: ["12"], printed: "12\n"),
        Choice(testDescription: "steps, padding, counting down, negatives, letters",
               arguments: ["-c", "0...55/5", "-c", "00...59", "-c", "10...1", "-c", "-5...5", "-c", "a...z", "--separator", ":"],
               keys: [Keystrokes(after: nil, keys: "jj" + Keys.tab + "jjj" + Keys.tab + "j" + Keys.tab + "G" + Keys.tab + "jj" + Keys.enter)],
               answers: ["10", "3", "9", "5", "c", ""], printed: "10\t03\t9\t5\tc\n"),
        Choice(testDescription: "a half-open range and --format", arguments: ["-c", "0..<24", "-l", "h", "-c", "00...59", "-l", "m",
                                                                               "--format", "{1}h{2}m {2.row}"],
               keys: [Keystrokes(after: nil, keys: "G" + Keys.tab + "jjjjj" + Keys.enter)],
               answers: ["23", "05", "y"], printed: "23h05m 5\n"),
        Choice(testDescription: "a list, --json", arguments: ["-c", "Red,Orange,Yellow", "--json"],
               keys: [Keystrokes(after: "Red", keys: "j" + Keys.enter)], answers: ["2"],
               printed: #"[{"component":1,"row":1,"value":"Orange","title":"Orange","label":null}]"# + "\n"),
        Choice(testDescription: "lists by text, --index", arguments: ["-c", "Red,Orange,Yellow", "-c", "1...3", "--index"],
               keys: [Keystrokes(after: "Red", keys: "j" + Keys.tab + "jj" + Keys.enter)], answers: ["orange", "3", ""],
               printed: "1\t2\n"),
        Choice(testDescription: "a long list on stdin, --print0", arguments: ["--print0"], stdin: (1...100).map(String.init).joined(separator: "\n"),
               keys: [Keystrokes(after: "1/100", keys: "/42" + Keys.enter), Keystrokes(after: "42/100", keys: Keys.enter)],
               answers: ["42"], printed: "42\0"),
        Choice(testDescription: "a file with fields", arguments: ["-c", "@" + fruitFile, "--show", "2", "--value", "1"],
               keys: [Keystrokes(after: "apple", keys: "jj" + Keys.enter)], answers: ["cherry"], printed: "3\n"),
        Choice(testDescription: "multi-select", arguments: ["-c", "Red,Orange,Yellow,Green", "--multi"],
               keys: [Keystrokes(after: "Red", keys: " jj " + Keys.enter)], answers: ["1 3"], printed: "Red\nYellow\n"),
        Choice(testDescription: "date", arguments: ["-p", "date", "-s", "2026-01-31", "--format", "{iso} {weekday}"],
               keys: [Keystrokes(after: "January", keys: "j"), Keystrokes(after: "February", keys: Keys.tab + String(repeating: "k", count: 14)),
                      Keystrokes(after: "14", keys: Keys.enter)],
               answers: ["2026-02-14"], printed: "2026-02-14 Saturday\n"),
        Choice(testDescription: "date within --min and --max", arguments: ["-p", "date", "--min", "2026-01-01", "--max", "2026-06-30", "-s", "2026-06-15"],
               keys: [Keystrokes(after: "June", keys: "k" + Keys.enter)], answers: ["2027-05-15", "2026-05-15"], printed: "2026\t05\t15\n"),
        Choice(testDescription: "duration", arguments: ["-p", "duration", "--format", "{seconds}"],
               keys: [Keystrokes(after: nil, keys: "j" + Keys.tab + "jjjjj" + Keys.enter)], answers: ["1:05:00"], printed: "3900\n"),
        Choice(testDescription: "time", arguments: ["-p", "time", "-s", "14:05"],
               keys: [Keystrokes(after: "14", keys: "j" + Keys.enter)], answers: ["15:05"], printed: "15\t05\n"),
        Choice(testDescription: "time12", arguments: ["-p", "time12", "-s", "2:05 PM"],
               keys: [Keystrokes(after: "PM", keys: "k" + Keys.enter)], answers: ["1:05 PM"], printed: "1\t05\tPM\n"),
        Choice(testDescription: "datetime", arguments: ["-p", "datetime", "-s", "2026-02-14T21:30", "--format", "{iso}"],
               keys: [Keystrokes(after: "PM", keys: "j" + Keys.enter)], answers: ["2026-02-15 21:30"], printed: "2026-02-15T21:30\n"),
        Choice(testDescription: "a tree", arguments: ["--tree", "-"], stdin: treeText,
               keys: [Keystrokes(after: "Korea", keys: "j" + Keys.tab + "j" + Keys.enter)], answers: ["2", "2", ""],
               printed: "Japan\tOsaka\n"),
        Choice(testDescription: "a !CMD wheel", arguments: ["-c", "Korea,Japan", "-c", cities],
               keys: [Keystrokes(after: "Seoul", keys: "j"), Keystrokes(after: "Tokyo", keys: Keys.tab + "j"),
                      Keystrokes(after: "Osaka", keys: Keys.enter)],
               answers: ["Japan", "Osaka", "y"], printed: "Japan\tOsaka\n"),
        Choice(testDescription: "a form", arguments: ["--field", "Colour", "-c", "Red,Orange", "--field", "Day", "-p", "date",
                                                    "-s", "2026-02-14", "--field", "Size", "-c", "S,M,XL"],
               keys: [Keystrokes(after: "Colour", keys: "j" + Keys.tab + "j" + Keys.tab + Keys.tab + Keys.tab + "jj" + Keys.enter)],
               answers: ["2", "2026-03-14", "3", ""], printed: "Orange\n2026\t03\t14\nXL\n"),
    ]

    static func prepare() throws {
        try "1\tapple\n2\tbanana\n3\tcherry\n".write(toFile: fruitFile, atomically: true, encoding: .utf8)
    }

    @Test(arguments: choices)
    func bothViewsPrintTheSame(_ choice: Choice) throws {
        try Self.prepare()
        let stdin = choice.stdin.map(StdinSource.text) ?? .terminal
        let drawn = try TerminalSession.reel(choice.arguments, stdin: stdin)
        for step in choice.keys {
            if let text = step.after { try drawn.waitForText(text) } else { try drawn.waitForScreen { $0.framesEnded > 0 } }
            drawn.send(step.keys)
        }
        let keys = try drawn.waitForExit()

        let asked = try TerminalSession.reel(choice.arguments + ["--accessible"], stdin: stdin)
        try asked.answer(choice.answers)
        let answers = try asked.waitForExit()

        #expect(keys.status == .exited(0), "drawn: \(keys.stderr)")
        #expect(keys.stdoutText == choice.printed, "drawn")
        #expect(answers.status == keys.status, "\(asked.transcript)")
        #expect(answers.stdout == keys.stdout, "the same bytes on stdout\n\(asked.transcript)")
        #expect(!asked.raw.contains(0x1B), "no escape sequence at all")
        #expect(asked.terminalAttributesRestored())
    }

    /// Cancelling and running out of time end both the same way.
    @Test func bothViewsCancelAndTimeOutTheSame() throws {
        let drawn = try TerminalSession.reel(["-c", "1...3"])
        try drawn.waitForScreen { $0.framesEnded > 0 }
        drawn.send(Keys.escape)
        let asked = try TerminalSession.reel(["-c", "1...3", "--accessible"])
        try asked.waitForScreen { _ in asked.questionsAsked > 0 }
        asked.send("\u{04}")
        let (cancelled, eof) = (try drawn.waitForExit(), try asked.waitForExit())
        #expect(cancelled.status == .exited(1) && eof.status == .exited(1))
        #expect(cancelled.stdout.isEmpty && eof.stdout.isEmpty)

        let idle = try TerminalSession.reel(["-c", "1...3", "--timeout", "0.5"])
        let idleAsked = try TerminalSession.reel(["-c", "1...3", "--timeout", "0.5", "--accessible"])
        let (timedOut, silent) = (try idle.waitForExit(), try idleAsked.waitForExit())
        #expect(timedOut.status == .exited(124) && silent.status == .exited(124))
        #expect(idleAsked.transcript.hasSuffix("no answer for 0.5 seconds: reel gave up"))

        let accepted = try TerminalSession.reel(["-c", "1...3", "-s", "2", "--timeout", "0.5", "--on-timeout", "accept", "--accessible"])
        let result = try accepted.waitForExit()
        #expect(result.status == .exited(0) && result.stdoutText == "2\n")
    }

    /// `--batch` asks nothing, in either mode: the same initial selection.
    @Test func batchIsTheSame() throws {
        let batch = try DetachedRun.reel(["-p", "time", "-s", "14:05", "--batch"])
        let accessibleBatch = try DetachedRun.reel(["-p", "time", "-s", "14:05", "--batch", "--accessible"])
        #expect(batch.stdoutText == "14\t05\n")
        #expect(accessibleBatch.stdoutText == batch.stdoutText && accessibleBatch.status == batch.status)
    }
}
