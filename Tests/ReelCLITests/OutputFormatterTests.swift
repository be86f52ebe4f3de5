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

@Suite struct OutputFormatterTests {
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
}

/// The conflicts between format options, declared once by OutputFormat.
@Suite struct OutputFormatConflictTests {
    struct Given: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var conflict: String?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Given(arguments: ["--json", "--format", "{1}"], conflict: "--json and --format"),
        Given(arguments: ["--format", "{1}", "--json"], conflict: "--json and --format"),
        Given(arguments: ["-i", "--json"], conflict: "--json and --index"),
        Given(arguments: ["--index", "--format", "{1}"], conflict: "--format and --index"),
        Given(arguments: ["-i", "--format", "{1}", "--json"], conflict: "--json and --format"),
        Given(arguments: ["--format", "{1}", "--format", "{2}"], conflict: nil),
        Given(arguments: ["--json", "--json", "-i0"], conflict: "--json and --index"),
        Given(arguments: ["-i", "-i"], conflict: nil),
    ])
    func aSecondFormatOptionIsAConflict(_ c: Given) throws {
        let output = try ArgumentParser.parse(["-c", "1...3", "-c", "1...3"] + c.arguments).output
        #expect(output.conflict.map { "\($0.first) and \($0.second)" } == c.conflict)
    }

    @Test func theLatestTemplateIsTheFormat() throws {
        let output = try ArgumentParser.parse(["-c", "1...3", "--format", "{1}", "--format", "<{1}>"]).output
        #expect(output.format == .template(try Template(parsing: "<{1}>")))
    }

    /// Each option that chooses a format is in the conflict order and in the option table.
    @Test func everyFormatOptionIsDeclared() throws {
        let formats: [OutputFormat] = [.values, .indices, .json, .template(try Template(parsing: "{1}"))]
        #expect(formats.compactMap(\.option).sorted() == OutputFormat.options.sorted())
        for option in OutputFormat.options { #expect(OptionTable.option(long: String(option.dropFirst(2))) != nil) }
    }
}
