import ReelModel
import ReelText

/// Rows of which only some may be chosen, as UIDatePicker shows the dates
/// outside its minimum and maximum: every row stays on the wheel (so a
/// spin passes through them and the calendar keeps its shape), the others
/// are drawn dim, and the dependency that owns the wheel springs the
/// selection back once it settles on one (`WheelDependency.springBack`).
package struct AllowedRows: RowSource {
    package var base: any RowSource
    /// The rows that may be chosen; nil: none of them.
    package var allowed: ClosedRange<Int>?

    package init(_ base: any RowSource, allowed: ClosedRange<Int>?) {
        self.base = base
        self.allowed = allowed
    }

    /// The row style that asks for the theme's dim (Renderer+WheelLine):
    /// a grey where the theme has colours, the dim attribute in `mono` and
    /// with no colour.
    package static let unavailable = Style(attributes: .dim)

    package func isAllowed(_ row: Int) -> Bool { allowed?.contains(row) ?? false }

    package var count: Int { base.count }
    package func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        base.glyphs(at: row, maxColumns: maxColumns, width: width)
    }
    package func value(at row: Int) -> [UInt8] { base.value(at: row) }
    package func title(at row: Int) -> String { base.title(at: row) }
    package func widestRow(width: DisplayWidth, cap: Int) -> Int { base.widestRow(width: width, cap: cap) }
    package func row(matching text: String) -> Int? { base.row(matching: text) }
    package func firstRow(matching query: String, as match: TextMatch, from start: Int) -> Int? {
        base.firstRow(matching: query, as: match, from: start)
    }
    package func style(at row: Int) -> Style? { isAllowed(row) ? base.style(at: row) : Self.unavailable }
}
