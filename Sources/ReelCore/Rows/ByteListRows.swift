import ReelText

/// Rows given one by one as bytes: the items of a list SPEC (`-c a,b`),
/// kept exactly as the argument held them. A row prints as its bytes,
/// invalid UTF-8 included, as a line from stdin does (`LineRows`), and
/// shows as safe text, U+FFFD in place of what is not UTF-8.
package struct ByteListRows: RowSource {
    package var items: [[UInt8]]
    /// What SGR sequences in the items are (`--ansi`), as for lines.
    package var colorCodes = ColorCodes.escaped

    package init(_ items: [[UInt8]]) { self.items = items }

    package var count: Int { items.count }

    package func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        let drawn = colorCodes.areDrawn
        return items[row].withUnsafeBytes {
            drawn ? SafeText.glyphs(ansi: $0, maxColumns: maxColumns, width: width)
                : SafeText.glyphs(utf8: $0, maxColumns: maxColumns, width: width)
        }
    }

    package func value(at row: Int) -> [UInt8] { colorCodes == .drawn ? text(row) : items[row] }

    package func title(at row: Int) -> String { String(decoding: colorCodes.areDrawn ? text(row) : items[row], as: UTF8.self) }

    private func text(_ row: Int) -> [UInt8] { items[row].withUnsafeBytes { SGR.stripped($0) } }

    /// Measured as drawn, from the bytes.
    package func widestRow(width: DisplayWidth, cap: Int) -> Int {
        var widest = 0
        for row in items.indices {
            let (glyphs, truncated) = glyphs(at: row, maxColumns: cap, width: width)
            widest = max(widest, glyphs.columns + (truncated ? 1 : 0))
            if widest >= cap { return cap }
        }
        return widest
    }
}
