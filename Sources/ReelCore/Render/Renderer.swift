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
                    line.append(topBorder(glyphs, title: layout.titleInBorder ? state.chrome.title : nil, width: layout.box.width))
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
        if y == layout.titleLine, let title = state.chrome.title { return centred(title, width: width, style: theme.title) }
        if y == layout.messageLine, let message = state.chrome.message { return centred(message, width: width, style: theme.message) }
        if let row = layout.row(atLine: y) { return wheelLine(y, row: row, state: state, layout: layout) }
        if y == layout.toolbarLine { return toolbar(state: state, layout: layout) }
        if layout.previewLines.contains(y) { return previewLine(y - layout.previewLines.lowerBound, state: state, width: width) }
        var blank = LineBuilder(width: width)
        return blank.finish(style: theme.background)
    }

    /// Command output: sanitised like rows, cut to the pane.
    private func previewLine(_ index: Int, state: PickerState, width: Int) -> [Frame.Cell] {
        var line = LineBuilder(width: width)
        if state.commands.previewLines.indices.contains(index) {
            let (glyphs, truncated) = SafeText.glyphs(state.commands.previewLines[index], maxColumns: width + 1, width: measure)
            line.put(SafeText.fit(glyphs, truncated: truncated, columns: width, alignment: .left),
                     style: theme.message.over(theme.background), placeholder: theme.dim)
        }
        return line.finish(style: theme.background)
    }

    private func centred(_ text: String, width: Int, style: Style) -> [Frame.Cell] {
        let (glyphs, truncated) = SafeText.glyphs(text, maxColumns: width + 1, width: measure)
        var line = LineBuilder(width: width)
        line.put(SafeText.fit(glyphs, truncated: truncated, columns: width, alignment: .center),
                 style: style.over(theme.background), placeholder: theme.dim)
        return line.finish(style: theme.background)
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
            var used = glyphs.columns, first = 0
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
        let columns = min(text.columns, inner - 2)
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
