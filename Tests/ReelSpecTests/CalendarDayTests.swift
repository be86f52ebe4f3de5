import Testing
@testable import ReelSpec

/// The date grammars read years up to `CalendarDay.years`: a longer year
/// is named as out of range, never read (a year near 7.7e17 overflowed the
/// month preset's `year * 12`).
@Suite struct CalendarDayTests {
    @Test(arguments: ["922337203685477580", "99999999999999999999999", "10000000"])
    func aYearPastTheRangeIsImpossible(_ year: String) {
        #expect(CalendarDay(iso: "\(year)-01-01") == nil)
        #expect(CalendarDay(isoMonth: "\(year)-01", last: true) == nil)
        #expect(CalendarDay.impossible(iso: "\(year)-01-01") == .year)
        #expect(CalendarDay.impossible(isoMonth: "\(year)-01") == .year)
        #expect(LocalTime.impossible(iso: "\(year)-01-01T10:00") == .year)
    }

    @Test func theLastYearIsRead() throws {
        let day = try #require(CalendarDay(iso: "9999999-12-31"))
        #expect(CalendarDay(dayNumber: day.dayNumber) == day)
        #expect(LocalTime(minutes: LocalTime(day: day, hour: 23, minute: 59).minutes).iso == "9999999-12-31T23:59")
        #expect(CalendarDay.impossible(isoMonth: "2026-13") == .month(13))
        #expect(CalendarDay.impossible(isoMonth: "2026-12") == nil)
    }
}
