import ReelModel
import ReelText

/// The datetime preset's `didSelectRow`: hours, minutes and AM/PM outside
/// `--min`/`--max` on the day selected are drawn dim (AllowedRows), and a
/// moment that settles outside springs back to the nearest bound, as
/// UIDatePicker's `.dateAndTime` wheels do. The day wheel lists only the
/// days in range, as the date preset's year wheel does.
struct DateTimeWheels: BoundedWheels {
    /// The day number (CalendarDay.dayNumber) of the day wheel's row 0.
    var firstDay: Int
    /// Minutes since 1970-01-01 00:00, on the minute interval.
    var minimum: Int
    var maximum: Int
    var minuteInterval: Int
    /// An hour wheel of 12, 1…11 beside an AM/PM wheel, rather than 00…23.
    var twelveHours: Bool
    /// The AM/PM wheel's words.
    var periods: [String]
    var measure: DisplayWidth

    static let day = 0, hour = 1, minute = 2, period = 3
    static let minutesPerDay = LocalTime.minutesPerDay

    // MARK: Rows

    func hourRows() -> any RowSource {
        // 12, 1, …, 11: a row is the hour modulo 12, as in the time12 preset.
        twelveHours ? ListRows(["12"] + (1...11).map(String.init)) : NumberRows(first: 0, step: 1, count: 24, padding: 2)
    }

    func minuteRows() -> NumberRows {
        NumberRows(first: 0, step: minuteInterval, count: 60 / minuteInterval, padding: 2)
    }

    func periodRows() -> NamedRows { NamedRows(titles: periods, values: ["AM", "PM"]) }

    // MARK: The moment on the wheels

    func moment(_ wheels: [Wheel]) -> Int {
        (firstDay + wheels[Self.day].selectedRow) * Self.minutesPerDay + hour(wheels) * 60
            + wheels[Self.minute].selectedRow * minuteInterval
    }

    func hour(_ wheels: [Wheel]) -> Int {
        twelveHours ? wheels[Self.hour].selectedRow % 12 + 12 * wheels[Self.period].selectedRow : wheels[Self.hour].selectedRow
    }

    /// The minutes of a day (0 to 1439) within the bounds; nil: none.
    func allowedMinutes(day: Int) -> ClosedRange<Int>? {
        let start = day * Self.minutesPerDay
        let low = max(0, minimum - start), high = min(Self.minutesPerDay - 1, maximum - start)
        return low <= high ? low...high : nil
    }

    // MARK: The dependency

    mutating func update(_ wheels: inout [Wheel], after change: WheelChange) {
        dim(&wheels)
    }

    /// Reloads the hour, minute and AM/PM wheels with what the day (and
    /// hour) selected allows; the selections stay where they are.
    func dim(_ wheels: inout [Wheel]) {
        let allowed = allowedMinutes(day: firstDay + wheels[Self.day].selectedRow)
        let hour = hour(wheels)
        let hours = allowed.map { ($0.lowerBound / 60)...($0.upperBound / 60) }
        if twelveHours {
            let period = wheels[Self.period].selectedRow
            let periodHours = (period * 12)...(period * 12 + 11)
            let shown = hours.flatMap { $0.overlaps(periodHours) ? $0.clamped(to: periodHours) : nil }
            reload(&wheels, Self.hour, hourRows(), shown.map { ($0.lowerBound - period * 12)...($0.upperBound - period * 12) })
            let periods = allowed.flatMap { range -> ClosedRange<Int>? in
                let first = range.lowerBound < 720 ? 0 : 1, last = range.upperBound >= 720 ? 1 : 0
                return first <= last ? first...last : nil
            }
            reload(&wheels, Self.period, periodRows(), periods)
        } else {
            reload(&wheels, Self.hour, hourRows(), hours)
        }
        let minutes = allowed.flatMap { range -> ClosedRange<Int>? in
            let low = max(0, range.lowerBound - hour * 60), high = min(59, range.upperBound - hour * 60)
            let first = (low + minuteInterval - 1) / minuteInterval, last = high / minuteInterval
            return low <= high && first <= last ? first...last : nil
        }
        reload(&wheels, Self.minute, minuteRows(), minutes)
    }

    private func reload(_ wheels: inout [Wheel], _ index: Int, _ rows: any RowSource, _ allowed: ClosedRange<Int>?) {
        wheels[index].reload(AllowedRows(rows, allowed: allowed), selecting: wheels[index].selectedRow, measure: measure)
    }

    func point(_ wheels: [Wheel]) -> Int { moment(wheels) }

    mutating func springBack(to bound: Int, on wheels: inout [Wheel]) { show(bound, on: &wheels) }

    /// Selects `moment` on the wheels.
    func show(_ moment: Int, on wheels: inout [Wheel]) {
        let time = LocalTime(minutes: moment)
        let minuteOfDay = time.minuteOfDay
        wheels[Self.day].select(time.day.dayNumber - firstDay)
        let hour = minuteOfDay / 60
        wheels[Self.hour].select(twelveHours ? hour % 12 : hour)
        if twelveHours { wheels[Self.period].select(hour / 12) }
        wheels[Self.minute].select(minuteOfDay % 60 / minuteInterval)
        dim(&wheels)
    }

    /// The date of the day selected, with its year, which the day wheel
    /// (`Sat, Feb 14`, as iOS writes it) leaves out.
    func note(_ wheels: [Wheel]) -> String? {
        CalendarDay(dayNumber: firstDay + wheels[Self.day].selectedRow).iso
    }
}
