extension Glyph {
    /// The visible stand-in for a scalar that must not reach the terminal,
    /// or nil when the scalar is safe to write.
    ///
    /// C0 controls and DEL have pictures of their own in the Control
    /// Pictures block (␀ … ␟, ␡: ESC is ␛, TAB ␉, LF ␊), which show which
    /// control it was in one column. U+2028/U+2029 are line breaks: ␤.
    /// C1 controls (U+0080–U+009F, e.g. U+009B, a one-character CSI) and the
    /// bidi embeddings, overrides and isolates (which can reorder what
    /// follows them, as in "Trojan Source") have no picture: ␦, the
    /// substitute symbol. All are East_Asian_Width N, so 1 column always.
    package static func placeholder(for scalar: Unicode.Scalar) -> Glyph? {
        switch scalar.value {
        case 0x00..<0x20: return controlPictures[Int(scalar.value)]
        case 0x7F: return delete
        case 0x2028, 0x2029: return newline
        case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069: return substitute
        default: return nil
        }
    }

    private static let controlPictures: [Glyph] = (0x2400..<0x2420).map {
        Glyph(String(Unicode.Scalar($0)!), width: 1, isPlaceholder: true)
    }
    private static let delete = Glyph("\u{2421}", width: 1, isPlaceholder: true)
    private static let newline = Glyph("\u{2424}", width: 1, isPlaceholder: true)
    private static let substitute = Glyph("\u{2426}", width: 1, isPlaceholder: true)
}
