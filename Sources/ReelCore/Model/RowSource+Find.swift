/// Finding rows by the text a person types. Sources that can answer faster
/// than a scan of every title (numbers by arithmetic, lines by bytes)
/// override these.
extension RowSource {
    /// The first row at or after `start` whose shown text matches `query`
    /// (ASCII letters compare without case unless the query has capitals,
    /// as fzf's smart case). Rows before `start` are not looked at: when a
    /// query grows, no row before the previous match can match it.
    package func firstRow(matching query: String, as match: TextMatch, from start: Int) -> Int? {
        let needle = SmartCase(query)
        for row in min(max(0, start), count)..<count where needle.matches(Array(title(at: row).utf8)[...], as: match) {
            return row
        }
        return nil
    }
}

extension LineRows {
    /// Bytes compared in place, in one pass over the buffer: no String
    /// per row, so a million rows answer within a frame.
    package func firstRow(matching query: String, as match: TextMatch, from start: Int) -> Int? {
        let needle = SmartCase(query)
        var found: Int?
        forEachRow(from: max(0, start)) { row, line in
            if needle.matches(line, as: match) { found = row }
            return found == nil
        }
        return found
    }
}

extension NumberRows {
    /// Digits typed find the earliest row whose number starts with them,
    /// by arithmetic: whatever the range's size, at most one candidate per
    /// power of ten is checked. Leading zeros are ignored, so "7" finds
    /// "07" and "07" finds 7 on `00...59`.
    package func firstRow(matching query: String, as match: TextMatch, from start: Int) -> Int? {
        guard match == .prefix, !query.isEmpty, query.allSatisfy(\.isASCII), let typed = Int(query), typed >= 0 else {
            return match == .contains ? scanForDigits(query, from: start) : nil
        }
        var best: Int?
        var low = typed, high = typed
        let largest = max(first, number(at: max(0, count - 1)))
        while low <= largest {
            if let row = earliestRow(between: max(low, 0), and: high), row >= start {
                best = min(best ?? row, row)
            }
            if typed == 0 { break }
            let (nextLow, overflow) = low.multipliedReportingOverflow(by: 10)
            guard !overflow else { break }
            low = nextLow
            let (scaled, highOverflow) = high.multipliedReportingOverflow(by: 10)
            high = highOverflow ? Int.max : scaled + 9
        }
        return best
    }

    /// The first row whose number lies in `low...high`.
    private func earliestRow(between low: Int, and high: Int) -> Int? {
        guard count > 0 else { return nil }
        let row: Int
        if step > 0 {
            row = low <= first ? 0 : (low - first + step - 1) / step
        } else {
            row = high >= first ? 0 : (first - high + (-step) - 1) / (-step)
        }
        guard row < count else { return nil }
        let n = number(at: row)
        return (low...high).contains(n) ? row : nil
    }

    private func scanForDigits(_ query: String, from start: Int) -> Int? {
        // "Contains" on numbers is rare; bound the scan so huge ranges stay quick.
        let needle = SmartCase(query)
        for row in min(max(0, start), count)..<min(count, max(0, start) + 1_000_000) where needle.matches(Array(title(at: row).utf8)[...], as: .contains) {
            return row
        }
        return nil
    }
}

extension FieldRows {
    package func firstRow(matching query: String, as match: TextMatch, from start: Int) -> Int? {
        let needle = SmartCase(query)
        for row in min(max(0, start), count)..<count where needle.matches(shownBytes(at: row)[...], as: match) {
            return row
        }
        return nil
    }
}
