import Foundation
import Testing

/// The accessible mode as a person at a terminal meets it: plain lines,
/// answers typed with the terminal's own line editing and echo, not one
/// escape sequence, the terminal's attributes as they were.
@Suite struct AccessibleEndToEndTests {
    static let restTimer = ["--title", "휴식하기", "--message", "최대 20분까지 설정할 수 있습니다.", "-c", "1...20", "-l", "분", "-s", "10"]

    @Test func theRestTimerWithAWrongAnswer() throws {
        let session = try TerminalSession.reel(Self.restTimer + ["--accessible"])
        try session.answer(["25", "12"])
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "12\n")
        #expect(session.transcript == """
            휴식하기
            최대 20분까지 설정할 수 있습니다.
            분 (1–20) [10]: 25
            25 is not between 1 and 20
            분 (1–20) [10]: 12
            """)
        #expect(!session.raw.contains(0x1B))
        #expect(session.terminalAttributesRestored())
    }

    /// The terminal is left in its own line mode, so its line editing
    /// works: backspace takes back what was typed before Enter.
    @Test func theTerminalsLineEditingServesTheAnswer() throws {
        let session = try TerminalSession.reel(Self.restTimer + ["--accessible"])
        try session.waitForScreen { _ in session.questionsAsked > 0 }
        let attributes = try session.attributesNow()
        #expect(attributes.isCanonical && attributes.echoes, "cooked mode, as found")
        session.send("25\u{7F}\u{7F}7" + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "7\n")
        #expect(session.terminalAttributesRestored())
    }

    struct Switch: Sendable, CustomTestStringConvertible {
        let testDescription: String
        var arguments: [String] = []
        var environment: [String: String] = [:]
    }

    /// Every way of asking for it asks questions, and sends not one ESC:
    /// no colour, no cursor moves or hiding, no mouse or paste mode, no
    /// synchronized output, no cursor query.
    @Test(arguments: [
        Switch(testDescription: "--accessible", arguments: ["--accessible"]),
        Switch(testDescription: "TERM=dumb", environment: ["TERM": "dumb"]),
        Switch(testDescription: "REEL_ACCESSIBLE=1", environment: ["REEL_ACCESSIBLE": "1"]),
        Switch(testDescription: "ACCESSIBLE=yes", environment: ["ACCESSIBLE": "yes"]),
        Switch(testDescription: "REEL_DEFAULT_OPTS=--accessible", environment: ["REEL_DEFAULT_OPTS": "--accessible"]),
        Switch(testDescription: "TERM=dumb with colour asked for", arguments: ["--color", "always", "--fullscreen", "--border", "rounded"],
               environment: ["TERM": "dumb"]),
    ])
    func noEscapeByteAtAll(_ way: Switch) throws {
        let session = try TerminalSession.reel(["-c", "1...3", "-c", "Red,Green"] + way.arguments,
                                               environment: way.environment.mapValues { $0 })
        try session.answer(["2", "Green", ""])
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2\tGreen\n")
        #expect(!session.raw.contains(0x1B), "\(String(decoding: session.raw, as: UTF8.self).debugDescription)")
        #expect(session.terminalAttributesRestored())
    }

    /// `--live` says each answer on stdout as it is given, as the drawn
    /// picker says each settled change, through the same queue; the
    /// accept prints the choice once more.
    @Test func liveReportsEachAnswer() throws {
        let session = try TerminalSession.reel(["-c", "1...3", "-c", "Red,Green", "--live", "--accessible"])
        try session.answer(["2"])
        try session.waitForStdout { $0 == "2\tRed\n" }
        try session.answer(["Green"], startingAt: 1)
        try session.waitForStdout { $0 == "2\tRed\n2\tGreen\n" }
        try session.answer([""], startingAt: 2)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2\tRed\n2\tGreen\n2\tGreen\n")
        #expect(session.terminalAttributesRestored())
    }

    @Test func aWrongAnswerThenEndOfInputCancels() throws {
        let session = try TerminalSession.reel(["-p", "date", "--min", "2026-01-01", "--max", "2026-12-31", "-s", "2026-02-14",
                                                "--accessible"], columns: 120)
        try session.answer(["2027-02-14"])
        try session.waitForScreen { _ in session.questionsAsked > 1 }
        session.send("\u{04}")
        let result = try session.waitForExit()
        #expect(result.status == .exited(1))
        #expect(result.stdout.isEmpty)
        #expect(session.transcript == """
            Date (YYYY-MM-DD, from 2026-01-01 to 2026-12-31) [2026-02-14]: 2027-02-14
            2027-02-14 does not fit: expected a date from 2026-01-01 to 2026-12-31 (--min, --max)
            Date (YYYY-MM-DD, from 2026-01-01 to 2026-12-31) [2026-02-14]:
            """)
        #expect(session.terminalAttributesRestored())
    }

    /// ctrl+c is the terminal's SIGINT in cooked mode: the interrupt of the
    /// drawn picker all the same (130), on a fresh line.
    @Test func controlCInterrupts() throws {
        let session = try TerminalSession.reel(["-c", "1...3", "--accessible"])
        try session.waitForScreen { _ in session.questionsAsked > 0 }
        session.send(Keys.ctrlC)
        let result = try session.waitForExit()
        #expect(result.status == .exited(130))
        #expect(result.stdout.isEmpty)
        #expect(session.terminalAttributesRestored())
    }

    @Test func aFormAsksEachFieldByName() throws {
        let session = try TerminalSession.reel(["--title", "Order", "--field", "Colour", "-c", "Red,Orange,Yellow",
                                                "--field", "Day", "-p", "date", "-s", "2026-02-14",
                                                "--field", "When", "-p", "time", "-s", "09:00", "--accessible"])
        try session.answer(["yellow", "2026-02-30", "2026-03-01", "18:30", ""])
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Yellow\n2026\t03\t01\n18\t30\n")
        #expect(session.transcript == """
            Order
              1. Red
              2. Orange
              3. Yellow
            Colour (1–3) [Red]: yellow
            Day (YYYY-MM-DD) [2026-02-14]: 2026-02-30
            2026-02-30: February 2026 has 28 days
            Day (YYYY-MM-DD) [2026-02-14]: 2026-03-01
            When (HH:MM) [09:00]: 18:30
            Colour: Yellow
            Day: 2026-03-01
            When: 18:30
            Done? [Y/n]:
            """)
    }

    /// `?` says how to answer and the time left, and is no answer: the
    /// time keeps running.
    @Test func questionMarkSaysTheTimeLeft() throws {
        let session = try TerminalSession.reel(["-c", "1...3", "--timeout", "600", "--accessible"])
        try session.answer(["?", "3"])
        let result = try session.waitForExit()
        #expect(result.stdoutText == "3\n")
        let said = session.transcript
        #expect(said.hasPrefix("reel gives up after 600 seconds without an answer (? says how long is left)"))
        #expect(said.contains("Type a value from 1 to 3."))
        #expect(said.contains(" seconds left before reel gives up."))
    }

    /// A long list takes text and lists the rows containing it, numbered;
    /// rows still arriving on stdin are searched as they are.
    @Test func aLongListStillLoadingIsSearched() throws {
        let session = try TerminalSession.reel(["-l", "city", "--accessible"], stdin: .pipe)
        session.writeStdin((1...30).map { "town \($0)" }.joined(separator: "\n") + "\nOsaka\nOsaka Bay\n")
        try session.waitForText("city (rows still loading, ")
        session.writeStdin("Osaka North\n")
        session.closeStdin()
        try session.answer(["osaka"])
        try session.waitForText("3 rows contain osaka:")
        try session.answer(["2"], startingAt: 1)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "Osaka Bay\n")
        #expect(session.transcript.contains("  3. Osaka North"))
        #expect(!session.raw.contains(0x1B))
    }

    /// Rows piped in at the start (`seq 5 | reel --accessible`): the
    /// question reads out the five, not "rows still loading, 0 so far".
    /// Here they are in the pipe before reel reads it, and this passes
    /// without the wait for them too; rows that come just after the first
    /// question would be asked are AskedViewTests', on a clock of its own.
    @Test func rowsArrivingAtOnceAreWaitedFor() throws {
        let session = try TerminalSession.reel(["--accessible"], stdin: .pipe)
        session.writeStdin("1\n2\n3\n4\n5\n")
        session.closeStdin()
        try session.waitForText("]:")
        #expect(!session.transcript.contains("so far"), "\(session.transcript)")
        #expect(session.transcript.contains("  5. 5"))
        try session.answer(["4"])
        let result = try session.waitForExit()
        #expect(result.stdoutText == "4\n")
    }

    /// The next question waits for the rows a command makes from the last
    /// answer, and is about them.
    @Test func aCommandsRowsComeBeforeTheQuestionAboutThem() throws {
        let session = try TerminalSession.reel(["-c", "Korea,Japan", "-l", "Country",
                                                "-c", #"!sleep 0.3; case {1} in Korea) echo Seoul;; Japan) printf 'Tokyo\nOsaka\n';; esac"#,
                                                "-l", "City", "--accessible"])
        try session.answer(["2"])
        let screen = try session.waitForText("City (1–2) [Tokyo]:")
        #expect(screen.contains("  2. Osaka"))
        try session.answer(["Osaka", "y"], startingAt: 1)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "Japan\tOsaka\n")
    }
}
