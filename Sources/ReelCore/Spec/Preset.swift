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

    /// Fields `--format` may name besides the components (`{seconds}`).
    package var fieldNames: [String] {
        switch self {
        case .duration: ["seconds", "iso"]
        case .time, .time12: ["hh", "mm"]
        case .date: ["iso", "weekday"]
        }
    }

    /// `--select` as this preset reads it, for error messages.
    var selectForm: String {
        switch self {
        case .duration: "H:MM:SS, e.g. 1:30:00"
        case .time: "HH:MM, e.g. 14:05"
        case .time12: "H:MM AM or PM, e.g. 2:05 PM"
        case .date: "YYYY-MM-DD, e.g. 2026-02-14"
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
        }
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
