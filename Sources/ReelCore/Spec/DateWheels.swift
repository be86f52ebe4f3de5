import ReelModel
import ReelText

/// The date preset's `didSelectRow`: a new year or month reloads the days
/// (28 to 31), and a day the new month lacks is clamped to its last, as
/// UIDatePicker moves 31 January to 28 or 29 February. Months and days
/// outside `--min`/`--max` stay on the wheels, drawn dim (AllowedRows);
/// a date that settles outside springs back to the nearest bound.
struct DateWheels: BoundedWheels {
    var minimum: CalendarDay
    var maximum: CalendarDay
    /// What the month wheel shows for each month, January first.
    var monthNames: [String]
    /// How the day wheel shows a day: its affixes and padding.
    var dayPart: DatePart
    /// The weekday in view while picking, Sunday first, in the locale's words.
    var weekdayNames: [String]
    var measure: DisplayWidth
    /// The day the person chose, which a shorter month clamps only for as
    /// long as it lasts: 31 January → 28 February → 31 March, as
    /// UIDatePicker does. Set when the day wheel itself moves.
    var chosenDay: Int?

    init(minimum: CalendarDay, maximum: CalendarDay, months: [String], day: DatePart = DatePart(.day),
         weekdays: [String] = CalendarDay.weekdayNames, measure: DisplayWidth) {
        self.minimum = minimum
        self.maximum = maximum
        self.monthNames = months
        self.dayPart = day
        self.weekdayNames = weekdays
        self.measure = measure
    }

    static let year = 0, month = 1, day = 2

    /// The months of `year` within the bounds; nil: none.
    func months(year: Int) -> ClosedRange<Int>? {
        guard (minimum.year...maximum.year).contains(year) else { return nil }
        return (year == minimum.year ? minimum.month : 1)...(year == maximum.year ? maximum.month : 12)
    }

    /// The days of a month within the bounds; nil: none.
    func days(year: Int, month: Int) -> ClosedRange<Int>? {
        let length = CalendarDay.days(inMonth: month, year: year)
        let first = max(CalendarDay(year: year, month: month, day: 1), minimum)
        let last = min(CalendarDay(year: year, month: month, day: length), maximum)
        guard first <= last else { return nil }
        return first.day...last.day
    }

    /// All twelve months; those outside the bounds dim.
    func monthRows(year: Int) -> AllowedRows {
        let rows = NamedRows(titles: monthNames, values: (1...12).map { pad($0, 2) })
        return AllowedRows(rows, allowed: months(year: year).map { ($0.lowerBound - 1)...($0.upperBound - 1) })
    }

    /// Every day of the month; those outside the bounds dim.
    func dayRows(year: Int, month: Int) -> AllowedRows {
        let count = CalendarDay.days(inMonth: month, year: year)
        let rows = AffixedRows(NumberRows(first: 1, step: 1, count: count, padding: 2),
                               prefix: dayPart.prefix, suffix: dayPart.suffix, shownPadding: dayPart.paddedDay ? 2 : 0)
        return AllowedRows(rows, allowed: days(year: year, month: month).map { ($0.lowerBound - 1)...($0.upperBound - 1) })
    }

    mutating func update(_ wheels: inout [Wheel], after change: WheelChange) {
        guard change.wheel != Self.day else {
            chosenDay = Self.number(wheels[Self.day])
            return
        }
        let year = Self.number(wheels[Self.year]), month = Self.number(wheels[Self.month])
        if change.wheel == Self.year {
            wheels[Self.month].reload(monthRows(year: year), selecting: month - 1, measure: measure)
        }
        let day = min(chosenDay ?? Self.number(wheels[Self.day]), CalendarDay.days(inMonth: month, year: year))
        wheels[Self.day].reload(dayRows(year: year, month: month), selecting: day - 1, measure: measure)
    }

    func date(_ wheels: [Wheel]) -> CalendarDay {
        CalendarDay(year: Self.number(wheels[Self.year]), month: Self.number(wheels[Self.month]),
                    day: Self.number(wheels[Self.day]))
    }

    func point(_ wheels: [Wheel]) -> CalendarDay { date(wheels) }

    /// The bound's day becomes the day chosen.
    mutating func springBack(to bound: CalendarDay, on wheels: inout [Wheel]) {
        show(bound, on: &wheels)
        chosenDay = bound.day
    }

    /// Selects `date` on the wheels, reloading the months and days for it.
    func show(_ date: CalendarDay, on wheels: inout [Wheel]) {
        wheels[Self.year].select(date.year - minimum.year)
        wheels[Self.month].reload(monthRows(year: date.year), selecting: date.month - 1, measure: measure)
        wheels[Self.day].reload(dayRows(year: date.year, month: date.month), selecting: date.day - 1, measure: measure)
    }

    /// The weekday of the date on the wheels, always in view while picking
    /// as UIDatePicker's "Sat 14 Feb": in the toolbar, in the locale's
    /// abbreviated words (the `{weekday}` field stays English).
    func note(_ wheels: [Wheel]) -> String? {
        weekdayNames[date(wheels).weekday]
    }

    /// The number a wheel prints (its year, month or day).
    static func number(_ wheel: Wheel) -> Int {
        Int(String(decoding: wheel.rows.value(at: wheel.selectedRow), as: UTF8.self)) ?? 1
    }
}
