/// Draws a picker state into a frame: a pure function of the state, the
/// layout and the theme. Only the visible rows are read from the wheels.
public struct Renderer: Sendable {
    public var theme: Theme
    public var measure: DisplayWidth

    public init(theme: Theme = .standard, measure: DisplayWidth = DisplayWidth()) {
        self.theme = theme
        self.measure = measure
    }

    public func render(_ state: PickerState, size: TerminalSize) -> Frame {
        render(state, layout: Layout(state: state, size: size, measure: measure))
    }

    public func render(_ state: PickerState, layout: Layout) -> Frame {
        var frame = Frame(width: layout.width)
        if layout.showsTitle, let title = state.title {
            frame.lines.append(centred(title, width: layout.width, style: theme.title))
        }
        if layout.showsMessage, let message = state.message {
            frame.lines.append(centred(message, width: layout.width, style: theme.message))
        }
        for line in 0..<layout.visibleRows {
            frame.lines.append(wheelLine(line, state: state, layout: layout))
        }
        if layout.showsToolbar {
            frame.lines.append(toolbar(state: state, width: layout.width))
        }
        return frame
    }

    private func centred(_ text: String, width: Int, style: Style) -> [Frame.Cell] {
        let (glyphs, truncated) = SafeText.glyphs(text, maxColumns: width + 1, width: measure)
        var line = LineBuilder(width: width)
        line.put(SafeText.fit(glyphs, truncated: truncated, columns: width, alignment: .center), style: style, placeholder: theme.dim)
        return line.finish()
    }

    private func wheelLine(_ line: Int, state: PickerState, layout: Layout) -> [Frame.Cell] {
        let isBand = line == layout.band
        let base = isBand ? theme.band : Style.plain
        var builder = LineBuilder(width: layout.width)
        for (i, wheel) in state.wheels.enumerated() {
            let column = layout.columns[i]
            guard builder.remaining > 0 else { break }
            builder.pad(column.start - builder.used, style: base)
            var cellStyle = isBand ? theme.selected.over(base) : theme.foreground
            if isBand, state.focus == .wheel(i) { cellStyle = theme.focus.over(cellStyle) }
            var glyphs: [Glyph] = []
            var truncated = false
            if let row = wheel.row(atOffset: line - layout.band) {
                (glyphs, truncated) = wheel.rows.glyphs(at: row, maxColumns: column.rowWidth + 1, width: measure)
            }
            let fitted = SafeText.fit(glyphs, truncated: truncated, columns: column.rowWidth, alignment: wheel.alignment)
            builder.pad(Layout.margin, style: cellStyle)
            builder.put(fitted, style: cellStyle, placeholder: theme.dim)
            builder.pad(Layout.margin, style: cellStyle)
            if column.labelWidth > 0 {
                if isBand, let label = wheel.label {
                    let (labelGlyphs, _) = SafeText.glyphs(label, maxColumns: column.labelWidth, width: measure)
                    builder.put(labelGlyphs, style: theme.label.over(base), placeholder: theme.dim)
                    builder.pad(column.labelWidth - labelGlyphs.reduce(0) { $0 + $1.width }, style: base)
                } else {
                    builder.pad(column.labelWidth, style: base)
                }
            }
            if column.gap > 0 {
                if isBand {
                    let (sep, _) = SafeText.glyphs(state.separator, maxColumns: column.gap, width: measure)
                    builder.put(sep, style: base, placeholder: theme.dim)
                } else {
                    builder.pad(column.gap, style: base)
                }
            }
        }
        return builder.finish(style: base)
    }

    private func toolbar(state: PickerState, width: Int) -> [Frame.Cell] {
        var builder = LineBuilder(width: width)
        let spans = Toolbar.spans(state: state, width: width, measure: measure)
        if let note = Toolbar.note(state: state) {
            let room = max(0, (spans.first?.start ?? width) - 1)
            // A long search shows its end, where the typing is.
            var (glyphs, _) = SafeText.glyphs(note, maxColumns: .max, width: measure)
            while glyphs.reduce(0, { $0 + $1.width }) > room, !glyphs.isEmpty { glyphs.removeFirst() }
            builder.put(glyphs, style: theme.message, placeholder: theme.dim)
        }
        for span in spans {
            builder.pad(span.start - builder.used)
            let style = state.focus == span.button.focus ? theme.focus.over(theme.button) : theme.button
            let (glyphs, _) = SafeText.glyphs(Toolbar.label(span.button.text), maxColumns: builder.remaining, width: measure)
            builder.put(glyphs, style: style, placeholder: theme.dim)
        }
        return builder.finish()
    }
}
