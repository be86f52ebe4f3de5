import ReelModel
import ReelText

/// `--preset datetime`, UIDatePicker's `.dateAndTime`: a day with its
/// weekday (`Today`, `Sat, Feb 14` in the locale's words), the hour, the
/// minute on `--minute-interval`, and AM/PM where the locale's clock counts
/// to 12. Numbered day, hour, minute, AM/PM, and printed the same in every
/// locale: the date, the 24-hour hour and the minute (`printedValues`).
struct DateTimePreset: PresetKind {
    let name = "datetime"
    let wheelsInBrief = "day, hour, minute"
    let choiceHelp = "day with weekday, hour, minute"
    let selectPattern = "YYYY-MM-DDTHH:MM"
    let selectExample = "2026-02-14T09:30"
    let accepts: Set<PresetOption> = [.minuteInterval, .dateBounds, .timeBounds]
    let fieldNames = ["iso", "year", "month", "day", "hour", "minute", "weekday"]
    let questionName = "Date and time"
    /// With a space for the `T`, as a person writes it; `--select` reads both.
    let answerPattern = "YYYY-MM-DD HH:MM"
    let answerExample = "2026-02-14 09:30"

    func answerText(values: [[UInt8]]) -> String {
        String((derivedFields(values: values)["iso"] ?? "").map { $0 == "T" ? " " : $0 })
    }

    func derivedFields(values: [[UInt8]]) -> [String: String] {
        let numbers = values.map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
        let day = CalendarDay(iso: String(decoding: values[0], as: UTF8.self)) ?? CalendarDay(year: 1970, month: 1, day: 1)
        let hour = values.count > 3 ? numbers[1] % 12 + (String(decoding: values[3], as: UTF8.self) == "PM" ? 12 : 0)
                                    : numbers[1]
        let (hh, mm) = (pad(hour, 2), pad(numbers[2], 2))
        return ["iso": "\(day.iso)T\(hh):\(mm)", "year": pad(day.year, 4), "month": pad(day.month, 2),
                "day": pad(day.day, 2), "hour": hh, "minute": mm, "weekday": CalendarDay.weekdayNames[day.weekday]]
    }

    /// The date, 24-hour hour and minute whether or not the locale adds
    /// an AM/PM wheel, so a script reads the same fields everywhere.
    func printedValues(_ values: [[UInt8]]) -> [[UInt8]] {
        let fields = derivedFields(values: values)
        return [values[0], Array(fields["hour", default: ""].utf8), Array(fields["minute", default: ""].utf8)]
    }

    /// Bounds default to a year either side of today (the wheel shows no
    /// year), or of the other bound; `--min` without a time starts at 00:00, `--max` without one
    /// ends at 23:59, and both are moved onto the minute interval, inward.
    /// The start is `--select` (within the bounds) or now, clamped.
    /// Moments are minutes since 1970-01-01 00:00 (DateTimeWheels).
    func build(_ request: PresetRequest, now: LocalTime, names: LocaleWords,
               measure: DisplayWidth) throws(PresetError) -> PresetPicker {
        let day = DateTimeWheels.minutesPerDay
        let interval = request.minuteInterval
        // A bound left out is a year from the one given, or from today when
        // that is nearer: --min next year alone still leaves a year to pick from.
        let low = request.minimum.map { $0.dayNumber * day + (request.minimumClock ?? 0) }
            ?? min(now.day, request.maximum ?? now.day).adding(years: -1).dayNumber * day
        let high = request.maximum.map { $0.dayNumber * day + (request.maximumClock ?? day - 1) }
            ?? max(now.day, request.minimum ?? now.day).adding(years: 1).dayNumber * day + day - 1
        let minimum = Self.floor(low + interval - 1, interval)
        let maximum = Self.floor(high, interval)
        guard minimum <= maximum else {
            throw .emptyDateRange(minimum: LocalTime(minutes: low).iso, maximum: LocalTime(minutes: high).iso)
        }
        let current = now.day.dayNumber * day + now.hour * 60 + now.minute / interval * interval
        var start = min(max(current, minimum), maximum)
        if let text = request.select {
            if let impossible = LocalTime.impossible(iso: text) { throw .impossibleDate(value: text, impossible) }
            guard let moment = LocalTime(iso: text)?.minutes else { throw selectError(text) }
            guard moment % interval == 0 else {
                throw selectError(text, expected: "minutes on the --minute-interval of \(interval)")
            }
            guard (minimum...maximum).contains(moment) else {
                throw selectError(text, expected: "a date and time from "
                                  + "\(LocalTime(minutes: minimum).iso) to \(LocalTime(minutes: maximum).iso) (--min, --max)")
            }
            start = moment
        }
        return picker(minimum: minimum, maximum: maximum, start: start, today: now.day.dayNumber, interval: interval,
                      names: names, measure: measure)
    }

    private func picker(minimum: Int, maximum: Int, start: Int, today: Int, interval: Int, names: LocaleWords,
                        measure: DisplayWidth) -> PresetPicker {
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
