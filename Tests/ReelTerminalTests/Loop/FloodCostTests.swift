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

/// A megabyte typed or pasted costs work in proportion to it, in every
/// mode (issue 20): rows and characters read are counted, not timed.
@Suite struct FloodCostTests {
    /// 100 rows of 18 to 20 characters that count every row and character read.
    final class CountingRows: RowSource, @unchecked Sendable {
        var rowsRead = 0
        var charactersRead = 0
        var count: Int { 100 }
        func title(at row: Int) -> String {
            let title = "row \(row + 1) 7 hello there"
            rowsRead += 1
            charactersRead += title.utf8.count
            return title
        }
        func reset() { (rowsRead, charactersRead) = (0, 0) }
    }

    static let megabyte = 1 << 20

    func picker(_ rows: CountingRows) -> PickerState {
        let state = PickerState(wheels: [Wheel(rows: rows)], cancelTitle: "No")
        rows.reset()
        return state
    }

    /// Keys one by one, as a fast typist or a terminal without bracketed paste sends them.
    func type(_ count: Int, of key: Key, into state: inout PickerState) {
        for i in 0..<count { _ = state.press(key, at: 10 + Double(i) * 1e-6) }
    }

    func expectLinear(_ rows: CountingRows, input: Int, _ what: Comment) {
        #expect(rows.rowsRead <= 2 * input, what)
        #expect(rows.charactersRead <= 8 * input, what)
    }

    @Test func aMegabyteOfSearchTextTypedReadsRowsInProportion() {
        let rows = CountingRows()
        var state = picker(rows)
        _ = state.press(.character("/"), at: 10)
        type(Self.megabyte, of: .character("h"), into: &state)
        expectLinear(rows, input: Self.megabyte, "typed search text")
        // No row is wider than 20 columns: the query stops there and says so.
        #expect(state.finder.search?.query.count == state.wheels[0].measuredWidth)
        #expect(state.finder.search?.full == true)
        #expect(Toolbar.note(state: state)?.text.hasSuffix(Search.fullQuery) == true)
    }

    @Test func aMegabyteOfSearchTextPastedIsOneEdit() {
        let rows = CountingRows()
        var state = picker(rows)
        _ = state.press(.character("/"), at: 10)
        _ = state.press(.paste(Array(repeating: UInt8(ascii: "e"), count: Self.megabyte)), at: 10)
        // One search over at most every row, twice (starts with, contains).
        #expect(rows.rowsRead <= 2 * rows.count)
        #expect(state.finder.search?.full == true)
        #expect(KeyMap.actions(for: .paste(Array("12ab".utf8)), at: 1) == [.pasted("12", at: 1)])
    }

    @Test func aMegabyteOfDigitsTypedReadsRowsInProportion() {
        let rows = CountingRows()
        var state = picker(rows)
        type(Self.megabyte, of: .character("7"), into: &state)
        expectLinear(rows, input: Self.megabyte, "typed digits")
        #expect(state.finder.typeAhead.text.count <= state.wheels[0].measuredWidth)
    }

    @Test func aMegabyteOfDigitsPastedIsOneJump() {
        let rows = CountingRows()
        var state = picker(rows)
        _ = state.press(.paste(Array(repeating: UInt8(ascii: "1"), count: Self.megabyte)), at: 10)
        #expect(rows.rowsRead <= rows.count)
        #expect(state.finder.typeAhead.text.count == state.wheels[0].measuredWidth)
    }

    @Test func aMegabyteOfWheelKeysOrKeysOnAButtonReadsNoRows() {
        let rows = CountingRows()
        var state = picker(rows)
        type(Self.megabyte / 4, of: .down, into: &state)
        #expect(rows.rowsRead == 0)
        _ = state.press(.tab, at: 20)
        #expect(state.focus == .done || state.focus == .cancel)
        type(Self.megabyte / 4, of: .character("7"), into: &state)
        type(Self.megabyte / 4, of: .character("x"), into: &state)
        #expect(rows.rowsRead == 0)
    }

    /// A megabyte pasted over many reads: each read's bytes are looked at
    /// a bounded number of times (the decoder scans only what is new for
    /// the paste's end), and the paste arrives whole.
    @Test func aPasteSplitOverManyReadsArrivesWhole() {
        let body = Array(repeating: UInt8(ascii: "x"), count: Self.megabyte)
        let stream = Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~".utf8) + [0x03]
        var decoder = KeyDecoder()
        var keys: [Key] = []
        var offset = 0
        while offset < stream.count {
            let end = min(stream.count, offset + 4095)
            keys += decoder.feed(stream[offset..<end])
            offset = end
        }
        #expect(keys == [.paste(body), .control("c")])
        #expect(!decoder.hasPending)
    }
}
