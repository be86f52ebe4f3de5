/// Turns untrusted text (rows from stdin and files, titles, labels) into
/// glyphs that cannot act on the terminal, and fits them into columns.
///
/// - Controls, ESC, TAB, DEL, C1 and bidi overrides become placeholders
///   (`Glyph.placeholder(for:)`), so no escape sequence reaches the screen.
/// - Invalid UTF-8 becomes U+FFFD, one per maximal invalid subsequence.
/// - A zero-width cluster standing alone (a combining mark at the start or
///   after a control, ZWJ, U+200B) is dropped: written on its own it would
///   combine with whatever the renderer drew just before, such as a border.
/// - A cluster of more than `maxScalarsPerGlyph` scalars keeps only its
///   first ones and counts as truncated.
package enum SafeText {
    /// The longest emoji sequences (a family with skin tones, a subdivision
    /// flag) are about a dozen scalars; longer clusters are stacked marks
    /// ("Zalgo" text) that only slow the terminal down.
    static let maxScalarsPerGlyph = 32

    /// UTF-8 bytes decoded per column at most, enough for a glyph of
    /// `maxScalarsPerGlyph` 4-byte scalars. Beyond that budget a row is cut
    /// short whatever it holds, so its cost does not grow with its length.
    static let maxBytesPerColumn = 4 * maxScalarsPerGlyph

    /// Decodes `bytes` as UTF-8 (invalid sequences → U+FFFD) into glyphs,
    /// replacing controls with visible placeholders. Stops once the glyphs
    /// measure more than `maxColumns`, so a 1 MB row costs only its prefix.
    /// `truncated` is true when something was left out.
    package static func glyphs(
        utf8 bytes: UnsafeRawBufferPointer, maxColumns: Int, width: DisplayWidth
    ) -> (glyphs: [Glyph], truncated: Bool) {
        guard maxColumns > 0 else { return ([], !bytes.isEmpty) }
        // Callers may ask for "everything" with Int.max; no row is wider
        // than this, and the budget arithmetic below must not overflow.
        let maxColumns = min(maxColumns, 1 << 40)
        let budget = (maxColumns + 2) * maxBytesPerColumn
        // Enough for a row of ASCII or CJK in one pass.
        var limit = maxColumns * 4 + 16
        while true {
            let end = scalarBoundary(in: bytes, near: limit)
            let isWhole = end == bytes.count
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
            var row = GlyphRow(maxColumns: maxColumns, width: width)
            // The last cluster of a prefix may continue past it (an accent,
            // the second half of a flag), so it waits for the next one.
            var pending: Character?
            for character in text {
                if let previous = pending, !row.append(previous) { return (row.glyphs, true) }
                pending = character
            }
            if isWhole {
                if let last = pending, !row.append(last) { return (row.glyphs, true) }
                return (row.glyphs, row.isClipped)
            }
            if limit >= budget {
                // Only rows of stacked marks or zero-width characters get
                // here. A cluster this long would be clipped anyway.
                if let last = pending, last.unicodeScalars.count > maxScalarsPerGlyph {
                    _ = row.append(last)
                }
                return (row.glyphs, true)
            }
            limit = min(limit * 2, budget)
        }
    }

    /// The same for text that is already a String (titles, labels, list rows).
    package static func glyphs(
        _ text: some StringProtocol, maxColumns: Int, width: DisplayWidth
    ) -> (glyphs: [Glyph], truncated: Bool) {
        // One code path, so a String and its bytes always give the same glyphs.
        let result = text.utf8.withContiguousStorageIfAvailable {
            glyphs(utf8: UnsafeRawBufferPointer($0), maxColumns: maxColumns, width: width)
        }
        if let result { return result }
        var copy = String(text)
        return copy.withUTF8 {
            glyphs(utf8: UnsafeRawBufferPointer($0), maxColumns: maxColumns, width: width)
        }
    }

    /// Where to cut `bytes` at or just before `limit` without splitting a
    /// UTF-8 sequence: before the lead byte of a sequence that `limit` falls
    /// inside. A lead byte takes at most three continuation bytes, so when
    /// the three bytes before `limit` are all continuations, `limit` already
    /// starts a new (invalid) subsequence.
    static func scalarBoundary(in bytes: UnsafeRawBufferPointer, near limit: Int) -> Int {
        guard limit < bytes.count else { return bytes.count }
        var index = limit
        while index >= max(limit - 3, 0) {
            if bytes[index] & 0xC0 != 0x80 { return index }
            index -= 1
        }
        return limit
    }
}

/// Glyphs of one row as they are appended, with the columns they take.
struct GlyphRow {
    let maxColumns: Int
    let width: DisplayWidth
    private(set) var glyphs: [Glyph] = []
    private(set) var columns = 0
    /// A cluster lost scalars to `SafeText.maxScalarsPerGlyph`.
    private(set) var isClipped = false

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
        glyphs.append(contentsOf: more)
        columns += more.columns
        return true
    }

    private mutating func append(_ glyph: Glyph) -> Bool {
        guard columns + glyph.width <= maxColumns else { return false }
        glyphs.append(glyph)
        columns += glyph.width
        return true
    }
}
