import ReelInput
import ReelModel
import ReelText

/// One screen line across the wheels, drawn part by part for each column:
/// margin, icon or swatch, the row's text, margin, label, then the gap with
/// its separator. Only the middle line of a visible row carries text, label
/// and separator; the other lines of a tall row are its background.
extension Renderer {
    /// What every part of one line shares: which visible row it belongs to
    /// and the styles that follow from the row's distance to the band.
    private struct LinePlace {
        var isBand: Bool
        var isText: Bool
        /// The band's last line: where the focus underline runs, once,
        /// however tall the band (on every line it read as a strike-through
        /// at `--row-height 2` and a box at 3).
        var isBandBottom: Bool
        var offset: Int
        var base: Style
        var rowStyle: Style
    }

    func wheelLine(_ y: Int, row: Int, state: PickerState, layout: Layout) -> [Frame.Cell] {
        // A list's rows stand from its top, the highlight on the chosen
        // one; a wheel's around the band, fading with the distance.
        // The shown field's wheels, read once for the line.
        let field = state.shownWheels
        let offset = row - bandRow(field, layout: layout)
        // A text or a switch shown has no wheel to band: the rows stay, empty.
        let isBand = offset == 0 && !field.wheels.isEmpty
        let base = isBand ? theme.band.over(theme.background) : theme.background
        let rowStyle = isBand ? theme.selected.over(base)
            : layout.isList ? theme.foreground.over(base)
            : appearance.perspective.style(distance: abs(offset), theme: theme).over(base)
        let place = LinePlace(isBand: isBand, isText: y == layout.textLine(ofRow: row),
                              isBandBottom: isBand && y == layout.lines(ofRow: row).upperBound - 1,
                              offset: layout.isList ? (isBand ? 0 : 1) : offset, base: base, rowStyle: rowStyle)
        var builder = LineBuilder(width: layout.content.width)
        for i in layout.order {
            guard builder.remaining > 0 else { break }
            let wheel = field.wheels[i]
            let column = layout.columns[i]
            builder.pad(column.start - layout.content.x - builder.used, style: base)
            let shown = place.isText ? wheel.row(atOffset: offset) : nil
            let style = cellStyle(wheel, index: i, shown: shown, place: place, marksFocus: field.wheels.count > 1, state: state)
            builder.pad(Layout.margin, style: style)
            if column.markWidth > 0 { mark(shown.map { field.checks.isChecked(wheel.sourceRow($0), inWheel: i) } ?? false, style: style, into: &builder) }
            if column.iconWidth > 0 {
                icon(wheel, index: i, field: state.form.hasLines ? state.form.shown : nil, shown: shown, column: column, style: style, into: &builder)
            }
            text(wheel, shown: shown, column: column, alignment: layout.isList ? .left : wheel.alignment, style: style, place: place,
                 terms: matchedTerms(in: i, row: shown, field: field), into: &builder)
            builder.pad(Layout.margin, style: style)
            if column.labelWidth > 0 { label(wheel, column: column, place: place, into: &builder) }
            if column.gap > 0 { separator(field.separator, column: column, place: place, into: &builder) }
        }
        let cells = builder.finish(style: base)
        // Whatever the theme and the terminal's background, every cell on
        // the band reads: a colour left to the terminal, or one made for
        // the other background, gives way to one that does.
        return isBand ? appearance.legibility.readable(cells, preferring: rowStyle.foreground) : cells
    }

    /// The visible row the band (a list's highlight) is on.
    func bandRow(_ field: WheelField, layout: Layout) -> Int {
        guard layout.isList, let i = layout.order.first, field.wheels.indices.contains(i) else { return layout.band }
        return field.wheels[i].selectedRow - field.listTop(visible: layout.visibleRows)
    }

    /// Columns of a multi-select wheel's check mark, a space included.
    static let markWidth = 2

    /// A checked row's mark: ✓, or `*` where the look has no colour at
    /// all (`mono`, `--color never`), for terminals and fonts of any kind.
    private func mark(_ checked: Bool, style: Style, into builder: inout LineBuilder) {
        let glyph = !checked ? Glyph.space : appearance.plainMarks ? Glyph("*", width: 1) : Glyph("✓", width: 1)
        builder.put(glyph, style: style)
        builder.pad(Self.markWidth - 1, style: style)
    }

    /// The row's style: its distance from the band, the focus marker, then
    /// whatever the row itself asks for (a library's styled row, a date
    /// outside --min/--max). A row asking for the dim attribute alone gets
    /// the theme's dim: its grey where greys are drawn, and the attribute
    /// too where perspective works by attributes (no colour, `NO_COLOR`,
    /// 16 colours), which would lose or coarsen the grey.
    private func cellStyle(_ wheel: Wheel, index: Int, shown: Int?, place: LinePlace, marksFocus: Bool,
                           state: PickerState) -> Style {
        // One wheel needs no focus marker (`marksFocus`): there is nothing else to focus.
        let marked = place.isBand && marksFocus && state.focus == .wheel(index)
        var focus = theme.focus
        if !place.isBandBottom { focus.attributes.remove(.underline) }
        let themed = marked ? focus.over(place.rowStyle) : place.rowStyle
        guard let own = shown.flatMap(wheel.rows.style(at:)) else { return themed }
        guard own == Style(attributes: .dim) else { return own.over(themed) }
        var dim = theme.dim
        if appearance.perspective != .shades { dim.attributes.insert(.dim) }
        return dim.over(themed)
    }

    /// A colour swatch for `--swatch` wheels, else the row's icon, then one
    /// space; padded to the column's icon width either way.
    private func icon(_ wheel: Wheel, index: Int, field: Int?, shown: Int?, column: Layout.Column, style: Style,
                      into builder: inout LineBuilder) {
        var (icon, iconStyle) = ([Glyph](), style)
        if let shown, appearance.showsSwatch(index, field: field), let color = Swatch.color(named: wheel.rows.title(at: shown)) {
            // The colour on both sides, so a focus in reverse video cannot
            // turn the block into the band's colour. A look with no colour
            // (`mono`, NO_COLOR) draws the block without it.
            icon = Swatch.glyphs(measure: measure)
            if !appearance.colorless { iconStyle = Style(foreground: color, background: color).over(style) }
        } else if let shown, let text = wheel.rows.icon(at: shown) {
            icon = SafeText.glyphs(text, maxColumns: column.iconWidth, width: measure).glyphs
        }
        builder.put(icon, style: iconStyle, placeholder: theme.dim)
        builder.pad(column.iconWidth + 1 - icon.columns, style: style)
    }

    /// The row's text; glyphs with a style of their own (`--ansi`, an
    /// attributed title) are drawn by `OwnStyle`'s rules, so the band and
    /// the focus stay visible over them; the filter's matched characters
    /// (`terms`: each query term's, as scalar offsets) are underlined in
    /// the accent over whatever the cell is, and a row too wide slides to
    /// show them and what follows them (`SafeText.window`).
    private func text(_ wheel: Wheel, shown: Int?, column: Layout.Column, alignment: Alignment, style: Style, place: LinePlace,
                      terms: [[Int]], into builder: inout LineBuilder) {
        var glyphs: [Glyph] = []
        var truncated = false
        if let shown {
            (glyphs, truncated) = wheel.rows.glyphs(at: shown, maxColumns: column.rowWidth + 1, width: measure)
            // Too wide, with something to keep in view: the whole row, to
            // find it (its end, or the matches past the column).
            if truncated, appearance.keepsRight || !terms.isEmpty {
                (glyphs, truncated) = wheel.rows.glyphs(at: shown, maxColumns: Self.windowColumns, width: measure)
            }
        }
        let matched = Set(terms.joined())
        // `--keep-right` shows the end whatever matched, as fzf's does.
        let wanted = appearance.keepsRight ? (glyphs.isEmpty ? [] : [(glyphs.count - 1)..<glyphs.count])
            : Self.glyphs(holding: terms, in: glyphs)
        let (fitted, left, first, kept) = SafeText.window(glyphs, truncated: truncated, columns: column.rowWidth,
                                                           alignment: alignment, keeping: wanted)
        var highlight = theme.accent
        highlight.attributes.insert(.underline)
        // Matched characters by the offset of each glyph's first scalar in
        // the row's text (a placeholder stands for one scalar), counted
        // from the first glyph kept.
        var scalar = glyphs[..<first].reduce(0) { $0 + Self.scalars(of: $1) }
        for (index, glyph) in fitted.enumerated() {
            var cell = glyph.style.map {
                OwnStyle.drawn($0, over: style, isBand: place.isBand, distance: abs(place.offset), appearance: appearance)
            } ?? style
            if glyph.isPlaceholder { cell = theme.dim.over(cell) }
            let body = index >= left && index < left + kept
            if body, matched.contains(scalar) { cell = highlight.over(cell) }
            builder.put(glyph, style: cell)
            if body { scalar += Self.scalars(of: glyph) }
        }
    }

    /// How far a row is read to bring its end or its matches into view:
    /// any path or command line; a longer row shows what lies before this.
    static let windowColumns = 1 << 16

    /// Scalars of the row's text a glyph stands for (a placeholder: one).
    static func scalars(of glyph: Glyph) -> Int { glyph.isPlaceholder ? 1 : glyph.text.unicodeScalars.count }

    /// For each term's matched scalars, the glyphs from the first to the
    /// last that hold one, in the row's order; a term none of whose
    /// glyphs were read (past the end) is left out.
    static func glyphs(holding terms: [[Int]], in glyphs: [Glyph]) -> [Range<Int>] {
        // Where each glyph's scalars start, once for every term.
        var starts: [Int] = []
        starts.reserveCapacity(glyphs.count + 1)
        var scalar = 0
        for glyph in glyphs {
            starts.append(scalar)
            scalar += scalars(of: glyph)
        }
        starts.append(scalar)
        /// The glyph holding scalar `offset`: the last that starts at or before it.
        func glyph(holding offset: Int) -> Int? {
            guard offset < scalar else { return nil }
            var (low, high) = (0, glyphs.count - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
        return terms.compactMap { term -> Range<Int>? in
            guard let low = term.min(), let high = term.max(), let first = glyph(holding: low) else { return nil }
            let last = glyph(holding: high) ?? (glyphs.count - 1)
            return first..<(last + 1)
        }.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The scalars of `row` of wheel `index` that the filter's query
    /// matched, each term's apart (none without a filter on that wheel,
    /// or a query).
    private func matchedTerms(in index: Int, row: Int?, field: WheelField) -> [[Int]] {
        guard let row, let filter = field.filters.filter(ofWheel: index), !filter.query.isEmpty else { return [] }
        let wheel = field.wheels[index]
        return filter.termPositions(ofRow: wheel.sourceRow(row), in: wheel.sourceRows)
    }

    /// The unit label stands beside the band only, as in the seeds' timer.
    private func label(_ wheel: Wheel, column: Layout.Column, place: LinePlace, into builder: inout LineBuilder) {
        guard place.isBand, place.isText, let label = wheel.label else {
            builder.pad(column.labelWidth, style: place.base)
            return
        }
        // The label's own columns, then its trailing space: a label the
        // terminal is too narrow for ends in `…`.
        let room = max(0, column.labelWidth - 1)
        let (glyphs, truncated) = SafeText.glyphs(label, maxColumns: room + 1, width: measure)
        let fitted = glyphs.columns > room || truncated
            ? SafeText.fit(glyphs, truncated: truncated, columns: room, alignment: .left) : glyphs
        builder.put(fitted, style: theme.label.over(place.base), placeholder: theme.dim)
        builder.pad(column.labelWidth - fitted.columns, style: place.base)
    }

    /// The separator stands in the middle of the gap, on the band only.
    private func separator(_ text: String, column: Layout.Column, place: LinePlace, into builder: inout LineBuilder) {
        let glyphs = place.isBand && place.isText ? SafeText.glyphs(text, maxColumns: column.gap, width: measure).glyphs : []
        let end = builder.used + column.gap
        builder.pad((column.gap - glyphs.columns) / 2, style: place.base)
        builder.put(glyphs, style: place.base, placeholder: theme.dim)
        builder.pad(end - builder.used, style: place.base)
    }
}
