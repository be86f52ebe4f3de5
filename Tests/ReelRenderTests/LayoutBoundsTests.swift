import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelRender

/// Issue 18: no number, parsed or set through the library, can make the
/// layout trap or take more than a frame's time.
@Suite struct LayoutBoundsTests {
    /// What the parser refuses the library may still set: the layout is
    /// bounded by the terminal (capped at `TerminalSize.maximum`) whatever
    /// the numbers.
    @Test func layoutIsBoundedByTheTerminalWhateverTheNumbers() {
        let huge = [Int.max, Int.max / 2, 1 << 62, 100_000_000, Int(Int32.max)]
        for n in huge {
            let state = PickerState(wheels: [
                Wheel(rows: NumberRows(first: 1, step: 1, count: 20), label: "a", width: n),
                Wheel(rows: NumberRows(first: 1, step: 1, count: 3), width: n),
            ], title: "t", visibleRows: n)
            for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 65535, rows: 65535)] {
                for fullscreen in [false, true] {
                    var appearance = Appearance()
                    appearance.rowHeight = n
                    appearance.gap = n
                    appearance.fullscreen = fullscreen
                    appearance.border = .rounded
                    let renderer = Renderer(appearance: appearance)
                    let layout = renderer.layout(state, size: size)
                    #expect(layout.width <= min(size.columns, TerminalSize.maximum.columns))
                    #expect(layout.height <= min(size.rows, TerminalSize.maximum.rows))
                    let frame = renderer.render(state, layout: layout)
                    #expect(frame.lines.count <= TerminalSize.maximum.rows)
                }
            }
        }
    }

    @Test func aHugeTerminalIsCapped() {
        #expect(TerminalSize(columns: 65535, rows: 65535).capped == TerminalSize.maximum)
        #expect(TerminalSize(columns: 120, rows: 40).capped == TerminalSize(columns: 120, rows: 40))
    }
}
