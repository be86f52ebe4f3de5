import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
import SpecTestSupport

/// `--preset month`: UIDatePicker's `.yearAndMonth`, a month and a year.
@Suite struct MonthPresetTests: PresetTesting {
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 1, day: 31), hour: 14, minute: 7)

    @Test func startsOnThisMonthAndPrintsYearTabMonth() throws {
        let state = try make("month")
        #expect(state.wheels.count == 2)
        #expect(printed(state) == "2026\t01\n")
        #expect(shown(state) == ["January", "2026"], "US English: the month, then the year")
    }

    @Test func selectAndIsoField() throws {
        let state = try make("month", PresetRequest(select: "2027-11"))
        #expect(printed(state) == "2027\t11\n")
        #expect(try state.printed("{iso} {1}/{2}") == "2027-11 2027/11\n")
    }

    struct InLocale: Sendable, CustomTestStringConvertible {
        var locale: String?
        var shown: [String]
        var testDescription: String { locale ?? "no locale" }
    }

    @Test(arguments: [
        InLocale(locale: nil, shown: ["February", "2026"]),
        InLocale(locale: "de_DE.UTF-8", shown: ["Februar", "2026"]),
        InLocale(locale: "ja_JP.UTF-8", shown: ["2026年", "2月"]),
    ])
    func inTheLocalesOrderAndWords(_ c: InLocale) throws {
        let state = try make("month", PresetRequest(select: "2026-02"), locale: c.locale)
        #expect(shown(state) == c.shown)
        #expect(printed(state) == "2026\t02\n")
    }

    @Test func minAndMaxAreMonths() throws {
        var state = try make("month", PresetRequest(select: "2025-12", min: "2025-11", max: "2026-02"), focus: 1)
        #expect((0..<state.wheels[0].rows.count).map(state.wheels[0].rows.title(at:)) == ["2025", "2026"])
        #expect(dimmed(state.wheels[1]).count == 10, "January to October 2025 are dim")
        state.perform(.down)  // 2026, still December: dim, then back to --max
        #expect(printed(state) == "2026\t12\n")
        #expect(!state.allowsSelection)
        let sprang = state.springBack()
        #expect(sprang)
        #expect(printed(state) == "2026\t02\n", "the whole of --max's month is allowed")
    }

    @Test func selectOutsideTheBoundsOrMalformedIsAnError() {
        for request in [PresetRequest(select: "2026-02", min: "2026-03"), PresetRequest(select: "2026-2"),
                        PresetRequest(select: "2026-13"), PresetRequest(min: "2026-05", max: "2026-04")] {
            #expect(throws: PresetError.self, "\(request)") { try make("month", request) }
        }
    }

    @Test func theAccessibleModeAsksYearDashMonth() throws {
        let preset = try #require(Preset.named("month"))
        var request = PresetRequest()
        request.minimum = CalendarDay(isoMonth: "2026-01", last: false)
        request.maximum = CalendarDay(isoMonth: "2026-12", last: true)
        let answer = PresetAnswer(preset, request: request, now: Self.now, names: .english, measure: DisplayWidth())
        #expect(answer.name == "Month")
        #expect(answer.accepts == "YYYY-MM, from 2026-01 to 2026-12")
        #expect(try answer.rows(for: "2026-05") == [0, 4])
        #expect(throws: AnswerError.self) { try answer.rows(for: "2027-01") }
    }
}

