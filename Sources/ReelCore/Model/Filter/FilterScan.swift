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
    /// rows it tested.
    @discardableResult
    mutating func advance(in source: some RowSource, budget: Int) -> Int {
        let matcher = RowMatcher(result.query, stripsColorCodes: source.drawsColorCodes)
        var work = 0, tested = 0
        let count = source.count
        while work < budget, !isComplete(sourceCount: count) {
            let rows = min(Self.chunk, budget - work)
            let before = matcher.cells
            if !candidates.isEmpty {
                let (kept, next) = candidates[0]
                let end = min(kept.rows.count, next + rows)
                result.test(kept, indices: next..<end, with: matcher, in: source)
                tested += end - next
                work += end - next
                if end == kept.rows.count { candidates.removeFirst() } else { candidates[0].next = end }
            } else {
                let end = min(count, sourceNext + rows)
                result.skip(to: sourceNext)
                result.extend(over: source, with: matcher, upTo: end)
                tested += end - sourceNext
                work += end - sourceNext
                sourceNext = end
            }
            work += (matcher.cells - before) / Self.cellsPerWork
        }
        if candidates.isEmpty { result.skip(to: sourceNext) }
        return tested
    }

    /// Rows tested between two looks at the work done.
    static let chunk = 256
    /// Table cells that cost as much as testing one row on its bytes
    /// (scoring a cell takes about 5 ns, a byte test of a row about 80).
    static let cellsPerWork = 16
}
