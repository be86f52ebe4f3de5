import ReelText

/// The rows of one wheel, as UIPickerViewDataSource gives them: a count and
/// a title per row. Sources compute rows on demand, so a wheel of a million
/// rows costs only what it draws.
package protocol RowSource: Sendable {
    /// Number of rows (`numberOfRows(inComponent:)`).
    var count: Int { get }
    /// The text shown for `row`, made safe and measured, at most `maxColumns` wide.
    func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool)
    /// The bytes printed on stdout when `row` is chosen.
    func value(at row: Int) -> [UInt8]
    /// The text shown for `row` (for matching `--select` and type-ahead).
    func title(at row: Int) -> String
    /// The text the filter and the `/` search look at: the title, unless
    /// only some fields are searched (`--match`, FieldRows).
    func searchedTitle(at row: Int) -> String
    /// The widest row in columns, or nil when measuring is not worth it.
    func widestRow(width: DisplayWidth, cap: Int) -> Int
    /// The row whose value (then title) is `text`, if any.
    func row(matching text: String) -> Int?
    /// Text drawn in the icon column before the row (the seed's image
    /// beside a label), or nil for none.
    func icon(at row: Int) -> String?
    /// The first row in `rows` whose shown text matches `query`
    /// (RowSource+Find.swift; sources override it to answer fast).
    func firstRow(matching query: String, as match: TextMatch, in rows: Range<Int>) -> Int?
    /// In one pass over `rows`: the first row starting with `query`, and
    /// when none does, the first containing it (a `/` search).
    func firstRows(matching query: String, in rows: Range<Int>) -> (starting: Int?, containing: Int?)
    /// Where a search slice from `start` ends: about `bytes` of work, so
    /// the loop reads keys between slices.
    func searchSlice(from start: Int, bytes: Int, as match: TextMatch) -> Int
    /// The widest icon in columns (0: no icons), so the icon column keeps
    /// one width while the wheel spins. A source with icons implements it.
    func widestIcon(width: DisplayWidth, cap: Int) -> Int
    /// Colours for `row`'s text and icon, drawn over the theme's row
    /// style (the library's styled rows), or nil for the theme alone.
    func style(at row: Int) -> Style?
    /// Lines of the input that head the rows (`--header-lines`), shown
    /// above them and never a row.
    var header: [String] { get }
}

extension RowSource {
    package func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        SafeText.glyphs(title(at: row), maxColumns: maxColumns, width: width)
    }

    package func value(at row: Int) -> [UInt8] { Array(title(at: row).utf8) }

    package func widestRow(width: DisplayWidth, cap: Int) -> Int {
        var widest = 0
        for row in 0..<count {
            widest = max(widest, SafeText.columns(of: title(at: row), width: width))
            if widest >= cap { return cap }
        }
        return widest
    }

    package func icon(at row: Int) -> String? { nil }

    package func searchedTitle(at row: Int) -> String { title(at: row) }

    package func style(at row: Int) -> Style? { nil }

    package var header: [String] { [] }

    /// No icons unless a source says so: measuring a million nil icons
    /// would cost every wheel a pass over its rows.
    package func widestIcon(width: DisplayWidth, cap: Int) -> Int { 0 }

    /// The widest of `icon(at:)` over every row, stopping at `cap`: what a
    /// source with icons answers `widestIcon` with, once it knows it has some.
    package func measureIcons(width: DisplayWidth, cap: Int) -> Int {
        var widest = 0
        for row in 0..<count {
            guard let icon = icon(at: row) else { continue }
            widest = max(widest, SafeText.columns(of: icon, width: width))
            if widest >= cap { return cap }
        }
        return widest
    }

    package func row(matching text: String) -> Int? {
        let bytes = Array(text.utf8)
        if let row = (0..<count).first(where: { value(at: $0) == bytes }) { return row }
        return (0..<count).first { title(at: $0) == text }
    }

    /// The row an argument's bytes name (`--select`): text is looked up as
    /// `row(matching:)` does (value, then title; sources answer fast);
    /// bytes that are not UTF-8 can only be a value, compared as bytes.
    package func row(matchingBytes bytes: [UInt8]) -> Int? {
        if let text = String(validating: bytes, as: UTF8.self) { return row(matching: text) }
        return (0..<count).first { value(at: $0) == bytes }
    }
}
