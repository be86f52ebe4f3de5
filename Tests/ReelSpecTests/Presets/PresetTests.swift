import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
import SpecTestSupport

/// The presets' wheels, their relations and what they print, built as the
/// plan asks (`PresetRequest`), without the command line.
@Suite struct PresetTests: PresetTesting {
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 1, day: 31), hour: 14, minute: 7)

    // MARK: Row tables

    @Test func durationWheels() throws {
        let state = try make("duration")
        #expect(state.wheels.map(\.rows.count) == [24, 60, 60])
        #expect(state.wheels.map(\.label) == ["hours", "min", "sec"])
        #expect(state.wheels.map(\.isCyclic) == [false, true, true])
        #expect(titles(state.wheels[0]).prefix(3) == ["0", "1", "2"])
        #expect(titles(state.wheels[2]).suffix(2) == ["58", "59"])
        #expect(printed(state) == "0\t00\t00\n", "duration starts at 0:00:00")
    }

    @Test func timeStartsNowAndPadsHours() throws {
        let state = try make("time")
        #expect(printed(state) == "14\t07\n")
        #expect(state.shownWheels.separator == ":")
        #expect(titles(state.wheels[0]).prefix(2) == ["00", "01"])
        let five = try make("time", PresetRequest(minuteInterval: 5))
        #expect(titles(five.wheels[1]) == ["00", "05", "10", "15", "20", "25", "30", "35", "40", "45", "50", "55"])
        #expect(printed(five) == "14\t05\n", "now rounds down to the interval")
    }

    @Test func time12RowsAndSelect() throws {
        let state = try make("time12")
        #expect(titles(state.wheels[0]) == ["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"])
        #expect(titles(state.wheels[2]) == ["AM", "PM"])
        #expect(printed(state) == "2\t07\tPM\n")
        #expect(printed(try make("time12", PresetRequest(select: "12:00 AM"))) == "12\t00\tAM\n")
        #expect(printed(try make("time12", PresetRequest(select: "12:30pm"))) == "12\t30\tPM\n")
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
        let state = try make("date", PresetRequest(select: c.date, min: "1900-01-01", max: "2200-12-31"))
        #expect(state.wheels[2].rows.count == c.days)
        #expect(titles(state.wheels[2]).last == String(c.days))
    }

    @Test func dateWheelsShowNamesAndPrintNumbers() throws {
        let state = try make("date", PresetRequest(select: "2026-02-14"))
        #expect(printed(state) == "2026\t02\t14\n")
        #expect(state.wheels[1].rows.title(at: state.wheels[1].selectedRow) == "February")
        #expect(state.wheels[0].rows.count == 201, "a hundred years either side of today")
        #expect(titles(state.wheels[0]).first == "1926")
        #expect(titles(state.wheels[0]).last == "2126")
        #expect(state.wheels[1].width == 9, "as wide as September, whatever month is shown")
        #expect(printed(try make("date")) == "2026\t01\t31\n", "today")
    }

    // MARK: Dependent wheels

    @Test func januaryThirtyFirstClampsToFebruary() throws {
        var state = try make("date", PresetRequest(select: "2024-01-31"), focus: 2)
        state.perform(.down)
        #expect(printed(state) == "2024\t02\t29\n")
        #expect(state.wheels[2].rows.count == 29)
        state.perform(.down)
        #expect(printed(state) == "2024\t03\t31\n", "the day chosen survives February, as UIDatePicker")
        #expect(state.wheels[2].rows.count == 31)
        state.perform(.down)
        #expect(printed(state) == "2024\t04\t30\n")
        state.perform(.down)
        #expect(printed(state) == "2024\t05\t31\n")
        // A year change from a leap day.
        var leap = try make("date", PresetRequest(select: "2024-02-29"), focus: 1)
        leap.perform(.down)
        #expect(printed(leap) == "2025\t02\t28\n")
    }

    /// A program's selection (`Picker.selectRow`) is followed as a spin is.
    @Test func datePresetFollowsTheMonthThroughAProgramsSelection() throws {
        var state = try PickerState.preset("date", now: LocalTime(day: CalendarDay(year: 2024, month: 1, day: 31), hour: 9, minute: 30))
        let day = try #require(state.wheels.indices.first { state.wheels[$0].rows.count == 31 })
        let month = try #require(state.wheels.indices.first { state.wheels[$0].rows.count == 12 })
        state.edit(.select(row: 30, wheel: day))
        state.edit(.select(row: 1, wheel: month))
        // February 2024: the day wheel reloaded to 29 days and clamped.
        #expect(state.wheels[day].rows.count == 29)
        #expect(state.wheels[day].selectedRow == 28)
    }

    @Test func theWeekdayIsInViewWhilePicking() throws {
        var state = try make("date", PresetRequest(select: "2026-02-14"), focus: 3)
        #expect(state.note == "Sat")
        state.perform(.down)
        #expect(state.note == "Sun")
        #expect(try make("date", PresetRequest(select: "2026-02-16"), locale: "ko_KR.UTF-8").note == "월")
        #expect(try make("date", PresetRequest(select: "2026-02-17"), locale: "de_DE.UTF-8").note == "Di.")
    }

    @Test func touchingTheDayWheelMakesItTheDayChosen() throws {
        var state = try make("date", PresetRequest(select: "2026-01-31"), focus: 2)
        state.perform(.down)
        #expect(printed(state) == "2026\t02\t28\n")
        state.focus = .wheel(2)
        state.perform(.up)
        #expect(printed(state) == "2026\t02\t27\n")
        state.focus = .wheel(1)
        state.perform(.down)
        #expect(printed(state) == "2026\t03\t27\n", "the day touched, not the 31st")
    }


    @Test func outsideMinAndMaxIsDimmedNotRemoved() throws {
        var state = try make("date", PresetRequest(select: "2025-12-25", min: "2025-11-20", max: "2026-02-10"), focus: 1)
        #expect(titles(state.wheels[0]) == ["2025", "2026"], "years are cut to the range, as UIDatePicker's")
        #expect(state.wheels[1].rows.count == 12, "every month stays on the wheel")
        #expect(dimmed(state.wheels[1]) == ["January", "February", "March", "April", "May", "June", "July", "August",
                                            "September", "October"])
        #expect(dimmed(state.wheels[2]).isEmpty, "all of December 2025 is in range")
        state.perform(.down)  // year 2026
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
        var early = try make("date", PresetRequest(select: "2025-11-25", min: "2025-11-20", max: "2026-02-10"), focus: 3)
        early.select(0, inWheel: 2)
        #expect(printed(early) == "2025\t11\t01\n")
        early.springBack()
        #expect(printed(early) == "2025\t11\t20\n")
        #expect(dimmed(early.wheels[2]) == (1...19).map(String.init))
    }

    @Test func springBackWaitsForTheWheelsToSettle() throws {
        var state = try make("date", PresetRequest(select: "2025-12-31", max: "2026-01-31"), focus: 2)
        // December → January (2025, fine); on past the wheel's end it wraps.
        _ = state.apply(.input([.down]), at: 10)
        #expect(printed(state) == "2025\t01\t31\n")
        state.select(try #require(state.wheels[0].rows.row(matching: "2026")), inWheel: 0)  // --max itself
        #expect(state.allowsSelection)
        _ = state.apply(.input([.down]), at: 11)
        #expect(printed(state) == "2026\t02\t28\n", "February 2026 is shown while spinning")
        #expect(state.dependencies.springBackDue == 11 + Dependencies.springBackDelay)
        #expect(state.nextTick() == 11 + Dependencies.springBackDelay, "the loop wakes up for it")
        _ = state.apply(.input([.down]), at: 11.2)
        #expect(printed(state) == "2026\t03\t31\n", "a spin passes through the months out of range")
        #expect(state.dependencies.springBackDue == 11.2 + Dependencies.springBackDelay, "each step starts the wait again")
        _ = state.apply(.tick, at: 11.3)
        #expect(printed(state) == "2026\t03\t31\n", "not yet")
        _ = state.apply(.tick, at: 11.2 + Dependencies.springBackDelay)
        #expect(printed(state) == "2026\t01\t31\n", "settled: back to --max")
        #expect(state.dependencies.springBackDue == nil)
    }

    @Test func enterNeverAcceptsADateOutOfRange() throws {
        var state = try make("date", PresetRequest(select: "2026-01-31", max: "2026-01-31"), focus: 2)
        _ = state.apply(.input([.down]), at: 1)
        #expect(printed(state) == "2026\t02\t28\n")
        #expect(state.apply(.input([.activate]), at: 1.1) == [], "Enter springs back and waits")
        #expect(printed(state) == "2026\t01\t31\n")
        #expect(state.apply(.input([.activate]), at: 1.2) == [.finish(.accepted)])
    }

    @Test func todayOutsideTheBoundsStartsAtTheNearest() throws {
        #expect(printed(try make("date", PresetRequest(min: "2027-03-04"))) == "2027\t03\t04\n")
        #expect(printed(try make("date", PresetRequest(max: "2020-05-06"))) == "2020\t05\t06\n")
    }

    // MARK: Carry

    @Test func carryMovesTheNextWheelOnAndBack() throws {
        var state = try make("duration", PresetRequest(select: "0:59:59", carry: true), focus: 3)
        state.perform(.down)
        #expect(printed(state) == "1\t00\t00\n")
        state.perform(.up)
        #expect(printed(state) == "0\t59\t59\n")
        var zero = try make("duration", PresetRequest(carry: true), focus: 3)
        zero.perform(.up)
        #expect(printed(zero) == "0\t00\t00\n", "a duration stops at zero")
        var top = try make("duration", PresetRequest(select: "23:59:59", carry: true), focus: 2)
        top.perform(.down)
        #expect(printed(top) == "23\t59\t59\n", "and at its largest value")
    }

    @Test func withoutCarryWheelsWrapAlone() throws {
        var state = try make("duration", PresetRequest(select: "0:59:59"), focus: 3)
        state.perform(.down)
        #expect(printed(state) == "0\t59\t00\n")
    }

    @Test func clockCarryWrapsAroundMidnight() throws {
        var time = try make("time", PresetRequest(select: "23:59", carry: true), focus: 2)
        time.perform(.down)
        #expect(printed(time) == "00\t00\n")
        var twelve = try make("time12", PresetRequest(select: "11:59 AM", carry: true), focus: 2)
        twelve.perform(.down)
        #expect(printed(twelve) == "12\t00\tPM\n")
        var night = try make("time12", PresetRequest(select: "11:45 PM", minuteInterval: 15, carry: true), focus: 2)
        night.perform(.down)
        #expect(printed(night) == "12\t00\tAM\n")
    }

    // MARK: Labels and locale

    @Test func koreanLocale() throws {
        let state = try make("duration", locale: "ko_KR.UTF-8")
        #expect(state.wheels.map(\.label) == ["시간", "분", "초"])
        #expect(state.chrome.doneTitle == "완료")
        let date = try make("date", PresetRequest(select: "2026-02-14"), locale: "ko_KR.UTF-8")
        #expect(shown(date) == ["2026년", "2월", "14일"])
        #expect(printed(date) == "2026\t02\t14\n", "numbers whatever the language")
        let pm = try make("time12", PresetRequest(select: "2:05 PM"), locale: "ko_KR.UTF-8")
        #expect(pm.wheels[2].rows.title(at: 1) == "오후")
        #expect(shown(pm) == ["오후", "2", "05"], "오후 before the hour, as iOS")
        #expect(printed(pm) == "2\t05\tPM\n")
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
        let state = try make("date", PresetRequest(select: "2026-02-14"), locale: c.locale)
        #expect(shown(state) == c.shown)
        #expect(printed(state) == "2026\t02\t14\n")
        #expect(state.focus == .wheel(state.wheelOrder[0]), "the first wheel drawn has the focus")
        let year = try make("date", PresetRequest(select: "2026-02-14"), focus: 1, locale: c.locale)
        #expect(year.focus == .wheel(0), "--focus 1 is the year wheel wherever it is drawn")
    }

    @Test func arrowsAndTabFollowTheDrawnOrder() throws {
        var state = try make("date", PresetRequest(select: "2026-02-14"))  // February 14 2026
        #expect(state.focus == .wheel(1))
        state.perform(.right)
        #expect(state.focus == .wheel(2))
        state.perform(.right)
        #expect(state.focus == .wheel(0))
        state.perform(.right)
        #expect(state.focus == .wheel(0), "→ stops at the last wheel drawn")
        state.perform(.next)
        #expect(state.focus == .done)
        state.perform(.next)
        #expect(state.focus == .wheel(1))
        state.perform(.left)
        #expect(state.focus == .wheel(1), "← stops at the first wheel drawn")
    }

    @Test func buttonsInTheLocalesWords() throws {
        #expect(try make("time", locale: "de_DE.UTF-8").chrome.doneTitle == "Fertig")
        #expect(LocaleWords(locale: "ja_JP.UTF-8").done == "完了")
        #expect(LocaleWords(locale: "ko_KR.UTF-8").cancel == "취소")
        #expect(LocaleWords(locale: nil).cancel == "Cancel")
    }

    @Test(arguments: [nil, "C", "POSIX", "en_US.UTF-8", "C.UTF-8"])
    func englishOtherwise(_ locale: String?) throws {
        #expect(LocaleWords(locale: locale) == .english)
    }
}
