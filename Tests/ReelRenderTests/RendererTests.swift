import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender
import CoreTestSupport

@Suite struct RendererTests {
    let size = TerminalSize(columns: 60, rows: 24)

    func lines(_ state: PickerState, size: TerminalSize? = nil) -> [String] {
        Renderer().render(state, size: size ?? self.size).text
    }

    func restTimer() -> PickerState {
        PickerState(
            wheels: [Wheel(rows: NumberRows(first: 1, step: 1, count: 20), label: "분", selectedRow: 9)],
            title: "휴식하기", message: "최대 20분까지 설정할 수 있습니다.")
    }

    func duration() -> PickerState {
        PickerState(wheels: [
            Wheel(rows: NumberRows(first: 0, step: 1, count: 24), label: "hours"),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), label: "min"),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), label: "sec", isCyclic: true),
        ], separator: ":")
    }

    /// The cursor rests on the band, where the chosen text starts: `10`
    /// of the rest timer, then each wheel of a duration as Tab reaches it,
    /// and the button's word when the button has the focus.
    @Test func cursorRestsOnTheChosenText() throws {
        var state = restTimer()
        #expect(Renderer().render(state, size: size).cursor == Frame.Cursor(line: 4, column: 14, width: 2))
        state.focus = .done
        #expect(Renderer().render(state, size: size).cursor == Frame.Cursor(line: 7, column: 27, width: 4))
        var duration = duration()
        let text = Renderer().render(duration, size: size).text
        for wheel in 0..<3 {
            duration.focus = .wheel(wheel)
            let cursor = try #require(Renderer().render(duration, size: size).cursor)
            let line = Array(text[cursor.line])
            #expect(line[cursor.column] == "0", "wheel \(wheel): \(text[cursor.line])")
            #expect(cursor.column == 0 || line[cursor.column - 1] == " ")
        }
    }

    @Test func restTimerWithTitleMessageAndLabel() {
        #expect(lines(restTimer()) == [
            "             휴식하기            ",
            "최대 20분까지 설정할 수 있습니다.",
            "               8                 ",
            "               9                 ",
            "              10 분              ",
            "              11                 ",
            "              12                 ",
            "                         [ Done ]",
        ])
    }

    @Test func everyLineIsTheFrameWidthInColumns() {
        let frame = Renderer().render(restTimer(), size: size)
        for line in frame.lines {
            #expect(line.reduce(0) { $0 + $1.width } == frame.width)
            #expect(line.count == frame.width)
        }
    }

    @Test func durationWithLabelsSeparatorAndACyclicWheel() {
        #expect(lines(duration()) == [
            "                     58     ",
            "                     59     ",
            "  0 hours : 00 min : 00 sec ",
            "  1         01       01     ",
            "  2         02       02     ",
            "                    [ Done ]",
        ])
    }

    @Test func bandIsStyledAndTheFocusedWheelMarked() {
        var state = duration()
        state.perform(.right)
        let theme = Theme.standard
        let band = Renderer().render(state, size: size).lines[2]
        // " 0 " of hours: band style, bold; "00" of minutes: focused, underlined.
        #expect(band[1].style == theme.selected.over(theme.band))
        #expect(band[12].text == "0" && band[12].style == theme.focus.over(theme.selected.over(theme.band)))
        #expect(band[4].text == "h" && band[4].style == theme.label.over(theme.band))
        let other = Renderer().render(state, size: size).lines[3]
        #expect(other.allSatisfy { $0.style == .plain })
    }

    @Test func focusedButtonIsUnderlined() {
        var state = restTimer()
        state.focus = .done
        let toolbar = Renderer().render(state, size: size).lines.last!
        let done = toolbar.filter { $0.style.attributes.contains(.underline) }.map(\.text).joined()
        #expect(done == "[ Done ]")
    }

    @Test func cancelButtonStandsBeforeDone() {
        var state = restTimer()
        state.chrome.cancelTitle = "Cancel"
        #expect(lines(state).last == "             [ Cancel ]  [ Done ]")
    }

    @Test func evenRowCountPutsTheBandAboveTheMiddle() {
        var state = restTimer()
        state.chrome.visibleRows = 4
        state.chrome.title = nil
        state.chrome.message = nil
        // Rows 9 to 12: one row above the band, two below.
        #expect(lines(state) == [
            "  9     ",
            " 10 분  ",
            " 11     ",
            " 12     ",
            "[ Done ]",
        ])
    }

    @Test func narrowTerminalShrinksTheWheelWithAnEllipsis() {
        let state = PickerState(wheels: [Wheel(rows: ListRows(["Bananarama", "Kiwi"]))])
        #expect(lines(state, size: TerminalSize(columns: 8, rows: 24)) == [
            "        ",
            "        ",
            " Banan… ",
            "  Kiwi  ",
            "        ",
            "[ Done ]",
        ])
    }

    @Test func aSearchTakesTheToolbarAndNotesAreCutAtTheirEnd() {
        var state = restTimer()
        state.chrome.title = nil
        state.chrome.message = nil
        #expect(lines(state) == ["  8     ", "  9     ", " 10 분  ", " 11     ", " 12     ", "[ Done ]"])
        state.perform(.beginSearch)
        for c in "12" { state.perform(.typed(c, at: 1)) }
        // The query has the line; the wheels stay where they were.
        #expect(lines(state) == [" 10     ", " 11     ", " 12 분  ", " 13     ", " 14     ", "/12     "])
        state.perform(.cancel)
        // A picker that may have notes keeps room for them from the start.
        state.edit(.status("loading… 123456789012345"))
        #expect(lines(state).last == "loading… 123456789… [ Done ]")
    }

    @Test func shortTerminalDropsRowsThenChrome() {
        let state = restTimer()
        #expect(lines(state, size: TerminalSize(columns: 60, rows: 5)).count == 5)
        #expect(lines(state, size: TerminalSize(columns: 60, rows: 1)) == ["              10 분              "])
    }

    @Test func wideLabelsStayBesideTheBand() {
        let state = PickerState(wheels: [
            Wheel(rows: ListRows(["東京", "大阪", "京都"]), label: "時間", selectedRow: 1),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 3), label: "분"),
        ])
        #expect(lines(state) == [
            "                 ",
            " 東京            ",
            " 大阪 時間  0 분 ",
            " 京都       1    ",
            "            2    ",
            "         [ Done ]",
        ])
    }

    /// Issue 18: a byte that is not UTF-8 shows as U+FFFD and counts its
    /// column; the row keeps the byte for what it prints.
    @Test func theScreenShowsTheReplacementCharacter() throws {
        let rows = ByteListRows([[0x61, 0xFF], Array("b".utf8)])
        let shown = rows.glyphs(at: 0, maxColumns: 10, width: DisplayWidth()).glyphs.map(\.text).joined()
        #expect(shown == "a\u{FFFD}")
        #expect(rows.widestRow(width: DisplayWidth(), cap: 100) == 2)
        #expect(rows.value(at: 0) == [0x61, 0xFF])
        let state = PickerState(wheels: [Wheel(rows: rows)], visibleRows: 3)
        let frame = Renderer().render(state, size: TerminalSize(columns: 20, rows: 5))
        #expect(frame.text.contains { $0.contains("a\u{FFFD}") }, "\(frame.text)")
    }

    /// `--button`s sit between Cancel and Done.
    @Test func buttonsAreDrawnBetweenCancelAndDone() {
        var state = PickerState(wheels: [Wheel(rows: ListRows(["a", "b"]))], cancelTitle: "No")
        state.edit(.buttons([ToolbarButton(title: "Edit")]))
        let text = Renderer().render(state, size: TerminalSize(columns: 60, rows: 12)).text
        #expect(text.contains { $0.contains("[ No ]  [ Edit ]  [ Done ]") })
    }
}
