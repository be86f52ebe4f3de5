extension SafeText {
    /// Columns `text` takes once made safe: what the renderer will draw,
    /// placeholders included, so layout and drawing always agree.
    package static func columns(of text: some StringProtocol, width: DisplayWidth) -> Int {
        glyphs(text, maxColumns: .max, width: width).glyphs.columns
    }
}
