import ReelModel
import ReelText

/// `--preset date`: year, month by name, day, within `--min`…`--max`,
/// drawn in the locale's order with its affixes (2026年 2月 14日, February
/// 14 2026) but numbered and printed year, month, day whatever the display.
struct DatePreset: PresetKind {
    let name = "date"
    let wheelsInBrief = "y m d"
    let choiceHelp = "year, month, day in the locale's order"
    let selectPattern = "YYYY-MM-DD"
    let selectExample = "2026-02-14"
    let accepts: Set<PresetOption> = [.dateBounds]
    let fieldNames = ["iso", "weekday"]
    let questionName = "Date"

    func answerText(values: [[UInt8]]) -> String { texts(values).joined(separator: "-") }

    func derivedFields(values: [[UInt8]]) -> [String: String] {
        let numbers = values.map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
        let day = CalendarDay(year: numbers[0], month: numbers[1], day: numbers[2])
        return ["iso": day.iso, "weekday": CalendarDay.weekdayNames[day.weekday]]
    }

    /// Bounds default to a hundred years either side of today; the start is
    /// `--select` (which must lie within them) or today, clamped into them.
    func build(_ request: PresetRequest, now: LocalTime, names: LocaleWords,
               measure: DisplayWidth) throws(PresetError) -> PresetPicker {
        let today = now.day
        let minimum = request.minimum ?? today.adding(years: -100)
        let maximum = request.maximum ?? today.adding(years: 100)
        guard minimum <= maximum else { throw .emptyDateRange(minimum: minimum.iso, maximum: maximum.iso) }
        var start = min(max(today, minimum), maximum)
        if let text = request.select {
            if let impossible = CalendarDay.impossible(iso: text) { throw .impossibleDate(value: text, impossible) }
            guard let day = CalendarDay(iso: text) else { throw selectError(text) }
            guard (minimum...maximum).contains(day) else {
                throw selectError(text, expected: "a date from \(minimum.iso) to \(maximum.iso) (--min, --max)")
            }
            start = day
        }
        return picker(minimum: minimum, maximum: maximum, start: start, names: names, measure: measure)
    }

    private func picker(minimum: CalendarDay, maximum: CalendarDay, start: CalendarDay, names: LocaleWords,
                        measure: DisplayWidth) -> PresetPicker {
        let parts = Dictionary(names.date.map { ($0.field, $0) }, uniquingKeysWith: { first, _ in first })
        let year = parts[.year] ?? DatePart(.year), month = parts[.month] ?? DatePart(.month)
        let day = parts[.day] ?? DatePart(.day)
        // A month the locale writes as a number (2月) shows that way; else by name.
        let monthTitles = month.numericMonth ? (1...12).map { month.prefix + String($0) + month.suffix } : names.months
        var wheels = DateWheels(minimum: minimum, maximum: maximum, months: monthTitles, day: day,
                                weekdays: names.weekdays, measure: measure)
        wheels.chosenDay = start.day
        // The year wheel lists the allowed years only, as UIDatePicker's
        // does; months and days outside the bounds are there, dim.
        let years = AffixedRows(NumberRows(first: minimum.year, step: 1, count: maximum.year - minimum.year + 1,
                                           padding: 4), prefix: year.prefix, suffix: year.suffix)
        var monthWheel = Wheel(rows: wheels.monthRows(year: start.year), isCyclic: true, selectedRow: start.month - 1)
        // As wide as the longest name, so the layout (made once per
        // terminal size) holds every month the wheel may reload with.
        monthWheel.width = monthTitles.map { SafeText.columns(of: $0, width: measure) }.max()
        var dayWheel = Wheel(rows: wheels.dayRows(year: start.year, month: start.month), isCyclic: true,
                             selectedRow: start.day - 1)
        // Days 1 to 31 whatever month the wheel starts on.
        dayWheel.width = wheels.dayRows(year: 2026, month: 1).widestRow(width: measure, cap: Wheel.measureCap)
        let order = names.date.map(\.field.rawValue)
        return PresetPicker(wheels: [Wheel(rows: years, selectedRow: start.year - minimum.year), monthWheel, dayWheel],
                            dependencies: [wheels], separator: nil,
                            displayOrder: Set(order) == [0, 1, 2] && order.count == 3 ? order : nil)
    }
}
