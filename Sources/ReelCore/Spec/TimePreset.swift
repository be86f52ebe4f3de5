import ReelModel
import ReelText

/// `--preset time`: HH:MM on a 24-hour clock, a `:` between the wheels.
/// Prints `14	05`; starts now.
struct TimePreset: ClockPreset {
    let name = "time"
    let wheelsInBrief = "HH:MM"
    let choiceHelp = "24-hour clock"
    let selectPattern = "HH:MM"
    let selectExample = "14:05"
    let fieldNames = ["hh", "mm"]
    let questionName = "Time"

    func answerText(values: [[UInt8]]) -> String { texts(values).joined(separator: ":") }

    func derivedFields(values: [[UInt8]]) -> [String: String] {
        let numbers = values.map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
        return ["hh": pad(numbers[0], 2), "mm": pad(numbers[1], 2)]
    }

    func build(_ request: PresetRequest, now: LocalTime, names: LocaleWords,
               measure: DisplayWidth) throws(PresetError) -> PresetPicker {
        let (h, m) = try request.select.map { text throws(PresetError) in
            let parts = try clock(text, parts: 2, request)
            return (parts.0, parts.1)
        } ?? start(now, request)
        let wheels = [
            Wheel(rows: NumberRows(first: 0, step: 1, count: 24, padding: 2), isCyclic: true, selectedRow: h),
            minuteWheel(request, selecting: m, label: nil),
        ]
        return PresetPicker(wheels: wheels, dependencies: carry(request, digits: [0, 1], wrapsAround: true),
                            separator: ":")
    }
}
