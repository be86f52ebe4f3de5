import Testing
import ReelText
import ReelModel

/// What a program changes goes through `PickerState.edit`, with the
/// consequences a person's change has; the toolbar's notes are made once
/// per event and after each edit.
@Suite struct PickerEditTests {
    /// Wheel 1 shows the row wheel 0 shows, as a data source's delegate would.
    struct Follows: WheelDependency {
        func update(_ wheels: inout [Wheel], after change: WheelChange) {
            if change.wheel == 0 { wheels[1].select(wheels[0].selectedRow) }
        }
    }

    func picker() -> PickerState {
        PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c"])), Wheel(rows: ListRows(["x", "y", "z"]))])
    }

    @Test func aSelectionByTheProgramIsFollowedAsASpinIs() {
        var state = picker()
        state.edit(.dependencies(Dependencies([Follows()])))
        state.edit(.select(row: 2, wheel: 0))
        #expect(state.selectedRows == [2, 2])
        state.edit(.select(row: 1, wheel: 7))
        #expect(state.selectedRows == [2, 2], "a wheel that is not there changes nothing")
    }

    @Test func checksKeepTheirLimitWhoeverChecks() {
        var state = picker()
        state.edit(.multiple(wheel: 0, allowed: true, limit: 1))
        state.edit([.check(row: 0, wheel: 0, checked: true), .check(row: 2, wheel: 0, checked: true)])
        #expect(state.checks.answer(0, band: 1) == [0])
        state.edit(.check(row: 0, wheel: 0, checked: false))
        #expect(state.checks.answer(0, band: 1) == [1], "none checked: the band's row")
    }

    @Test func fewerWheelsKeepTheFocusOnOneThatExists() {
        var state = picker()
        state.edit(.focus(.wheel(1)))
        state.edit(.wheels([Wheel(rows: ListRows(["only"]))]))
        #expect(state.focus == .wheel(0))
    }

    @Test func aStatusIsInTheNotesAtOnce() {
        var state = picker()
        state.edit(.status("saving…"))
        #expect(state.notes == [ToolbarNote(.info, "saving…")])
        state.edit(.status(nil))
        #expect(state.notes.isEmpty)
    }

    /// A dependency whose toolbar note (the date's weekday) is counted:
    /// each making of the notes asks it once.
    final class CountedNote: WheelDependency, @unchecked Sendable {
        var asked = 0
        func update(_ wheels: inout [Wheel], after change: WheelChange) {}
        func note(_ wheels: [Wheel]) -> String? {
            asked += 1
            return nil
        }
    }

    /// One key, one making of the notes (they were asked for three ways:
    /// before the event, after it, and again by the renderer). Counted
    /// as the notes' questions to a dependency, from outside the model.
    @Test func aKeyMakesTheNotesOnce() {
        var state = PickerState(wheels: [Wheel(rows: ListRows((1...300).map(String.init)))])
        let note = CountedNote()
        state.edit(.dependencies(Dependencies([note])))
        let before = note.asked
        _ = state.apply(.input([.down]), at: 1)
        #expect(note.asked == before + 1)
        _ = state.apply(.tick, at: 2)
        #expect(note.asked == before + 2)
    }
}
