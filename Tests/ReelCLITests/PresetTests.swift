import Testing
@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelKit
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

@Suite struct PresetTests {
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 1, day: 31), hour: 14, minute: 7)

    func make(_ arguments: [String], locale: String? = nil) throws -> PickerState {
        try PickerFactory.presetState(arguments, now: Self.now, locale: locale)
    }

    func message(_ arguments: [String]) -> String? {
        do {
            _ = try make(arguments)
            return nil
        } catch {
            return (error as? ReelError)?.message
        }
    }

    func printed(_ state: PickerState) -> String {
        String(decoding: OutputFormatter.bytes(for: state, options: OutputOptions()), as: UTF8.self)
    }

    func titles(_ wheel: Wheel) -> [String] { (0..<wheel.rows.count).map(wheel.rows.title(at:)) }

    // MARK: Row tables

    @Test func durationWheels() throws {
        let state = try make(["-p", "duration"])
        #expect(state.wheels.map(\.rows.count) == [24, 60, 60])
        #expect(state.wheels.map(\.label) == ["hours", "min", "sec"])
        #expect(state.wheels.map(\.isCyclic) == [false, true, true])
        #expect(titles(state.wheels[0]).prefix(3) == ["0", "1", "2"])
        #expect(titles(state.wheels[2]).suffix(2) == ["58", "59"])
        #expect(printed(state) == "0\t00\t00\n", "duration starts at 0:00:00")
    }

    @Test func timeStartsNowAndPadsHours() throws {
        let state = try make(["-p", "time"])
        #expect(printed(state) == "14\t07\n")
        #expect(state.chrome.separator == ":")
        #expect(titles(state.wheels[0]).prefix(2) == ["00", "01"])
        let five = try make(["-p", "time", "--minute-interval", "5"])
        #expect(titles(five.wheels[1]) == ["00", "05", "10", "15", "20", "25", "30", "35", "40", "45", "50", "55"])
        #expect(printed(five) == "14\t05\n", "now rounds down to the interval")
    }

    @Test func time12RowsAndSelect() throws {
        let state = try make(["-p", "time12"])
        #expect(titles(state.wheels[0]) == ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"])
        #expect(titles(state.wheels[2]) == ["AM", "PM"])
        #expect(printed(state) == "2\t07\tPM\n")
        #expect(printed(try make(["-p", "time12", "-s", "12:00 AM"])) == "12\t00\tAM\n")
        #expect(printed(try make(["-p", "time12", "-s", "12:30pm"])) == "12\t30\tPM\n")
    }

    struct Month: Sendable, CustomTestStringConvertible {
        var date: String
        var days: Int
        var testDescription: String { "\(date) has \(days) days" }
    }

    @Test(arguments: [
        Month(date: "2024-02-01", days: 29), Month(date: "2100-02-01", days: 28), Month(date: "2000-02-01", days: 29),
        Month(date: "2026-02-01", days: 28), Month(date: "2026-04-01", days: 30), Month(date: "2026-12-01", days: 31),
    ])
    func dayWheelHasTheMonthsDays(_ c: Month) throws {
        let state = try make(["-p", "date", "--min", "1900-01-01", "--max", "2200-12-31", "-s", c.date])
        #expect(state.wheels[2].rows.count == c.days)
        #expect(titles(state.wheels[2]).last == String(c.days))
    }

    @Test func dateWheelsShowNamesAndPrintNumbers() throws {
        let state = try make(["-p", "date", "-s", "2026-02-14"])
        #expect(printed(state) == "2026\t02\t14\n")
        #expect(state.wheels[1].rows.title(at: state.wheels[1].selectedRow) == "February")
        #expect(state.wheels[0].rows.count == 201, "a hundred years either side of today")
        #expect(titles(state.wheels[0]).first == "1926")
        #expect(titles(state.wheels[0]).last == "2126")
        #expect(state.wheels[1].width == 9, "as wide as September, whatever month is shown")
        #expect(printed(try make(["-p", "date"])) == "2026\t01\t31\n", "today")
    }

    // MARK: Dependent wheels

    @Test func januaryThirtyFirstClampsToFebruary() throws {
        var state = try make(["-p", "date", "-s", "2024-01-31", "--focus", "2"])
        _ = state.apply(.down)
        #expect(printed(state) == "2024\t02\t29\n")
        #expect(state.wheels[2].rows.count == 29)
        _ = state.apply(.down)
        #expect(printed(state) == "2024\t03\t31\n", "the day chosen survives February, as UIDatePicker")
        #expect(state.wheels[2].rows.count == 31)
        _ = state.apply(.down)
        #expect(printed(state) == "2024\t04\t30\n")
        _ = state.apply(.down)
        #expect(printed(state) == "2024\t05\t31\n")
        // A year change from a leap day.
        var leap = try make(["-p", "date", "-s", "2024-02-29", "--focus", "1"])
        _ = leap.apply(.down)
        #expect(printed(leap) == "2025\t02\t28\n")
    }

    @Test func theWeekdayIsInViewWhilePicking() throws {
        var state = try make(["-p", "date", "-s", "2026-02-14", "--focus", "3"])
        #expect(state.note == "Sat")
        _ = state.apply(.down)
        #expect(state.note == "Sun")
        let frame = Renderer().render(state, size: TerminalSize(columns: 60, rows: 24))
        #expect(frame.text.last?.hasPrefix("Sun") == true, "\(frame.text)")
        #expect(try make(["-p", "date", "-s", "2026-02-16"], locale: "ko_KR.UTF-8").note == "월")
        #expect(try make(["-p", "date", "-s", "2026-02-17"], locale: "de_DE.UTF-8").note == "Di.")
        #expect(try make(["-p", "date", "-s", "2026-02-17", "--format", "{weekday}"], locale: "de_DE.UTF-8")
            .note == "Di.", "{weekday} prints English; the note is the reader's")
    }

    @Test func touchingTheDayWheelMakesItTheDayChosen() throws {
        var state = try make(["-p", "date", "-s", "2026-01-31", "--focus", "2"])
        _ = state.apply(.down)
        #expect(printed(state) == "2026\t02\t28\n")
        state.focus = .wheel(2)
        _ = state.apply(.up)
        #expect(printed(state) == "2026\t02\t27\n")
        state.focus = .wheel(1)
        _ = state.apply(.down)
        #expect(printed(state) == "2026\t03\t27\n", "the day touched, not the 31st")
    }

    /// The rows of a wheel drawn dim: those an AllowedRows does not allow.
    func dimmed(_ wheel: Wheel) -> [String] {
        (0..<wheel.rows.count).filter { wheel.rows.style(at: $0) == AllowedRows.unavailable }.map(wheel.rows.title(at:))
    }

    @Test func outsideMinAndMaxIsDimmedNotRemoved() throws {
        var state = try make(["-p", "date", "--min", "2025-11-20", "--max", "2026-02-10", "-s", "2025-12-25",
                              "--focus", "1"])
        #expect(titles(state.wheels[0]) == ["2025", "2026"], "years are cut to the range, as UIDatePicker's")
        #expect(state.wheels[1].rows.count == 12, "every month stays on the wheel")
        #expect(dimmed(state.wheels[1]) == ["January", "February", "March", "April", "May", "June", "July", "August",
                                            "September", "October"])
        #expect(dimmed(state.wheels[2]).isEmpty, "all of December 2025 is in range")
        _ = state.apply(.down)  // year 2026
        #expect(dimmed(state.wheels[1]) == ["March", "April", "May", "June", "July", "August", "September", "October",
                                            "November", "December"])
        #expect(printed(state) == "2026\t12\t25\n", "December 2026 is shown, dim, while the wheels move")
        #expect(!state.allowsSelection)
        #expect(state.wheels[2].rows.count == 31)
        #expect(dimmed(state.wheels[2]).count == 31)
        let sprang = state.springBack()
        #expect(sprang)
        #expect(printed(state) == "2026\t02\t10\n", "springs back to --max, the nearest allowed date")
        #expect(titles(state.wheels[2]).first == "1", "US English shows the day unpadded (it prints 01)")
        #expect(dimmed(state.wheels[2]) == (11...28).map(String.init))
        let again = state.springBack()
        #expect(!again, "nothing to do once in range")
        // Before --min: back to it.
        var early = try make(["-p", "date", "--min", "2025-11-20", "--max", "2026-02-10", "-s", "2025-11-25",
                              "--focus", "3"])
        early.select(0, inWheel: 2)
        #expect(printed(early) == "2025\t11\t01\n")
        early.springBack()
        #expect(printed(early) == "2025\t11\t20\n")
        #expect(dimmed(early.wheels[2]) == (1...19).map(String.init))
    }

    @Test func springBackWaitsForTheWheelsToSettle() throws {
        var state = try make(["-p", "date", "--max", "2026-01-31", "-s", "2025-12-31", "--focus", "2"])
        // December → January (2025, fine); on past the wheel's end it wraps.
        _ = state.press(.down, at: 10)
        #expect(printed(state) == "2025\t01\t31\n")
        state.select(try #require(state.wheels[0].rows.row(matching: "2026")), inWheel: 0)  // --max itself
        #expect(state.allowsSelection)
        _ = state.press(.down, at: 11)
        #expect(printed(state) == "2026\t02\t28\n", "February 2026 is shown while spinning")
        #expect(state.dependencies.springBackDue == 11 + Dependencies.springBackDelay)
        #expect(state.nextTick() == 11 + Dependencies.springBackDelay, "the loop wakes up for it")
        _ = state.press(.down, at: 11.2)
        #expect(printed(state) == "2026\t03\t31\n", "a spin passes through the months out of range")
        #expect(state.dependencies.springBackDue == 11.2 + Dependencies.springBackDelay, "each step starts the wait again")
        _ = state.apply(.tick, at: 11.3)
        #expect(printed(state) == "2026\t03\t31\n", "not yet")
        _ = state.apply(.tick, at: 11.2 + Dependencies.springBackDelay)
        #expect(printed(state) == "2026\t01\t31\n", "settled: back to --max")
        #expect(state.dependencies.springBackDue == nil)
    }

    @Test func enterNeverAcceptsADateOutOfRange() throws {
        var state = try make(["-p", "date", "--max", "2026-01-31", "-s", "2026-01-31", "--focus", "2"])
        _ = state.press(.down, at: 1)
        #expect(printed(state) == "2026\t02\t28\n")
        #expect(state.press(.enter, at: 1.1) == [], "Enter springs back and waits")
        #expect(printed(state) == "2026\t01\t31\n")
        #expect(state.press(.enter, at: 1.2) == [.finish(.accepted)])
    }

    @Test func todayOutsideTheBoundsStartsAtTheNearest() throws {
        #expect(printed(try make(["-p", "date", "--min", "2027-03-04"])) == "2027\t03\t04\n")
        #expect(printed(try make(["-p", "date", "--max", "2020-05-06"])) == "2020\t05\t06\n")
    }

    // MARK: Carry

    @Test func carryMovesTheNextWheelOnAndBack() throws {
        var state = try make(["-p", "duration", "--carry", "-s", "0:59:59", "--focus", "3"])
        _ = state.apply(.down)
        #expect(printed(state) == "1\t00\t00\n")
        _ = state.apply(.up)
        #expect(printed(state) == "0\t59\t59\n")
        var zero = try make(["-p", "duration", "--carry", "--focus", "3"])
        _ = zero.apply(.up)
        #expect(printed(zero) == "0\t00\t00\n", "a duration stops at zero")
        var top = try make(["-p", "duration", "--carry", "-s", "23:59:59", "--focus", "2"])
        _ = top.apply(.down)
        #expect(printed(top) == "23\t59\t59\n", "and at its largest value")
    }

    @Test func withoutCarryWheelsWrapAlone() throws {
        var state = try make(["-p", "duration", "-s", "0:59:59", "--focus", "3"])
        _ = state.apply(.down)
        #expect(printed(state) == "0\t59\t00\n")
    }

    @Test func clockCarryWrapsAroundMidnight() throws {
        var time = try make(["-p", "time", "--carry", "-s", "23:59", "--focus", "2"])
        _ = time.apply(.down)
        #expect(printed(time) == "00\t00\n")
        var twelve = try make(["-p", "time12", "--carry", "-s", "11:59 AM", "--focus", "2"])
        _ = twelve.apply(.down)
        #expect(printed(twelve) == "12\t00\tPM\n")
        var night = try make(["-p", "time12", "--carry", "-s", "11:45 PM", "--minute-interval", "15", "--focus", "2"])
        _ = night.apply(.down)
        #expect(printed(night) == "12\t00\tAM\n")
    }

    // MARK: Labels and locale

    @Test func labelListOverridesThePresetsLabels() throws {
        let state = try make(["-p", "duration", "--label", "시,,초"])
        #expect(state.wheels.map(\.label) == ["시", "min", "초"])
        #expect(message(["-p", "time", "-l", "a,b,c"]) == "--label lists 3 items for 2 wheels")
    }

    @Test func koreanLocale() throws {
        let state = try make(["-p", "duration"], locale: "ko_KR.UTF-8")
        #expect(state.wheels.map(\.label) == ["시간", "분", "초"])
        #expect(state.chrome.doneTitle == "완료")
        let date = try make(["-p", "date", "-s", "2026-02-14"], locale: "ko_KR.UTF-8")
        #expect(shown(date) == ["2026년", "2월", "14일"])
        #expect(printed(date) == "2026\t02\t14\n", "numbers whatever the language")
        let pm = try make(["-p", "time12", "-s", "2:05 PM"], locale: "ko_KR.UTF-8")
        #expect(pm.wheels[2].rows.title(at: 1) == "오후")
        #expect(shown(pm) == ["오후", "2", "05"], "오후 before the hour, as iOS")
        #expect(printed(pm) == "2\t05\tPM\n")
    }

    /// The selected rows' titles left to right, as drawn.
    func shown(_ state: PickerState) -> [String] {
        state.wheelOrder.map { state.wheels[$0].rows.title(at: state.wheels[$0].selectedRow) }
    }

    struct DateInLocale: Sendable, CustomTestStringConvertible {
        var locale: String?
        var shown: [String]
        var testDescription: String { locale ?? "no locale" }
    }

    @Test(arguments: [
        DateInLocale(locale: nil, shown: ["February", "14", "2026"]),
        DateInLocale(locale: "en_GB.UTF-8", shown: ["14", "February", "2026"]),
        DateInLocale(locale: "ja_JP.UTF-8", shown: ["2026年", "2月", "14日"]),
        DateInLocale(locale: "zh_CN.UTF-8", shown: ["2026年", "2月", "14日"]),
        DateInLocale(locale: "zh_TW.UTF-8", shown: ["2026年", "2月", "14日"]),
        DateInLocale(locale: "de_DE.UTF-8", shown: ["14", "Februar", "2026"]),
    ])
    func dateInTheLocalesOrderPrintsTheSame(_ c: DateInLocale) throws {
        let state = try make(["-p", "date", "-s", "2026-02-14", "--format", "{1}-{2}-{3} {iso}"], locale: c.locale)
        #expect(shown(state) == c.shown)
        #expect(printed(state) == "2026\t02\t14\n")
        #expect(state.focus == .wheel(state.wheelOrder[0]), "the first wheel drawn has the focus")
        let year = try make(["-p", "date", "-s", "2026-02-14", "--focus", "1"], locale: c.locale)
        #expect(year.focus == .wheel(0), "--focus 1 is the year wheel wherever it is drawn")
    }

    @Test func arrowsAndTabFollowTheDrawnOrder() throws {
        var state = try make(["-p", "date", "-s", "2026-02-14"])  // February 14 2026
        #expect(state.focus == .wheel(1))
        _ = state.apply(.right)
        #expect(state.focus == .wheel(2))
        _ = state.apply(.right)
        #expect(state.focus == .wheel(0))
        _ = state.apply(.right)
        #expect(state.focus == .wheel(0), "→ stops at the last wheel drawn")
        _ = state.apply(.next)
        #expect(state.focus == .done)
        _ = state.apply(.next)
        #expect(state.focus == .wheel(1))
        _ = state.apply(.left)
        #expect(state.focus == .wheel(1), "← stops at the first wheel drawn")
    }

    @Test func buttonsInTheLocalesWords() throws {
        #expect(try make(["-p", "time"], locale: "de_DE.UTF-8").chrome.doneTitle == "Fertig")
        #expect(try make(["-c", "1...3"], locale: "ja_JP.UTF-8").chrome.doneTitle == "完了")
        #expect(try make(["-c", "1...3", "--done", "OK"], locale: "ko_KR.UTF-8").chrome.doneTitle == "OK")
        #expect(try make(["-c", "1...3"], locale: "ko_KR.UTF-8").chrome.cancelTitle == nil, "no Cancel unless asked")
        #expect(try make(["-c", "1...3", "--cancel", ""], locale: "ko_KR.UTF-8").chrome.cancelTitle == "취소")
        #expect(try make(["-c", "1...3", "--cancel", "아니요"], locale: "ko_KR.UTF-8").chrome.cancelTitle == "아니요")
        #expect(try make(["-c", "1...3", "--cancel", ""]).chrome.cancelTitle == "Cancel")
    }

    @Test(arguments: [nil, "C", "POSIX", "en_US.UTF-8", "C.UTF-8"])
    func englishOtherwise(_ locale: String?) throws {
        #expect(LocaleWords(locale: locale) == .english)
    }

    // MARK: Errors

    struct Bad: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let bad: [Bad] = [
        Bad(arguments: ["-p", "week"], message: "-p: 'week' is not valid; expected one of duration, time, time12, date, datetime, month"),
        Bad(arguments: ["-p", "time", "--minute-interval", "7"],
            message: "--minute-interval: '7' is not valid; expected a divisor of 60 from 1 to 30 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30)"),
        Bad(arguments: ["-p", "time", "--minute-interval", "60"],
            message: "--minute-interval: '60' is not valid; expected a divisor of 60 from 1 to 30 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30)"),
        Bad(arguments: ["-p", "time", "-s", "24:00"], message: "--select '24:00' does not fit --preset time; expected HH:MM, e.g. 14:05"),
        Bad(arguments: ["-p", "time", "--minute-interval", "10", "-s", "14:05"],
            message: "--select '14:05' does not fit --preset time; expected minutes on the --minute-interval of 10"),
        Bad(arguments: ["-p", "duration", "-s", "1:30"], message: "--select '1:30' does not fit --preset duration; expected H:MM:SS, e.g. 1:30:00"),
        Bad(arguments: ["-p", "time12", "-s", "13:00 PM"], message: "--select '13:00 PM' does not fit --preset time12; expected H:MM AM or PM, e.g. 2:05 PM"),
        Bad(arguments: ["-p", "date", "-s", "2026-02-30"], message: "--select 2026-02-30: February 2026 has 28 days"),
        Bad(arguments: ["-p", "date", "-s", "2024-02-30"], message: "--select 2024-02-30: February 2024 has 29 days"),
        Bad(arguments: ["-p", "date", "-s", "2026-04-31"], message: "--select 2026-04-31: April 2026 has 30 days"),
        Bad(arguments: ["-p", "date", "-s", "2026-13-01"], message: "--select 2026-13-01: a year has 12 months"),
        Bad(arguments: ["-p", "date", "-s", "2026-02-00"], message: "--select 2026-02-00: days count from 01"),
        Bad(arguments: ["-p", "date", "-s", "2026-2-3"], message: "--select '2026-2-3' does not fit --preset date; expected YYYY-MM-DD, e.g. 2026-02-14"),
        Bad(arguments: ["-p", "date", "--min", "2026-02-29"], message: "--min 2026-02-29: February 2026 has 28 days"),
        Bad(arguments: ["-p", "datetime", "--max", "2026-06-31T10:00"], message: "--max 2026-06-31T10:00: June 2026 has 30 days"),
        Bad(arguments: ["-p", "datetime", "-s", "2026-02-30T10:00"], message: "--select 2026-02-30T10:00: February 2026 has 28 days"),
        Bad(arguments: ["-p", "date", "--max", "2026-01-01", "-s", "2026-02-14"],
            message: "--select '2026-02-14' does not fit --preset date; expected a date from 1926-01-31 to 2026-01-01 (--min, --max)"),
        Bad(arguments: ["-p", "date", "--min", "2026-1-1"],
            message: "--min: '2026-1-1' is not valid; expected a date YYYY-MM-DD, a date and time YYYY-MM-DDTHH:MM (e.g. 2026-02-14T09:30) or a month YYYY-MM"),
        Bad(arguments: ["-p", "date", "--min", "2026-01-01T10:00"],
            message: "--min: '2026-01-01T10:00' is not valid; expected a date YYYY-MM-DD with --preset date (a time only with datetime)"),
        Bad(arguments: ["-p", "datetime", "--min", "2026-01-01T10:00", "--max", "2026-01-01T09:59"],
            message: "--min 2026-01-01T10:00 is after --max 2026-01-01T09:59"),
        Bad(arguments: ["-p", "datetime", "--min", "2026-01-01T10:01", "--max", "2026-01-01T10:09", "--minute-interval", "10"],
            message: "--min 2026-01-01T10:01 is after --max 2026-01-01T10:09"),
        Bad(arguments: ["-p", "datetime", "-s", "2026-02-14"],
            message: "--select '2026-02-14' does not fit --preset datetime; expected YYYY-MM-DDTHH:MM, e.g. 2026-02-14T09:30"),
        Bad(arguments: ["-p", "datetime", "-s", "2026-02-14T09:31", "--minute-interval", "5"],
            message: "--select '2026-02-14T09:31' does not fit --preset datetime; expected minutes on the --minute-interval of 5"),
        Bad(arguments: ["-p", "datetime", "--max", "2026-01-31T12:00", "-s", "2026-01-31T12:05"],
            message: "--select '2026-01-31T12:05' does not fit --preset datetime; expected a date and time from 2025-01-31T00:00 to 2026-01-31T12:00 (--min, --max)"),
        Bad(arguments: ["-p", "datetime", "--carry"], message: "--carry works only with --preset duration, time or time12"),
        Bad(arguments: ["-p", "date", "--min", "2027-01-01", "--max", "2026-01-01"], message: "--min 2027-01-01 is after --max 2026-01-01"),
        Bad(arguments: ["-p", "date", "--carry"], message: "--carry works only with --preset duration, time or time12"),
        Bad(arguments: ["-c", "1...3", "--minute-interval", "5"], message: "--minute-interval works only with --preset duration, time, time12 or datetime"),
        Bad(arguments: ["-p", "time", "--max", "2026-01-01"], message: "--max works only with --preset date, datetime or month"),
        Bad(arguments: ["-p", "time", "-c", "1...3"], message: "--preset and --component cannot be used together"),
        Bad(arguments: ["-p", "time", "--select-row", "1"], message: "--preset and --select-row cannot be used together"),
        Bad(arguments: ["-p", "time", "--tree", "x"], message: "--preset and --tree cannot be used together"),
        Bad(arguments: ["-p", "time", "--json", "--format", "{1}"], message: "--json and --format cannot be used together"),
        Bad(arguments: ["-p", "time", "--format", "{seconds}"],
            message: "--format '{seconds}': no field {seconds}; the fields are {1}…{2}, {1.row}…{2.row}, {}, {hh}, {mm}"),
    ]

    @Test(arguments: bad)
    func errors(_ c: Bad) {
        #expect(message(c.arguments) == c.message)
    }

    /// Before anything is read (`validate`), a template naming no field of
    /// a preset is answered with the fields it has: its wheels counted as
    /// built, in the locale's words (datetime's AM/PM wheel in en_US).
    @Test(arguments: [
        (["-p", "month"], nil as String?, "{1}…{2}, {1.row}…{2.row}, {}, {iso}"),
        (["-p", "time12"], nil, "{1}…{3}, {1.row}…{3.row}, {}, {hh}, {mm}"),
        (["-p", "datetime"], "en_US.UTF-8", "{1}…{4}, {1.row}…{4.row}, {}, {iso}, {year}, {month}, {day}, {hour}, {minute}, {weekday}"),
    ])
    func anUnknownFieldBeforeAnythingIsReadNamesThePresetsFields(_ arguments: [String], _ locale: String?, _ fields: String) throws {
        let configuration = try ArgumentParser.parse(arguments + ["--format", "{nosuch}"])
        do {
            try PickerFactory.validate(configuration, locale: locale)
            Issue.record("\(arguments): no error")
        } catch {
            #expect(error.message == "--format '{nosuch}': no field {nosuch}; the fields are " + fields)
        }
    }

    @Test func aTreesWheelsUncountedYetAreNamedWithoutANumber() throws {
        let configuration = try ArgumentParser.parse(["--tree", "/dev/null", "--format", "{nosuch}"])
        do {
            try PickerFactory.validate(configuration)
            Issue.record("no error")
        } catch {
            #expect(error.message == "--format '{nosuch}': no field {nosuch}; the fields are "
                        + "{1}, {2}, … and {1.row}, {2.row}, … one per wheel, {}")
        }
    }
}
