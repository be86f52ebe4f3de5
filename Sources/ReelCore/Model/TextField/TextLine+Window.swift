import ReelText

extension TextLine {
    /// What the renderer draws of the line in `columns` terminal columns.
    ///
    /// - glyphs: through `SafeText`, so nothing reaches the terminal as a
    ///   control; with `secret`, one "•" of one column per Character
    ///   ("*" with `--ambiwide`, where the bullet is drawn two wide).
    /// - cursorColumn: where the cursor stands among them (0-based), on the
    ///   glyph it is before, or just past the last at the end of the line;
    ///   always < columns when columns > 0.
    ///
    /// The window is a function of the line and the columns (no scroll
    /// offset is kept anywhere). It starts at the start of the line while
    /// the text before the cursor fits with the cursor's own cell; otherwise
    /// it scrolls so the cursor stands as far right as it can, after a "…"
    /// that says text is cut on the left. The cursor's own cell is the
    /// empty one at the end of the line, or the glyph under the cursor and,
    /// when text follows it, one column for the "…" that ends a line cut on
    /// the right: so moving left through a long line shows the character
    /// the cursor is on rather than a "…" over it. A wide glyph is never
    /// split: where it would not fit at the left edge, the window starts
    /// after it and the cursor stands a column short of the right.
    /// Widths are `width`'s (CJK and emoji 2, combining marks 0).
    package func window(columns: Int, width: DisplayWidth, secret: Bool) -> (glyphs: [Glyph], cursorColumn: Int) {
        guard columns > 0 else { return ([], 0) }
        let mask = Self.mask(width)
        let glyphs: (Character) -> [Glyph] = { character in
            secret ? [mask] : SafeText.glyphs(String(character), maxColumns: .max, width: width).glyphs
        }
        let at = text.index(text.startIndex, offsetBy: cursor)

        // The columns kept from the cursor on, shrunk on a field too narrow
        // for them: the line is never wider than `columns`.
        var kept = 1
        if at < text.endIndex {
            kept = max(glyphs(text[at]).columns, 1)
            if text.index(after: at) < text.endIndex, kept < columns { kept += 1 }
        }
        kept = min(kept, columns)

        // Before the cursor: the clusters nearest it that fit, walking back
        // no further than the room, so a long line costs its window only.
        var room = columns - kept
        var before: [[Glyph]] = []
        var used = 0
        var start = at
        while start > text.startIndex {
            let previous = text.index(before: start)
            let more = glyphs(text[previous])
            guard used + more.columns <= room else { break }
            before.append(more)
            used += more.columns
            start = previous
        }
        var line: [Glyph] = []
        if start > text.startIndex {
            // Cut on the left: a column for the "…", none when there is no room.
            room -= 1
            while used > max(room, 0), let first = before.last {
                used -= first.columns
                before.removeLast()
            }
            if room >= 0 { line.append(.ellipsis) }
        }
        for cluster in before.reversed() { line += cluster }
        let cursorColumn = line.columns

        // From the cursor on: what fits, ending in "…" when some is left out.
        var end = at
        var after: [[Glyph]] = []
        var left = columns - cursorColumn
        while end < text.endIndex {
            let more = glyphs(text[end])
            guard more.columns <= left else { break }
            after.append(more)
            left -= more.columns
            end = text.index(after: end)
        }
        if end < text.endIndex {
            while left < 1, let last = after.last {
                left += last.columns
                after.removeLast()
            }
            after.append([.ellipsis])
        }
        for cluster in after { line += cluster }
        return (line, cursorColumn)
    }

    /// A secret's Character, whatever it is, in one column: its width
    /// would tell too much. The bullet is East Asian ambiguous; where the
    /// terminal draws it wide (`--ambiwide`), an ASCII star keeps it one.
    static func mask(_ width: DisplayWidth) -> Glyph {
        width.width(of: "•") == 1 ? Glyph("•", width: 1) : Glyph("*", width: 1)
    }
}
