import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
import CoreTestSupport

/// What a click or the mouse wheel does, once it is known what it hit
/// (where it hits: `MouseHitTests`).
@Suite struct MouseTests {
    func picker() -> PickerState {
        PickerState(wheels: [
            Wheel(rows: NumberRows(first: 0, step: 1, count: 24), label: "h"),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), label: "m"),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), label: "s"),
        ], cancelTitle: "No")
    }

    @Test func wheelSpinsTheWheelUnderThePointerClickSelectsAndPresses() {
        var state = picker()
        let spin = MouseMap.action(for: Mouse(.wheelDown, row: 0, column: 0), hit: .wheel(1, offset: 1), state: state)
        #expect(spin == .spin(wheel: 1, by: 1))
        state.perform(spin!)
        #expect(state.selectedRows == [0, 1, 0])
        #expect(state.focus == .wheel(0))
        let click = MouseMap.action(for: Mouse(.press(0), row: 0, column: 0), hit: .wheel(2, offset: 2), state: state)
        #expect(click == .choose(wheel: 2, row: 2))
        state.perform(click!)
        #expect(state.selectedRows == [0, 1, 2])
        #expect(state.focus == .wheel(2))
        #expect(MouseMap.action(for: Mouse(.press(0), row: 0, column: 0), hit: .wheel(0, offset: 0), state: state) == .focus(.wheel(0)))
        #expect(MouseMap.action(for: Mouse(.press(0), row: 0, column: 0), hit: .wheel(0, offset: -2), state: state) == .focus(.wheel(0)))
        #expect(state.perform(.press(.cancel)) == [.finish(.cancelled)])
        #expect(state.perform(.press(.done)) == [.finish(.accepted)])
    }

    /// A button acts on the release (touch-up-inside), so reel reads the
    /// release before it gives the terminal back; the press only focuses.
    @Test func aButtonPressesOnTheReleaseAfterAPressOnIt() {
        var state = picker()
        let release = Mouse(.release(0), row: 0, column: 0)
        #expect(MouseMap.action(for: release, hit: .button(.done), state: state) == nil, "no press came first")
        let press = MouseMap.action(for: Mouse(.press(0), row: 0, column: 0), hit: .button(.done), state: state)
        #expect(press == .focus(.done))
        #expect(state.perform(press!) == [])
        #expect(MouseMap.action(for: release, hit: .button(.cancel), state: state) == nil, "released off the button")
        #expect(MouseMap.action(for: release, hit: .button(.done), state: state) == .press(.done))
        #expect(MouseMap.action(for: release, hit: nil, state: state) == nil)
    }
}
