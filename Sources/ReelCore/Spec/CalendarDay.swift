import ReelModel
import ReelText

/// A day of the proleptic Gregorian calendar, as the date preset spins it.
/// Plain arithmetic rather than Foundation: the day wheel is rebuilt on
/// every spin of the month, and the rules are short.
package struct CalendarDay: Comparable, Hashable, Sendable, CustomStringConvertible {
    package var year: Int
    package var month: Int
    package var day: Int

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The years the date grammars read. More digits than four, as ISO
    /// 8601's expanded years allow, but few enough that a date counted in
    /// months or minutes from year 0 (the month preset's wheels, the
    /// datetime preset's moments) stays far inside `Int`: a year near
    /// 7.7e17 overflowed `year * 12` and trapped.
    package static let years = 0...9_999_999

    /// `YYYY-MM-DD` (the year may have more digits, up to `years`), or nil
    /// for anything else, including days the month does not have.
    package init?(iso text: String) {
        guard let (year, month, day) = Self.numbers(iso: text, parts: 3), Self.years.contains(year),
              (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// A date in the format `YYYY-MM-DD` that no calendar has: month 13,
    /// 30 February, a year past `years`. nil for a real day, or for text
    /// not in that format.
    package static func impossible(iso text: String) -> Impossible? {
        guard let (year, month, day) = numbers(iso: text, parts: 3) else { return nil }
        guard years.contains(year) else { return .year }
        guard (1...12).contains(month) else { return .month(month) }
        let days = Self.days(inMonth: month, year: year)
        return (1...days).contains(day) ? nil : .day(day, month: month, year: year, days: days)
    }

    /// A month in the format `YYYY-MM` that no calendar has (month 13, a
    /// year past `years`); nil for a real one or text not in that format.
    package static func impossible(isoMonth text: String) -> Impossible? {
        guard let (year, month, _) = numbers(iso: text, parts: 2) else { return nil }
        guard years.contains(year) else { return .year }
        return (1...12).contains(month) ? nil : .month(month)
    }

    /// The numbers of `YYYY-MM-DD` (`parts` 3) or `YYYY-MM` (2, the day
    /// 1), digits only; a year too long for `Int` is `Int.max`, so that
    /// it is refused as out of range rather than as out of format.
    static func numbers(iso text: String, parts count: Int) -> (Int, Int, Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == count, parts[0].count >= 4, parts.dropFirst().allSatisfy({ $0.count == 2 }),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let month = Int(parts[1]) else { return nil }
        return (Int(parts[0]) ?? Int.max, month, count == 3 ? Int(parts[2]) ?? 1 : 1)
    }

    /// Why a date in the right format names no day, for the error that says so.
    package enum Impossible: Equatable, Sendable {
        case year
        case month(Int)
        case day(Int, month: Int, year: Int, days: Int)

        /// Why no calendar has it, in the words errors and questions use.
        package var reason: String {
            switch self {
            case .year: "years go from \(pad(CalendarDay.years.lowerBound, 4)) to \(CalendarDay.years.upperBound)"
            case .month: "a year has 12 months"
            case .day(0, _, _, _): "days count from 01"
            case .day(_, let month, let year, let days): "\(CalendarDay.monthNames[month - 1]) \(year) has \(days) days"
            }
        }
    }

    package static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    package static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The same day `years` later, 29 February becoming the 28th in a
    /// common year.
    package func adding(years: Int) -> CalendarDay {
        let year = self.year + years
        return CalendarDay(year: year, month: month, day: min(day, Self.days(inMonth: month, year: year)))
    }

    /// 0 Sunday … 6 Saturday (Sakamoto's method).
    package var weekday: Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        let days = y + floorDiv(y, 4) - floorDiv(y, 100) + floorDiv(y, 400) + offsets[month - 1] + day
        return ((days % 7) + 7) % 7
    }

    /// English, whatever the locale: like the printed numbers, a field a
    /// script can compare.
    package static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// English too, for the errors that name a month.
    package static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]

    package var iso: String { "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))" }
    package var description: String { iso }

    package static func < (a: CalendarDay, b: CalendarDay) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    private func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : (a - b + 1) / b }
}

/// Zero-pads a number to `digits` (the sign stays in front).
func pad(_ n: Int, _ digits: Int) -> String {
    let text = String(n.magnitude)
    let padded = text.count < digits ? String(repeating: "0", count: digits - text.count) + text : text
    return n < 0 ? "-" + padded : padded
}
