import ReelModel
import ReelText

/// `--preset month`: UIDatePicker's `.yearAndMonth` (iOS 17.4), a month by
/// name and a year, in the locale's order ("February 2026", "2026年 2月"),
/// for a card's expiry or a monthly report. Prints `2026<TAB>02`; `{iso}`
/// is `2026-02`; `--select`, `--min` and `--max` are `YYYY-MM`.
struct MonthPreset: PresetKind {
    let name = "month"
    let wheelsInBrief = "y m"
    let choiceHelp = "year and month in the locale's order"
    let selectPattern = "YYYY-MM"
    let selectExample = "2026-02"
    let accepts: Set<PresetOption> = [.dateBounds]
    let fieldNames = ["iso"]
    let questionName = "Month"

    func answerText(values: [[UInt8]]) -> String { texts(values).joined(separator: "-") }

    func derivedFields(values: [[UInt8]]) -> [String: String] { ["iso": answerText(values: values)] }

    func boundText(_ day: CalendarDay) -> String { String(day.iso.prefix(7)) }

    /// Bounds default to a hundred years either side of this month; the
    /// start is `--select` (within them) or this month, clamped into them.
    func build(_ request: PresetRequest, now: LocalTime, names: LocaleWords,
               measure: DisplayWidth) throws(PresetError) -> PresetPicker {
        let today = now.day
        let minimum = request.minimum ?? today.adding(years: -100)
        let maximum = request.maximum ?? today.adding(years: 100)
        guard Self.month(of: minimum) <= Self.month(of: maximum) else {
            throw .emptyDateRange(minimum: boundText(minimum), maximum: boundText(maximum))
        }
        var start = min(max(Self.month(of: today), Self.month(of: minimum)), Self.month(of: maximum))
        if let text = request.select {
            if let impossible = CalendarDay.impossible(isoMonth: text) { throw .impossibleDate(value: text, impossible) }
            guard let day = CalendarDay(isoMonth: text, last: false) else { throw selectError(text) }
            guard (Self.month(of: minimum)...Self.month(of: maximum)).contains(Self.month(of: day)) else {
                throw selectError(text, expected: "a month from \(boundText(minimum)) to \(boundText(maximum)) (--min, --max)")
            }
            start = Self.month(of: day)
        }
        let parts = Dictionary(names.date.map { ($0.field, $0) }, uniquingKeysWith: { first, _ in first })
        let year = parts[.year] ?? DatePart(.year), month = parts[.month] ?? DatePart(.month)
        let monthTitles = month.numericMonth ? (1...12).map { month.prefix + String($0) + month.suffix } : names.months
        // Whole months: the bounds' days do not matter here.
        let first = CalendarDay(year: minimum.year, month: minimum.month, day: 1)
        let last = CalendarDay(year: maximum.year, month: maximum.month, day: CalendarDay.days(inMonth: maximum.month, year: maximum.year))
        let wheels = MonthWheels(dates: DateWheels(minimum: first, maximum: last, months: monthTitles, measure: measure))
        let years = AffixedRows(NumberRows(first: minimum.year, step: 1, count: maximum.year - minimum.year + 1, padding: 4),
                                prefix: year.prefix, suffix: year.suffix)
        var monthWheel = Wheel(rows: wheels.dates.monthRows(year: start / 12), isCyclic: true, selectedRow: start % 12)
        monthWheel.width = monthTitles.map { SafeText.columns(of: $0, width: measure) }.max()
        let order = names.date.map(\.field.rawValue).filter { $0 < 2 }
        return PresetPicker(wheels: [Wheel(rows: years, selectedRow: start / 12 - minimum.year), monthWheel],
                            dependencies: [wheels], separator: nil,
                            displayOrder: Set(order) == [0, 1] && order.count == 2 ? order : nil)
    }

    /// Months counted from year 0, so that they compare: year × 12 + month − 1.
    static func month(of day: CalendarDay) -> Int { day.year * 12 + day.month - 1 }
}

/// The month preset's `didSelectRow`: a new year dims the months outside
/// `--min`/`--max` (the date preset's month rows), and a month that
/// settles outside them springs back to the nearer bound.
struct MonthWheels: BoundedWheels {
    var dates: DateWheels
    var minimum: Int { MonthPreset.month(of: dates.minimum) }
    var maximum: Int { MonthPreset.month(of: dates.maximum) }

    static let year = 0, month = 1

    func point(_ wheels: [Wheel]) -> Int {
        DateWheels.number(wheels[Self.year]) * 12 + DateWheels.number(wheels[Self.month]) - 1
    }

    mutating func update(_ wheels: inout [Wheel], after change: WheelChange) {
        guard change.wheel == Self.year else { return }
        let year = DateWheels.number(wheels[Self.year])
        wheels[Self.month].reload(dates.monthRows(year: year), selecting: wheels[Self.month].selectedRow, measure: dates.measure)
    }

    mutating func springBack(to bound: Int, on wheels: inout [Wheel]) {
        wheels[Self.year].select(bound / 12 - dates.minimum.year)
        wheels[Self.month].reload(dates.monthRows(year: bound / 12), selecting: bound % 12, measure: dates.measure)
    }
}

extension CalendarDay {
    /// `YYYY-MM` (`--select`, `--min`, `--max` of the month preset): its
    /// first day, or its last with `last`. nil for any other text.
    package init?(isoMonth text: String, last: Bool) {
        guard let (year, month, _) = Self.numbers(iso: text, parts: 2), Self.years.contains(year),
              (1...12).contains(month) else { return nil }
        self.init(year: year, month: month, day: last ? Self.days(inMonth: month, year: year) : 1)
    }
}
