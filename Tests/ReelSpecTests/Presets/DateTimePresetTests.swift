import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
import SpecTestSupport

/// `--preset datetime`: the day wheel with weekdays, hours, minutes and
/// AM/PM per locale, bounds dimmed and sprung back, and the printed fields.
@Suite struct DateTimePresetTests: PresetTesting {
    /// Saturday 14 February 2026, 09:37.
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 2, day: 14), hour: 9, minute: 37)

    func make(_ request: PresetRequest = PresetRequest(), focus: Int? = nil, locale: String? = nil) throws -> PickerState {
        try make("datetime", request, focus: focus, locale: locale)
    }

    @Test func wheelsInUSEnglish() throws {
        let state = try make()
        #expect(shown(state) == ["Today", "9", "37", "AM"])
        #expect(printed(state) == "2026-02-14\t09\t37\n")
        let days = state.wheels[0]
        #expect(days.rows.title(at: days.selectedRow + 1) == "Sun, Feb 15")
        #expect(days.rows.title(at: days.selectedRow - 1) == "Fri, Feb 13")
        #expect(days.rows.count == 731, "a year either side of today, 2025-02-14 to 2027-02-14")
        #expect(days.rows.value(at: 0) == Array("2025-02-14".utf8))
        #expect(state.wheels[1].isCyclic && state.wheels[2].isCyclic && !days.isCyclic)
        #expect(state.note == "2026-02-14", "the year the day wheel leaves out")
    }

    @Test func twentyFourHoursWhereTheLocaleCountsSo() throws {
        let german = try make(PresetRequest(select: "2026-02-17T21:30"), locale: "de_DE.UTF-8")
        #expect(german.wheels.count == 3, "no AM/PM wheel")
        #expect(shown(german) == ["Di., 17. Feb.", "21", "30"])
        #expect(printed(german) == "2026-02-17\t21\t30\n")
        let british = try make(PresetRequest(select: "2026-02-17T21:30"), locale: "en_GB.UTF-8")
        #expect(shown(british) == ["Tue 17 Feb", "21", "30"])
    }

    @Test func koreanPutsTheDayPeriodBeforeTheHour() throws {
        let state = try make(PresetRequest(select: "2026-02-16T21:05"), locale: "ko_KR.UTF-8")
        #expect(shown(state) == ["2월 16일 (월)", "오후", "9", "05"])
        #expect(printed(state) == "2026-02-16\t21\t05\n", "printed the same in every locale")
        #expect(try make(locale: "ko_KR.UTF-8").wheels[0].rows.title(at: 365) == "오늘")
        #expect(try make(locale: "ja_JP.UTF-8").wheels[0].rows.title(at: 366) == "2月15日(日)")
    }

    @Test func fieldsAndIso() throws {
        let state = try make(PresetRequest(select: "2026-02-14T21:05"))
        #expect(shown(state) == ["Today", "9", "05", "PM"])
        #expect(try state.printed("{iso}|{year}|{month}|{day}|{hour}|{minute}|{weekday}|{1}|{2}|{4}")
            == "2026-02-14T21:05|2026|02|14|21|05|Saturday|2026-02-14|21|PM\n",
                "{2} is the printed 24-hour hour in every locale; {4}, which is not printed, its wheel's AM/PM")
        let midnight = try make(PresetRequest(select: "2026-02-14 00:00"))
        #expect(shown(midnight) == ["Today", "12", "00", "AM"])
        #expect(try midnight.printed("{iso}") == "2026-02-14T00:00\n")
    }

    /// Commands, previews, on-change and stdout read the selection the same
    /// way: `{2}` the 24-hour hour, `{}` what the default output prints,
    /// the preset's fields; in a 12-hour locale as in a 24-hour one.
    @Test(arguments: ["en_US.UTF-8", "de_DE.UTF-8"])
    func commandsReadThePrintedValuesAndTheFields(_ locale: String) throws {
        var state = try make(PresetRequest(select: "2026-02-14T21:05"), locale: locale)
        let template = try Template(parsing: "show {2} {hour} {iso} {}")
        state.edit(.preview(CommandFeed(target: .preview, template: template, maxRows: 1, delimiter: [0x09]), lines: 1))
        let start = state.apply(.tick, at: 0).compactMap { effect -> ShellCommand? in
            if case .startCommand(.preview, _, let command) = effect { command } else { nil }
        }
        #expect(start.first?.arguments.map { String(decoding: $0, as: UTF8.self) }
                == ["21", "21", "2026-02-14T21:05", "2026-02-14\t21\t05"])
        #expect(try state.printed("{2} {hour} {iso} {}") == "21 21 2026-02-14T21:05 2026-02-14\t21\t05\n")
        #expect(printed(state) == "2026-02-14\t21\t05\n")
    }

    @Test func minuteInterval() throws {
        let state = try make(PresetRequest(minuteInterval: 15))
        #expect(state.wheels[2].rows.count == 4)
        #expect(printed(state) == "2026-02-14\t09\t30\n", "now rounds down to the interval")
    }

    @Test func boundsCutTheDaysAndDimTheTimes() throws {
        var state = try make(PresetRequest(min: "2026-02-14T09:40", max: "2026-02-16T17:20", minuteInterval: 10), focus: 2)
        #expect(state.wheels[0].rows.count == 3, "the days from --min to --max")
        #expect(printed(state) == "2026-02-14\t09\t40\n", "now (09:30) clamps to --min")
        #expect(dimmed(state.wheels[1]) == ["12", "1", "2", "3", "4", "5", "6", "7", "8"], "AM hours before 9")
        #expect(dimmed(state.wheels[2]) == ["00", "10", "20", "30"])
        #expect(dimmed(state.wheels[3]).isEmpty)
        _ = state.apply(.input([.up]), at: 1)
        #expect(printed(state) == "2026-02-14\t08\t40\n", "shown while the wheel moves")
        #expect(dimmed(state.wheels[2]).count == 6, "all of 8 o'clock is before --min")
        _ = state.apply(.tick, at: 1 + Dependencies.springBackDelay)
        #expect(printed(state) == "2026-02-14\t09\t40\n", "back to --min")
        // The last day: after 17:20 dim, PM 6–11 dim, AM allowed.
        state.select(2, inWheel: 0)
        state.select(1, inWheel: 3)
        state.select(5, inWheel: 1)
        #expect(printed(state) == "2026-02-16\t17\t40\n")
        #expect(dimmed(state.wheels[1]) == ["6", "7", "8", "9", "10", "11"])
        #expect(dimmed(state.wheels[2]) == ["30", "40", "50"])
        #expect(state.apply(.input([.activate]), at: 5) == [], "Enter springs back first")
        #expect(printed(state) == "2026-02-16\t17\t20\n")
        #expect(state.apply(.input([.activate]), at: 5.1) == [.finish(.accepted)])
    }

    @Test func oneBoundGivenTheOtherIsAYearFromIt() throws {
        let later = try make(PresetRequest(min: "2030-05-01"))
        #expect(later.wheels[0].rows.value(at: 0) == Array("2030-05-01".utf8))
        #expect(later.wheels[0].rows.value(at: later.wheels[0].rows.count - 1) == Array("2031-05-01".utf8))
        #expect(printed(later) == "2030-05-01\t00\t00\n", "now clamps to --min")
        let earlier = try make(PresetRequest(max: "2020-05-01T12:00"))
        #expect(earlier.wheels[0].rows.value(at: 0) == Array("2019-05-01".utf8))
        #expect(printed(earlier) == "2020-05-01\t12\t00\n")
    }

    @Test func aCenturyOfDaysIsArithmetic() throws {
        let state = try make(PresetRequest(select: "2000-02-29T12:00", min: "1950-01-01", max: "2049-12-31"))
        #expect(state.wheels[0].rows.count == 36_525)
        #expect(state.wheels[0].rows.value(at: state.wheels[0].selectedRow) == Array("2000-02-29".utf8))
        #expect(state.wheels[0].rows.value(at: 36_524) == Array("2049-12-31".utf8))
        #expect(state.wheels[0].rows.row(matching: "2026-02-14") == CalendarDay(year: 2026, month: 2, day: 14).dayNumber
            - CalendarDay(year: 1950, month: 1, day: 1).dayNumber)
    }

    @Test(arguments: [
        (CalendarDay(year: 1970, month: 1, day: 1), 0), (CalendarDay(year: 2000, month: 3, day: 1), 11_017),
        (CalendarDay(year: 1969, month: 12, day: 31), -1), (CalendarDay(year: 1600, month: 2, day: 29), -135_081),
    ])
    func dayNumbers(_ day: CalendarDay, _ number: Int) {
        #expect(day.dayNumber == number)
        #expect(CalendarDay(dayNumber: number) == day)
    }

    @Test func dayNumbersRoundTripAndFollowWeekdays() {
        var day = CalendarDay(year: 1899, month: 12, day: 25)
        for number in day.dayNumber..<(day.dayNumber + 800) {
            let next = CalendarDay(dayNumber: number)
            #expect(next.dayNumber == number)
            #expect(next.weekday == ((number % 7) + 7 + 4) % 7, "1970-01-01 was a Thursday")
            day = next
        }
    }

    @Test func localTimeReadsIso() {
        #expect(LocalTime(iso: "2026-02-14T09:30") == LocalTime(day: CalendarDay(year: 2026, month: 2, day: 14), hour: 9, minute: 30))
        #expect(LocalTime(iso: "2026-02-14 23:59")?.iso == "2026-02-14T23:59")
        for bad in ["2026-02-14", "2026-02-14T9:30", "2026-02-14T24:00", "2026-02-30T10:00", "2026-02-14T10:60", "T10:00"] {
            #expect(LocalTime(iso: bad) == nil, "\(bad)")
        }
        #expect(LocalTime(minutes: -1).iso == "1969-12-31T23:59")
    }
}

