/// `--preset NAME`: the wheels UIDatePicker gives iOS for free.
package enum Preset: String, CaseIterable, Sendable {
    /// Hours, minutes, seconds: the iOS timer.
    case duration
    /// HH:MM on a 24-hour clock.
    case time
    /// 1–12, minutes, AM/PM.
    case time12
    /// Year, month (by name), day.
    case date
    /// Day with its weekday, hour, minute (and AM/PM where the locale's
    /// clock counts to 12): UIDatePicker's `.dateAndTime`.
    case datetime

    /// Fields `--format` may name besides the components (`{seconds}`).
    package var fieldNames: [String] {
        switch self {
        case .duration: ["seconds", "iso"]
        case .time, .time12: ["hh", "mm"]
        case .date: ["iso", "weekday"]
        case .datetime: ["iso", "year", "month", "day", "hour", "minute", "weekday"]
        }
    }

    /// `--select` as this preset reads it, for error messages.
    var selectForm: String {
        switch self {
        case .duration: "H:MM:SS, e.g. 1:30:00"
        case .time: "HH:MM, e.g. 14:05"
        case .time12: "H:MM AM or PM, e.g. 2:05 PM"
        case .date: "YYYY-MM-DD, e.g. 2026-02-14"
        case .datetime: "YYYY-MM-DDTHH:MM, e.g. 2026-02-14T09:30"
        }
    }

    /// The derived fields, computed from the values the wheels print, so
    /// they agree with the default output by construction.
    package func derivedFields(values: [[UInt8]]) -> [String: String] {
        let numbers = values.map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
        switch self {
        case .duration:
            let (h, m, s) = (numbers[0], numbers[1], numbers[2])
            var iso = "PT" + (h > 0 ? "\(h)H" : "") + (m > 0 ? "\(m)M" : "") + (s > 0 ? "\(s)S" : "")
            if iso == "PT" { iso = "PT0S" }
            return ["seconds": String(h * 3600 + m * 60 + s), "iso": iso]
        case .time:
            return ["hh": pad(numbers[0], 2), "mm": pad(numbers[1], 2)]
        case .time12:
            let pm = String(decoding: values[2], as: UTF8.self) == "PM"
            return ["hh": pad(numbers[0] % 12 + (pm ? 12 : 0), 2), "mm": pad(numbers[1], 2)]
        case .date:
            let day = CalendarDay(year: numbers[0], month: numbers[1], day: numbers[2])
            return ["iso": day.iso, "weekday": CalendarDay.weekdayNames[day.weekday]]
        case .datetime:
            let day = CalendarDay(iso: String(decoding: values[0], as: UTF8.self)) ?? CalendarDay(year: 1970, month: 1, day: 1)
            let hour = values.count > 3 ? numbers[1] % 12 + (String(decoding: values[3], as: UTF8.self) == "PM" ? 12 : 0)
                                        : numbers[1]
            let (hh, mm) = (pad(hour, 2), pad(numbers[2], 2))
            return ["iso": "\(day.iso)T\(hh):\(mm)", "year": pad(day.year, 4), "month": pad(day.month, 2),
                    "day": pad(day.day, 2), "hour": hh, "minute": mm, "weekday": CalendarDay.weekdayNames[day.weekday]]
        }
    }

    /// What the default output prints, one value per field: the wheels'
    /// values, except that a datetime prints its date, 24-hour hour and
    /// minute whether or not the locale adds an AM/PM wheel, so a script
    /// reads the same fields everywhere.
    package func printedValues(_ values: [[UInt8]]) -> [[UInt8]] {
        guard self == .datetime else { return values }
        let fields = derivedFields(values: values)
        return [values[0], Array(fields["hour", default: ""].utf8), Array(fields["minute", default: ""].utf8)]
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
