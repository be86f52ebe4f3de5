import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelRender
import CoreTestSupport

/// A picker of many wheels lays out as fast as its answer allows (issue 26
/// item 7): the narrowing in one step is the column-at-a-time loop's.
@Suite struct LayoutNarrowingTests {
    /// The layout's narrowing, as fast as its answer allows, gives what
    /// narrowing the widest wheel (the first of equals) a column at a time
    /// gave.
    @Test(arguments: 0..<200) func narrowingIsTheColumnAtATimeLoop(seed: Int) {
        var random = SplitMix64(state: UInt64(seed))
        let count = 1 + random.below(40)
        let rows = (0..<count).map { _ in 1 + random.below(30) }
        let excess = random.below(rows.reduce(0, +) + 6)
        var expected = rows
        var left = excess
        while left > 0, let widest = expected.indices.max(by: { expected[$0] < expected[$1] }), expected[widest] > 1 {
            expected[widest] -= 1
            left -= 1
        }
        var narrowed = rows
        Layout.narrow(&narrowed, by: excess)
        #expect(narrowed == expected, "\(rows) by \(excess)")
    }

    /// 300 wheels of four columns on a 200-column terminal: one layout,
    /// every wheel down to a column.
    @Test func threeHundredWheelsLayOutOnTwoHundredColumns() {
        let state = PickerState(wheels: (1...300).map { Wheel(rows: ListRows(["w\($0)"])) })
        let layout = Layout(state: state, size: TerminalSize(columns: 200, rows: 40), measure: DisplayWidth())
        #expect(layout.columns.count == 300)
        #expect(layout.columns.allSatisfy { $0.rowWidth == 1 })
    }
}
