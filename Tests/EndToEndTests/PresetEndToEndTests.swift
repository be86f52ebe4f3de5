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

    @Test func monthsAfterMaxAreDimAndSpringBack() throws {
        // July and the 16th lie after --max: on the wheels, dim (the
        // attribute: mono has no colour). A step onto July springs back
        // to the 15th of June; Enter right after the step springs back
        // first and waits, so only the second Enter prints.
        let session = try TerminalSession.reel(["-p", "date", "--max", "2026-06-15", "-s", "2026-06-15", "--theme", "mono"],
                                               environment: ["LANG": "C"])
        let screen = try session.waitForScreen { inOrder($0, "June", "15", "2026") }
        let july = try #require(screen.position(of: "July"))
        #expect(screen.style(atRow: july.row, column: july.column).isDim, "\(screen.text)")
        let may = try #require(screen.position(of: "May"))
        #expect(!screen.style(atRow: may.row, column: may.column).isDim)
        let sixteen = try #require(screen.position(of: "16"))
        #expect(screen.style(atRow: sixteen.row, column: sixteen.column).isDim)
        session.send("j")
        try session.waitForScreen { inOrder($0, "July", "15", "2026") }
        try session.waitForScreen { inOrder($0, "June", "15", "2026") }
        session.send("j" + Keys.enter)
        try session.waitForScreen { inOrder($0, "June", "15", "2026") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2026\t06\t15\n")
        #expect(session.terminalAttributesRestored())
    }

    @Test func outOfRangeStaysVisibleWithNoColour() throws {
        // The dark theme's grey is gone with NO_COLOR: the dim attribute
        // still marks July, and nothing is coloured.
        let session = try TerminalSession.reel(["-p", "date", "--max", "2026-06-15", "-s", "2026-06-15", "--theme", "dark"],
                                               environment: ["LANG": "C", "NO_COLOR": "1"])
        let screen = try session.waitForScreen { inOrder($0, "June", "15", "2026") }
        let july = try #require(screen.position(of: "July"))
        #expect(screen.style(atRow: july.row, column: july.column).isDim)
        #expect(!screen.style(atRow: july.row, column: july.column).hasColor)
        session.send(Keys.escape)
        _ = try session.waitForExit()
    }

    @Test func dateAndTimeShowsTheWeekdayAndPrintsIso() throws {
        let session = try TerminalSession.reel(["-p", "datetime", "-s", "2026-02-14T21:30", "--format", "{iso} {weekday}"],
                                               environment: ["LANG": "C"])
        try session.waitForScreen { inOrder($0, "Sat,", "Feb", "14", "9", "30", "PM") }
        session.send("j")
        let screen = try session.waitForScreen { inOrder($0, "Sun,", "Feb", "15", "9", "30", "PM") }
        #expect(screen.contains("2026-02-15"), "the year, which the day wheel leaves out, in the toolbar")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2026-02-15T21:30 Sunday\n")
    }

    @Test func dateAndTimeStartsToday() throws {
        // In German: 24 hours, no AM/PM wheel; today in its word.
        let session = try TerminalSession.reel(["-p", "datetime"], environment: ["LANG": "de_DE.UTF-8"])
        let screen = try session.waitForText("Heute")
        #expect(!screen.contains("AM") && !screen.contains("PM"))
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        let fields = result.stdoutText.dropLast().split(separator: "\t")
        #expect(fields.count == 3 && fields[0].count == 10 && fields[1].count == 2, "\(result.stdoutText)")
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

    /// The error names the preset's fields and the wheels it has, checked
    /// before anything is read: `{1}…{2}` and `{iso}`, never
    /// `{1}…{9223372036854775807}` (issue 43 item 8).
    @Test(arguments: [
        (["-p", "month"], "the fields are {1}…{2}, {1.row}…{2.row}, {}, {iso}"),
        (["-p", "date"], "the fields are {1}…{3}, {1.row}…{3.row}, {}, {iso}, {weekday}"),
        (["-p", "duration"], "the fields are {1}…{3}, {1.row}…{3.row}, {}, {seconds}, {iso}"),
    ])
    func anUnknownFieldNamesThePresetsFields(_ preset: [String], _ fields: String) throws {
        let run = try DetachedRun.reel(["--batch"] + preset + ["--format", "{nosuch}"])
        #expect(run.status == 2)
        #expect(run.stderr == "reel: --format '{nosuch}': no field {nosuch}; \(fields)\n", "\(preset)")
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
