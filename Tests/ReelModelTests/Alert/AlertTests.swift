import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// The alert's model: a picker with no wheel, whose focus stops are its
/// buttons; and the alert asked in words (`AlertQuestion`, the interview).
@Suite struct AlertTests: InterviewDriving {
    static func delete(buttons: [String] = []) -> PickerState {
        .alert(title: "Delete 3 files?", message: "They go for good.", doneTitle: "Delete", cancelTitle: "Keep",
               buttons: buttons.map { ToolbarButton(title: $0) })
    }

    @Test func theButtonsAreTheFocusStopsAndDoneHasTheFocus() {
        let state = Self.delete(buttons: ["Later"])
        #expect(state.isAlert)
        #expect(state.focus == .done)
        #expect(state.focusStops == [.cancel, .button(0), .done])
    }

    @Test func enterPressesDoneAndEscapeCancels() {
        var state = Self.delete()
        #expect(state.perform(.activate) == [.finish(.accepted)])
        #expect(state.perform(.cancel) == [.finish(.cancelled)])
    }

    @Test func tabWrapsAmongTheButtons() {
        var state = Self.delete(buttons: ["Later"])
        state.perform(.next)
        #expect(state.focus == .cancel, "from Done, Tab wraps to the first button")
        state.perform(.next)
        #expect(state.focus == .button(0))
        state.perform(.previous)
        state.perform(.previous)
        #expect(state.focus == .done)
    }

    @Test func leftAndRightStopAtTheEnds() {
        var state = Self.delete(buttons: ["Later"])
        state.perform(.right)
        #expect(state.focus == .done, "Done is the last: → stays")
        state.perform(.left)
        #expect(state.focus == .button(0))
        #expect(state.perform(.activate) == [.finish(.pressed(0))])
        state.perform(.left)
        state.perform(.left)
        #expect(state.focus == .cancel, "Cancel is the first: ← stays")
        #expect(state.perform(.activate) == [.finish(.cancelled)])
    }

    @Test func aPickerWithWheelsIsNoAlert() {
        let state = PickerState(wheels: [Wheel(rows: NumberRows(first: 1, step: 1, count: 3))], title: "Delete?")
        #expect(!state.isAlert)
    }

    // MARK: - Asked in words

    @Test func theQuestionOffersDoneFirstCapitalisedAndTheOthersLowerCase() {
        let state = Self.delete(buttons: ["Later"])
        var interview = Interview(state)
        #expect(interview.opening(state) == ["They go for good."], "the title is the question")
        #expect(asked(&interview, state) == ["Delete 3 files? [Delete/keep/later] "])
        let plain = PickerState.alert(title: nil, message: "Go on?", doneTitle: "yes", cancelTitle: "No")
        var asking = Interview(plain)
        #expect(asking.opening(plain) == [])
        #expect(asked(&asking, plain) == ["Go on? [Yes/no] "])
    }

    @Test(arguments: [
        ("", Focus.done), ("delete", .done), ("KEEP", .cancel), ("k", .cancel), ("la", .button(0)), ("  Later ", .button(0)),
    ])
    func anAnswerNamesAButtonOrItsStart(_ typed: String, _ pressed: Focus) {
        let state = Self.delete(buttons: ["Later"])
        var interview = Interview(state)
        _ = asked(&interview, state)
        #expect(interview.answer(typed, state: state, at: 0) == .success(Reply(actions: [.press(pressed)])))
    }

    @Test func anUnknownOrAmbiguousAnswerIsAskedAgain() {
        var state = PickerState.alert(title: "Deploy?", message: nil, doneTitle: "Deploy", cancelTitle: "Stop",
                                      buttons: [ToolbarButton(title: "Delay")])
        var interview = Interview(state)
        _ = asked(&interview, state)
        #expect(answer("maybe", &interview, &state) == "maybe: answer Deploy or Stop or Delay")
        #expect(answer("de", &interview, &state) == "de: answer Deploy or Delay")
        #expect(asked(&interview, state) == ["Deploy? [Deploy/stop/delay] "])
        #expect(answer("?", &interview, &state)?.hasPrefix("Type a button's name (Deploy, Stop, Delay)") == true)
        #expect(interview.answer("dep", state: state, at: 0) == .success(Reply(actions: [.press(.done)])))
    }
}
