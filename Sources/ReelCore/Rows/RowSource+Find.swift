import ReelText

/// Finding rows by the text a person types. Sources that can answer faster
/// than a scan of every title (numbers by arithmetic, lines by bytes)
/// override these.
///
/// A search runs in slices (`searchSlice(from:bytes:as:)`), each about
/// `ScanCost.sliceBytes` of work, so that the loop reads keys between them:
/// a search of ten million rows never keeps a key waiting (PendingFind).
/// The title-by-title defaults serve short sources (lists, names,
/// letters): compiled for size, as the one long source, `LineRows`,
/// has its own byte scan.
extension RowSource {
    /// The first row in `rows` whose shown text matches `query` (ASCII
    /// letters compare without case unless the query has capitals, as
    /// fzf's smart case).
    @_optimize(size) package func firstRow(matching query: String, as match: TextMatch, in rows: Range<Int>) -> Int? {
        let needle = SmartCase(query)
        return rows.clamped(to: 0..<count).first { needle.matches(Array(title(at: $0).utf8)[...], as: match) }
    }

    /// Each row's title made once and compared both ways.
    @_optimize(size) package func firstRows(matching query: String, in rows: Range<Int>) -> (starting: Int?, containing: Int?) {
        let needle = SmartCase(query)
        var containing: Int?
        for row in rows.clamped(to: 0..<count) {
            let title = Array(title(at: row).utf8)[...]
            if needle.matches(title, as: .prefix) { return (row, containing ?? row) }
            if containing == nil, needle.matches(title, as: .contains) { containing = row }
        }
        return (nil, containing)
    }

    /// Where a slice of a search starting at `start` ends: about `bytes`
    /// of work (a row's title costs about `ScanCost.bytesPerTitle`).
    @_optimize(size) package func searchSlice(from start: Int, bytes: Int, as match: TextMatch) -> Int {
        min(count, max(start, 0) + max(1, bytes / ScanCost.bytesPerTitle))
    }

    /// The first row at or after `start` that matches, in one go (`n`, and
    /// tests). Rows before `start` are not looked at: when a query grows,
    /// no row before the previous match can match it.
    @_optimize(size) package func firstRow(matching query: String, as match: TextMatch, from start: Int) -> Int? {
        firstRow(matching: query, as: match, in: max(0, start)..<max(0, start, count))
    }

    /// The last row in `rows` that matches (`N`): blocks of rows searched
    /// from the end backwards, the matches in the first block that has one
    /// walked forwards.
    @_optimize(size) package func lastRow(matching query: String, as match: TextMatch, in rows: Range<Int>) -> Int? {
        let rows = rows.clamped(to: 0..<count)
        let block = 4096
        var upper = rows.upperBound
        while upper > rows.lowerBound {
            let lower = max(rows.lowerBound, upper - block)
            var last: Int?
            while let row = firstRow(matching: query, as: match, in: (last.map { $0 + 1 } ?? lower)..<upper) {
                last = row
            }
            if let last { return last }
            upper = lower
        }
        return nil
    }
}

extension LineRows {
    /// The rows' bytes searched as one buffer (SmartCase's vector scan),
    /// a match's offset then turned into its row: no String, nor even a
    /// line, per row, so a million rows answer within a frame.
    package func firstRow(matching query: String, as match: TextMatch, in rows: Range<Int>) -> Int? {
        var touched = 0
        return firstRow(matching: query, as: match, in: rows, touched: &touched)
    }

    package func firstRows(matching query: String, in rows: Range<Int>) -> (starting: Int?, containing: Int?) {
        var touched = 0
        return firstRows(matching: query, in: rows, touched: &touched)
    }

    /// One pass: the query anywhere up to its first occurrence, then only
    /// after a "\n" (a row's start), from there on.
    func firstRows(matching query: String, in rows: Range<Int>, touched: inout Int) -> (starting: Int?, containing: Int?) {
        let rows = rows.clamped(to: 0..<count)
        let needle = SmartCase(query)
        // Drawn colour codes are not text: rows are searched one by one, without them.
        guard !rows.isEmpty, needle.scansLines, !colorCodes.areDrawn else {
            touched += offset(ofRow: rows.upperBound) - offset(ofRow: rows.lowerBound)
            var containing: Int?
            for row in rows {
                if withText(row, { needle.matches($0, as: .prefix) }) { return (row, containing ?? row) }
                if containing == nil, withText(row, { needle.matches($0, as: .contains) }) { containing = row }
            }
            return (nil, containing)
        }
        let from = offset(ofRow: rows.lowerBound), to = offset(ofRow: rows.upperBound)
        let hits = withRowBytes { base, end -> (Int?, Int?) in
            guard let hit = needle.firstOffset(in: base, starts: from..<to, limit: end, touched: &touched) else { return (nil, nil) }
            if hit == from || base[hit - 1] == 0x0A { return (hit, hit) }
            let newline = needle.afterNewline.firstOffset(in: base, starts: hit..<(to - 1), limit: end, touched: &touched)
            return (newline.map { $0 + 1 }, hit)
        } ?? (nil, nil)
        return (hits.0.map { row(atOffset: $0) }, hits.1.map { row(atOffset: $0) })
    }

    /// A slice ends at the first row `bytes` on (at most
    /// `ScanCost.scanSliceBytes`).
    package func searchSlice(from start: Int, bytes: Int, as match: TextMatch) -> Int {
        row(from: max(0, start), afterBytes: min(bytes, ScanCost.scanSliceBytes))
    }

    /// `touched`: bytes looked at, for tests that bound the work.
    func firstRow(matching query: String, as match: TextMatch, in rows: Range<Int>, touched: inout Int) -> Int? {
        let rows = rows.clamped(to: 0..<count)
        guard !rows.isEmpty else { return nil }
        let needle = SmartCase(query)
        guard needle.scansLines, !colorCodes.areDrawn else {
            // A query with a line ending (or none at all), or rows with
            // colour codes drawn: row by row, as their text.
            touched += offset(ofRow: rows.upperBound) - offset(ofRow: rows.lowerBound)
            return rows.first { withText($0) { needle.matches($0, as: match) } }
        }
        let from = offset(ofRow: rows.lowerBound), to = offset(ofRow: rows.upperBound)
        let hit = withRowBytes { base, end -> Int? in
            switch match {
            case .contains:
                return needle.firstOffset(in: base, starts: from..<to, limit: end, touched: &touched)
            case .prefix:
                // The first row has no "\n" before it in the range: it is
                // checked alone; the others are the query after a "\n".
                if withRow(rows.lowerBound, { needle.matches($0, as: .prefix) }) { return from }
                touched += needle.bytes.count
                let newline = needle.afterNewline.firstOffset(in: base, starts: from..<(to - 1), limit: end, touched: &touched)
                return newline.map { $0 + 1 }
            }
        }
        return (hit ?? nil).map { row(atOffset: $0) }
    }
}

extension NumberRows {
    /// Digits typed find the earliest row whose number starts with them,
    /// by arithmetic: whatever the range's size, at most one candidate per
    /// power of ten is checked. Leading zeros are ignored, so "7" finds
    /// "07" and "07" finds 7 on `00...59`.
    package func firstRow(matching query: String, as match: TextMatch, in rows: Range<Int>) -> Int? {
        guard match == .prefix, !query.isEmpty, query.allSatisfy(\.isASCII), let typed = Int(query), typed >= 0 else {
            return match == .contains ? scanForDigits(query, in: rows) : nil
        }
        var best: Int?
        var low = typed, high = typed
        let largest = max(first, number(at: max(0, count - 1)))
        while low <= largest {
            // A band's rows are contiguous: the range may begin inside it.
            if let earliest = earliestRow(between: max(low, 0), and: high) {
                let row = max(earliest, rows.lowerBound)
                if row < min(rows.upperBound, count), (low...high).contains(number(at: row)) { best = min(best ?? row, row) }
            }
            if typed == 0 { break }
            let (nextLow, overflow) = low.multipliedReportingOverflow(by: 10)
            guard !overflow else { break }
            low = nextLow
            let (scaled, highOverflow) = high.multipliedReportingOverflow(by: 10)
            let (widened, widenOverflow) = scaled.addingReportingOverflow(9)
            high = highOverflow || widenOverflow ? Int.max : widened
        }
        return best
    }

    /// A prefix by arithmetic; only when there is none, the titles.
    package func firstRows(matching query: String, in rows: Range<Int>) -> (starting: Int?, containing: Int?) {
        if let starting = firstRow(matching: query, as: .prefix, in: rows) { return (starting, nil) }
        return (nil, firstRow(matching: query, as: .contains, in: rows))
    }

    /// A prefix is found by arithmetic, in one slice whatever the count.
    package func searchSlice(from start: Int, bytes: Int, as match: TextMatch) -> Int {
        match == .prefix ? count : min(count, max(start, 0) + max(1, bytes / ScanCost.bytesPerTitle))
    }

    /// The first row whose number lies in `low...high`.
    private func earliestRow(between low: Int, and high: Int) -> Int? {
        guard count > 0 else { return nil }
        // The distance to the band's near end, rounded up to a whole step,
        // in UInt: `low - first + step - 1` passed Int.max on a range with a
        // huge step (`0...9223372036854775807/9223372036854775807`, `5` typed).
        let distance = Self.distance(from: first, to: step > 0 ? low : high, along: step) ?? 0
        let stride = step.magnitude
        let steps = distance / stride + (distance % stride == 0 ? 0 : 1)
        guard steps < UInt(count) else { return nil }
        let row = Int(steps)
        let n = number(at: row)
        return (low...high).contains(n) ? row : nil
    }

    /// "Contains" on numbers: titles compared, a slice at a time.
    private func scanForDigits(_ query: String, in rows: Range<Int>) -> Int? {
        let needle = SmartCase(query)
        return rows.clamped(to: 0..<count).first { needle.matches(Array(title(at: $0).utf8)[...], as: .contains) }
    }
}

extension FieldRows {
    package func firstRow(matching query: String, as match: TextMatch, in rows: Range<Int>) -> Int? {
        let needle = SmartCase(query)
        return rows.clamped(to: 0..<count).first { needle.matches(searchedText(at: $0)[...], as: match) }
    }

    package func firstRows(matching query: String, in rows: Range<Int>) -> (starting: Int?, containing: Int?) {
        let needle = SmartCase(query)
        var containing: Int?
        for row in rows.clamped(to: 0..<count) {
            let shown = searchedText(at: row)[...]
            if needle.matches(shown, as: .prefix) { return (row, containing ?? row) }
            if containing == nil, needle.matches(shown, as: .contains) { containing = row }
        }
        return (nil, containing)
    }
}
