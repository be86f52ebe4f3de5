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

    /// Tests at most `budget` more rows; returns how many it tested.
    @discardableResult
    mutating func advance(in source: some RowSource, budget: Int) -> Int {
        let matcher = RowMatcher(result.query)
        var left = budget
        while left > 0, !candidates.isEmpty {
            let (rows, next) = candidates[0]
            let end = min(rows.rows.count, next + left)
            result.test(rows, indices: next..<end, with: matcher, in: source)
            left -= end - next
            if end == rows.rows.count { candidates.removeFirst() } else { candidates[0].next = end }
        }
        let count = source.count
        if left > 0, sourceNext < count {
            let end = min(count, sourceNext + left)
            result.skip(to: sourceNext)
            result.extend(over: source, with: matcher, upTo: end)
            left -= end - sourceNext
            sourceNext = end
        }
        if candidates.isEmpty { result.skip(to: sourceNext) }
        return budget - left
    }
}
