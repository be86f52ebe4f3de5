/// The date preset's `didSelectRow`: a new year reloads the months it
/// allows, a new year or month reloads the days (28 to 31, within the
/// bounds), and a selection the new rows lack is clamped to the nearest,
/// as UIDatePicker moves 31 January to 28 or 29 February.
struct DateWheels: WheelDependency {
    var minimum: CalendarDay
    var maximum: CalendarDay
    /// What the month wheel shows for each month, January first.
    var monthNames: [String]
    /// How the day wheel shows a day: its affixes and padding.
    var dayPart: DatePart
    var measure: DisplayWidth
    /// The day the person chose, which a shorter month clamps only for as
    /// long as it lasts: 31 January → 28 February → 31 March, as
    /// UIDatePicker does. Set when the day wheel itself moves.
    var chosenDay: Int?

    init(minimum: CalendarDay, maximum: CalendarDay, months: [String], day: DatePart = DatePart(.day),
         measure: DisplayWidth) {
        self.minimum = minimum
        self.maximum = maximum
        self.monthNames = months
        self.dayPart = day
        self.measure = measure
    }

    static let year = 0, month = 1, day = 2

    func months(year: Int) -> ClosedRange<Int> {
        (year == minimum.year ? minimum.month : 1)...(year == maximum.year ? maximum.month : 12)
    }

    func days(year: Int, month: Int) -> ClosedRange<Int> {
        let first = year == minimum.year && month == minimum.month ? minimum.day : 1
        let last = year == maximum.year && month == maximum.month ? maximum.day : 31
        return first...min(last, CalendarDay.days(inMonth: month, year: year))
    }

    func monthRows(year: Int) -> NamedRows {
        let range = months(year: year)
        return NamedRows(titles: range.map { monthNames[$0 - 1] }, values: range.map { pad($0, 2) })
    }

    func dayRows(_ days: ClosedRange<Int>) -> AffixedRows {
        AffixedRows(NumberRows(first: days.lowerBound, step: 1, count: days.count, padding: 2),
                    prefix: dayPart.prefix, suffix: dayPart.suffix, shownPadding: dayPart.paddedDay ? 2 : 0)
    }

    mutating func update(_ wheels: inout [Wheel], after change: WheelChange) {
        guard change.wheel != Self.day else {
            chosenDay = Self.number(wheels[Self.day])
            return
        }
        let year = Self.number(wheels[Self.year])
        let months = months(year: year)
        let wanted = Self.number(wheels[Self.month])
        let month = clamp(wanted, months)
        if change.wheel == Self.year {
            wheels[Self.month].reload(monthRows(year: year), selecting: month - months.lowerBound, measure: measure)
        }
        let days = days(year: year, month: month)
        // A month pushed to a bound takes the bound's day too: the date
        // becomes --min or --max, as UIDatePicker snaps to its limits.
        let day = wanted < month ? days.lowerBound : wanted > month ? days.upperBound
                                 : clamp(chosenDay ?? Self.number(wheels[Self.day]), days)
        wheels[Self.day].reload(dayRows(days), selecting: day - days.lowerBound, measure: measure)
    }

    /// The weekday of the date on the wheels, always in view while picking
    /// as UIDatePicker's "Sat 14 Feb": in the toolbar, in English like the
    /// `{weekday}` field (the locale table has no weekday names yet).
    func note(_ wheels: [Wheel]) -> String? {
        let date = CalendarDay(year: Self.number(wheels[Self.year]), month: Self.number(wheels[Self.month]),
                               day: Self.number(wheels[Self.day]))
        return CalendarDay.weekdayNames[date.weekday]
    }

    /// The number a wheel prints (its year, month or day).
    static func number(_ wheel: Wheel) -> Int {
        Int(String(decoding: wheel.rows.value(at: wheel.selectedRow), as: UTF8.self)) ?? 1
    }

    private func clamp(_ n: Int, _ range: ClosedRange<Int>) -> Int { min(max(n, range.lowerBound), range.upperBound) }
}
