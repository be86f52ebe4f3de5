import ReelModel
import ReelText

/// `--preset duration`: hours, minutes, seconds, as the iOS timer. Prints
/// `1	30	00` (hours unpadded); starts at 0:00:00.
struct DurationPreset: ClockPreset {
    let name = "duration"
    let wheelsInBrief = "h m s"
    let choiceHelp = "hours, minutes, seconds"
    let selectPattern = "H:MM:SS"
    let selectExample = "1:30:00"
    let fieldNames = ["seconds", "iso"]
    let questionName = "Duration"

    func answerText(values: [[UInt8]]) -> String { texts(values).joined(separator: ":") }

    func derivedFields(values: [[UInt8]]) -> [String: String] {
        let numbers = values.map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
        let (h, m, s) = (numbers[0], numbers[1], numbers[2])
        var iso = "PT" + (h > 0 ? "\(h)H" : "") + (m > 0 ? "\(m)M" : "") + (s > 0 ? "\(s)S" : "")
        if iso == "PT" { iso = "PT0S" }
        return ["seconds": String(h * 3600 + m * 60 + s), "iso": iso]
    }

    func build(_ request: PresetRequest, now: LocalTime, names: LocaleWords,
               measure: DisplayWidth) throws(PresetError) -> PresetPicker {
        let (h, m, s) = try request.select.map { text throws(PresetError) in try clock(text, parts: 3, request) } ?? (0, 0, 0)
        let wheels = [
            Wheel(rows: NumberRows(first: 0, step: 1, count: 24), label: names.hours, selectedRow: h),
            minuteWheel(request, selecting: m, label: names.minutes),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), label: names.seconds,
                  isCyclic: true, selectedRow: s),
        ]
        // A duration stops at 0:00:00 rather than wrapping to 23:59:59.
        return PresetPicker(wheels: wheels, dependencies: carry(request, digits: [0, 1, 2], wrapsAround: false),
                            separator: nil)
    }
}
