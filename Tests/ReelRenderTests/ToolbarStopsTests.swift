import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender
import CoreTestSupport

/// The buttons Tab reaches are the toolbar's as drawn: in its order, and
/// only those the layout has room for (what the model does with them:
/// `PickerStateTests`).
@Suite struct ToolbarStopsTests {
    func picker(cancel: String? = nil) -> PickerState {
        PickerState(wheels: [
            Wheel(rows: NumberRows(first: 0, step: 1, count: 24)),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2)),
        ], cancelTitle: cancel)
    }

    /// Cancel, Back, Skip and Done: 40 columns of toolbar.
    func withButtons() -> PickerState {
        var state = picker(cancel: "Cancel")
        state.edit(.buttons([ToolbarButton(title: "Back", keyName: "ctrl+b"), ToolbarButton(title: "Skip", keyName: "s")]))
        return state
    }

    @Test func tabReachesTheButtonsInTheOrderTheToolbarDrawsThem() {
        let state = picker(cancel: "Cancel")
        let buttons = state.focusStops.filter { if case .wheel = $0 { false } else { true } }
        #expect(buttons == Toolbar.buttons(state: state).map(\.focus))
    }

    @Test func theLayoutSaysWhichButtonsItDraws() {
        let state = withButtons()
        let wide = Renderer().layout(state, size: TerminalSize(columns: 60, rows: 12))
        #expect(wide.drawnButtons == [.cancel, .button(0), .button(1), .done])
        let narrow = Renderer().layout(state, size: TerminalSize(columns: 30, rows: 12))
        #expect(narrow.drawnButtons == [.button(0), .button(1), .done], "Cancel goes first")
        let short = Renderer().layout(state, size: TerminalSize(columns: 60, rows: 1))
        #expect(short.drawnButtons == [], "no toolbar line, no buttons")
    }
}
