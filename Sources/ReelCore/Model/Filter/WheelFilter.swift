import ReelSystem
import ReelText

/// The typed filter of one wheel (`--filter`), as a feature of its own:
/// the query as typed and the results of queries typed before, so that
/// each key searches only what a query it refines kept (typing on: the
/// key before) and Backspace, or typing a query again, takes a result
/// already made instead of scanning. It says which rows the wheel shows
/// (`shown`, best first, as rows of the wheel's own source); putting them
/// on screen (`FilteredRows`) and routing keys to it is the picker's.
package struct WheelFilter: Sendable {
    /// Results kept, the oldest dropped first: a query typed key by key
    /// keeps one per key.
    static let keptResults = 64

    /// The work of one slice of a scan: one key, or one tick after it,
    /// tests rows until it has done this much (a row tested counts 1, a
    /// row scored its table cells too: `FilterScan.advance`), so that a
    /// key over a million rows is answered within a frame and the rest
    /// follows a frame at a time (the picker shows the rows found so far,
    /// and how far it got). About 5 ms on the 2-core machine measured.
    package static let sliceWork = 50_000
    /// While a scan goes on, the rows found so far are shown ranked when
    /// they are at most this many (ranking more each frame would cost the
    /// frame); of more, the first this many found are shown, in input
    /// order, until the scan ends: a copy of all of them would cost each
    /// slice (a copy of the result's rows, which the next slice appends
    /// to), and nobody scrolls that far in the tenths of a second a scan takes.
    package static let rankedWhileScanning = 20_000
    /// A result of more matches than `rankedAtOnce` is ranked a slice a
    /// tick (`RankSorting`), this many keys' steps a slice (each key is
    /// counted, then placed twice: 1,000,000 take about 2 ms on the
    /// machine measured); fewer are ranked in the slice that finds the
    /// last of them.
    package static let rankSlice = 1_000_000
    package static let rankedAtOnce = 50_000
    /// The longest query, in characters: the bound of the `/` search's
    /// query (no row is measured wider, `Wheel.measureCap`), so that a
    /// flood of keys costs a bounded query. Not the widest row, as the
    /// search's own cap is: rows may still be coming, and a query of
    /// several terms (`a | b`) is longer than the rows it matches.
    package static let queryCap = Wheel.measureCap

    package let wheel: Int
    package let sorts: Bool
    /// `--literal`: query words fold no accents in rows (FilterQuery).
    package let literal: Bool
    /// The work of a slice (`WheelFilter.sliceWork`; tests make it small).
    package let sliceWork: Int
    /// A ranking's steps a slice (`WheelFilter.rankSlice`; tests make it small).
    package let rankWork: Int
    /// Who tests a slice's rows after the first: the edge gives two
    /// threads, the caller's doing a slice's work and the other what it
    /// can meanwhile (`FilterScan.advance`); in turn otherwise. The rows
    /// found are the same either way.
    package let workers: any Workers
    package private(set) var query = ""
    /// The query reached `queryCap`: text typed on was dropped (the query
    /// line says so, as the search's does).
    package private(set) var isFull = false
    /// Results of queries typed, oldest first, each complete; `current`
    /// is the query's, unless its scan is still `pending`.
    private var results: [FilterResult] = []
    private var current: Int?
    /// The query's scan while it goes on, a slice per tick.
    private var pending: FilterScan?
    /// Then, for many matches, their ranking, a slice per tick.
    private var ranking: (result: FilterResult, sorting: RankSorting)?
    /// While an event changes the rows under the wheel: how many the
    /// source had, and whether they are being replaced (`+Feature`).
    var sourceTaken: (count: Int, replacing: Bool)?
    /// The source row the filter last put the band on (nil: none, or no
    /// query), and whether the person has moved it since the query last
    /// changed (`+Feature`'s `keptBand`).
    var bandPlaced: Int?
    var bandMoved = false

    package init(wheel: Int, sorts: Bool = true, literal: Bool = false, sliceWork: Int = WheelFilter.sliceWork,
                 rankWork: Int = WheelFilter.rankSlice, workers: any Workers = InTurn()) {
        self.wheel = wheel
        self.sorts = sorts
        self.literal = literal
        self.sliceWork = max(1, sliceWork)
        self.rankWork = max(1, rankWork)
        self.workers = workers
    }

    /// The rows the wheel shows, best first (input order with `sorts` off),
    /// as rows of its source; nil with no query (every row, as they are).
    /// While a scan goes on, the rows it found so far (`rankedWhileScanning`).
    package var shown: [Int32]? {
        if let pending {
            let found = pending.result
            guard found.rows.count > Self.rankedWhileScanning else { return found.ranked(sort: sorts) }
            return Array(found.rows.prefix(Self.rankedWhileScanning))
        }
        if let ranking { return ranking.result.rows }
        return current.map { results[$0].ranked(sort: sorts) }
    }

    /// How many rows match the query (nil: no query); so far, while a scan goes on.
    package var matchCount: Int? {
        if let pending { return pending.result.rows.count }
        if let ranking { return ranking.result.rows.count }
        return current.map { results[$0].rows.count }
    }

    /// A scan is still going: it needs a tick.
    package var isPending: Bool { pending != nil || ranking != nil }

    /// How far the scan going on got: rows tested, of those it has to test.
    package func progress(sourceCount: Int) -> (done: Int, total: Int)? {
        ranking == nil ? pending?.progress(sourceCount: sourceCount) : (99, 100)
    }

    /// Text typed (a key, a burst of keys, or a paste) at the end of the
    /// query, up to `queryCap` characters; whether the query changed.
    @discardableResult
    package mutating func type(_ text: String, in rows: some RowSource) -> Bool {
        let room = Self.queryCap - query.count
        let taken = text.prefix(max(0, room))
        isFull = taken.count < text.count || (room <= 0 && !text.isEmpty)
        guard !taken.isEmpty else { return false }
        set(query + taken, in: rows)
        return true
    }

    /// Backspace: the query less its last character.
    package mutating func erase(in rows: some RowSource) {
        guard !query.isEmpty else { return }
        isFull = false
        set(String(query.dropLast()), in: rows)
    }

    /// ctrl+u: clears the query; false when it was already empty.
    package mutating func clear() -> Bool {
        guard !query.isEmpty else { return false }
        query = ""
        isFull = false
        current = nil
        pending = nil
        keepRanking()
        return true
    }

    /// Rows streamed in since: only they are tested, against the query
    /// shown (a kept result catches up when it is taken again).
    package mutating func rowsArrived(_ rows: some RowSource) {
        if isPending { return advance(in: rows) }
        guard let current, results[current].scannedTo < rows.count else { return }
        pending = FilterScan(resuming: results[current])
        advance(in: rows)
    }

    /// New rows altogether (a `!CMD` reloaded): the query stays, its
    /// result is made again over them.
    package mutating func reload(_ rows: some RowSource) {
        results = []
        current = nil
        pending = nil
        ranking = nil
        let text = query
        query = ""
        if !text.isEmpty { set(text, in: rows) }
    }

    /// The next slice of the scan going on, if any.
    package mutating func tick(in rows: some RowSource) {
        advance(in: rows)
    }

    /// The rows the query matches, in input order (complete or not).
    package var matches: [Int32] { pending?.result.rows ?? ranking?.result.rows ?? current.map { results[$0].rows } ?? [] }

    /// Where the query's characters are in `row` of `rows` (scalar
    /// offsets), for the wheel to highlight; empty with no query.
    package func positions(ofRow row: Int, in rows: some RowSource) -> [Int] {
        Set(termPositions(ofRow: row, in: rows).joined()).sorted()
    }

    /// `positions`, each query term's apart, in the query's order: what a
    /// row too wide for its column slides to.
    package func termPositions(ofRow row: Int, in rows: some RowSource) -> [[Int]] {
        let wanted = FilterQuery(query, literal: literal)
        guard !wanted.isEmpty, row < rows.count else { return [] }
        let matcher = RowMatcher(wanted, stripsColorCodes: rows.drawsColorCodes)
        if let lines = rows as? LineRows {
            return lines.withRow(row) { matcher.termPositions($0) }
        }
        if let fields = rows as? FieldRows, fields.match != nil {
            // Found in the searched fields, drawn where they are shown.
            var searched = fields.searchedTitle(at: row)
            return searched.withUTF8 { matcher.termPositions($0) }.map { fields.shownPositions($0, at: row) }
                .filter { !$0.isEmpty }
        }
        var title = rows.title(at: row)
        return title.withUTF8 { matcher.termPositions($0) }
    }

    /// The query becomes `text`: its result is one kept, caught up with
    /// rows that came since, or a scan of the fewest rows a kept query it
    /// refines matched (all rows when none does), or of what the scan it
    /// overtakes found and had left. The first slice is tested at once.
    private mutating func set(_ text: String, in rows: some RowSource) {
        query = text
        keepRanking()
        let wanted = FilterQuery(text, literal: literal)
        guard !wanted.isEmpty else {
            current = nil
            pending = nil
            return
        }
        if let kept = results.firstIndex(where: { $0.query == wanted }) {
            current = kept
            pending = results[kept].scannedTo < rows.count ? FilterScan(resuming: results[kept]) : nil
        } else if let going = pending, wanted.refines(going.result.query) {
            pending = going.overtaken(by: wanted)
        } else {
            let narrowest = results.filter { wanted.refines($0.query) }.min { $0.rows.count < $1.rows.count }
            pending = FilterScan(wanted, narrowing: narrowest)
        }
        // The key's own slice on the caller's thread alone: its frame is
        // due at once, and pieces handed to a second thread cost the caller
        // more than they add to it (the next frame came 2 to 5 ms later
        // over a million rows, scripts/bench typed); the ticks after share.
        advance(in: rows, alone: true)
    }

    /// Tests a slice of the scan going on (`alone`: on the caller's
    /// thread only, whatever the workers); a scan done becomes the
    /// current result, kept (replacing one of the same query).
    private mutating func advance(in rows: some RowSource, alone: Bool = false) {
        if var sorting = ranking {
            ranking = nil
            sorting.sorting.advance(budget: rankWork)
            guard sorting.sorting.isDone else {
                ranking = sorting
                return
            }
            sorting.result.setOrder(sorting.sorting.sorted)
            keep(sorting.result)
            // Rows that came while it was ranked are tested next.
            if sorting.result.scannedTo < rows.count { pending = FilterScan(resuming: sorting.result) }
            return
        }
        guard var scan = pending else { return }
        pending = nil
        scan.advance(in: rows, budget: sliceWork, workers: alone ? InTurn() : workers)
        guard scan.isComplete(sourceCount: rows.count) else {
            pending = scan
            return
        }
        var result = scan.result
        result.fit()
        guard sorts, result.query.ranks, result.rows.count > Self.rankedAtOnce else {
            if sorts { result.setOrder() }
            return keep(result)
        }
        ranking = (result, RankSorting(result.rankKeys, values: result.rows))
    }

    /// A ranking not finished when the query changes: its result is kept
    /// as it is (ranked when shown again), to narrow from.
    private mutating func keepRanking() {
        guard let unfinished = ranking else { return }
        ranking = nil
        keep(unfinished.result, showing: false)
    }

    /// A result made whole, kept (in place of one of the same query) and,
    /// unless `showing` is false, the query's.
    private mutating func keep(_ result: FilterResult, showing: Bool = true) {
        if let same = results.firstIndex(where: { $0.query == result.query }) {
            results[same] = result
            if showing { current = same }
            return
        }
        results.append(result)
        if results.count > Self.keptResults {
            let dropped = results.count - Self.keptResults
            results.removeFirst(dropped)
            current = current.map { $0 - dropped }.flatMap { $0 >= 0 ? $0 : nil }
        }
        if showing { current = results.count - 1 }
    }
}
