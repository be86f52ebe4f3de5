import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// `/` search and digit type-ahead over many rows (issue 19 item 2): the
/// rows' bytes are scanned as one buffer, in slices of `ScanCost.scanSliceBytes`
/// between which the loop reads keys. Work is counted (bytes looked at,
/// ticks taken), not timed.
@Suite struct SearchSliceTests {
    /// `count` rows "line 0000001 hello" …, 19 bytes each.
    static func lines(_ count: Int) -> LineRows {
        var text = ""
        text.reserveCapacity(count * 19)
        for i in 1...count {
            let digits = String(i)
            text += "line " + String(repeating: "0", count: max(0, 7 - digits.count)) + digits + " hello\n"
        }
        return LineRows(text)
    }

    /// Enough rows for two slices: 300,000 rows, 5.7 MB.
    static let many = lines(300_000)
    static var manyBytes: Int { many.byteCount }

    /// Every slice of a search for a missing query: each looks at about a
    /// slice of bytes, all of them at about the buffer once.
    /// A `/` search looks for rows starting with the query and containing
    /// it in one pass: the bytes once, whatever it finds.
    @Test func startsWithAndContainsTakeOnePass() {
        let rows = Self.many
        var touched = 0
        let missing = rows.firstRows(matching: "hello9", in: 0..<rows.count, touched: &touched)
        #expect(missing.starting == nil && missing.containing == nil)
        #expect(touched <= Self.manyBytes + 64)
        touched = 0
        // Candidates ("0…9" 7 bytes apart) compared: a few bytes each.
        let inside = rows.firstRows(matching: "0299999", in: 0..<rows.count, touched: &touched)
        #expect(inside.starting == nil && inside.containing == 299_998)
        #expect(touched <= Self.manyBytes + Self.manyBytes / 16)
        touched = 0
        // Every row contains "hello": past the first, only rows' starts are looked for.
        let everywhere = rows.firstRows(matching: "hello", in: 0..<rows.count, touched: &touched)
        #expect(everywhere.starting == nil && everywhere.containing == 0)
        #expect(touched <= 2 * Self.manyBytes)
    }

    @Test func aMissingQueryCostsOnePassInSlices() {
        let rows = Self.many
        for match in [TextMatch.prefix, .contains] {
            var start = 0, slices = 0, total = 0
            while start < rows.count {
                let end = rows.searchSlice(from: start, bytes: ScanCost.sliceBytes, as: match)
                #expect(end > start)
                var touched = 0
                #expect(rows.firstRow(matching: "hello9", as: match, in: start..<end, touched: &touched) == nil)
                #expect(touched <= ScanCost.scanSliceBytes + LineRows.markStride * 19 + 64, "one slice")
                total += touched
                slices += 1
                start = end
            }
            #expect(slices == (Self.manyBytes + ScanCost.scanSliceBytes - 1) / ScanCost.scanSliceBytes)
            #expect(total <= Self.manyBytes + 2 * slices * 64, "one pass over the buffer")
        }
    }

    /// Candidates whose first and last bytes fit but the middle does not
    /// ("l…o" in every row) stay a small multiple of the buffer.
    @Test func nearMissesStayLinear() {
        let rows = Self.many
        var touched = 0
        #expect(rows.firstRow(matching: "line 9999999 hello", as: .contains, in: 0..<rows.count, touched: &touched) == nil)
        #expect(touched <= 3 * Self.manyBytes)
        touched = 0
        #expect(rows.firstRow(matching: "LINE 0299999", as: .prefix, in: 0..<rows.count, touched: &touched) == nil)
        #expect(touched <= 3 * Self.manyBytes)
        #expect(rows.firstRow(matching: "line 0299999", as: .prefix, in: 0..<rows.count) == 299_998)
        #expect(rows.firstRow(matching: "E 0299999 HEL", as: .contains, in: 0..<rows.count) == nil)  // capitals: exact
        #expect(rows.firstRow(matching: "e 0299999 hel", as: .contains, in: 0..<rows.count) == 299_998)
    }

    /// The byte scan answers as a row-by-row comparison would, for every
    /// range: matches at a slice's edges, CRLF lines, empty lines, case,
    /// non-ASCII bytes, a query longer than any row.
    @Test func theScanAgreesWithRowByRow() {
        let text = "Apple\r\n\nbanana\nBANANA split\n\r\nxa\nx\naxe\nÉcole\nécole\ncarrot cake\nban\n"
        let rows = LineRows(text + String(repeating: "filler row\n", count: 40) + "tail banana\r\n")
        let queries = ["a", "ban", "Ban", "BAN", "na s", "x", "xe", "e", "\r", "école", "École", "É", "carrot cake!",
                       "cake", "tail", "le", "apple", "APPLE", "Apple\r", "filler row", "w", "ller r"]
        for query in queries {
            let needle = SmartCase(query)
            for match in [TextMatch.prefix, .contains] {
                for lower in [0, 1, 2, 5, 9, 30, rows.count - 1] {
                    for upper in [lower, lower + 1, lower + 3, lower + 17, rows.count] where upper <= rows.count {
                        let expected = (lower..<upper).first { row in rows.withRow(row) { needle.matches($0, as: match) } }
                        #expect(rows.firstRow(matching: query, as: match, in: lower..<upper) == expected,
                                "\(query.debugDescription) \(match) \(lower)..<\(upper)")
                    }
                }
                if match == .prefix {
                    for lower in [0, 1, 3, 12] {
                        for upper in [lower + 1, lower + 9, rows.count] {
                            let starting = (lower..<upper).first { row in rows.withRow(row) { needle.matches($0, as: .prefix) } }
                            let containing = (lower..<upper).first { row in rows.withRow(row) { needle.matches($0, as: .contains) } }
                            let both = rows.firstRows(matching: query, in: lower..<upper)
                            #expect(both.starting == starting, "\(query.debugDescription) \(lower)..<\(upper)")
                            if starting == nil { #expect(both.containing == containing, "\(query.debugDescription) \(lower)..<\(upper)") }
                        }
                    }
                }
                let last = (0..<rows.count).last { row in rows.withRow(row) { needle.matches($0, as: match) } }
                #expect(rows.lastRow(matching: query, as: match, in: 0..<rows.count) == last)
            }
        }
    }

    @Test func offsetsMapBackToTheirRows() {
        let rows = Self.lines(100)
        for row in [0, 1, 15, 16, 17, 63, 99] {
            let start = rows.offset(ofRow: row)
            #expect(rows.row(atOffset: start) == row)
            #expect(rows.row(atOffset: start + 18) == row)  // its "\n"
        }
        #expect(rows.offset(ofRow: 100) == rows.byteCount)
    }

    func searching(_ rows: LineRows) -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: rows)])
        state.perform(.beginSearch, at: 10)
        return state
    }

    /// Ticks until the search is over; returns how many it took.
    func finish(_ state: inout PickerState, at time: Double = 11) -> Int {
        var ticks = 0
        while state.finder.isPending {
            #expect(state.nextTick() == state.clock, "a pending search asks for a tick at once")
            _ = state.apply(.tick, at: time)
            ticks += 1
            if ticks > 1000 { break }
        }
        return ticks
    }

    @Test func aSearchGoesOnASliceAPerTick() {
        var state = searching(Self.many)
        for c in "zzz" { state.perform(.typed(c, at: 10)) }
        #expect(state.finder.search?.pending != nil, "5.7 MB is more than one slice")
        // One pass (starts with, contains): a small slice with each key, the rest a slice a tick.
        var start = Self.many.searchSlice(from: 0, bytes: Search.firstSliceBytes, as: .contains), slices = 0
        while start < Self.many.count {
            start = Self.many.searchSlice(from: start, bytes: ScanCost.sliceBytes, as: .contains)
            slices += 1
        }
        #expect(slices >= 2)
        #expect(finish(&state) == slices)
        #expect(state.finder.search?.missed == true)
        #expect(state.selectedRows == [0])
        #expect(state.nextTick() != state.clock)
    }

    @Test func aRowNearTheEndIsFoundAfterTheTicks() {
        var state = searching(Self.many)
        for c in "0299990" { state.perform(.typed(c, at: 10)) }
        _ = finish(&state)
        #expect(state.selectedRows == [299_989])
        #expect(state.finder.search?.containsOnly == true)
        state.perform(.activate, at: 12)
        #expect(state.finder.search == nil)
        #expect(state.finder.lastQuery == "0299990")
    }

    /// A key typed during a long search is applied at once: Esc ends it
    /// (back to where it began), more text starts it again.
    @Test func keysTypedDuringASearchRefineOrEndIt() {
        var state = searching(Self.many)
        let firstSlice = Self.many.searchSlice(from: 0, bytes: Search.firstSliceBytes, as: .prefix)
        for c in "02" { state.perform(.typed(c, at: 10)) }
        #expect(state.finder.search?.pending?.match == .prefix && state.finder.search?.pending?.next == firstSlice)
        state.perform(.typed("9", at: 10.002))
        #expect(state.finder.search?.query == "029")
        #expect(state.finder.search?.pending?.start == 0 && state.finder.search?.pending?.next == firstSlice, "the refined search starts again")
        _ = finish(&state)
        #expect(state.selectedRows == [28])  // "line 0000029 hello"
        for c in "x" { state.perform(.typed(c, at: 12)) }
        #expect(state.finder.isPending)
        state.perform(.cancel, at: 12.1)
        #expect(state.finder.search == nil)
        #expect(!state.finder.isPending)
        #expect(state.selectedRows == [0])
    }

    /// Rows replaced during a search (a command's reload) by fewer: the
    /// search ends over what there is (from its cursor: rows before it
    /// are not looked at again), without a range past the end.
    @Test func rowsReplacedDuringASearch() {
        var state = searching(Self.many)
        for c in "zz" { state.perform(.typed(c, at: 10)) }
        state.finder.typeAhead.pending = PendingFind(match: .prefix, next: 200_000)
        state.finder.typeAhead.wheel = 0
        state.finder.typeAhead.text = "7"
        state.finder.search?.pending?.containing = 250_000
        state.finder.search?.pending?.next = 200_000
        state.wheels[0] = Wheel(rows: LineRows("zz top\nabc\n"))
        _ = finish(&state)
        #expect(!state.finder.isPending)
        #expect(state.finder.search?.missed == true)
        #expect(state.selectedRows == [0])
    }

    @Test func anErasedCharacterForgetsTheLongerQuerysMiss() {
        var state = searching(LineRows("alpha\nbeta\ngamma\n"))
        for c in "bx" { state.perform(.typed(c, at: 10)) }
        #expect(state.finder.search?.missed == true)
        state.perform(.erase(at: 10))
        state.perform(.typed("e", at: 10))
        #expect(state.selectedRows == [1])
    }

    /// Digits on a wheel of lines: the prefix search is sliced too.
    @Test func typeAheadGoesOnASliceAPerTick() {
        var rows = LineRows()
        var text = ""
        for i in 0..<600_000 { text += "\(i + 1_000_000) row\n" }
        rows.append(Array(text.utf8), final: true)
        var state = PickerState(wheels: [Wheel(rows: rows)])
        state.perform(.typed("1", at: 10))
        #expect(!state.finder.isPending)
        state.perform(.typed("5", at: 10.1))
        #expect(state.finder.isPending, "rows starting with 15 lie past the first slice")
        _ = finish(&state, at: 10.2)
        #expect(!state.finder.isPending)
        #expect(state.selectedRows == [500_000])
    }
}
