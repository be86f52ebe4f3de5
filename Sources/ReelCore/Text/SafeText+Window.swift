extension SafeText {
    /// `placed`, for a row wider than its column that must show some of
    /// its glyphs (`terms`, ranges of glyph indices in the row's order: each
    /// query term's matches, or the last glyph for `--keep-right`). The
    /// view slides so that what is wanted and as much as follows it as fits
    /// are in view, as fzf's does for `..struct.ByteString.html`:
    ///
    /// 1. what is wanted and everything after it fit behind a `…`: the
    ///    row's end, cut at its start (as much before as fits);
    /// 2. else, what is wanted ends inside the column: the row's start, cut
    ///    at its end;
    /// 3. else, a `…`, what is wanted and what follows, cut at the end too.
    ///
    /// When every term does not fit so, the last term (the one ending
    /// last) and what follows it are kept; a term wider than the column,
    /// its last glyph. `first` is the index of the first glyph kept, so a
    /// highlight can count from it. With nothing wanted, or a row that
    /// fits, it is `placed` (cut at its end).
    package static func window(
        _ glyphs: [Glyph], truncated: Bool, columns: Int, alignment: Alignment, keeping terms: [Range<Int>]
    ) -> (line: [Glyph], left: Int, first: Int, kept: Int) {
        let terms = terms.filter { !$0.isEmpty && $0.upperBound <= glyphs.count }
        let total = glyphs.columns
        func start() -> (line: [Glyph], left: Int, first: Int, kept: Int) {
            let start = placed(glyphs, truncated: truncated, columns: columns, alignment: alignment)
            return (start.line, start.left, 0, start.kept)
        }
        guard let low = terms.map(\.lowerBound).min(), let last = terms.max(by: { $0.upperBound < $1.upperBound }),
              columns > 2, truncated || total > columns else { return start() }
        // Each try from the most to the least kept; the last glyph of the
        // last term fits whenever the column takes a `…` on either side.
        let tries = [low..<last.upperBound, last, (last.upperBound - 1)..<last.upperBound]
        for wanted in tries {
            if let view = slid(glyphs, truncated: truncated, total: total, columns: columns, alignment: alignment, to: wanted) {
                return view
            }
        }
        return start()
    }

    /// The view of `glyphs` that shows `wanted` and as much as follows it
    /// as fits (`window`'s three cases); nil when `wanted` is wider than
    /// a view cut at both ends.
    private static func slid(
        _ glyphs: [Glyph], truncated: Bool, total: Int, columns: Int, alignment: Alignment, to wanted: Range<Int>
    ) -> (line: [Glyph], left: Int, first: Int, kept: Int)? {
        var before = 0
        for glyph in glyphs[..<wanted.lowerBound] { before += glyph.width }
        var through = before
        for glyph in glyphs[wanted] { through += glyph.width }
        // 1. The end: everything from what is wanted on fits behind the `…`.
        if !truncated, total - before <= columns - 1 {
            var first = 0, used = total
            while used > columns - 1 {
                used -= glyphs[first].width
                first += 1
            }
            let rest = placed(Array(glyphs[first...]), truncated: false, columns: columns - 1, alignment: .left)
            return ([.ellipsis] + rest.line, 1, first, rest.kept)
        }
        // 2. The start: what is wanted ends before the `…` that cuts it.
        if through <= columns - 1 {
            let start = placed(glyphs, truncated: truncated, columns: columns, alignment: alignment)
            return (start.line, start.left, 0, start.kept)
        }
        // 3. Both ends cut: what is wanted first, then what follows.
        guard through - before <= columns - 2 else { return nil }
        let rest = placed(Array(glyphs[wanted.lowerBound...]), truncated: truncated, columns: columns - 1, alignment: .left)
        return ([.ellipsis] + rest.line, 1, wanted.lowerBound, rest.kept)
    }
}
