/// Turns untrusted text (rows from stdin and files, titles, labels) into
/// glyphs that cannot act on the terminal, and fits them into columns.
///
/// STUB until issue 3: the real one handles placeholders, U+FFFD and
/// measures only the visible prefix of huge rows.
public enum SafeText {
    /// Decodes `bytes` as UTF-8 (invalid sequences → U+FFFD) into glyphs,
    /// replacing controls with visible placeholders. Stops once the glyphs
    /// measure more than `maxColumns`, so a 1 MB row costs only its prefix.
    /// `truncated` is true when something was left out.
    public static func glyphs(
        utf8 bytes: UnsafeRawBufferPointer, maxColumns: Int, width: DisplayWidth
    ) -> (glyphs: [Glyph], truncated: Bool) {
        let string = String(decoding: bytes.prefix(maxColumns * 8 + 64), as: UTF8.self)
        return glyphs(string, maxColumns: maxColumns, width: width)
    }

    /// The same for text that is already a String (titles, labels, list rows).
    public static func glyphs(
        _ text: some StringProtocol, maxColumns: Int, width: DisplayWidth
    ) -> (glyphs: [Glyph], truncated: Bool) {
        var out: [Glyph] = []
        var used = 0
        for character in text {
            let isControl = character.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
            let glyph = isControl ? Glyph("·", width: 1, isPlaceholder: true)
                : Glyph(String(character), width: width.width(of: character))
            if glyph.width == 0 { continue }
            if used + glyph.width > maxColumns { return (out, true) }
            out.append(glyph)
            used += glyph.width
        }
        return (out, false)
    }

    /// Exactly `columns` columns of glyphs: text wider than that ends in `…`
    /// (never splitting a wide glyph), narrower text is padded with spaces
    /// according to `alignment`. `truncated` says the glyphs were already cut.
    public static func fit(
        _ glyphs: [Glyph], truncated: Bool, columns: Int, alignment: Alignment
    ) -> [Glyph] {
        guard columns > 0 else { return [] }
        var used = glyphs.reduce(0) { $0 + $1.width }
        var body = glyphs
        if truncated || used > columns {
            while used > columns - 1, let last = body.popLast() { used -= last.width }
            body.append(.ellipsis)
            used += 1
        }
        let slack = columns - used
        let left: Int
        switch alignment {
        case .left: left = 0
        case .right: left = slack
        case .center: left = slack / 2
        }
        return Array(repeating: .space, count: left) + body + Array(repeating: .space, count: slack - left)
    }
}

/// Where text sits when it is narrower than its column.
public enum Alignment: String, Sendable, CaseIterable {
    case left, center, right
}
