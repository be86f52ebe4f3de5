/// Glyphs of one row as they are appended, with the columns they take.
struct GlyphRow {
    let maxColumns: Int
    let width: DisplayWidth
    private(set) var glyphs: [Glyph] = []
    private(set) var columns = 0
    /// A cluster lost scalars to `SafeText.maxScalarsPerGlyph`.
    private(set) var isClipped = false
    /// Given to the glyphs appended from now on (a styled row's runs).
    var style: Style?

    init(maxColumns: Int, width: DisplayWidth) {
        self.maxColumns = maxColumns
        self.width = width
    }

    /// Appends the glyphs of `character`; false when they would measure
    /// more than `maxColumns` (then nothing of it is appended).
    mutating func append(_ character: Character) -> Bool {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F {
            return append(Glyph(String(character), width: 1))
        }
        let scalars = character.unicodeScalars
        if scalars.contains(where: { Glyph.placeholder(for: $0) != nil }) {
            // Controls are clusters of their own (CR LF is one cluster of
            // two); taking the scalars one by one keeps each visible.
            return append(all: scalars.compactMap { scalar in
                let glyph = Glyph.placeholder(for: scalar)
                    ?? Glyph(String(scalar), width: width.width(of: Character(scalar)))
                return glyph.width > 0 ? glyph : nil
            })
        }
        let parts = DisplayWidth.parts(of: character)
        if parts.isSplit {
            // A cluster that terminals draw in two parts (DisplayWidth rule
            // 3) becomes two glyphs, so that each cell holds one of them.
            return append(all: parts.compactMap { glyph(of: $0) })
        }
        guard let glyph = glyph(of: scalars[...]) else { return true }
        return append(glyph)
    }

    /// The glyph of one part of a cluster, nil when it draws nothing.
    private mutating func glyph(of scalars: Substring.UnicodeScalarView) -> Glyph? {
        let columns = width.width(ofPart: scalars)
        guard columns > 0 else { return nil }
        guard scalars.count > SafeText.maxScalarsPerGlyph else { return Glyph(String(scalars), width: columns) }
        isClipped = true
        return Glyph(String(scalars.prefix(SafeText.maxScalarsPerGlyph)), width: columns)
    }

    /// Appends all of `more` or, when they would not fit, none of them.
    private mutating func append(all more: [Glyph]) -> Bool {
        guard columns + more.columns <= maxColumns else { return false }
        if let style {
            glyphs.append(contentsOf: more.map { var glyph = $0; glyph.style = style; return glyph })
        } else {
            glyphs.append(contentsOf: more)
        }
        columns += more.columns
        return true
    }

    private mutating func append(_ glyph: Glyph) -> Bool {
        guard columns + glyph.width <= maxColumns else { return false }
        var glyph = glyph
        glyph.style = style
        glyphs.append(glyph)
        columns += glyph.width
        return true
    }
}
