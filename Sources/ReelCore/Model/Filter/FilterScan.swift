import ReelSystem
import ReelText

/// A query's result made a slice at a time, so that no key waits for a
/// million rows: the rows to test are the rows results kept before (a
/// query it refines, and what a scan it overtook had found so far), then
/// the source's rows from some row on, all in input order, so that the
/// result keeps input order and its ties go to the earlier row.
struct FilterScan: Sendable {
    private(set) var result: FilterResult
    /// Results whose rows are still to test, each from its `next` row.
    private var candidates: [(rows: FilterResult, next: Int)]
    /// Then the source's rows from here to its end (which may grow).
    private var sourceNext: Int

    /// A scan of `query` over every row from `row` on, or over the rows
    /// `narrowing` kept and then the rows it had not scanned yet.
    init(_ query: FilterQuery, narrowing: FilterResult?, from row: Int = 0) {
        result = FilterResult(query: query)
        if let narrowing {
            candidates = [(narrowing, 0)]
            sourceNext = narrowing.scannedTo
        } else {
            candidates = []
            sourceNext = row
        }
    }

    /// A result made already, going on over rows that came since.
    init(resuming result: FilterResult) {
        self.result = result
        self.result.resetCount()
        candidates = []
        sourceNext = result.scannedTo
    }

    /// A scan of `query`, which refines this unfinished scan's query: what
    /// this one kept so far, then what it had left to test.
    func overtaken(by query: FilterQuery) -> FilterScan {
        var next = FilterScan(query, narrowing: nil, from: sourceNext)
        next.candidates = [(result, 0)] + candidates
        return next
    }

    /// Every row tested (rows still streaming in are tested when they come).
    func isComplete(sourceCount: Int) -> Bool { candidates.isEmpty && sourceNext >= sourceCount }

    /// Rows tested so far out of those this scan has to test, roughly
    /// (what the query line says while it goes on).
    func progress(sourceCount: Int) -> (done: Int, total: Int) {
        let left = candidates.reduce(0) { $0 + $1.rows.rows.count - $1.next } + max(0, sourceCount - sourceNext)
        return (result.rowsTested, result.rowsTested + left)
    }

    /// Tests rows until `budget` work is done (a row tested is 1, a row
    /// scored `cellsPerWork` table cells more: about 80 ns each on the
    /// machine measured), in chunks of at most `chunk` rows; returns the
    /// rows it tested. With `workers` that run two pieces at once, rows
    /// go in pairs of chunks of `pairedChunk` rows, one to each, the
    /// second's matches appended to the first's (input order kept), and
    /// `budget` is each one's: twice the rows in the same time.
    @discardableResult
    mutating func advance(in source: some RowSource, budget: Int, workers: any Workers = InTurn()) -> Int {
        let matcher = RowMatcher(result.query, stripsColorCodes: source.drawsColorCodes)
        // Rows of a buffer of lines can be read from two threads (another
        // source may call a data source's code).
        let paired = workers.atOnce > 1 && source is LineRows
            ? RowMatcher(result.query, stripsColorCodes: source.drawsColorCodes) : nil
        var work = 0, tested = 0
        let count = source.count
        while work < budget, !isComplete(sourceCount: count) {
            let before = matcher.cells + (paired?.cells ?? 0)
            let rows: Int
            if let paired {
                rows = advancePair(in: source, rows: min(Self.pairedChunk, budget - work), with: matcher, paired, on: workers)
                work += (rows + 1) / 2
            } else {
                rows = advance(in: source, rows: min(Self.chunk, budget - work), with: matcher)
                work += rows
            }
            tested += rows
            work += (matcher.cells + (paired?.cells ?? 0) - before) / (Self.cellsPerWork * (paired == nil ? 1 : 2))
        }
        if candidates.isEmpty { result.skip(to: sourceNext) }
        return tested
    }

    /// Tests the next `rows` rows to test (of the first candidates left,
    /// else of the source) into `result`; returns how many it tested.
    private mutating func advance(in source: some RowSource, rows: Int, with matcher: RowMatcher) -> Int {
        if !candidates.isEmpty {
            let (kept, next) = candidates[0]
            let end = min(kept.rows.count, next + rows)
            result.test(kept, indices: next..<end, with: matcher, in: source)
            if end == kept.rows.count { candidates.removeFirst() } else { candidates[0].next = end }
            return end - next
        }
        let start = sourceNext, end = min(source.count, sourceNext + rows)
        result.skip(to: start)
        result.extend(over: source, with: matcher, upTo: end)
        sourceNext = end
        return end - start
    }

    /// Two runs of up to `rows` rows, the second right after the first
    /// (of the first candidates left, else of the source), tested by
    /// `workers` at once: the first into `result`, the second into a
    /// result of its own, then appended. Returns the rows tested.
    private mutating func advancePair(in source: some RowSource, rows: Int, with matcher: RowMatcher,
                                      _ laterMatcher: RowMatcher, on workers: any Workers) -> Int {
        var later = FilterResult(query: result.query)
        if !candidates.isEmpty {
            let (kept, next) = candidates[0]
            let middle = min(kept.rows.count, next + rows), end = min(kept.rows.count, middle + rows)
            workers.both({ result.test(kept, indices: next..<middle, with: matcher, in: source) },
                         { later.test(kept, indices: middle..<end, with: laterMatcher, in: source) })
            result.append(later)
            if end == kept.rows.count { candidates.removeFirst() } else { candidates[0].next = end }
            return end - next
        }
        let start = sourceNext, count = source.count
        let middle = min(count, start + rows), end = min(count, middle + rows)
        result.skip(to: start)
        later.skip(to: middle)
        workers.both({ result.extend(over: source, with: matcher, upTo: middle) },
                     { later.extend(over: source, with: laterMatcher, upTo: end) })
        result.append(later)
        sourceNext = end
        return end - start
    }

    /// Rows tested between two looks at the work done.
    static let chunk = 256
    /// Rows each of two workers tests at a time: a thread started per pair
    /// costs some tens of microseconds, this many rows some hundreds.
    static let pairedChunk = 4096
    /// Table cells that cost as much as testing one row on its bytes
    /// (scoring a cell takes about 5 ns, a byte test of a row about 80).
    static let cellsPerWork = 16
}
