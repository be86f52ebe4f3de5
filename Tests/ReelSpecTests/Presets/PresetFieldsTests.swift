import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
import SpecTestSupport

/// The fields a preset derives (`{iso}`, `{seconds}`), as templates read
/// them, and templates checked against a preset's fields.
@Suite struct PresetFieldsTests {
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0)

    struct Field: Sendable, CustomTestStringConvertible {
        var preset: String
        var select: String
        var template: String
        var output: String
        var testDescription: String { "\(preset) \(select) \(template)" }
    }

    @Test(arguments: [
        Field(preset: "duration", select: "1:30:00", template: "{seconds}", output: "5400"),
        Field(preset: "duration", select: "1:30:00", template: "{iso}", output: "PT1H30M"),
        Field(preset: "duration", select: "0:00:00", template: "{iso}", output: "PT0S"),
        Field(preset: "duration", select: "0:00:05", template: "{iso} {seconds}", output: "PT5S 5"),
        Field(preset: "duration", select: "2:00:09", template: "{iso}", output: "PT2H9S"),
        Field(preset: "time", select: "9:05", template: "{hh}{mm} {1}:{2}", output: "0905 09:05"),
        Field(preset: "time12", select: "2:05 PM", template: "{hh}:{mm}", output: "14:05"),
        Field(preset: "time12", select: "12:10 AM", template: "{hh}:{mm}", output: "00:10"),
        Field(preset: "time12", select: "12:10 PM", template: "{hh}:{mm} {1} {3}", output: "12:10 12 PM"),
        Field(preset: "date", select: "2026-02-14", template: "{iso} {weekday}", output: "2026-02-14 Saturday"),
        Field(preset: "date", select: "2000-01-01", template: "{weekday}", output: "Saturday"),
        Field(preset: "date", select: "2024-02-29", template: "{weekday} {2.row} {3.row}", output: "Thursday 1 28"),
        Field(preset: "date", select: "2026-02-14", template: "{{{}}} {1.row}", output: "{2026/02/14} 100"),
    ])
    func fields(_ c: Field) throws {
        let state = try PickerState.preset(c.preset, PresetRequest(select: c.select), now: Self.now)
        let delimiter = c.template.contains("{}") ? "/" : "\t"
        #expect(try state.printed(c.template, delimiter: delimiter) == c.output + "\n")
    }

    @Test(arguments: ["{0}", "{4}", "{4.row}", "{x}", "{1.label}", "{seconds}"])
    func unknownFieldsFailValidation(_ text: String) throws {
        let template = try Template(parsing: text)
        #expect(throws: TemplateError.self) { try template.validate(components: 3, fields: DatePreset().fieldNames) }
    }

    @Test func everyFieldOfEveryPresetValidates() throws {
        for preset in Preset.all.map(\.kind) {
            let template = try Template(parsing: preset.fieldNames.map { "{\($0)}" }.joined())
            try template.validate(components: 3, fields: preset.fieldNames)
        }
    }
}
