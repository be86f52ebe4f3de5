import ReelText

/// Numbers shown with the text a locale glues to them and printed bare:
/// the date preset's `2026年` and `14일` print `2026` and `14`. The shown
/// number may be padded differently from the printed one (US English shows
/// the 3rd as `3`; the date prints `03`).
package struct AffixedRows: RowSource, Equatable {
    /// What prints, and what typed digits and `--select` find.
    package var numbers: NumberRows
    package var prefix: String
    package var suffix: String
    /// Digits the shown number is padded to (0: none).
    package var shownPadding: Int

    package init(_ numbers: NumberRows, prefix: String = "", suffix: String = "", shownPadding: Int? = nil) {
        self.numbers = numbers
        self.prefix = prefix
        self.suffix = suffix
        self.shownPadding = shownPadding ?? numbers.padding
    }

    package var count: Int { numbers.count }

    package func title(at row: Int) -> String {
        var shown = numbers
        shown.padding = shownPadding
        return prefix + shown.title(at: row) + suffix
    }

    package func value(at row: Int) -> [UInt8] { numbers.value(at: row) }

    /// The widest number is the first or the last; the affixes add the same to each.
    package func widestRow(width: DisplayWidth, cap: Int) -> Int {
        guard count > 0 else { return 0 }
        return min(cap, max(SafeText.columns(of: title(at: 0), width: width),
                            SafeText.columns(of: title(at: count - 1), width: width)))
    }

    package func row(matching text: String) -> Int? {
        numbers.row(matching: text) ?? (0..<count).first { title(at: $0) == text }
    }

    /// Digits typed find the number, whatever is glued to it.
    package func firstRow(matching query: String, as match: TextMatch, in rows: Range<Int>) -> Int? {
        numbers.firstRow(matching: query, as: match, in: rows)
    }

    package func searchSlice(from start: Int, bytes: Int, as match: TextMatch) -> Int {
        numbers.searchSlice(from: start, bytes: bytes, as: match)
    }

    package func firstRows(matching query: String, in rows: Range<Int>) -> (starting: Int?, containing: Int?) {
        numbers.firstRows(matching: query, in: rows)
    }
}
