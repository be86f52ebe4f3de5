import ReelText

/// A wheel's rows as a filter shows them: only `shown`, in that order,
/// each read from the wheel's own source, so what is drawn, printed and
/// searched is the source's row itself.
package struct FilteredRows: RowSource {
    package let base: any RowSource
    /// Rows of `base`, best first.
    package let shown: [Int32]

    package init(base: any RowSource, shown: [Int32]) {
        self.base = base
        self.shown = shown
    }

    /// The source's row shown at `row`.
    package func sourceRow(_ row: Int) -> Int { Int(shown[row]) }

    package var count: Int { shown.count }
    package func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        base.glyphs(at: sourceRow(row), maxColumns: maxColumns, width: width)
    }
    package func value(at row: Int) -> [UInt8] { base.value(at: sourceRow(row)) }
    package func title(at row: Int) -> String { base.title(at: sourceRow(row)) }
    package func icon(at row: Int) -> String? { base.icon(at: sourceRow(row)) }
    package func style(at row: Int) -> Style? { base.style(at: sourceRow(row)) }
    package var header: [String] { base.header }
    package func widestRow(width: DisplayWidth, cap: Int) -> Int { base.widestRow(width: width, cap: cap) }
    package func widestIcon(width: DisplayWidth, cap: Int) -> Int { base.widestIcon(width: width, cap: cap) }
    package func firstRow(matching query: String, as match: TextMatch, in rows: Range<Int>) -> Int? {
        rows.first { SmartCase(query).matches(Array(title(at: $0).utf8), as: match) }
    }
    package func firstRows(matching query: String, in rows: Range<Int>) -> (starting: Int?, containing: Int?) {
        let starting = firstRow(matching: query, as: .prefix, in: rows)
        return (starting, starting ?? firstRow(matching: query, as: .contains, in: rows))
    }
    package func searchSlice(from start: Int, bytes: Int, as match: TextMatch) -> Int { count }
}
