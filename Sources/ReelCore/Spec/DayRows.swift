import ReelModel
import ReelText

/// The datetime preset's day wheel: one row per day from `first`, computed
/// rather than stored (a century is 36,525 rows), shown as the locale
/// writes a day with its weekday (`Sat, Feb 14`; today as `Today`) and
/// printed as its ISO date (`2026-02-14`).
package struct DayRows: RowSource {
    /// The day number (CalendarDay.dayNumber) of row 0.
    package var first: Int
    package var count: Int
    /// The day number of today, shown in the locale's word for it.
    package var today: Int
    package var words: LocaleWords

    package init(first: Int, count: Int, today: Int, words: LocaleWords) {
        self.first = first
        self.count = count
        self.today = today
        self.words = words
    }

    package func day(at row: Int) -> CalendarDay { CalendarDay(dayNumber: first + row) }

    package func title(at row: Int) -> String {
        first + row == today && !words.today.isEmpty ? words.today : words.dayTitle(day(at: row))
    }

    package func value(at row: Int) -> [UInt8] { Array(day(at: row).iso.utf8) }

    /// Today's word and a week of two-digit days in every month: every
    /// weekday and month name the wheel can show, without a pass over a
    /// century of rows.
    package func widestRow(width: DisplayWidth, cap: Int) -> Int {
        var widest = SafeText.columns(of: words.today, width: width)
        for month in 1...12 {
            for day in 22...28 {
                widest = max(widest, SafeText.columns(of: words.dayTitle(CalendarDay(year: 2026, month: month, day: day)),
                                                      width: width))
            }
        }
        return min(widest, cap)
    }

    /// An ISO date finds its row by arithmetic.
    package func row(matching text: String) -> Int? {
        guard let day = CalendarDay(iso: text) else { return nil }
        let row = day.dayNumber - first
        return (0..<count).contains(row) ? row : nil
    }
}
