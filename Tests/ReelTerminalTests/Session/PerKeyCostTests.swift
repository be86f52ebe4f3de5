import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

/// The work for one key depends on the rows on screen, never on how many
/// rows the wheel has: counted row accesses, not timings.
@Suite struct PerKeyCostTests {
    /// A million computed rows that count every read of a row.
    final class CountingRows: RowSource, @unchecked Sendable {
        var reads: [Int] = []
        var count: Int { 1_000_000 }
        func title(at row: Int) -> String {
            reads.append(row)
            return "row \(row)"
        }
        func widestRow(width: DisplayWidth, cap: Int) -> Int { 10 }
    }

    @Test func renderingAndOneDownReadOnlyTheVisibleRows() {
        let rows = CountingRows()
        var state = PickerState(wheels: [Wheel(rows: rows, selectedRow: 500_000)], visibleRows: 5)
        let renderer = Renderer()
        let layout = Layout(state: state, size: TerminalSize(columns: 80, rows: 24), measure: renderer.measure)
        rows.reads = []
        let before = renderer.render(state, layout: layout)
        #expect(Set(rows.reads) == Set(499_998...500_002))
        #expect(rows.reads.count <= layout.visibleRows)

        rows.reads = []
        #expect(state.perform(.down) == [])
        #expect(rows.reads.isEmpty, "moving the selection read \(rows.reads.count) rows")
        let after = renderer.render(state, layout: layout)
        #expect(Set(rows.reads) == Set(499_999...500_003))
        #expect(rows.reads.count <= layout.visibleRows)
        #expect(!FrameDiff.bytes(from: before, to: after, depth: .palette256).isEmpty)
    }

    @Test func oneDownWritesTheSameBytesForTwentyRowsAndAMillion() {
        func bytesForOneDown(_ count: Int) -> Int {
            let text = (0..<count).map { "row \(String($0 + 10_000_000))" }.joined(separator: "\n")
            var state = PickerState(wheels: [Wheel(rows: LineRows(text))])
            let layout = Layout(state: state, size: TerminalSize(columns: 80, rows: 24), measure: DisplayWidth())
            let before = Renderer().render(state, layout: layout)
            state.perform(.down)
            return FrameDiff.bytes(from: before, to: Renderer().render(state, layout: layout), depth: .palette256).count
        }
        #expect(bytesForOneDown(20) == bytesForOneDown(1_000_000))
    }

    @Test func typeAheadFindsTheLastOfAMillionLines() {
        // LineRows answers from its bytes, in one walk from the previous match.
        let rows = LineRows((0..<1_000_000).map { String($0) }.joined(separator: "\n"))
        var state = PickerState(wheels: [Wheel(rows: rows)])
        for (i, digit) in "999999".enumerated() { state.perform(.typed(digit, at: 10 + Double(i) * 0.1)) }
        // The last slices of the search, a tick each (the loop asks for them at once).
        while state.finder.isPending { _ = state.apply(.tick, at: 11) }
        #expect(state.selectedRows == [999_999])
    }
}
