import ReelText
import ReelModel

/// A row source whose reads are counted: how the cost tests count the
/// model's work from outside it (the model keeps no counter for them).
/// Each row a filter tests is one `searchedTitle`; each value a command
/// line or the output reads is one `value`. A class, so that the wheel's
/// copies of it count in one place. Not a `LineRows`, so a filter over it
/// takes the path of every other source (`FilterResult.testTitle`),
/// testing the same rows.
package final class CountingRows<Source: RowSource>: RowSource, @unchecked Sendable {
    package let source: Source
    /// Rows the filter tested.
    package var titlesSearched = 0
    /// Values read.
    package var valuesRead = 0

    package init(_ source: Source) { self.source = source }

    /// The rows tested while `change` ran.
    package func searched(during change: () -> Void) -> Int {
        let before = titlesSearched
        change()
        return titlesSearched - before
    }

    package var count: Int { source.count }
    package var header: [String] { source.header }

    package func searchedTitle(at row: Int) -> String {
        titlesSearched += 1
        return source.searchedTitle(at: row)
    }

    package func value(at row: Int) -> [UInt8] {
        valuesRead += 1
        return source.value(at: row)
    }

    package func title(at row: Int) -> String { source.title(at: row) }
    package func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        source.glyphs(at: row, maxColumns: maxColumns, width: width)
    }
    package func widestRow(width: DisplayWidth, cap: Int) -> Int { source.widestRow(width: width, cap: cap) }
    package func row(matching text: String) -> Int? { source.row(matching: text) }
    package func icon(at row: Int) -> String? { source.icon(at: row) }
    package func firstRow(matching query: String, as match: TextMatch, in rows: Range<Int>) -> Int? {
        source.firstRow(matching: query, as: match, in: rows)
    }
    package func firstRows(matching query: String, in rows: Range<Int>) -> (starting: Int?, containing: Int?) {
        source.firstRows(matching: query, in: rows)
    }
    package func searchSlice(from start: Int, bytes: Int, as match: TextMatch) -> Int {
        source.searchSlice(from: start, bytes: bytes, as: match)
    }
    package func widestIcon(width: DisplayWidth, cap: Int) -> Int { source.widestIcon(width: width, cap: cap) }
    package func style(at row: Int) -> Style? { source.style(at: row) }
}
