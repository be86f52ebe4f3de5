import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
@testable import ReelOutput
import SpecTestSupport

/// Forms: fields that share one picker, as the first seed's two text
/// fields share one UIPickerView. Driven by actions, printed as scripts
/// read them.
@Suite struct FormTests {
    /// Country and Colour, lists; When, `--preset time -s 14:05`.
    static func seed() throws -> PickerState {
        .form([("Country", PickerState(wheels: [try Wheel(spec: "Japan,Korea,France")])),
               ("Colour", PickerState(wheels: [try Wheel(spec: "Red,Green,Blue")])),
               ("When", try .preset("time", PresetRequest(select: "14:05"),
                                    now: LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0)))])
    }

    func printed(_ state: PickerState, _ options: OutputOptions) -> String {
        String(decoding: OutputFormatter.bytes(for: state, options: options), as: UTF8.self)
    }

    @Test func fieldsArePickersOfTheirOwnAndOneIsShown() throws {
        let state = try Self.seed()
        #expect(state.form.fields.map(\.name) == ["Country", "Colour", "When"])
        #expect(state.form.fields.map(\.wheelCount) == [1, 1, 2])
        #expect(state.form.fields.map { $0.wheels?.wheels.count } == [1, 1, 2], "each field's wheels numbered from 0")
        #expect(state.wheelOrder == [0])
        #expect(state.form.fields[2].separator == ":", "a time field keeps its preset's separator")
    }

    @Test func tabWalksEveryWheelOfEveryFieldThenTheButtons() throws {
        var state = try Self.seed()
        var shown: [Int] = []
        var focus: [Focus] = []
        for _ in 0..<5 {
            state.perform(.next)
            shown.append(state.form.shown)
            focus.append(state.focus)
        }
        #expect(shown == [1, 2, 2, 2, 0])
        #expect(focus == [.wheel(0), .wheel(0), .wheel(1), .done, .wheel(0)])
        #expect(state.focus == .wheel(0), "after Done, the first wheel again")
        state.perform(.previous)
        #expect(state.focus == .done)
        #expect(state.wheelOrder == [0], "a button keeps the last field shown")
    }

    @Test func leftAndRightStayWithinTheField() throws {
        var state = try Self.seed()
        state.perform(.focusField(2))
        #expect(state.focus == .wheel(0))
        state.perform(.right)
        state.perform(.right)
        #expect(state.focus == .wheel(1) && state.form.shown == 2)
        state.perform(.focusField(0))
        state.perform(.right)
        #expect(state.focus == .wheel(0) && state.form.shown == 0)
    }

    @Test func aClickedFieldComesBackToTheWheelItHadLast() throws {
        var state = try Self.seed()
        state.perform(.focusField(2))
        state.perform(.right)
        state.perform(.focusField(0))
        state.perform(.focusField(2))
        #expect(state.focus == .wheel(1) && state.form.shown == 2)
    }

    @Test func eachFieldPrintsALineAsAPickerOfItsWheelsWould() throws {
        var state = try Self.seed()
        let configuration = OutputOptions()
        state.perform(.down)
        #expect(printed(state, configuration) == "Korea\nRed\n14\t05\n")
        var nul = configuration
        nul.nulTerminated = true
        #expect(printed(state, nul) == "Korea\0Red\0" + "14\t05\0")
    }

    @Test func jsonIsKeyedByFieldAndFormatNamesFields() throws {
        let state = try Self.seed()
        var configuration = OutputOptions()
        configuration.choose(.json)
        #expect(printed(state, configuration) == #"{"Country":[{"component":1,"row":0,"value":"Japan","title":"Japan","label":null}],"#
            + #""Colour":[{"component":1,"row":0,"value":"Red","title":"Red","label":null}],"#
            + #""When":[{"component":1,"row":14,"value":"14","title":"14","label":null},"#
            + #"{"component":2,"row":5,"value":"05","title":"05","label":null}]}"# + "\n")
        var format = OutputOptions()
        format.choose(.template(try Template(parsing: "{Country}/{Colour.1.row}/{When.2}/{When.hh}{When}")))
        #expect(printed(state, format) == "Japan/0/05/14" + "14\t05\n")
    }
}
