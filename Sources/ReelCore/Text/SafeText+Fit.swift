extension SafeText {
    /// Exactly `columns` columns of glyphs: text wider than that ends in `…`
    /// (never splitting a wide glyph), narrower text is padded with spaces
    /// according to `alignment`. `truncated` says the glyphs were already cut.
    ///
    /// The ellipsis follows the last glyph that fits, so it marks where the
    /// text was cut; when a wide glyph leaves one column free before it, that
    /// column becomes padding on the side `alignment` says ("ab… " for left).
    package static func fit(
        _ glyphs: [Glyph], truncated: Bool, columns: Int, alignment: Alignment
    ) -> [Glyph] {
        placed(glyphs, truncated: truncated, columns: columns, alignment: alignment).line
    }

    /// The end of `glyphs` that fits in `columns`, its start behind `…`
    /// when cut (where typing goes on: a search, a query); nothing in no
    /// columns.
    package static func end(_ glyphs: [Glyph], columns: Int) -> [Glyph] {
        guard columns > 0 else { return [] }
        var used = glyphs.columns, first = 0
        guard used > columns else { return glyphs }
        while used > columns - 1, first < glyphs.count {
            used -= glyphs[first].width
            first += 1
        }
        return [.ellipsis] + glyphs[first...]
    }

    /// `fit`, saying also where the glyphs kept begin in the line (after
    /// `left` spaces) and how many of them were kept: what a highlight of
    /// some of them (a filter's matched characters) needs.
    package static func placed(
        _ glyphs: [Glyph], truncated: Bool, columns: Int, alignment: Alignment
    ) -> (line: [Glyph], left: Int, kept: Int) {
        guard columns > 0 else { return ([], 0, 0) }
        var used = 0
        for glyph in glyphs { used += glyph.width }
        var body = glyphs
        var kept = glyphs.count
        if truncated || used > columns {
            while used > columns - 1, let last = body.popLast() { used -= last.width }
            kept = body.count
            body.append(.ellipsis)
            used += 1
        }
        let slack = columns - used
        let left: Int
        switch alignment {
        case .left: left = 0
        // An odd column of slack goes to the left, so centred numbers
        // of different lengths line up on their last digit.
        case .center: left = (slack + 1) / 2
        case .right: left = slack
        }
        var line: [Glyph] = []
        line.reserveCapacity(body.count + slack)
        line.append(contentsOf: repeatElement(.space, count: left))
        line.append(contentsOf: body)
        line.append(contentsOf: repeatElement(.space, count: slack - left))
        return (line, left, kept)
    }
}
