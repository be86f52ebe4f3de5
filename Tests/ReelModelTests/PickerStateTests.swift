import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

@Suite struct PickerStateTests {
    func picker(cyclic: Bool = false, cancel: String? = nil) -> PickerState {
        PickerState(wheels: [
            Wheel(rows: NumberRows(first: 0, step: 1, count: 24), isCyclic: cyclic),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), isCyclic: cyclic),
        ], cancelTitle: cancel)
    }

    @Test func spinsAndStopsAtTheEnds() {
        var state = picker()
        #expect(state.perform(.up) == [])
        #expect(state.selectedRows == [0, 0])
        state.perform(.down)
        state.perform(.down)
        #expect(state.selectedRows == [2, 0])
        state.perform(.end)
        #expect(state.selectedRows == [23, 0])
        state.perform(.down)
        #expect(state.selectedRows == [23, 0])
        state.perform(.home)
        #expect(state.selectedRows == [0, 0])
        state.perform(.pageDown)
        #expect(state.selectedRows == [5, 0])
        state.perform(.pageUp)
        state.perform(.pageUp)
        #expect(state.selectedRows == [0, 0])
    }

    @Test func cyclicWheelsWrapBothWays() {
        var state = picker(cyclic: true)
        state.perform(.up)
        #expect(state.selectedRows == [23, 0])
        state.perform(.down)
        #expect(state.selectedRows == [0, 0])
        state.perform(.pageUp)
        #expect(state.selectedRows == [19, 0])
    }

    @Test func leftAndRightStopAtTheEnds() {
        var state = picker()
        state.perform(.left)
        #expect(state.focus == .wheel(0))
        state.perform(.right)
        state.perform(.right)
        #expect(state.focus == .wheel(1))
        state.perform(.down)
        #expect(state.selectedRows == [0, 1])
    }

    @Test func tabWrapsThroughWheelsAndButtons() {
        var state = picker(cancel: "Cancel")
        var seen: [Focus] = []
        for _ in 0..<5 {
            state.perform(.next)
            seen.append(state.focus)
        }
        #expect(seen == [.wheel(1), .cancel, .done, .wheel(0), .wheel(1)], "left to right, as drawn")
        state.perform(.previous)
        state.perform(.previous)
        #expect(state.focus == .done)
        state.perform(.previous)
        #expect(state.focus == .cancel)
    }

    @Test func withoutCancelTabSkipsIt() {
        var state = picker()
        state.perform(.previous)
        #expect(state.focus == .done)
    }

    @Test func activateAcceptsOrPressesTheFocusedButton() {
        var state = picker(cancel: "Cancel")
        #expect(state.perform(.activate) == [.finish(.accepted)])
        state.focus = .done
        #expect(state.perform(.activate) == [.finish(.accepted)])
        state.focus = .cancel
        #expect(state.perform(.activate) == [.finish(.cancelled)])
        #expect(state.perform(.cancel) == [.finish(.cancelled)])
        #expect(state.perform(.interrupt) == [.finish(.interrupted)])
    }

    @Test func spinningWhileOnAButtonDoesNothing() {
        var state = picker()
        state.focus = .done
        state.perform(.down)
        #expect(state.selectedRows == [0, 0])
    }

    @Test func rowsAroundTheBand() {
        var wheel = Wheel(rows: NumberRows(first: 1, step: 1, count: 3))
        #expect((-2...2).map(wheel.row(atOffset:)) == [nil, nil, 0, 1, 2])
        wheel.isCyclic = true
        #expect((-2...2).map(wheel.row(atOffset:)) == [1, 2, 0, 1, 2])
    }

    // MARK: - Tab reaches only the buttons drawn (issue 43 item 6)

    /// Cancel, Back, Skip and Done: 40 columns of toolbar.
    func withButtons() -> PickerState {
        var state = picker(cancel: "Cancel")
        state.edit(.buttons([ToolbarButton(title: "Back", keyName: "ctrl+b"), ToolbarButton(title: "Skip", keyName: "s")]))
        return state
    }

    @Test func tabWalksOnlyTheButtonsTheViewDraws() {
        var state = withButtons()
        #expect(state.focusStops == [.wheel(0), .wheel(1), .cancel, .button(0), .button(1), .done], "no view yet: all")
        #expect(state.apply(.toolbarDrawn([.button(0), .button(1), .done]), at: 0) == [])
        #expect(state.focusStops == [.wheel(0), .wheel(1), .button(0), .button(1), .done])
        state.perform(.next)
        state.perform(.next)
        #expect(state.focus == .button(0), "past the last wheel, Back: Cancel is not drawn")
        state.focus = .wheel(0)
        state.perform(.previous)
        #expect(state.focus == .done)
        state.perform(.focus(.cancel))
        #expect(state.focus == .done, "a button not drawn cannot be focused")
    }

    @Test func aFocusedButtonLeftOutGivesTheFocusToTheLastWheel() {
        var state = withButtons()
        state.focus = .cancel
        _ = state.apply(.toolbarDrawn([.cancel, .button(0), .button(1), .done]), at: 0)
        #expect(state.focus == .cancel, "still drawn")
        _ = state.apply(.toolbarDrawn([.button(1), .done]), at: 0)
        #expect(state.focus == .wheel(1))
        #expect(state.perform(.activate) == [.finish(.accepted)], "Enter accepts; it never presses what is not drawn")
        state.focus = .done
        _ = state.apply(.toolbarDrawn([]), at: 0)
        #expect(state.focus == .wheel(1))
        #expect(state.focusStops == [.wheel(0), .wheel(1)])
        #expect(state.perform(.press(.button(0))) == [.finish(.pressed(0))], "a button's key or click still presses it")
    }
}
