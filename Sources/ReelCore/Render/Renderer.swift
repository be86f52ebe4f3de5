/// Draws a picker state into a frame: a pure function of the state, the
/// layout and the appearance. Only the visible rows are read from the wheels.
package struct Renderer: Sendable {
    package var appearance: Appearance
    package var measure: DisplayWidth

    package var theme: Theme {
        get { appearance.theme }
        set { appearance.theme = newValue }
    }

    package init(theme: Theme = .standard, measure: DisplayWidth = DisplayWidth()) {
        var appearance = Appearance()
        appearance.theme = theme
        self.init(appearance: appearance, measure: measure)
    }

    package init(appearance: Appearance, measure: DisplayWidth = DisplayWidth()) {
        self.appearance = appearance
        self.measure = measure
    }

    package func layout(_ state: PickerState, size: TerminalSize) -> Layout {
        Layout(state: state, size: size, appearance: appearance, measure: measure)
    }

    package func render(_ state: PickerState, size: TerminalSize) -> Frame {
        render(state, layout: layout(state, size: size))
    }

    package func render(_ state: PickerState, layout: Layout) -> Frame {
        var frame = Frame(width: layout.width)
        let borderStyle = theme.border.over(theme.background)
        let glyphs = layout.border.glyphs
        for y in 0..<layout.height {
            var line = LineBuilder(width: layout.width)
            if layout.box.lines.contains(y) {
                line.pad(layout.box.x)
                if let glyphs, y == layout.box.y {
                    line.append(topBorder(glyphs, title: layout.titleInBorder ? state.title : nil, width: layout.box.width))
                } else if let glyphs, y == layout.box.lines.upperBound - 1 {
                    line.append(edge(glyphs.bottomLeft, glyphs.horizontal, glyphs.bottomRight, width: layout.box.width))
                } else {
                    if let glyphs {
                        line.put(Glyph(glyphs.vertical, width: 1), style: borderStyle)
                        line.pad(Layout.borderPadding, style: theme.background)
                    }
                    line.append(contentLine(y, state: state, layout: layout))
                    if let glyphs {
                        line.pad(Layout.borderPadding, style: theme.background)
                        line.put(Glyph(glyphs.vertical, width: 1), style: borderStyle)
                    }
                }
            }
            frame.lines.append(line.finish())
        }
        return frame
    }

    // MARK: - Inside the border

    private func contentLine(_ y: Int, state: PickerState, layout: Layout) -> [Frame.Cell] {
        let width = layout.content.width
        if y == layout.titleLine, let title = state.title { return centred(title, width: width, style: theme.title) }
        if y == layout.messageLine, let message = state.message { return centred(message, width: width, style: theme.message) }
        if let row = layout.row(atLine: y) { return wheelLine(y, row: row, state: state, layout: layout) }
        if y == layout.toolbarLine { return toolbar(state: state, layout: layout) }
        if layout.previewLines.contains(y) {
            // Command output: sanitised like rows, cut to the pane.
            let lines = state.previewLines
            let index = y - layout.previewLines.lowerBound
            var line = LineBuilder(width: width)
            if lines.indices.contains(index) {
                let (glyphs, truncated) = SafeText.glyphs(lines[index], maxColumns: width + 1, width: measure)
                line.put(SafeText.fit(glyphs, truncated: truncated, columns: width, alignment: .left),
                         style: theme.message.over(theme.background), placeholder: theme.dim)
            }
            return line.finish(style: theme.background)
        }
        var blank = LineBuilder(width: width)
        return blank.finish(style: theme.background)
    }

    private func centred(_ text: String, width: Int, style: Style) -> [Frame.Cell] {
        let (glyphs, truncated) = SafeText.glyphs(text, maxColumns: width + 1, width: measure)
        var line = LineBuilder(width: width)
        line.put(SafeText.fit(glyphs, truncated: truncated, columns: width, alignment: .center),
                 style: style.over(theme.background), placeholder: theme.dim)
        return line.finish(style: theme.background)
    }

    /// One line of the wheels: `row` is the visible row it belongs to; only
    /// the row's middle line carries its text, label and separator.
    private func wheelLine(_ y: Int, row: Int, state: PickerState, layout: Layout) -> [Frame.Cell] {
        let isBand = row == layout.band
        let isText = y == layout.textLine(ofRow: row)
        let offset = row - layout.band
        let base = isBand ? theme.band.over(theme.background) : theme.background
        let rowStyle = isBand ? theme.selected.over(base)
            : appearance.perspective.style(distance: abs(offset), theme: theme).over(base)
        var builder = LineBuilder(width: layout.content.width)
        let left = layout.content.x
        for i in layout.order {
            let wheel = state.wheels[i]
            let column = layout.columns[i]
            guard builder.remaining > 0 else { break }
            builder.pad(column.start - left - builder.used, style: base)
            let shown = isText ? wheel.row(atOffset: offset) : nil
            // One wheel needs no focus marker: there is nothing else to focus.
            let marked = isBand && state.wheels.count > 1 && state.focus == .wheel(i)
            let themed = marked ? theme.focus.over(rowStyle) : rowStyle
            let cellStyle = shown.flatMap(wheel.rows.style(at:))?.over(themed) ?? themed
            builder.pad(Layout.margin, style: cellStyle)
            if column.iconWidth > 0 {
                var (icon, iconStyle) = ([Glyph](), cellStyle)
                if let shown, appearance.showsSwatch(i), let color = Swatch.color(named: wheel.rows.title(at: shown)) {
                    // The colour on both sides, so a focus in reverse video
                    // cannot turn the block into the band's colour. A theme
                    // with no colour (`mono`) draws the block without it,
                    // as NO_COLOR does.
                    icon = Swatch.glyphs(measure: measure)
                    if theme.hasColor { iconStyle = Style(foreground: color, background: color).over(cellStyle) }
                } else if let shown, let text = wheel.rows.icon(at: shown) {
                    icon = SafeText.glyphs(text, maxColumns: column.iconWidth, width: measure).glyphs
                }
                builder.put(icon, style: iconStyle, placeholder: theme.dim)
                builder.pad(column.iconWidth + 1 - icon.reduce(0) { $0 + $1.width }, style: cellStyle)
            }
            var glyphs: [Glyph] = []
            var truncated = false
            if let shown {
                (glyphs, truncated) = wheel.rows.glyphs(at: shown, maxColumns: column.rowWidth + 1, width: measure)
            }
            let fitted = SafeText.fit(glyphs, truncated: truncated, columns: column.rowWidth, alignment: wheel.alignment)
            builder.put(fitted, style: cellStyle, placeholder: theme.dim)
            builder.pad(Layout.margin, style: cellStyle)
            if column.labelWidth > 0 {
                if isBand, isText, let label = wheel.label {
                    let (labelGlyphs, _) = SafeText.glyphs(label, maxColumns: column.labelWidth, width: measure)
                    builder.put(labelGlyphs, style: theme.label.over(base), placeholder: theme.dim)
                    builder.pad(column.labelWidth - labelGlyphs.reduce(0) { $0 + $1.width }, style: base)
                } else {
                    builder.pad(column.labelWidth, style: base)
                }
            }
            if column.gap > 0 {
                // The separator stands in the middle of the gap.
                let (separator, _) = isBand && isText
                    ? SafeText.glyphs(state.separator, maxColumns: column.gap, width: measure) : ([], false)
                let before = (column.gap - separator.reduce(0) { $0 + $1.width }) / 2
                let end = builder.used + column.gap
                builder.pad(before, style: base)
                builder.put(separator, style: base, placeholder: theme.dim)
                builder.pad(end - builder.used, style: base)
            }
        }
        return builder.finish(style: base)
    }

    /// The buttons in the accent colour: what `button` leaves unset comes
    /// from `accent`, so `accent:red` tints every button, as UIKit's tintColor.
    /// Left of them: the search being typed, the countdown or a note.
    private func toolbar(state: PickerState, layout: Layout) -> [Frame.Cell] {
        var builder = LineBuilder(width: layout.content.width)
        let tinted = theme.button.over(theme.accent).over(theme.background)
        if let note = Toolbar.note(state: state) {
            let room = max(0, (layout.buttons.first.map { $0.span.lowerBound - layout.content.x } ?? layout.content.width) - 1)
            // A long search shows its end, where the typing is.
            let (glyphs, _) = SafeText.glyphs(note, maxColumns: .max, width: measure)
            var used = glyphs.reduce(0) { $0 + $1.width }, first = 0
            while used > room, first < glyphs.count {
                used -= glyphs[first].width
                first += 1
            }
            builder.put(Array(glyphs[first...]), style: theme.message.over(theme.background), placeholder: theme.dim)
        }
        for button in layout.buttons {
            builder.pad(button.span.lowerBound - layout.content.x - builder.used, style: theme.background)
            let style = state.focus == button.focus ? theme.focus.over(tinted) : tinted
            let (glyphs, _) = SafeText.glyphs(Toolbar.label(button.text), maxColumns: builder.remaining, width: measure)
            builder.put(glyphs, style: style, placeholder: theme.dim)
        }
        return builder.finish(style: theme.background)
    }

    // MARK: - The border

    private func edge(_ left: String, _ fill: String, _ right: String, width: Int) -> [Frame.Cell] {
        let style = theme.border.over(theme.background)
        var builder = LineBuilder(width: width)
        builder.put(Glyph(left, width: 1), style: style)
        for _ in 0..<max(0, width - 2) { builder.put(Glyph(fill, width: 1), style: style) }
        builder.put(Glyph(right, width: 1), style: style)
        return builder.cells
    }

    /// The top edge with the title set into it, centred, a space either side.
    private func topBorder(_ glyphs: BorderStyle.Glyphs, title: String?, width: Int) -> [Frame.Cell] {
        let inner = width - 2
        guard let title, inner >= 3 else { return edge(glyphs.topLeft, glyphs.horizontal, glyphs.topRight, width: width) }
        let style = theme.border.over(theme.background)
        let (text, truncated) = SafeText.glyphs(title, maxColumns: inner - 1, width: measure)
        let columns = min(text.reduce(0) { $0 + $1.width }, inner - 2)
        let fitted = SafeText.fit(text, truncated: truncated, columns: columns, alignment: .center)
        let before = (inner - columns - 2) / 2
        var builder = LineBuilder(width: width)
        builder.put(Glyph(glyphs.topLeft, width: 1), style: style)
        for _ in 0..<before { builder.put(Glyph(glyphs.horizontal, width: 1), style: style) }
        builder.pad(1, style: theme.background)
        builder.put(fitted, style: theme.title.over(theme.background), placeholder: theme.dim)
        builder.pad(1, style: theme.background)
        while builder.remaining > 1 { builder.put(Glyph(glyphs.horizontal, width: 1), style: style) }
        builder.put(Glyph(glyphs.topRight, width: 1), style: style)
        return builder.cells
    }
}
