import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender
import CoreTestSupport

/// Geometry for every size: degrading in order, centring in fullscreen,
/// spans a mouse can be matched against.
@Suite struct LayoutTests {
    func duration(title: String? = "Duration") -> PickerState {
        PickerState(wheels: [
            Wheel(rows: NumberRows(first: 0, step: 1, count: 24), label: "hours"),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), label: "min"),
        ], title: title, cancelTitle: "Cancel", separator: ":")
    }

    func appearance(_ change: (inout Appearance) -> Void) -> Appearance {
        var appearance = Appearance()
        change(&appearance)
        return appearance
    }

    func layout(_ state: PickerState, _ columns: Int, _ rows: Int, _ appearance: Appearance = Appearance()) -> Layout {
        Layout(state: state, size: TerminalSize(columns: columns, rows: rows), appearance: appearance, measure: DisplayWidth())
    }

    @Test func spansAreAbsoluteAndAdjacent() {
        let bordered = appearance { $0.border = .rounded; $0.fullscreen = true; $0.gap = 3 }
        let l = layout(duration(), 80, 24, bordered)
        #expect(l.width == 80 && l.height == 24)
        #expect(l.box.x == (80 - l.box.width) / 2 && l.box.y == (24 - l.box.height) / 2)
        #expect(l.content.x == l.box.x + 2 && l.content.y == l.box.y + 1)
        #expect(l.columns[0].span.upperBound == l.columns[1].start)
        #expect(l.columns[0].gap == 3)
        #expect(l.wheelTop == l.content.y, "the title sits in the border")
        #expect(l.toolbarLine == l.wheelLines.upperBound)
        #expect(l.buttons.map(\.focus) == [.cancel, .done])
        #expect(l.buttons.last!.span.upperBound == l.content.columns.upperBound)
        #expect(l.columns.allSatisfy { l.content.columns.contains($0.start) })
    }

    @Test func displayOrderPlacesWheelsAndKeepsTheirIndices() {
        var state = PickerState(wheels: [
            Wheel(rows: ListRows(["2026"])), Wheel(rows: ListRows(["February"])), Wheel(rows: ListRows(["14"])),
        ], doneTitle: "OK")
        state.edit(.displayOrder([1, 2, 0]))
        let l = layout(state, 40, 3)
        #expect(l.order == [1, 2, 0])
        #expect(l.columns[1].start < l.columns[2].start && l.columns[2].start < l.columns[0].start)
        #expect(l.columns[0].gap == 0 && l.columns[1].gap == 0, "no gap after the last wheel drawn")
        #expect(l.hit(line: l.textLine(ofRow: l.band), column: l.columns[0].textStart) == .wheel(0, offset: 0),
                "a click on the year drawn last is still wheel 0")
        let frame = Renderer().render(state, size: TerminalSize(columns: 40, rows: 3))
        #expect(frame.text.contains { $0.split(separator: " ") == ["February", "14", "2026"] })
        state.edit(.displayOrder([0, 0, 1]))
        #expect(state.wheelOrder == [0, 1, 2], "not an order of all the wheels: as numbered")
    }

    @Test func gapIsAtLeastTheSeparator() {
        #expect(layout(duration(), 80, 24, appearance { $0.gap = 0 }).columns[0].gap == 1)
        #expect(layout(duration(), 80, 24, appearance { $0.gap = 4 }).columns[0].gap == 4)
    }

    @Test func narrowTerminalDropsTheBorderBeforeShrinkingWheels() {
        let bordered = appearance { $0.border = .double }
        let natural = layout(duration(), 80, 24, bordered)
        #expect(natural.border == .double)
        // Just wide enough with the border; one column less and it goes,
        // the wheels keeping their widths.
        let tight = layout(duration(), natural.box.width, 24, bordered)
        #expect(tight.border == .double)
        let narrower = layout(duration(), natural.box.width - 1, 24, bordered)
        #expect(narrower.border == .none)
        #expect(narrower.columns.map(\.rowWidth) == natural.columns.map(\.rowWidth))
        // Then the gaps and the labels give up their columns, the values
        // keeping theirs; only then the values shrink, the widest first.
        let narrow = layout(duration(), 12, 24, bordered)
        #expect(narrow.width == 12)
        #expect(narrow.columns.map(\.rowWidth) == natural.columns.map(\.rowWidth))
        #expect(narrow.columns.map(\.labelWidth).reduce(0, +) < natural.columns.map(\.labelWidth).reduce(0, +))
        let narrowest = layout(duration(), 5, 24, bordered)
        #expect(narrowest.columns.map(\.labelWidth).reduce(0, +) == 0)
        #expect(narrowest.columns.map(\.rowWidth).reduce(0, +) < natural.columns.map(\.rowWidth).reduce(0, +))
    }

    @Test func shortTerminalDropsTheBorderThenRowHeightThenRows() {
        let tall = appearance { $0.border = .rounded; $0.rowHeight = 3 }
        #expect(layout(duration(), 80, 24, tall).border == .rounded)
        let l = layout(duration(), 80, 12, tall)
        #expect(l.border == .none)
        #expect(l.rowHeight == 2 && l.visibleRows == 5)
        let shorter = layout(duration(), 80, 5, tall)
        #expect(shorter.rowHeight == 1 && shorter.visibleRows == 3 && shorter.height == 5)
    }

    @Test func tenByThreeStillShowsTheBand() {
        for border in BorderStyle.allCases {
            let app = appearance { $0.border = border; $0.rowHeight = 2; $0.fullscreen = true }
            let l = layout(duration(), 10, 3, app)
            #expect(l.height == 3 && l.width == 10)
            #expect(l.visibleRows >= 1 && l.wheelLines.contains(l.textLine(ofRow: l.band)))
            let frame = Renderer(appearance: app).render(duration(), layout: l)
            #expect(frame.lines.count == 3 && frame.lines.allSatisfy { $0.count == 10 })
            #expect(frame.text[l.textLine(ofRow: l.band)].contains("0"))
        }
    }

    @Test func tinyAndEmptySizesNeverCrash() {
        for columns in 0...6 {
            for rows in 0...4 {
                for border in [BorderStyle.none, .heavy] {
                    let app = appearance { $0.border = border; $0.fullscreen = rows % 2 == 0; $0.swatches = [true] }
                    let frame = Renderer(appearance: app).render(duration(), size: TerminalSize(columns: columns, rows: rows))
                    #expect(!frame.lines.isEmpty)
                    #expect(frame.lines.allSatisfy { $0.count == frame.width })
                }
            }
        }
    }

    @Test func noSizeIsEightyByTwentyFour() {
        let fullscreen = appearance { $0.fullscreen = true }
        let l = layout(duration(), 0, 0, fullscreen)
        #expect(l.width == 80 && l.height == 24)
        #expect(l == layout(duration(), 80, 24, fullscreen))
    }

    @Test func evenRowsShowOneMoreBelowTheBand() {
        var state = duration()
        state.chrome.visibleRows = 4
        let l = layout(state, 80, 24)
        #expect(l.band == 1)
        state.chrome.visibleRows = 6
        #expect(layout(state, 80, 24).band == 2)
    }

    @Test func ambiguousWideBoxDrawingFallsBackToASCII() {
        let l = Layout(state: duration(), size: TerminalSize(columns: 80, rows: 24),
                       appearance: appearance { $0.border = .rounded }, measure: DisplayWidth(ambiguousIsWide: true))
        #expect(l.border == .ascii)
    }
}
