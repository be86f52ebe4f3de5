import Testing
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender
import CoreTestSupport

@Suite struct TypeAheadTests {
    func state(_ rows: any RowSource) -> PickerState {
        PickerState(wheels: [Wheel(rows: rows), Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2))])
    }

    func type(_ text: String, into state: inout PickerState, at start: Double = 10, gap: Double = 0.2) {
        for (i, c) in text.enumerated() {
            state.perform(.typed(c, at: start + Double(i) * gap))
            // The rest of a search beyond a key's own slice, as the loop's ticks do it.
            while state.finder.isPending { _ = state.apply(.tick, at: start + Double(i) * gap) }
        }
    }

    @Test func digitsTypedTogetherFindTheRowStartingWithThem() {
        var s = state(NumberRows(first: 1, step: 1, count: 20))
        type("15", into: &s)
        #expect(s.selectedRows[0] == 14)
    }

    @Test func aPauseStartsANewPrefix() {
        var s = state(NumberRows(first: 1, step: 1, count: 20))
        s.perform(.typed("1", at: 10))
        s.perform(.typed("5", at: 11.5))
        #expect(s.selectedRows[0] == 4)
    }

    @Test func backspaceEditsThePrefix() {
        var s = state(NumberRows(first: 1, step: 1, count: 20))
        type("15", into: &s)
        s.perform(.erase(at: 10.5))
        #expect(s.selectedRows[0] == 0)
        s.perform(.typed("2", at: 10.6))
        #expect(s.selectedRows[0] == 11)
    }

    @Test func anotherWheelStartsANewPrefix() {
        var s = state(NumberRows(first: 1, step: 1, count: 20))
        s.perform(.typed("1", at: 10))
        s.perform(.right)
        s.perform(.typed("5", at: 10.2))
        #expect(s.selectedRows == [0, 5])
    }

    @Test func sevenFindsZeroSevenOnAPaddedWheel() {
        var s = state(NumberRows(first: 1, step: 1, count: 20))
        s.perform(.right)
        type("7", into: &s)
        #expect(s.selectedRows == [0, 7])
        type("07", into: &s, at: 20)
        #expect(s.selectedRows == [0, 7])
        type("42", into: &s, at: 30)
        #expect(s.selectedRows == [0, 42])
    }

    @Test func numbersAnswerByArithmeticOnHugeRanges() {
        let rows = NumberRows(first: 0, step: 1, count: 2_000_000_000)
        #expect(rows.firstRow(matching: "1999999999", as: .prefix, from: 0) == 1_999_999_999)
        #expect(rows.firstRow(matching: "5", as: .prefix, from: 0) == 5)
        let down = NumberRows(first: 100, step: -5, count: 21)
        #expect(down.firstRow(matching: "2", as: .prefix, from: 0) == 15)   // 100, 95, …, 25 comes before 20
        #expect(down.firstRow(matching: "9", as: .prefix, from: 0) == 1)    // 95
        #expect(NumberRows(first: 0, step: 5, count: 12).firstRow(matching: "3", as: .prefix, from: 0) == 6) // 30
    }

    @Test func linesAreSearchedByBytesFromTheHint() {
        let rows = LineRows("apple\nBanana\ncherry\nbanana split\n")
        #expect(rows.firstRow(matching: "ban", as: .prefix, from: 0) == 1)
        #expect(rows.firstRow(matching: "Ban", as: .prefix, from: 2) == nil)
        #expect(rows.firstRow(matching: "ban", as: .prefix, from: 2) == 3)
        #expect(rows.firstRow(matching: "err", as: .contains, from: 0) == 2)
    }

    @Test func slashSearchJumpsLiveAndEnterKeepsIt() {
        var s = state(LineRows("Red\nOrange\nYellow\nGreen\nBlue\nBlack\n"))
        s.perform(.beginSearch)
        type("bl", into: &s)
        #expect(s.selectedRows[0] == 4)
        #expect(s.finder.search?.query == "bl")
        type("a", into: &s, at: 11)
        #expect(s.selectedRows[0] == 5)
        // j and q are search text while searching.
        type("q", into: &s, at: 12)
        #expect(s.finder.search?.query == "blaq")
        #expect(s.selectedRows[0] == 5)
        s.perform(.erase(at: 13))
        #expect(!s.perform(.activate).ends, "Enter ends the search, not the picker")
        #expect(s.finder.search == nil)
        #expect(s.selectedRows[0] == 5)
    }

    @Test func searchFallsBackToContainsAndEscRestores() {
        var s = state(LineRows("Red\nOrange\nYellow\nGreen\nBlue\nBlack\n"))
        s.perform(.down)
        s.perform(.beginSearch)
        type("ee", into: &s)
        #expect(s.selectedRows[0] == 3)
        #expect(s.finder.search?.containsOnly == true)
        #expect(!s.perform(.cancel).ends, "Esc ends the search, not the picker")
        #expect(s.finder.search == nil)
        #expect(s.selectedRows[0] == 1)
    }

    @Test func keyMapSendsLettersToTheSearchOnly() {
        #expect(KeyMap.actions(for: .character("j"), in: KeyMap.Context(searching: true), at: 1) == [.typed("j", at: 1)])
        #expect(KeyMap.actions(for: .character("j"), in: KeyMap.Context(searching: false), at: 1) == [.down])
        #expect(KeyMap.actions(for: .character("5"), in: KeyMap.Context(searching: false), at: 1) == [.typed("5", at: 1)])
        #expect(KeyMap.actions(for: .character("/"), in: KeyMap.Context(searching: false), at: 1) == [.beginSearch])
        #expect(KeyMap.actions(for: .backspace, in: KeyMap.Context(searching: false), at: 2) == [.erase(at: 2)])
    }

    @Test func typingOnAfterAMissReadsNoRows() {
        let rows = CountingRows(LineRows((0..<1000).map { "row \($0)" }.joined(separator: "\n")))
        var s = state(rows)
        s.perform(.beginSearch)
        type("zz", into: &s)
        #expect(s.finder.search?.missed == true)
        rows.reads = 0
        type("zzzz", into: &s, at: 20)
        #expect(rows.reads == 0)
        // Backspace to a query that matches again finds rows again.
        for _ in 0..<6 { s.perform(.erase(at: 30)) }
        type("row 5", into: &s, at: 40)
        #expect(s.selectedRows[0] == 5)
    }

    /// Counts how often a row's text is read: type-ahead that grows its
    /// prefix reads each row at most once in all.
    final class CountingRows: RowSource, @unchecked Sendable {
        let base: LineRows
        var reads = 0
        init(_ base: LineRows) { self.base = base }
        var count: Int { base.count }
        func title(at row: Int) -> String {
            reads += 1
            return base.title(at: row)
        }
    }

    @Test func growingAQueryNeverRereadsRowsBeforeTheMatch() {
        let text = (0..<10_000).map { "row \($0)" }.joined(separator: "\n")
        let rows = CountingRows(LineRows(text))
        var s = state(rows)
        rows.reads = 0  // measuring the wheel's width read every row once
        s.perform(.beginSearch)
        type("row 9999", into: &s)
        #expect(s.selectedRows[0] == 9999)
        // One pass for "r" … "row 9" to reach 9 and then 9999, not one per key.
        #expect(rows.reads <= 10_000 + 8, "read \(rows.reads) rows")
    }
}

@Suite struct MouseTests {
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

    @Test func wheelSpinsTheWheelUnderThePointerClickSelectsAndPresses() {
        var (state, _) = picker()
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
        var (state, _) = picker()
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

/// `n` / `N` after a search, and the position counter of long lists.
@Suite struct FindAgainAndPositionTests {
    func picker(_ titles: [String]) -> PickerState {
        PickerState(wheels: [Wheel(rows: ListRows(titles))], visibleRows: 3)
    }

    func search(_ query: String, in state: inout PickerState) {
        state.perform(.beginSearch)
        for character in query { state.perform(.typed(character, at: 0)) }
        state.perform(.activate)
    }

    @Test func nAndShiftNGoToTheNextAndPreviousMatchWrapping() {
        var state = picker(["zsh", "bash", "zsh5", "fish", "zshdb", "dash"])
        search("zs", in: &state)
        #expect(state.selectedRows == [0] && state.finder.search == nil)
        var seen: [Int] = []
        for _ in 0..<4 {
            state.perform(.nextMatch)
            seen.append(state.selectedRows[0])
        }
        #expect(seen == [2, 4, 0, 2])
        seen = []
        for _ in 0..<4 {
            state.perform(.previousMatch)
            seen.append(state.selectedRows[0])
        }
        #expect(seen == [0, 4, 2, 0])
    }

    @Test func nKeysAreSearchTextWhileSearchingAndNothingBeforeASearch() {
        #expect(KeyMap.actions(for: .character("n"), in: KeyMap.Context(searching: false)) == [.nextMatch])
        #expect(KeyMap.actions(for: .character("N"), in: KeyMap.Context(searching: false)) == [.previousMatch])
        #expect(KeyMap.actions(for: .character("n"), in: KeyMap.Context(searching: true)) == [.typed("n", at: 0)])
        var state = picker(["a", "b", "c"])
        state.perform(.nextMatch)
        #expect(state.selectedRows == [0])
        state.perform(.beginSearch)
        state.perform(.typed("b", at: 0))
        state.perform(.cancel)
        #expect(state.finder.lastQuery == nil, "Esc keeps no search for n")
    }

    @Test func aLongListShowsWhereTheBandIs() {
        var state = picker((1...304).map { "row \($0)" })
        #expect(state.note == nil, "not for rows the command line wrote")
        var wheel = state.wheels[0]
        wheel.showsPosition = true
        state.edit(.wheel(0, wheel))
        #expect(state.note == "1/304")
        state.perform(.end)
        #expect(state.note == "304/304")
        var streaming = Streaming(wheel: 0)
        state.edit(.streaming(streaming))
        #expect(state.note == "304/304 loading…")
        streaming.finished = true
        state.edit(.streaming(streaming))
        #expect(state.note == "304/304")
        state.edit(.focus(.done))
        #expect(state.note == nil)
    }

    @Test func aShortListHasNoCounter() {
        var state = picker(["a", "b", "c"])
        state.wheels[0].showsPosition = true
        #expect(state.note == nil)
    }
}
