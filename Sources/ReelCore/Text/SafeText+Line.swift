extension SafeText {
    /// Columns of one plain line at most: any row a person reads out
    /// whole, and not a megabyte row.
    package static let lineColumns = 200

    /// Untrusted text as one plain line (the accessible mode's questions):
    /// controls and escapes as their visible placeholders, so nothing in
    /// it acts on the terminal, cut with `…` past `maxColumns`.
    package static func line(_ text: some StringProtocol, maxColumns: Int = lineColumns,
                             width: DisplayWidth = DisplayWidth()) -> String {
        line(glyphs(text, maxColumns: maxColumns, width: width))
    }

    /// Glyphs made safe already (a row's own), as one plain line.
    package static func line(_ made: (glyphs: [Glyph], truncated: Bool)) -> String {
        made.glyphs.map(\.text).joined() + (made.truncated ? Glyph.ellipsis.text : "")
    }
}
