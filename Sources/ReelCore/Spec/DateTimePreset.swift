/// `--preset datetime`, UIDatePicker's `.dateAndTime`: a day with its
/// weekday (`Today`, `Sat, Feb 14` in the locale's words), the hour, the
/// minute on `--minute-interval`, and AM/PM where the locale's clock counts
/// to 12. Numbered day, hour, minute, AM/PM, and printed the same in every
/// locale: the date, the 24-hour hour and the minute (Preset.printedValues).
struct DateTimePreset {
    /// Minutes since 1970-01-01 00:00 (DateTimeWheels), on the interval.
    var minimum: Int
    var maximum: Int
    var start: Int
    var today: Int
    var interval: Int
    var names: LocaleWords
    var measure: DisplayWidth

    /// Bounds default to a year either side of today (the wheel shows no
    /// year), or of the other bound; `--min` without a time starts at 00:00, `--max` without one
    /// ends at 23:59, and both are moved onto the minute interval, inward.
    /// The start is `--select` (within the bounds) or now, clamped.
    init(request: PresetRequest, now: LocalTime, names: LocaleWords, measure: DisplayWidth) throws(PresetError) {
        let day = DateTimeWheels.minutesPerDay
        let interval = request.minuteInterval
        // A bound left out is a year from the one given, or from today when
        // that is nearer: --min next year alone still leaves a year to pick from.
        let low = request.minimum.map { $0.dayNumber * day + (request.minimumClock ?? 0) }
            ?? min(now.day, request.maximum ?? now.day).adding(years: -1).dayNumber * day
        let high = request.maximum.map { $0.dayNumber * day + (request.maximumClock ?? day - 1) }
            ?? max(now.day, request.minimum ?? now.day).adding(years: 1).dayNumber * day + day - 1
        minimum = Self.floor(low + interval - 1, interval)
        maximum = Self.floor(high, interval)
        guard minimum <= maximum else {
            throw .emptyDateRange(minimum: LocalTime(minutes: low).iso, maximum: LocalTime(minutes: high).iso)
        }
        if let text = request.select {
            guard let moment = LocalTime(iso: text)?.minutes else {
                throw .select(value: text, preset: "datetime", expected: Preset.datetime.selectForm)
            }
            guard moment % interval == 0 else {
                throw .select(value: text, preset: "datetime", expected: "minutes on the --minute-interval of \(interval)")
            }
            guard (minimum...maximum).contains(moment) else {
                throw .select(value: text, preset: "datetime", expected: "a date and time from "
                              + "\(LocalTime(minutes: minimum).iso) to \(LocalTime(minutes: maximum).iso) (--min, --max)")
            }
            start = moment
        } else {
            let current = now.day.dayNumber * day + now.hour * 60 + now.minute / interval * interval
            start = min(max(current, minimum), maximum)
        }
        today = now.day.dayNumber
        self.interval = interval
        self.names = names
        self.measure = measure
    }

    func picker() -> PresetPicker {
        let firstDay = LocalTime(minutes: minimum).day.dayNumber, lastDay = LocalTime(minutes: maximum).day.dayNumber
        let twelve = names.usesTwelveHours
        let wheels = DateTimeWheels(firstDay: firstDay, minimum: minimum, maximum: maximum, minuteInterval: interval,
                                    twelveHours: twelve, periods: [names.am, names.pm], measure: measure)
        let days = DayRows(first: firstDay, count: lastDay - firstDay + 1, today: today, words: names)
        var list = [
            Wheel(rows: days, alignment: .right),
            Wheel(rows: wheels.hourRows(), isCyclic: true),
            Wheel(rows: wheels.minuteRows(), isCyclic: true),
        ]
        if twelve { list.append(Wheel(rows: wheels.periodRows())) }
        wheels.show(start, on: &list)
        // Korean and Chinese put 오후/下午 before the hour, as iOS does.
        let order = twelve && names.dayPeriodFirst ? [0, 3, 1, 2] : nil
        return PresetPicker(wheels: list, dependencies: [wheels], separator: nil, displayOrder: order)
    }

    /// Rounds down to a multiple of `step`, negative numbers included.
    static func floor(_ n: Int, _ step: Int) -> Int {
        (n >= 0 ? n / step : (n - step + 1) / step) * step
    }
}
