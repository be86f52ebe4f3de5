import ReelText

/// `--select-1` and `--exit-0` over rows that still come: the start
/// query's matches counted as the rows arrive, each row looked at once,
/// so that the picker is drawn as soon as the rows read say it must be,
/// whatever comes after (`--select-1`: a second match; `--exit-0` alone:
/// a first), instead of after the whole input. What the input's end
/// decides is still `StartQuery.start`'s, over every row.
package struct StartCount: Sendable {
    package let start: StartQuery
    /// Under `--filter` with a query: what it matched of the rows so far.
    private var filtered: FilterResult?
    /// Rows looked at so far, by a `/` search's query.
    private var looked = 0
    /// Matches so far, counted up to 2 (more than one).
    package private(set) var matches = 0

    package init(_ start: StartQuery) {
        self.start = start
        if start.filters, let text = start.text, !text.isEmpty { filtered = FilterResult(query: FilterQuery(text)) }
    }

    /// The rows so far; those after the last call's are the new ones.
    package mutating func take(_ rows: some RowSource) {
        guard matches < 2 else { return }
        if var result = filtered {
            result.append(from: rows)
            matches = min(result.rows.count, 2)
            filtered = result
        } else if let text = start.text, !text.isEmpty {
            // As `StartQuery` counts a search's: the rows containing it.
            while matches < 2, looked < rows.count,
                  let found = rows.firstRow(matching: text, as: .contains, in: looked..<rows.count) {
                matches += 1
                looked = found + 1
            }
            if matches < 2 { looked = rows.count }
        } else {
            // No query: each row is a match.
            matches = min(rows.count, 2)
        }
    }

    /// The rows so far decide: the picker is to be drawn, whatever the
    /// rest of the input holds.
    package var decides: Bool { matches >= (start.selectOne ? 2 : 1) }
}
