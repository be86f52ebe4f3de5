import ReelText

/// A wheel under a filter shows some of its source's rows (`FilteredRows`);
/// what is checked, printed and numbered (`--multi`, `--index`, `{N}`) is
/// the source's row, never its place in the filtered list.
extension Wheel {
    /// The rows as their source has them: under a filter, every one.
    package var sourceRows: any RowSource { (rows as? FilteredRows)?.base ?? rows }

    /// The source's number of the row shown at `row`.
    package func sourceRow(_ row: Int) -> Int {
        guard let filtered = rows as? FilteredRows, row < filtered.count else { return row }
        return filtered.sourceRow(row)
    }

    /// Where the source's `row` is shown, if it is (under a filter, only
    /// the rows that match are).
    package func shownRow(ofSource row: Int) -> Int? {
        guard let filtered = rows as? FilteredRows else { return row }
        return filtered.shown.firstIndex(of: Int32(row))
    }

    /// The band's row as the source numbers it.
    package var selectedSourceRow: Int { sourceRow(selectedRow) }
}
