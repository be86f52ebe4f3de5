import Foundation
import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
@testable import ReelOutput
import SpecTestSupport

@Suite struct OutputFormatterTests {
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0)

    func state() -> PickerState {
        var rows = LineRows()
        rows.append([0x1B, 0x5B, 0x32, 0x4A, 0x0A, 0x62, 0x0A], final: true)
        return PickerState(wheels: [
            Wheel(rows: NumberRows(first: 0, step: 1, count: 24), selectedRow: 1),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), selectedRow: 30),
            Wheel(rows: rows),
        ])
    }

    @Test func valuesJoinedByTab() {
        #expect(OutputFormatter.bytes(for: state(), options: OutputOptions()) == Array("1\t30\t\u{1B}[2J\n".utf8))
    }

    @Test func indicesAndDelimiterAndNUL() {
        var options = OutputOptions()
        options.format = .indices
        options.delimiter = Array(", ".utf8)
        options.nulTerminated = true
        #expect(OutputFormatter.bytes(for: state(), options: options) == Array("1, 30, 0\u{0}".utf8))
    }

    /// `--live`: a selection of several records ends with an empty one
    /// (issue 34); one record needs none.
    @Test func aReportOfSeveralRecordsEndsWithAnEmptyOne() {
        var multi = PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c"]))])
        multi.checks.allowMultiple(inWheel: 0, limit: nil)
        multi.checks.toggle(0, inWheel: 0)
        multi.checks.toggle(2, inWheel: 0)
        var options = OutputOptions()
        #expect(OutputFormatter.report(for: multi, options: options) == Array("a\nc\n\n".utf8))
        #expect(OutputFormatter.report(for: state(), options: options) == OutputFormatter.bytes(for: state(), options: options))
        options.nulTerminated = true
        #expect(OutputFormatter.report(for: multi, options: options) == Array("a\u{0}c\u{0}\u{0}".utf8))
        options.format = .json
        #expect(OutputFormatter.report(for: multi, options: options) == OutputFormatter.bytes(for: multi, options: options))
    }

    /// Bidi controls in a message are escapes, as SafeText draws them (issue 34).
    @Test func bidiControlsInAMessageAreEscaped() {
        #expect(Escaped.message("ab\u{202E}cd\u{2066}x\u{2069}") == "ab\\u{202E}cd\\u{2066}x\\u{2069}")
        #expect(Escaped.message("שלום") == "שלום", "right-to-left letters are text")
    }

    @Test func nulTerminated() throws {
        var options = OutputOptions()
        options.format = .template(try Template(parsing: "{1}"))
        options.nulTerminated = true
        let time = try PickerState.preset("time", PresetRequest(select: "10:00"), now: Self.now)
        #expect(OutputFormatter.bytes(for: time, options: options) == Array("10\u{0}".utf8))
    }
}

@Suite struct JSONOutputTests {
    func parse(_ bytes: [UInt8]) throws -> [[String: Any]] {
        #expect(bytes.last == 0x0A)
        let object = try JSONSerialization.jsonObject(with: Data(bytes.dropLast()))
        return try #require(object as? [[String: Any]])
    }

    @Test func presetParsedBack() throws {
        let state = try PickerState.preset("date", PresetRequest(select: "2026-02-14"), now: OutputFormatterTests.now)
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
