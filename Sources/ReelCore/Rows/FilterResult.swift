import ReelSystem
import ReelText

/// The rows of a wheel that a query matches: in input order (what a
/// longer query searches next), each with its rank, and where the scan
/// stopped (rows that stream in later are scanned from there).
package struct FilterResult: Sendable {
    package let query: FilterQuery
    /// Matching rows, in input order.
    package private(set) var rows: [Int32] = []
    /// Per row of `rows`: where it lies in a `LineRows` buffer (`Span`),
    /// so that a narrower query, or the listing, reads it without walking
    /// from a mark or looking for its end (empty for other sources).
    private var spans: [Int] = []
    /// Per row of `rows`: score and length packed so that sorting the keys
    /// ascending ranks them (`key(score:length:ordinal:)`).
    private var ranks: [UInt64] = []
    /// Rows of the source looked at so far: the next scan starts here.
    package private(set) var scannedTo = 0
    /// Rows tested since the scan began (a result made already: since it
    /// went on over rows that came later, `FilterScan(resuming:)`,
    /// `append(from:)`). Behaviour, not a count for tests: it is how far
    /// the query line says a scan going on got (`FilterScan.progress`,
    /// `12/1000 40%`).
    package private(set) var rowsTested = 0
    /// The matching rows best first, once ranked (`setOrder`), so that a
    /// result taken again (Backspace) is not ranked again.
    private var order: [Int32]?

    /// No rows yet: a scan (`FilterScan`) fills it a slice at a time.
    package init(query: FilterQuery) { self.query = query }

    /// Every row of `rows` matching `query`, or only those `previous`
    /// kept when `query` refines its query (the rows after
    /// `previous.scannedTo` are scanned in full either way).
    /// A buffer of lines is tested in two halves by `workers` (at once,
    /// where they are two threads) when there are at least `halvesFrom`
    /// rows to test; the result is the same either way.
    package static func scan(_ query: FilterQuery, in source: some RowSource, narrowing previous: FilterResult? = nil,
                             workers: any Workers = InTurn(), halvesFrom: Int = halvesFrom) -> FilterResult {
        var result = FilterResult(query: query)
        let halves = source is LineRows ? max(2, halvesFrom) : .max
        if let previous, query.refines(previous.query) {
            result.test(previous.rows.indices, on: workers, halvesFrom: halves, in: source) { part, indices, matcher in
                part.test(previous, indices: indices, with: matcher, in: source)
            }
            result.scannedTo = previous.scannedTo
        }
        result.test(result.scannedTo..<max(result.scannedTo, source.count), on: workers, halvesFrom: halves,
                    in: source) { part, rows, matcher in
            part.skip(to: rows.lowerBound)
            part.extend(over: source, with: matcher, upTo: rows.upperBound)
        }
        return result
    }

    /// Rows to test before a scan is split in two halves (`scan`): below
    /// it, a thread costs more than it saves.
    package static let halvesFrom = 16_384

    /// Tests `range` (rows, or positions in a result narrowed) with
    /// `test`: at once, or when it holds `halvesFrom` or more, in pieces
    /// (at most 64, at least half `halvesFrom` each) that `workers` take
    /// in turn, each with a result and a matcher of its own, appended then
    /// in their order. Each piece keeps input order, and each one's rows
    /// come after the one before's, so the result is the one a single pass
    /// makes: the same rows, in the same order, with the same ranks
    /// (ordinals renumbered as the single pass numbers them).
    private mutating func test(_ range: Range<Int>, on workers: any Workers, halvesFrom: Int, in source: some RowSource,
                               _ test: (inout FilterResult, Range<Int>, RowMatcher) -> Void) {
        let strips = source.drawsColorCodes
        guard range.count >= halvesFrom else {
            return test(&self, range, RowMatcher(query, stripsColorCodes: strips))
        }
        let size = max(halvesFrom / 2, (range.count + 63) / 64)
        let count = (range.count + size - 1) / size
        let pieces = UnsafeMutableBufferPointer<FilterResult>.allocate(capacity: count)
        defer { pieces.deallocate() }
        let query = query
        _ = workers.claim(count, upTo: .max) { k in
            let start = range.lowerBound + k * size
            var piece = FilterResult(query: query)
            test(&piece, start..<min(range.upperBound, start + size), RowMatcher(query, stripsColorCodes: strips))
            (pieces.baseAddress! + k).initialize(to: piece)
            return 0
        }
        reserve(pieces.reduce(0) { $0 + $1.rows.count })
        for k in 0..<count { append((pieces.baseAddress! + k).move()) }
    }

    /// Room for `more` matches.
    private mutating func reserve(_ more: Int, spans withSpans: Bool = true) {
        rows.reserveCapacity(rows.count + more)
        ranks.reserveCapacity(ranks.count + more)
        if withSpans { spans.reserveCapacity(spans.count + more) }
    }

    /// Room for the matches of `rows` more rows tested, at most, so that
    /// a scan a slice at a time never copies what it found to make room
    /// (the pages of room no match reached are never touched); at least
    /// doubled when it grows, for rows that stream in a few at a time.
    mutating func reserve(forTesting rows: Int, in source: some RowSource) {
        let needed = self.rows.count + rows
        guard self.rows.capacity < needed else { return }
        reserve(max(needed, 2 * self.rows.capacity) - self.rows.count, spans: source is LineRows)
    }

    /// Gives back the room a scan reserved and its matches did not take,
    /// when that is most of it (a result is kept, up to `WheelFilter.keptResults`).
    package mutating func fit() {
        guard rows.capacity > 2 * rows.count + 4096 else { return }
        rows = Self.fitted(rows)
        ranks = Self.fitted(ranks)
        spans = Self.fitted(spans)
    }

    private static func fitted<Element>(_ array: [Element]) -> [Element] {
        var copy: [Element] = []
        copy.reserveCapacity(array.count)
        copy.append(contentsOf: array)
        return copy
    }

    /// The matches of `later`, a result of rows that all come after this
    /// one's, put after them.
    mutating func append(_ later: FilterResult) {
        order = nil
        let offset = UInt64(rows.count)
        for rank in later.ranks { ranks.append(rank + offset) }
        rows.append(contentsOf: later.rows)
        spans.append(contentsOf: later.spans)
        rowsTested &+= later.rowsTested
        scannedTo = max(scannedTo, later.scannedTo)
    }

    /// Rows added to `source` since the last scan, tested and kept.
    package mutating func append(from source: some RowSource) {
        rowsTested = 0
        guard source.count > scannedTo else { return }
        extend(over: source, with: RowMatcher(query, stripsColorCodes: source.drawsColorCodes), upTo: source.count)
    }

    /// The matching rows, best first: higher score, then the shorter row,
    /// then input order. `sort: false` (`--no-sort`), or a query of
    /// exclusions alone, keeps input order.
    package func ranked(sort: Bool = true) -> [Int32] {
        guard sort, query.ranks else { return rows }
        return order ?? RankSort.ranked(ranks, values: rows)
    }

    /// The rank keys, for a ranking made elsewhere (`RankSorting`).
    package var rankKeys: [UInt64] { ranks }

    /// Keeps the order ranked: `ranked` (the rows best first, as
    /// `RankSorting` of `rankKeys` carrying `rows` gives them), or ranked
    /// here when not given.
    package mutating func setOrder(_ ranked: [Int32]? = nil) {
        guard query.ranks else { return }
        order = ranked ?? RankSort.ranked(ranks, values: rows)
    }

    /// The positions in `rows` of the matching rows, best first.
    package func rankedOrdinals(sort: Bool = true) -> [Int] {
        guard sort, query.ranks else { return Array(rows.indices) }
        return RankSort.ordinals(ranks)
    }

    /// Whether each matching row's place in a `LineRows` buffer is known.
    var hasStarts: Bool { spans.count == rows.count }

    /// The start of `rows[i]` in a `LineRows` buffer, when scanned from one.
    func start(ofMatch index: Int) -> Int? { index < spans.count ? Span.start(spans[index]) : nil }

    /// `rows[i]` in the buffer `base` of a `LineRows` (ending at `end`),
    /// when `hasStarts`: as `LineRows.line` finds it, without looking for its end.
    func line(ofMatch index: Int, in base: UnsafePointer<UInt8>, end: Int) -> UnsafeBufferPointer<UInt8> {
        Span.line(spans[index], in: base, end: end)
    }

    /// A row's start and length in bytes packed in one word (no more
    /// memory than the start alone): the length in the low bits, up to
    /// `LineRows.maxLineBytes` (a longer one, which the buffer never
    /// holds, is looked for again).
    enum Span {
        static let lengthBits = 27
        static let unknownLength = 1 << lengthBits - 1

        static func make(start: Int, length: Int) -> Int { start << lengthBits | min(length, unknownLength) }
        static func start(_ span: Int) -> Int { span >> lengthBits }

        static func line(_ span: Int, in base: UnsafePointer<UInt8>, end: Int) -> UnsafeBufferPointer<UInt8> {
            let length = span & unknownLength
            guard length < unknownLength else { return LineRows.line(base, from: start(span), end: end) }
            return UnsafeBufferPointer(start: base + start(span), count: length)
        }
    }

    // MARK: Scanning

    private mutating func keep(_ row: Int, span: Int?, score: Int32, length: Int) {
        order = nil
        let ordinal = UInt64(rows.count)
        let rank = UInt64(0xFFFF - min(max(Int(score), 0), 0xFFFF))
        ranks.append(rank << 48 | UInt64(min(length, 0xFFFF)) << 32 | ordinal)
        rows.append(Int32(truncatingIfNeeded: row))
        if let span { spans.append(span) }
    }

    /// Tests the rows `previous` kept at `indices` (a narrower query's candidates).
    mutating func test(_ previous: FilterResult, indices: Range<Int>, with matcher: RowMatcher, in source: some RowSource) {
        if let lines = source as? LineRows, previous.hasStarts {
            lines.withRowBytes { base, end in
                for index in indices {
                    let row = previous.rows[index]
                    let span = previous.spans[index]
                    let line = Span.line(span, in: base, end: end)
                    rowsTested &+= 1
                    if let found = matcher.match(line) { keep(Int(row), span: span, score: found.score, length: found.length) }
                }
            }
        } else {
            for row in previous.rows[indices] {
                testTitle(of: Int(row), in: source, with: matcher)
            }
        }
    }

    /// Tests the rows from `scannedTo` to `end` (at most the source's end).
    mutating func extend(over source: some RowSource, with matcher: RowMatcher, upTo end: Int) {
        let count = min(end, source.count)
        guard scannedTo < count else { return }
        if let lines = source as? LineRows {
            var row = scannedTo
            var start = lines.offset(ofRow: row)
            var ascii = ASCIIRuns()
            lines.withRowBytes { base, end in
                while row < count {
                    let line = LineRows.line(base, from: start, end: end)
                    rowsTested &+= 1
                    let found = ascii.isASCII(base, from: start, to: start + line.count, limit: end)
                        ? matcher.match(ascii: line) : matcher.match(line)
                    if let found {
                        keep(row, span: Span.make(start: start, length: line.count), score: found.score, length: found.length)
                    }
                    start += line.count + 1
                    if start < end && base[start - 1] == 0x0D { start += 1 }  // the CR `line` left off
                    row += 1
                }
            }
        } else {
            for row in scannedTo..<count { testTitle(of: row, in: source, with: matcher) }
        }
        scannedTo = count
    }

    /// Where the rows scanned so far end (a slice of a scan moves it on).
    mutating func skip(to row: Int) { scannedTo = row }

    /// Starts counting the rows tested afresh (a slice's count).
    mutating func resetCount() { rowsTested = 0 }

    private mutating func testTitle(of row: Int, in source: some RowSource, with matcher: RowMatcher) {
        rowsTested &+= 1
        var title = source.searchedTitle(at: row)
        guard let found = title.withUTF8({ matcher.match($0) }) else { return }
        // Ties go to the shorter row as shown, whatever fields were searched (fzf's --nth).
        let length = (source as? FieldRows)?.shownLength(at: row) ?? found.length
        keep(row, span: nil, score: found.score, length: length)
    }
}

extension LineRows {
    /// The row starting at `start`: up to its "\n", without a "\r" before it.
    static func line(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> UnsafeBufferPointer<UInt8> {
        let found = memchr(base + start, 0x0A, end - start)
        var stop = found.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) - base } ?? end
        if stop > start && base[stop - 1] == 0x0D { stop -= 1 }
        return UnsafeBufferPointer(start: base + start, count: stop - start)
    }
}
