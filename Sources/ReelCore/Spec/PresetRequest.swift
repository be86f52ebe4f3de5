/// What the command line asked of a preset.
package struct PresetRequest: Equatable, Sendable {
    package var preset: Preset
    /// Minutes between rows of the minute wheel (`--minute-interval`).
    package var minuteInterval = 1
    /// Bounds of the date and datetime presets; nil: a hundred years
    /// (datetime: one year) either side of today.
    package var minimum: CalendarDay?
    package var maximum: CalendarDay?
    /// The time of day of a bound, in minutes from midnight (datetime
    /// only); nil: the bound's day from 00:00 (`--min`) or to 23:59 (`--max`).
    package var minimumClock: Int?
    package var maximumClock: Int?
    package var carry = false
    package var select: String?

    package init(preset: Preset) { self.preset = preset }

    /// UIDatePicker.minuteInterval takes these.
    package static let minuteIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]
}

extension PresetRequest {
    /// Builds the wheels on `now` (the initial selection) or `--select`.
    package func build(now: LocalTime, names: LocaleWords, measure: DisplayWidth) throws(PresetError) -> PresetPicker {
        switch preset {
        case .date:
            return try DatePreset(request: self, today: now.day, names: names, measure: measure).picker()
        case .datetime:
            return try DateTimePreset(request: self, now: now, names: names, measure: measure).picker()
        case .duration:
            let (h, m, s) = try select.map { text throws(PresetError) in try clock(text, parts: 3) } ?? (0, 0, 0)
            let wheels = [
                Wheel(rows: NumberRows(first: 0, step: 1, count: 24), label: names.hours, selectedRow: h),
                minuteWheel(selecting: m, label: names.minutes),
                Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), label: names.seconds,
                      isCyclic: true, selectedRow: s),
            ]
            // A duration stops at 0:00:00 rather than wrapping to 23:59:59.
            return PresetPicker(wheels: wheels, dependencies: carry ? [Carry(digits: [0, 1, 2], wrapsAround: false)] : [],
                                separator: nil)
        case .time:
            let (h, m) = try select.map { text throws(PresetError) in
                let parts = try clock(text, parts: 2)
                return (parts.0, parts.1)
            } ?? (now.hour, now.minute / minuteInterval * minuteInterval)
            let wheels = [
                Wheel(rows: NumberRows(first: 0, step: 1, count: 24, padding: 2), isCyclic: true, selectedRow: h),
                minuteWheel(selecting: m, label: nil),
            ]
            return PresetPicker(wheels: wheels, dependencies: carry ? [Carry(digits: [0, 1], wrapsAround: true)] : [],
                                separator: ":")
        case .time12:
            let (h, m) = try select.map { text throws(PresetError) in try clock12(text) }
                ?? (now.hour, now.minute / minuteInterval * minuteInterval)
            // Rows run 12, 1, …, 11 so that a row is the hour modulo 12: on
            // a cyclic wheel it looks the same as 1…12, and AM/PM, hours
            // and minutes then carry as the digits of one number.
            let hours = ListRows(["12"] + (1...11).map(String.init))
            let wheels = [
                Wheel(rows: hours, isCyclic: true, selectedRow: h % 12),
                minuteWheel(selecting: m, label: nil),
                Wheel(rows: NamedRows(titles: [names.am, names.pm], values: ["AM", "PM"]), selectedRow: h / 12),
            ]
            // Korean, Chinese and Japanese put 오후/下午/午後 before the hour, as iOS does.
            return PresetPicker(wheels: wheels, dependencies: carry ? [Carry(digits: [2, 0, 1], wrapsAround: true)] : [],
                                separator: nil, displayOrder: names.dayPeriodFirst ? [2, 0, 1] : nil)
        }
    }

    private func minuteWheel(selecting minute: Int, label: String?) -> Wheel {
        Wheel(rows: NumberRows(first: 0, step: minuteInterval, count: 60 / minuteInterval, padding: 2), label: label,
              isCyclic: true, selectedRow: minute / minuteInterval)
    }

    private func selectError(_ text: String, _ expected: String? = nil) -> PresetError {
        .select(value: text, preset: preset.rawValue, expected: expected ?? preset.selectForm)
    }

    /// `H:MM` or `H:MM:SS`: hours 0–23, then minutes and seconds 00–59
    /// (two digits), minutes on the interval.
    private func clock(_ text: String, parts count: Int) throws(PresetError) -> (Int, Int, Int) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == count, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts.dropFirst().allSatisfy({ $0.count == 2 }), parts[0].count <= 2 else { throw selectError(text) }
        let numbers = parts.map { Int($0)! }
        guard numbers[0] < 24, numbers.dropFirst().allSatisfy({ $0 < 60 }) else { throw selectError(text) }
        guard numbers[1] % minuteInterval == 0 else {
            throw selectError(text, "minutes on the --minute-interval of \(minuteInterval)")
        }
        return (numbers[0], numbers[1], count > 2 ? numbers[2] : 0)
    }

    /// `2:05 PM`, `2:05pm`, `12:00 AM` → a 24-hour hour and minutes.
    private func clock12(_ text: String) throws(PresetError) -> (Int, Int) {
        let upper = text.uppercased()
        guard upper.hasSuffix("AM") || upper.hasSuffix("PM") else { throw selectError(text) }
        let pm = upper.hasSuffix("PM")
        let clockText = String(upper.dropLast(2)).trimmingSpaces
        let parts = clockText.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts[1].count == 2, let h = Int(parts[0]), (1...12).contains(h), let m = Int(parts[1]), m < 60
        else { throw selectError(text) }
        guard m % minuteInterval == 0 else {
            throw selectError(text, "minutes on the --minute-interval of \(minuteInterval)")
        }
        return (h % 12 + (pm ? 12 : 0), m)
    }
}
