import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// The table look scrolls as fzf's list does: the highlight moves, and the
/// list only when it comes within two rows of an edge.
@Suite struct ListScrollTests {
    func list(_ count: Int, visible: Int = 8) -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: NumberRows(first: 1, step: 1, count: count, padding: 0))], visibleRows: visible)
        var chrome = state.chrome
        state.edit([.chrome(chrome), .list(true)])
        return state
    }

    @Test func theHighlightMovesUntilTwoRowsFromTheBottom() {
        var state = list(100)
        for _ in 0..<5 { state.perform(.down) }
        #expect(state.wheels[0].selectedRow == 5)
        #expect(state.listTop(visible: 8) == 0, "rows 0…7 shown, the highlight on the sixth")
        state.perform(.down)
        #expect(state.listTop(visible: 8) == 1, "the seventh is two rows from the edge: the list moves")
    }

    @Test func goingBackUpTheListStaysUntilTwoRowsFromTheTop() {
        var state = list(100)
        for _ in 0..<20 { state.perform(.down) }
        let top = state.listTop(visible: 8)
        #expect(top == 15)
        for _ in 0..<3 { state.perform(.up) }
        #expect(state.listTop(visible: 8) == top, "the same rows, the highlight higher")
        state.perform(.up)
        #expect(state.listTop(visible: 8) == top - 1)
    }

    @Test func endAndHomeAndPagesScrollToKeepTheHighlightInView() {
        var state = list(100)
        state.perform(.end)
        #expect(state.listTop(visible: 8) == 92)
        state.perform(.pageUp)
        #expect(state.wheels[0].selectedRow == 91)
        #expect(state.listTop(visible: 8) == 89)
        state.perform(.home)
        #expect(state.listTop(visible: 8) == 0)
    }

    @Test func aShortListNeverScrolls() {
        var state = list(5)
        for _ in 0..<4 { state.perform(.down) }
        #expect(state.listTop(visible: 8) == 0)
    }

    /// Drawn in fewer rows than asked (a short terminal), the highlight stays in view.
    @Test func fewerRowsOnScreenStillShowTheHighlight() {
        var state = list(100, visible: 20)
        for _ in 0..<15 { state.perform(.down) }
        let top = state.listTop(visible: 4)
        #expect((top..<(top + 4)).contains(15))
    }

    @Test func theTopFollowsThePureRule() {
        #expect(ListScroll.top(from: 0, selected: 0, count: 3, visible: 8) == 0)
        #expect(ListScroll.top(from: 50, selected: 0, count: 100, visible: 8) == 0)
        #expect(ListScroll.top(from: 0, selected: 99, count: 100, visible: 8) == 92)
        // One row shown: no margin to keep.
        #expect(ListScroll.top(from: 0, selected: 7, count: 100, visible: 1) == 7)
    }
}
