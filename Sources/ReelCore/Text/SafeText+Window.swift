extension SafeText {
    /// `placed`, for a row wider than its column that must show some of
    /// its glyphs (`wanted`, by index: the filter's matches, or the last
    /// glyph for `--keep-right`): where they lie past the column, the row
    /// slides left, cut at its start with `…`, as fzf's does, and at its
    /// end too when more follows. `first` is the index of the first glyph
    /// kept, so a highlight can count from it. With nothing wanted, or a
    /// row that fits, it is `placed` (cut at its end).
    package static func window(
        _ glyphs: [Glyph], truncated: Bool, columns: Int, alignment: Alignment, keeping wanted: Range<Int>?
    ) -> (line: [Glyph], left: Int, first: Int, kept: Int) {
        var total = 0
        for glyph in glyphs { total += glyph.width }
        guard let wanted, !wanted.isEmpty, wanted.upperBound <= glyphs.count, columns > 2, truncated || total > columns else {
            let start = placed(glyphs, truncated: truncated, columns: columns, alignment: alignment)
            return (start.line, start.left, 0, start.kept)
        }
        let moreAfter = wanted.upperBound < glyphs.count || truncated
        var through = 0
        for glyph in glyphs[..<wanted.upperBound] { through += glyph.width }
        if through <= columns - (moreAfter ? 1 : 0) {
            let start = placed(glyphs, truncated: truncated, columns: columns, alignment: alignment)
            return (start.line, start.left, 0, start.kept)
        }
        // Drop glyphs from the start until what is wanted ends inside the
        // column, one column kept for the `…` before and one for the one after.
        let room = columns - 1 - (moreAfter ? 1 : 0)
        var first = 0
        while through > room, first < wanted.lowerBound {
            through -= glyphs[first].width
            first += 1
        }
        let rest = placed(Array(glyphs[first...]), truncated: truncated, columns: columns - 1, alignment: .left)
        return ([.ellipsis] + rest.line, 1, first, rest.kept)
    }
}
