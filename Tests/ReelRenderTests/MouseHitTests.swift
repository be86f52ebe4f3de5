import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender
import CoreTestSupport

/// Where a click lands on the frame drawn: wheels, rows and buttons (what
/// a click then does: `MouseTests`).
@Suite struct MouseHitTests {
    func picker() -> (PickerState, Layout) {
        let state = PickerState(wheels: [
            Wheel(rows: NumberRows(first: 0, step: 1, count: 24), label: "h"),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), label: "m"),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), label: "s"),
        ], cancelTitle: "No")
        return (state, Layout(state: state, size: TerminalSize(columns: 80, rows: 24), measure: DisplayWidth()))
    }

    @Test func hitTestFindsWheelsRowsAndButtons() {
        let (state, layout) = picker()
        let second = layout.columns[1]
        #expect(layout.hit(line: layout.textLine(ofRow: layout.band), column: second.start + 1) == .wheel(1, offset: 0))
        #expect(layout.hit(line: layout.wheelTop, column: second.start + 1) == .wheel(1, offset: -2))
        let text = Renderer().render(state, layout: layout).text.last!
        let done = text.distance(from: text.startIndex, to: text.firstRange(of: "[ Done ]")!.lowerBound)
        let cancel = text.distance(from: text.startIndex, to: text.firstRange(of: "[ No ]")!.lowerBound)
        #expect(layout.hit(line: layout.toolbarLine!, column: done + 2) == .button(.done))
        #expect(layout.hit(line: layout.toolbarLine!, column: cancel) == .button(.cancel))
        #expect(layout.hit(line: layout.toolbarLine!, column: 0) == nil)
    }
}
