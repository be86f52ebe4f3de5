import Foundation
import Testing
@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelKit
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

@Suite struct TemplateTests {
    func state(_ preset: String, _ select: String) throws -> PickerState {
        let inputs = PickerFactory.Inputs(
            standardInputIsTerminal: true,
            readStandardInput: { _ throws(LineRows.ReadError) in LineRows("") },
            readFile: { _, _ throws(LineRows.ReadError) in LineRows("") },
            now: LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0), locale: nil)
        return try PickerFactory.makeState(try ArgumentParser.parse(["-p", preset, "-s", select]), inputs: inputs)
    }

    func render(_ template: String, _ state: PickerState, preset: Preset? = nil, delimiter: String = "\t") throws -> String {
        var options = OutputOptions()
        options.format = .template(try Template(parsing: template))
        options.delimiter = Array(delimiter.utf8)
        return String(decoding: OutputFormatter.bytes(for: state, options: options), as: UTF8.self)
    }

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
        let state = try state(c.preset, c.select)
        let delimiter = c.template.contains("{}") ? "/" : "\t"
        #expect(try render(c.template, state, preset: Preset.named(c.preset), delimiter: delimiter) == c.output + "\n")
    }

    @Test func parts() throws {
        #expect(try Template(parsing: "{1}h{2.row}{}{x}{{}}").parts
            == [.value(1), .text(Array("h".utf8)), .row(2), .all, .field("x"), .text(Array("{}".utf8))])
    }

    @Test func syntaxErrors() {
        #expect(throws: TemplateError(template: "a{1", problem: .unclosed)) { try Template(parsing: "a{1") }
        #expect(throws: TemplateError(template: "a}", problem: .strayClose)) { try Template(parsing: "a}") }
        #expect(TemplateError(template: "a}", problem: .strayClose).message
            == "--format 'a}': a '}' closes nothing; write }} for a literal brace")
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

    @Test func nulTerminated() throws {
        var options = OutputOptions()
        options.format = .template(try Template(parsing: "{1}"))
        options.nulTerminated = true
        #expect(OutputFormatter.bytes(for: try state("time", "10:00"), options: options) == Array("10\u{0}".utf8))
    }
}

@Suite struct JSONOutputTests {
    func parse(_ bytes: [UInt8]) throws -> [[String: Any]] {
        #expect(bytes.last == 0x0A)
        let object = try JSONSerialization.jsonObject(with: Data(bytes.dropLast()))
        return try #require(object as? [[String: Any]])
    }

    @Test func presetParsedBack() throws {
        let state = try TemplateTests().state("date", "2026-02-14")
        var options = OutputOptions()
        options.format = .json
        let objects = try parse(OutputFormatter.bytes(for: state, options: options))
        #expect(objects.count == 3)
        #expect(objects.map { $0["component"] as? Int } == [1, 2, 3])
        #expect(objects.map { $0["row"] as? Int } == [100, 1, 13])
        #expect(objects.map { $0["value"] as? String } == ["2026", "02", "14"])
        #expect(objects.map { $0["title"] as? String } == ["2026", "February", "14"])
        #expect(objects.allSatisfy { $0["label"] is NSNull })
    }

    @Test func hostileBytesStayValidJSON() throws {
        var rows = LineRows()
        // Quote, backslash, ESC, TAB, DEL, U+2028, an invalid byte, then 분.
        rows.append([0x22, 0x5C, 0x1B, 0x5B, 0x32, 0x4A, 0x09, 0x7F, 0xE2, 0x80, 0xA8, 0xFF] + Array("분\n".utf8), final: true)
        let state = PickerState(wheels: [Wheel(rows: rows, label: "분 \"l\""), Wheel(rows: NumberRows(first: 0, step: 1, count: 3))])
        var options = OutputOptions()
        options.format = .json
        let bytes = OutputFormatter.bytes(for: state, options: options)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!bytes.dropLast().contains { $0 < 0x20 }, "no raw control bytes: \(text)")
        #expect(text.contains(#""\"\\\u001b[2J\t\u007f\u2028\#u{FFFD}분""#))
        let objects = try parse(bytes)
        #expect(objects[0]["value"] as? String == "\"\\\u{1B}[2J\t\u{7F}\u{2028}\u{FFFD}분")
        #expect(objects[0]["label"] as? String == "분 \"l\"")
        #expect(objects[1]["value"] as? String == "0")
    }
}
