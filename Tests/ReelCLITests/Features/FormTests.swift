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

/// Forms: fields that share one picker, as the first seed's two text
/// fields share one UIPickerView. Built from the command line, driven by
/// actions, printed as scripts read them.
@Suite struct FormTests {
    func inputs(stdin: String? = nil) -> PickerFactory.Inputs {
        PickerFactory.Inputs(standardInputIsTerminal: stdin == nil,
                             readStandardInput: { _ throws(LineRows.ReadError) in LineRows(stdin ?? "") },
                             readFile: { _, _ throws(LineRows.ReadError) in throw LineRows.ReadError(errno: 2) })
    }

    func form(_ arguments: [String], stdin: String? = nil) throws -> (PickerState, Configuration) {
        let configuration = try ArgumentParser.parse(arguments)
        return (try PickerFactory.makeState(configuration, inputs: inputs(stdin: stdin)), configuration)
    }

    func printed(_ state: PickerState, _ configuration: Configuration) -> String {
        String(decoding: OutputFormatter.bytes(for: state, options: configuration.output), as: UTF8.self)
    }

    static let seed = ["--field", "Country", "-c", "Japan,Korea,France", "--field", "Colour", "-c", "Red,Green,Blue",
                       "--field", "When", "-p", "time", "-s", "14:05"]

    @Test func fieldsArePickersOfTheirOwnAndOneIsShown() throws {
        let (state, _) = try form(Self.seed)
        #expect(state.form?.fields.map(\.name) == ["Country", "Colour", "When"])
        #expect(state.form?.fields.map(\.wheelCount) == [1, 1, 2])
        #expect(state.fieldPickers.map(\.wheels.count) == [1, 1, 2], "each field's wheels numbered from 0")
        #expect(state.wheelOrder == [0])
        #expect(state.form?.fields[2].separator == ":", "a time field keeps its preset's separator")
    }

    @Test func tabWalksEveryWheelOfEveryFieldThenTheButtons() throws {
        var (state, _) = try form(Self.seed)
        var shown: [Int] = []
        var focus: [Focus] = []
        for _ in 0..<5 {
            _ = state.apply(.next)
            shown.append(state.form!.shown)
            focus.append(state.focus)
        }
        #expect(shown == [1, 2, 2, 2, 0])
        #expect(focus == [.wheel(0), .wheel(0), .wheel(1), .done, .wheel(0)])
        #expect(state.focus == .wheel(0), "after Done, the first wheel again")
        _ = state.apply(.previous)
        #expect(state.focus == .done)
        #expect(state.wheelOrder == [0], "a button keeps the last field shown")
    }

    @Test func leftAndRightStayWithinTheField() throws {
        var (state, _) = try form(Self.seed)
        _ = state.apply(.focusField(2))
        #expect(state.focus == .wheel(0))
        _ = state.apply(.right)
        _ = state.apply(.right)
        #expect(state.focus == .wheel(1) && state.form?.shown == 2)
        _ = state.apply(.focusField(0))
        _ = state.apply(.right)
        #expect(state.focus == .wheel(0) && state.form?.shown == 0)
    }

    @Test func aClickedFieldComesBackToTheWheelItHadLast() throws {
        var (state, _) = try form(Self.seed)
        _ = state.apply(.focusField(2))
        _ = state.apply(.right)
        _ = state.apply(.focusField(0))
        _ = state.apply(.focusField(2))
        #expect(state.focus == .wheel(1) && state.form?.shown == 2)
    }

    @Test func eachFieldPrintsALineAsAPickerOfItsWheelsWould() throws {
        var (state, configuration) = try form(Self.seed)
        _ = state.apply(.down)
        #expect(printed(state, configuration) == "Korea\nRed\n14\t05\n")
        var nul = configuration
        nul.output.nulTerminated = true
        #expect(printed(state, nul) == "Korea\0Red\0" + "14\t05\0")
    }

    @Test func jsonIsKeyedByFieldAndFormatNamesFields() throws {
        let (state, configuration) = try form(Self.seed + ["--json"])
        #expect(printed(state, configuration) == #"{"Country":[{"component":1,"row":0,"value":"Japan","title":"Japan","label":null}],"#
            + #""Colour":[{"component":1,"row":0,"value":"Red","title":"Red","label":null}],"#
            + #""When":[{"component":1,"row":14,"value":"14","title":"14","label":null},"#
            + #"{"component":2,"row":5,"value":"05","title":"05","label":null}]}"# + "\n")
        let (other, format) = try form(Self.seed + ["--format", "{Country}/{Colour.1.row}/{When.2}/{When.hh}{When}"])
        #expect(printed(other, format) == "Japan/0/05/14" + "14\t05\n")
    }

    @Test func aFieldsCommandNumbersItsOwnWheelsAndNamesOtherFields() throws {
        let configuration = try ArgumentParser.parse(["--field", "Country", "-c", "Japan,Korea", "--field", "City", "-c", "!grep {Country} {1}"])
        let state = try PickerFactory.makePicker(configuration, inputs: inputs()).state
        let city = state.field(1).commands
        let feed = try #require(city.feeds.first)
        #expect(state.commands.feeds.isEmpty, "the country field shown has no command")
        #expect(feed.target == .wheel(0, field: 1), "the field's own wheel 0")
        let line = city.commandLine(for: feed, selection: SelectionValues(state))
        #expect(String(decoding: line.script, as: UTF8.self) == #"grep "${1}" "${2}""#)
        #expect(line.arguments == [Array("Japan".utf8), []], "{1} is the field's own (empty) wheel")
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let bad: [BadCase] = [
        BadCase(arguments: ["--field", "", "-c", "a"], message: "--field '': a field's name is letters"),
        BadCase(arguments: ["--field", "a b", "-c", "a"], message: "--field 'a b': a field's name is letters"),
        BadCase(arguments: ["--field", "42", "-c", "a"], message: "--field '42': a field's name is letters"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--field", "A", "-c", "b"], message: "--field 'A' is given twice"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--field", "B"], message: "--field 'B' has no wheel"),
        BadCase(arguments: ["-c", "x", "--field", "A", "-c", "a"], message: "component 'x' comes before the first --field"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--format", "{B}"], message: "no field {B} in the form; its fields are {A}"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--format", "{1}"], message: "--format: {1} names a wheel by number"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--preview", "cat {2}"], message: "--preview: {2} names a wheel by number"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--format", "{A.2}"], message: "no field {A.2} in the form"),
        BadCase(arguments: ["--field", "A", "-c", "-", "--field", "B", "-c", "-"], message: "only one component can read stdin"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--focus", "2"], message: "--focus 2 is not a field of the form"),
    ]

    @Test(arguments: bad) func aBadFormIsOneLineNamingIt(_ c: BadCase) {
        do {
            let configuration = try ArgumentParser.parse(c.arguments)
            try PickerFactory.validate(configuration)
            _ = try PickerFactory.makeState(configuration, inputs: inputs(stdin: "x\n"))
            Issue.record("no error for \(c.arguments)")
        } catch {
            let message = error.message
            #expect(message.contains(c.message), "\(message)")
            #expect(!message.contains("\n"))
        }
    }
}
