import Foundation
import Testing

/// Presets, trees and the script-friendly outputs, through the built reel.
@Suite struct PresetEndToEndTests {
    func bandLine(_ screen: Screen, _ words: String...) -> Bool {
        screen.lines.contains { line in words.allSatisfy(line.contains) }
    }

    /// A line of exactly `words`, in this order, with only spaces between.
    func inOrder(_ screen: Screen, _ words: String...) -> Bool {
        screen.lines.contains { line in line.split(separator: " ").map(String.init) == words }
    }

    @Test func pickFebruaryFourteenthFromTheDatePreset() throws {
        // Start on 31 January: a month down clamps the day to the 28th,
        // then fourteen rows up reach the 14th. In English (LANG=C) the
        // month is drawn first and has the focus.
        let session = try TerminalSession.reel(["--preset", "date", "--select", "2026-01-31"])
        try session.waitForScreen { inOrder($0, "January", "31", "2026") }
        session.send(Keys.down)
        try session.waitForScreen { inOrder($0, "February", "28", "2026") }
        session.send(Keys.tab + String(repeating: "k", count: 14))
        try session.waitForScreen { bandLine($0, "2026", "February", "14") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2026\t02\t14\n")
        #expect(session.terminalAttributesRestored())
    }

    @Test func japaneseDateInItsOrderPrintsTheSame() throws {
        // 2026年 2月 14日 as an iPhone in Japanese shows it; the focus on
        // the first wheel drawn, the year. Then the month: 3月.
        let session = try TerminalSession.reel(["-p", "date", "-s", "2026-02-14"], environment: ["LANG": "ja_JP.UTF-8"])
        try session.waitForScreen { inOrder($0, "2026年", "2月", "14日") }
        session.send(Keys.tab + "j")
        try session.waitForScreen { inOrder($0, "2026年", "3月", "14日") }
        session.send("k" + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2026\t02\t14\n", "year, month, day and numbers, whatever the display")
        #expect(session.terminalAttributesRestored())
    }

    @Test func koreanButtonsAndDate() throws {
        let session = try TerminalSession.reel(["-p", "date", "-s", "2026-02-14", "--cancel=", "--format", "{1}/{2}/{3} {iso}"],
                                               environment: ["LC_ALL": "ko_KR.UTF-8", "LANG": "C.UTF-8"])
        let screen = try session.waitForScreen { inOrder($0, "2026년", "2월", "14일") }
        #expect(screen.contains("[ 취소 ]  [ 완료 ]"))
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "2026/02/14 2026-02-14\n")
    }

    @Test func koreanTwelveHourClockHasTheDayPeriodFirst() throws {
        let session = try TerminalSession.reel(["-p", "time12", "-s", "2:05 PM", "--done", "확인"],
                                               environment: ["LANG": "ko_KR.UTF-8"])
        let screen = try session.waitForScreen { inOrder($0, "오후", "2", "05") }
        #expect(screen.contains("[ 확인 ]"), "--done still overrides")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "2\t05\tPM\n")
    }

    @Test func durationOneAndAHalfHoursIs5400Seconds() throws {
        let session = try TerminalSession.reel(["-p", "duration", "--format", "{seconds}"])
        try session.waitForText("0 hours")
        session.send("j" + Keys.tab + String(repeating: Keys.pageDown, count: 6))
        try session.waitForScreen { bandLine($0, "1 hours", "30 min", "00 sec") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "5400\n")
    }

    @Test func carryOnThePty() throws {
        let session = try TerminalSession.reel(["-p", "time", "--carry", "-s", "9:59", "--focus", "2"])
        try session.waitForScreen { bandLine($0, "09 : 59") }
        session.send("j")
        try session.waitForScreen { bandLine($0, "10 : 00") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "10\t00\n")
    }

    @Test func unknownTemplateFieldExitsTwoBeforeDrawing() throws {
        let session = try TerminalSession.reel(["-p", "time", "--format", "{seconds}"])
        let result = try session.waitForExit()
        #expect(result.status == .exited(2))
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("reel: --format '{seconds}': no field {seconds}"))
        #expect(session.raw.isEmpty, "nothing drawn")
    }

    @Test func jsonParsedBack() throws {
        let run = try BatchAndErrorEndToEndTests().runDetached(["--batch", "-p", "time12", "-s", "2:05 PM", "--json"])
        #expect(run.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["value"] as? String } == ["2", "05", "PM"])
        #expect(objects.map { $0["row"] as? Int } == [2, 5, 1])
        #expect(objects.map { $0["component"] as? Int } == [1, 2, 3])
    }

    @Test func badTreeNamesTheLine() throws {
        let run = try BatchAndErrorEndToEndTests().runDetached(["--batch", "--tree", "-"], stdin: "a\n  b\n   c\n")
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == "reel: tree 'stdin' line 3: inconsistent indentation; indent each level by two spaces or one tab\n")
    }

    @Test func presetsInBatch() throws {
        let run = try BatchAndErrorEndToEndTests().runDetached(["--batch", "-p", "duration", "-s", "1:30:00", "--format", "{iso} {1}h{2}m", "-0"])
        #expect(run.stdout == "PT1H30M 1h30m\u{0}")
    }
}
