import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// The typed filter as a feature: each key tests only what the key before
/// it kept, Backspace tests nothing already tested, streamed rows are
/// tested once, and the rows shown are the source's own. (Each scan here
/// is one slice, `sliceWork: .max`; `FilterKeysTests` slices them.)
/// Rows tested are counted by the rows (`CountingRows`), not the filter.
@Suite struct WheelFilterTests {
    static let rows: [String] = {
        var corpus = FilterCorpus(seed: 7)
        return corpus.rows(20_000)
    }()

    static func lines(_ rows: [String]) -> LineRows { LineRows(rows.joined(separator: "\n") + "\n") }

    /// Rows tested per key while "sourcewheel" is typed: the first key
    /// reads every row, each later one only the rows the one before kept;
    /// the shown rows always equal a fresh scan's.
    @Test func eachKeySearchesWhatTheKeyBeforeKept() {
        let source = CountingRows(Self.lines(Self.rows))
        var filter = WheelFilter(wheel: 0, sliceWork: .max)
        var kept = source.count
        var tested: [Int] = []
        for character in "sourcewheel" {
            tested.append(source.searched { filter.type(String(character), in: source) })
            #expect(tested.last == kept, "after \(filter.query)")
            kept = filter.matchCount ?? 0
            #expect(filter.shown == FilterResult.scan(FilterQuery(filter.query), in: source).ranked())
        }
        #expect(tested.first == 20_000)
        #expect(tested.last! < 2_000, "\(tested)")
        print("WheelFilterTests: rows tested per key typing 'sourcewheel' over 20,000 rows: \(tested)")
    }

    @Test func backspaceGoesBackWithoutAScan() {
        let source = CountingRows(Self.lines(Self.rows))
        var filter = WheelFilter(wheel: 0, sliceWork: .max)
        filter.type("s", in: source)
        filter.type("r", in: source)
        filter.type("c", in: source)
        let afterS = FilterResult.scan(FilterQuery("sr"), in: source).ranked()
        #expect(source.searched { filter.erase(in: source) } == 0)
        #expect(filter.query == "sr")
        #expect(filter.shown == afterS)
        filter.erase(in: source)
        filter.erase(in: source)
        #expect(filter.shown == nil, "no query: every row")
        let cleared = filter.clear()
        #expect(!cleared, "Esc with no query cancels")
    }

    @Test func pasteAndRetypeAfterBackspace() {
        let source = CountingRows(Self.lines(Self.rows))
        var filter = WheelFilter(wheel: 0, sliceWork: .max)
        #expect(source.searched { filter.type("wheel", in: source) } == 20_000, "a paste is one scan")
        #expect(source.searched { filter.erase(in: source) } > 0, "'whee' was never typed: scanned, from all rows")
        #expect(source.searched { filter.type("l", in: source) } == 0, "'wheel' again is on the trail")
        let cleared = filter.clear()
        #expect(cleared)
        #expect(filter.query.isEmpty)
    }

    @Test func streamedRowsAreTestedOnceAndShown() {
        var source = LineRows()
        source.append(Array((Self.rows.prefix(1000).joined(separator: "\n") + "\n").utf8), final: false)
        var filter = WheelFilter(wheel: 0, sliceWork: .max)
        filter.type("src", in: source)
        let before = filter.matchCount ?? 0
        source.append(Array("src/new/LateRow.swift\nnothing here\n".utf8), final: true)
        let arrived = CountingRows(source)
        filter.rowsArrived(arrived)
        #expect(arrived.titlesSearched == 2)
        #expect(filter.matchCount == before + 1)
        #expect(filter.shown == FilterResult.scan(FilterQuery("src"), in: source).ranked())
    }

    @Test func reloadKeepsTheQueryOverNewRows() {
        var filter = WheelFilter(wheel: 0, sliceWork: .max)
        filter.type("re", in: ListRows(["red", "green", "blue"]))
        let fresh = ListRows(["orange", "rebel", "grey"])
        filter.reload(fresh)
        #expect(filter.query == "re")
        #expect(filter.shown.map { $0.map { fresh.title(at: Int($0)) } } == ["rebel", "grey", "orange"])
    }

    @Test func filteredRowsReadTheSourcesRows() {
        let source = ListRows(["Red", "Orange", "Yellow", "Green"])
        let view = FilteredRows(base: source, shown: [3, 0])
        #expect(view.count == 2)
        #expect(view.title(at: 0) == "Green")
        #expect(view.value(at: 1) == Array("Red".utf8))
        #expect(view.sourceRow(0) == 3)
        #expect(view.firstRow(matching: "re", as: .prefix, in: 0..<2) == 1)
    }

    /// While a scan goes on, more rows found than `rankedWhileScanning`
    /// are shown as the first of them, in input order (all of them would
    /// be a copy of the result each slice); once it is done, every match,
    /// ranked.
    @Test func aLongScanShowsTheFirstRowsFoundMeanwhile() {
        let source = Self.lines((0..<60_000).map { "row \($0) s" })
        var filter = WheelFilter(wheel: 0, sliceWork: 40_000)
        filter.type("s", in: source)
        #expect(filter.isPending)
        #expect((filter.matchCount ?? 0) > WheelFilter.rankedWhileScanning)
        #expect(filter.shown == Array(filter.matches.prefix(WheelFilter.rankedWhileScanning)))
        while filter.isPending { filter.tick(in: source) }
        #expect(filter.shown == FilterResult.scan(FilterQuery("s"), in: source).ranked())
        #expect(filter.shown?.count == 60_000)
    }
}
