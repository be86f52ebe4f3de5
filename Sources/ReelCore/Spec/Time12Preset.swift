import ReelModel
import ReelText

/// `--preset time12`: 1–12, minutes, AM/PM in the locale's words. Prints
/// `2	05	PM` (the hour unpadded, AM/PM in English); starts now.
struct Time12Preset: ClockPreset {
    let name = "time12"
    let wheelsInBrief = "with AM/PM"
    let choiceHelp = "12-hour clock with AM/PM"
    let selectPattern = "H:MM AM or PM"
    let selectExample = "2:05 PM"
    /// `{hh}` and `{mm}` in the 24-hour format, as the time preset's.
    let fieldNames = ["hh", "mm"]
    let questionName = "Time"

    /// `2:05 PM`: the printed AM/PM, whatever the locale shows.
    func answerText(values: [[UInt8]]) -> String {
        let parts = texts(values)
        return parts[0] + ":" + parts[1] + " " + parts[2]
    }

    func derivedFields(values: [[UInt8]]) -> [String: String] {
        let numbers = values.map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
        let pm = String(decoding: values[2], as: UTF8.self) == "PM"
        return ["hh": pad(numbers[0] % 12 + (pm ? 12 : 0), 2), "mm": pad(numbers[1], 2)]
    }

    func build(_ request: PresetRequest, now: LocalTime, names: LocaleWords,
               measure: DisplayWidth) throws(PresetError) -> PresetPicker {
        let (h, m) = try request.select.map { text throws(PresetError) in try clock12(text, request) } ?? start(now, request)
        // Rows run 12, 1, …, 11 so that a row is the hour modulo 12: on
        // a cyclic wheel it looks the same as 1…12, and AM/PM, hours
        // and minutes then carry as the digits of one number.
        let hours = ListRows(["12"] + (1...11).map(String.init))
        let wheels = [
            Wheel(rows: hours, isCyclic: true, selectedRow: h % 12),
            minuteWheel(request, selecting: m, label: nil),
            Wheel(rows: NamedRows(titles: [names.am, names.pm], values: ["AM", "PM"]), selectedRow: h / 12),
        ]
        // Korean, Chinese and Japanese put 오후/下午/午後 before the hour, as iOS does.
        return PresetPicker(wheels: wheels, dependencies: carry(request, digits: [2, 0, 1], wrapsAround: true),
                            separator: nil, displayOrder: names.dayPeriodFirst ? [2, 0, 1] : nil)
    }

    /// `2:05 PM`, `2:05pm`, `12:00 AM` → a 24-hour hour and minutes.
    private func clock12(_ text: String, _ request: PresetRequest) throws(PresetError) -> (Int, Int) {
        let upper = text.uppercased()
        guard upper.hasSuffix("AM") || upper.hasSuffix("PM") else { throw selectError(text) }
        let pm = upper.hasSuffix("PM")
        let clockText = String(upper.dropLast(2)).trimmingSpaces
        let parts = clockText.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts[1].count == 2, let h = Int(parts[0]), (1...12).contains(h), let m = Int(parts[1]), m < 60
        else { throw selectError(text) }
        try checkInterval(text, minute: m, request)
        return (h % 12 + (pm ? 12 : 0), m)
    }
}

private extension String {
    /// Without the spaces at either end: `2:05 PM` and `2:05pm` alike.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
