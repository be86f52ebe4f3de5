import ReelSystem
import ReelText

/// A query's result made a slice at a time, so that no key waits for a
/// million rows: the rows to test are the rows results kept before (a
/// query it refines, and what a scan it overtook had found so far), then
/// the source's rows from some row on, all in input order, so that the
/// result keeps input order and its ties go to the earlier row.
package struct FilterScan: Sendable {
    package private(set) var result: FilterResult
    /// Results whose rows are still to test, each from its `next` row.
    private var candidates: [(rows: FilterResult, next: Int)]
    /// Then the source's rows from here to its end (which may grow).
    private var sourceNext: Int

    /// A scan of `query` over every row from `row` on, or over the rows
    /// `narrowing` kept and then the rows it had not scanned yet.
    package init(_ query: FilterQuery, narrowing: FilterResult?, from row: Int = 0) {
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
    package init(resuming result: FilterResult) {
        self.result = result
        self.result.resetCount()
        candidates = []
        sourceNext = result.scannedTo
    }

    /// A scan of `query`, which refines this unfinished scan's query: what
    /// this one kept so far, then what it had left to test.
    package func overtaken(by query: FilterQuery) -> FilterScan {
        var next = FilterScan(query, narrowing: nil, from: sourceNext)
        next.candidates = [(result, 0)] + candidates
        return next
    }

    /// Every row tested (rows still streaming in are tested when they come).
    package func isComplete(sourceCount: Int) -> Bool { candidates.isEmpty && sourceNext >= sourceCount }

    /// Rows tested so far out of those this scan has to test, roughly
    /// (what the query line says while it goes on).
    package func progress(sourceCount: Int) -> (done: Int, total: Int) {
        (result.rowsTested, result.rowsTested + rowsLeft(sourceCount: sourceCount))
    }

    /// Rows still to test.
    private func rowsLeft(sourceCount: Int) -> Int {
        candidates.reduce(0) { $0 + $1.rows.rows.count - $1.next } + max(0, sourceCount - sourceNext)
    }

    /// Tests rows until `budget` work is done (a row tested is 1, a row
    /// scored `cellsPerWork` table cells more: about 80 ns each on the
    /// machine measured), in chunks of at most `chunk` rows. With `workers`
    /// that run two pieces at once, the rows go in pieces of `pairedChunk`
    /// rows, each into a result of its own appended in their order (input
    /// order kept), and `budget` is the caller's thread's: up to twice the
    /// rows in the same time.
    package mutating func advance(in source: some RowSource, budget: Int, workers: any Workers = InTurn()) {
        result.reserve(forTesting: rowsLeft(sourceCount: source.count), in: source)
        // Rows of a buffer of lines can be read from two threads (another
        // source may call a data source's code).
        if workers.atOnce > 1, source is LineRows { return advance(in: source, budget: budget, on: workers) }
        let matcher = RowMatcher(result.query, stripsColorCodes: source.drawsColorCodes)
        var work = 0
        while work < budget, !isComplete(sourceCount: source.count) {
            let before = matcher.cells
            let rows = advance(in: source, rows: min(Self.chunk, budget - work), with: matcher)
            work += rows + (matcher.cells - before) / Self.cellsPerWork
        }
        if candidates.isEmpty { result.skip(to: sourceNext) }
    }

    /// `advance` in pieces that `workers` take in turn, until the caller's
    /// thread has done `budget` work (the other's pieces come on top). A
    /// piece owns what it reads (the rows, the result it narrows: values),
    /// so that the caller's thread need not wait for a piece the other
    /// thread is slow to finish (`Workers.gather`).
    private mutating func advance(in source: some RowSource, budget: Int, on workers: any Workers) {
        var work = 0
        let strips = source.drawsColorCodes
        let query = result.query
        while work < budget, !isComplete(sourceCount: source.count) {
            // The rows left to test in one run: the first candidates', else the source's.
            let region: Range<Int>
            let kept = candidates.first
            if let kept { region = kept.next..<kept.rows.rows.count } else { region = sourceNext..<source.count }
            // A row is at least 1 work: no more rows than the work left, for each worker.
            let size = max(1, min(Self.pairedChunk, (budget - work) / 2))
            let count = (min(region.count, (budget - work) * workers.atOnce) + size - 1) / size
            let (pieces, callers) = workers.gather(count, upTo: budget - work) { k in
                let start = region.lowerBound + k * size, rows = start..<min(region.upperBound, start + size)
                var piece = FilterResult(query: query)
                let matcher = RowMatcher(query, stripsColorCodes: strips)
                if let kept {
                    piece.test(kept.rows, indices: rows, with: matcher, in: source)
                } else {
                    piece.skip(to: rows.lowerBound)
                    piece.extend(over: source, with: matcher, upTo: rows.upperBound)
                }
                return (piece, rows.count + matcher.cells / Self.cellsPerWork)
            }
            let end = min(region.upperBound, region.lowerBound + pieces.count * size)
            for piece in pieces { result.append(piece) }
            work += max(1, callers)
            if kept != nil {
                if end == region.upperBound { candidates.removeFirst() } else { candidates[0].next = end }
            } else {
                sourceNext = end
            }
        }
        if candidates.isEmpty { result.skip(to: sourceNext) }
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

    /// Rows tested between two looks at the work done.
    static let chunk = 256
    /// Rows of a piece that one of two workers tests: some hundreds of
    /// microseconds, against a few for handing a piece over, and what the
    /// caller's thread makes again when the other is slow to finish one.
    static let pairedChunk = 4096
    /// Table cells that cost as much as testing one row on its bytes
    /// (scoring a cell takes about 5 ns, a byte test of a row about 80).
    static let cellsPerWork = 16
}
