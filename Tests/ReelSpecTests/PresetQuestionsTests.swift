import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
import SpecTestSupport

/// The accessible mode's questions of presets, trees and forms: each
/// preset asks in its own words and reads the answer as its `--select`.
@Suite struct PresetQuestionsTests: InterviewDriving {
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 2, day: 14), hour: 9, minute: 30)

    @Test func formsAskEachFieldThenReadTheAnswersBack() throws {
        var state = PickerState.form([
            ("Colour", PickerState(wheels: [try Wheel(spec: "Red,Orange")])),
            ("Day", try PickerState.preset("date", now: Self.now)),
            ("Time", PickerState(wheels: [try Wheel(spec: "0...23", label: "h"), try Wheel(spec: "00...59")])),
        ])
        var interview = Interview(state)
        #expect(interview.questions.map(\.name) == ["Colour", "Day", "Time h", "Time 2"])
        #expect(asked(&interview, state) == ["  1. Red", "  2. Orange", "Colour (1–2) [Red]: "])
        answer("2", &interview, &state)
        #expect(asked(&interview, state) == ["Day (YYYY-MM-DD) [2026-02-14]: "])
        answer("2026-03-01", &interview, &state)
        #expect(asked(&interview, state) == ["Time h (0–23) [0]: "])
        answer("9", &interview, &state)
        #expect(asked(&interview, state) == ["Time 2 (00–59) [00]: "])
        answer("", &interview, &state)
        #expect(asked(&interview, state) == ["Colour: Orange", "Day: 2026-03-01", "Time h: 9", "Time 2: 00", "Done? [Y/n]: "])
        #expect(answer("maybe", &interview, &state) == "maybe: answer y (or Enter) to accept, n to answer again")
        #expect(answer("n", &interview, &state) == nil)
        #expect(asked(&interview, state).last == "Colour (1–2) [Orange]: ")
        for _ in 0..<4 { answer("", &interview, &state) }
        #expect(asked(&interview, state).last == "Done? [Y/n]: ")
        answer("Y", &interview, &state)
        #expect(ends(&interview, state))
        #expect(state.printed == "Orange\n2026\t03\t01\n9\t00\n")
    }

    @Test func anEmptyWheelSendsTheQuestionBack() throws {
        var state = try PickerState.tree("Korea\n  Seoul\nNowhere\n")
        (state.wheels[0].label, state.wheels[1].label) = ("Country", "City")
        var interview = Interview(state)
        _ = asked(&interview, state)
        #expect(state.wheels[1].rows.count == 1)
        answer("Nowhere", &interview, &state)
        #expect(asked(&interview, state) == ["  1. (blank)", "City (1) [(blank)]: "], "a leaf's child wheel: one blank row")
    }

    struct PresetCase: Sendable, CustomTestStringConvertible {
        let preset: String
        var request = PresetRequest()
        let prompt: String
        let wrong: String
        let error: String
        let right: String
        let printed: String
        var testDescription: String { "\(preset) \(request)" }
    }

    /// Each preset asks in its own words and reads the answer as its
    /// `--select`: the same checks, the same rows.
    @Test(arguments: [
        PresetCase(preset: "date", request: PresetRequest(min: "2026-01-01", max: "2026-12-31"),
                   prompt: "Date (YYYY-MM-DD, from 2026-01-01 to 2026-12-31) [2026-02-14]: ",
                   wrong: "2027-01-01", error: "2027-01-01 does not fit: expected a date from 2026-01-01 to 2026-12-31 (--min, --max)",
                   right: "2026-07-04", printed: "2026\t07\t04\n"),
        PresetCase(preset: "duration", prompt: "Duration (H:MM:SS) [0:00:00]: ",
                   wrong: "1:30", error: "1:30 does not fit: expected H:MM:SS, e.g. 1:30:00",
                   right: "1:30:05", printed: "1\t30\t05\n"),
        PresetCase(preset: "time", request: PresetRequest(minuteInterval: 15), prompt: "Time (HH:MM, minutes in steps of 15) [09:30]: ",
                   wrong: "14:05", error: "14:05 does not fit: expected minutes on the --minute-interval of 15",
                   right: "14:45", printed: "14\t45\n"),
        PresetCase(preset: "time12", prompt: "Time (H:MM AM or PM) [9:30 AM]: ",
                   wrong: "14:05", error: "14:05 does not fit: expected H:MM AM or PM, e.g. 2:05 PM",
                   right: "2:05 pm", printed: "2\t05\tPM\n"),
        PresetCase(preset: "datetime", prompt: "Date and time (YYYY-MM-DD HH:MM) [2026-02-14 09:30]: ",
                   wrong: "2026-02-14", error: "2026-02-14 does not fit: expected YYYY-MM-DD HH:MM, e.g. 2026-02-14 09:30",
                   right: "2026-03-01 18:15", printed: "2026-03-01\t18\t15\n"),
    ])
    func presetsAskInTheirOwnWords(_ test: PresetCase) throws {
        var state = try PickerState.preset(test.preset, test.request, now: Self.now)
        var interview = Interview(state)
        #expect(asked(&interview, state) == [test.prompt])
        #expect(answer(test.wrong, &interview, &state) == test.error)
        #expect(answer(test.right, &interview, &state) == nil)
        #expect(ends(&interview, state))
        let selection = state.selectedRows
        var request = test.request
        request.select = test.right
        var started = try PickerState.preset(test.preset, request, now: Self.now)
        _ = started.apply(.tick, at: 0)
        #expect(selection == started.selectedRows, "the rows --select \(test.right) starts on")
        #expect(state.printed == test.printed)
    }

    /// What a preset's question says it holds is read back onto the same rows.
    @Test(arguments: Preset.all.map(\.name))
    func theCurrentValueReadsBack(_ name: String) throws {
        let state = try PickerState.preset(name, now: Self.now)
        let typed = try #require(state.presets.first)
        let text = typed.answer.answer(values: typed.wheels.map { state.wheels[$0].currentValue })
        #expect(try typed.answer.rows(for: text) == state.selectedRows, "\(name): \(text)")
    }
}
