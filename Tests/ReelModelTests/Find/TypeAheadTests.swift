import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

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
