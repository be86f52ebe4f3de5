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
