import ReelInput
import ReelModel
import ReelText

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
        // A theme alone is drawn on the background it is made for.
        appearance.backdrop = theme.backdrop
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
        frame.cursor = cursor(state, layout: layout, frame: frame)
        return frame
    }

    /// Where the cursor rests: at the start of the focused wheel's chosen
    /// text on the band's text line (its first glyph that is not a space,
    /// read off the frame: the row is not read again; its width up to its
    /// last such glyph), or of the focused
    /// button's text; nil when what has the focus is not on screen.
    func cursor(_ state: PickerState, layout: Layout, frame: Frame) -> Frame.Cursor? {
        switch state.focus {
        case .wheel(let i):
            guard layout.order.contains(i), layout.columns.indices.contains(i), layout.visibleRows > 0 else { return nil }
            // Typing into a list's query: the cursor stands where the next character goes.
            if let line = layout.queryLine, let filter = state.shownWheels.filters.filter(ofWheel: i) {
                let typed = SafeText.columns(of: ListQueryLine.prompt + filter.query, width: measure)
                return Frame.Cursor(line: line, column: min(layout.content.x + typed, max(0, frame.width - 1)))
            }
            let column = layout.columns[i]
            let band = bandRow(state.shownWheels, layout: layout)
            guard (0..<layout.visibleRows).contains(band) else { return nil }
            let line = layout.textLine(ofRow: band)
            guard frame.lines.indices.contains(line) else { return nil }
            let cells = frame.lines[line]
            let textEnd = min(column.textStart + column.rowWidth, cells.count)
            let text = column.textStart..<max(column.textStart, textEnd)
            let shown = text.filter { cells[$0].text != " " && !cells[$0].isContinuation }
            guard let start = shown.first, let last = shown.last else {
                return Frame.Cursor(line: line, column: min(column.textStart, max(0, frame.width - 1)))
            }
            let end = last + max(1, cells[last].width)
            return Frame.Cursor(line: line, column: start, width: min(end, cells.count) - start)
        case .entry:
            // On the text's cursor, or the switch, on the field's line.
            let form = state.form
            guard let line = layout.line(ofField: form.shown) else { return nil }
            let start = layout.content.x + Self.fieldMarker + (form.showsNames ? layout.fieldNameWidth + 2 : 0)
            let entry = form.fields[form.shown].entry?.line(columns: max(0, layout.content.width - (start - layout.content.x)),
                                                            focused: true, width: measure)
            return Frame.Cursor(line: line, column: min(start + (entry?.cursor ?? 0), max(0, frame.width - 1)))
        case .done, .cancel, .button:
            guard let line = layout.toolbarLine, let button = layout.buttons.first(where: { $0.focus == state.focus }) else {
                return nil
            }
            // Past the bracket and its space: on the button's word.
            let start = min(button.span.lowerBound + 2, button.span.upperBound - 1)
            return Frame.Cursor(line: line, column: start, width: max(0, button.span.upperBound - 2 - start))
        }
    }

    // MARK: - Inside the border

    private func contentLine(_ y: Int, state: PickerState, layout: Layout) -> [Frame.Cell] {
        let width = layout.content.width
        if y == layout.titleLine, let title = state.chrome.title { return centred(title, width: width, style: theme.title) }
        if y == layout.messageLine, let message = state.chrome.message { return centred(message, width: width, style: theme.message) }
        if let field = layout.field(atLine: y) { return fieldLine(field, state: state, layout: layout) }
        if y == layout.queryLine { return queryLine(state: state, layout: layout) }
        if layout.headerLines.contains(y) { return headerLine(y - layout.headerLines.lowerBound, state: state, layout: layout) }
        if state.chrome.showsKeys, let help = keyHelpLine(y, state: state, layout: layout) { return help }
        if let row = layout.row(atLine: y) { return wheelLine(y, row: row, state: state, layout: layout) }
        if y == layout.toolbarLine { return toolbar(state: state, layout: layout) }
        if y == layout.hintLine { return hints(state: state, width: width) }
        if layout.previewLines.contains(y) { return previewLine(y - layout.previewLines.lowerBound, state: state, width: width) }
        var blank = LineBuilder(width: width)
        return blank.finish(style: theme.background)
    }

    /// A list's query and position: `> query` at the left, where it is
    /// typed (its end kept in view), `3/48211` at the right.
    private func queryLine(state: PickerState, layout: Layout) -> [Frame.Cell] {
        let width = layout.content.width
        var builder = LineBuilder(width: width)
        let text = ListQueryLine(state: state)
        let count = SafeText.glyphs(text.count, maxColumns: width, width: measure).glyphs
        let room = max(0, width - count.columns - (count.isEmpty ? 0 : 2))
        if let query = text.query {
            let prompt = SafeText.glyphs(ListQueryLine.prompt, maxColumns: room, width: measure).glyphs
            builder.put(prompt, style: theme.accent.over(theme.background), placeholder: theme.dim)
            let (typed, _) = SafeText.glyphs(query, maxColumns: .max, width: measure)
            // The end, where the typing is.
            let shown = SafeText.end(typed, columns: max(0, room - prompt.columns))
            builder.put(shown, style: theme.foreground.over(theme.background), placeholder: theme.dim)
        }
        builder.pad(width - count.columns - builder.used, style: theme.background)
        builder.put(count, style: theme.message.over(theme.background), placeholder: theme.dim)
        return builder.finish(style: theme.background)
    }

    /// `--header` and the input's header lines: above a list's rows from
    /// where its text starts, centred over wheels.
    private func headerLine(_ index: Int, state: PickerState, layout: Layout) -> [Frame.Cell] {
        let width = layout.content.width
        let lines = state.chrome.header + layout.order.flatMap { state.shownWheels.wheels[$0].rows.header }
        guard lines.indices.contains(index) else {
            var blank = LineBuilder(width: width)
            return blank.finish(style: theme.background)
        }
        guard layout.isList, let i = layout.order.first else { return centred(lines[index], width: width, style: theme.label) }
        var builder = LineBuilder(width: width)
        builder.pad(layout.columns[i].textStart - layout.content.x, style: theme.background)
        let (glyphs, truncated) = SafeText.glyphs(lines[index], maxColumns: builder.remaining + 1, width: measure)
        builder.put(SafeText.fit(glyphs, truncated: truncated, columns: builder.remaining, alignment: .left),
                    style: theme.label.over(theme.background), placeholder: theme.dim)
        return builder.finish(style: theme.background)
    }

    /// Command output: sanitised like rows, cut to the pane.
    private func previewLine(_ index: Int, state: PickerState, width: Int) -> [Frame.Cell] {
        var line = LineBuilder(width: width)
        let lines = state.preview?.lines ?? []
        if lines.indices.contains(index) {
            let (glyphs, truncated) = SafeText.glyphs(lines[index], maxColumns: width + 1, width: measure)
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
    /// Left of them the notes, the most important first, cut at their end
    /// with `…` (a search being typed shows its end, where the typing is).
    private func toolbar(state: PickerState, layout: Layout) -> [Frame.Cell] {
        var builder = LineBuilder(width: layout.content.width)
        let tinted = theme.button.over(theme.accent).over(theme.background)
        let room = layout.noteColumns.count
        if room > 0, let note = Toolbar.note(state: state) {
            // The checks' count (`3 ✓`) marks as the rows do: `*` where ✓
            // may be missing from the font.
            let text = appearance.plainMarks ? note.text.split(separator: "✓", omittingEmptySubsequences: false)
                .joined(separator: "*") : note.text
            let (glyphs, truncated) = SafeText.glyphs(text, maxColumns: note.keepsEnd ? .max : room + 1, width: measure)
            var shown = glyphs
            if note.keepsEnd, glyphs.columns > room {
                shown = SafeText.end(glyphs, columns: room)
            } else if truncated || glyphs.columns > room {
                shown = SafeText.fit(glyphs, truncated: truncated, columns: room, alignment: .left)
            }
            builder.put(shown, style: theme.message.over(theme.background), placeholder: theme.dim)
        }
        for button in layout.buttons {
            builder.pad(button.span.lowerBound - layout.content.x - builder.used, style: theme.background)
            let style = state.focus == button.focus ? theme.focus.over(tinted) : tinted
            let (glyphs, _) = SafeText.glyphs(Toolbar.label(button.text), maxColumns: builder.remaining, width: measure)
            builder.put(glyphs, style: style, placeholder: theme.dim)
        }
        return builder.finish(style: theme.background)
    }

    /// `--hints`: the keys a person needs first, as many as fit whole.
    private func hints(state: PickerState, width: Int) -> [Frame.Cell] {
        var builder = LineBuilder(width: width)
        var first = true
        for hint in KeyHints.words(for: state) {
            let text = (first ? "" : "  ") + hint
            let columns = SafeText.columns(of: text, width: measure)
            guard columns <= builder.remaining else { break }
            builder.put(SafeText.glyphs(text, maxColumns: columns, width: measure).glyphs, style: theme.dim.over(theme.background),
                        placeholder: theme.dim)
            first = false
        }
        return builder.finish(style: theme.background)
    }

    /// `?`: the key table over the wheels and the toolbar, a key's line
    /// each, until the next key; what does not fit ends with where the
    /// rest is.
    private func keyHelpLine(_ y: Int, state: PickerState, layout: Layout) -> [Frame.Cell]? {
        let top = layout.wheelTop
        let bottom = layout.toolbarLine.map { $0 + 1 } ?? layout.wheelLines.upperBound
        guard (top..<bottom).contains(y) else { return nil }
        let lines = KeyHints.helpLines(for: state)
        let room = bottom - top
        let index = y - top
        var builder = LineBuilder(width: layout.content.width)
        let text: String
        if lines.count > room, index == room - 1 {
            text = "… \(lines.count - index) more: reel --help"
        } else if index < lines.count {
            text = lines[index]
        } else {
            text = ""
        }
        let (glyphs, truncated) = SafeText.glyphs(text, maxColumns: layout.content.width + 1, width: measure)
        builder.put(SafeText.fit(glyphs, truncated: truncated, columns: layout.content.width, alignment: .left),
                    style: theme.message.over(theme.background), placeholder: theme.dim)
        return builder.finish(style: theme.background)
    }

    /// A form's line for `field`: the marker of the field shown, its name,
    /// and its value as its wheels show it.
    private func fieldLine(_ field: Int, state: PickerState, layout: Layout) -> [Frame.Cell] {
        let form = state.form
        guard form.fields.indices.contains(field) else { return LineBuilder(width: layout.content.width).cells }
        let entry = form.fields[field]
        let shown = field == form.shown
        var builder = LineBuilder(width: layout.content.width)
        let base = shown ? theme.selected.over(theme.background) : theme.background
        builder.put(SafeText.glyphs(shown ? "›" : " ", maxColumns: 1, width: measure).glyphs,
                    style: theme.accent.over(base), placeholder: theme.dim)
        builder.pad(Self.fieldMarker - builder.used, style: base)
        if form.showsNames {
            let name = SafeText.glyphs(entry.name, maxColumns: layout.fieldNameWidth + 1, width: measure)
            builder.put(SafeText.fit(name.glyphs, truncated: name.truncated, columns: layout.fieldNameWidth, alignment: .left),
                        style: (shown ? theme.focus : theme.label).over(base), placeholder: theme.dim)
            builder.pad(2, style: base)
        }
        if let own = entry.entry {
            putEntry(own.line(columns: builder.remaining, focused: shown && state.focus == .entry, width: measure),
                     base: base, into: &builder)
            return builder.finish(style: theme.background)
        }
        let text = Self.fieldValue(entry.wheels ?? .none, cap: builder.remaining + 1, width: measure)
        let (glyphs, truncated) = SafeText.glyphs(text, maxColumns: builder.remaining + 1, width: measure)
        builder.put(SafeText.fit(glyphs, truncated: truncated, columns: builder.remaining, alignment: .left),
                    style: base, placeholder: theme.dim)
        return builder.finish(style: theme.background)
    }

    /// Columns before a field's name: its marker and a space.
    static let fieldMarker = 2

    /// A text's or a switch's line: typed text as the line's, a
    /// placeholder dim, a switch that is on in the band's colours, and the
    /// cursor of a focused text as a cell in reverse video.
    private func putEntry(_ line: EntryLine, base: Style, into builder: inout LineBuilder) {
        let style = switch line.look {
        case .text: base
        case .placeholder: theme.dim.over(base)
        case .on: theme.selected.over(theme.band).over(base)
        case .off: theme.label.over(base)
        }
        guard let cursor = line.cursor else {
            builder.put(line.glyphs, style: style, placeholder: theme.dim)
            return
        }
        var column = 0, at = line.glyphs.count
        for (index, glyph) in line.glyphs.enumerated() {
            if column >= cursor { at = index; break }
            column += glyph.width
        }
        var caret = theme.focus.over(base)
        caret.attributes.insert(.reverse)
        builder.put(Array(line.glyphs[..<at]), style: style, placeholder: theme.dim)
        if at < line.glyphs.count {
            builder.put([line.glyphs[at]], style: caret, placeholder: caret)
            builder.put(Array(line.glyphs[(at + 1)...]), style: style, placeholder: theme.dim)
        } else if builder.remaining > 0 {
            builder.put([.space], style: caret, placeholder: caret)
        }
    }

    /// What a field's line shows: its wheels' rows as they are drawn, in
    /// the order drawn, joined by its separator (a space when none); a
    /// multi-select wheel's checked rows joined by `, `; nothing for a
    /// wheel still empty.
    /// Read only as far as `cap` columns and a glyph past them, which is
    /// all a line of the field ever shows: a `--multi` wheel with a
    /// million rows checked joined every title for each frame and layout.
    static func fieldValue(_ field: WheelField, cap: Int, width: DisplayWidth) -> String {
        let separator = field.separator.isEmpty ? " " : field.separator
        var text = ""
        for (place, i) in field.wheelOrder.enumerated() {
            if place > 0 { text += separator }
            let wheel = field.wheels[i]
            guard wheel.rows.count > 0 else {
                text += "…"
                continue
            }
            for (index, row) in field.checks.answer(i, band: wheel.selectedSourceRow).enumerated() {
                if index > 0 { text += ", " }
                text += wheel.sourceRows.title(at: row)
                // Past the cap, a whole glyph beyond it: what follows can
                // change nothing within it.
                if SafeText.glyphs(text, maxColumns: cap, width: width).truncated { return text }
            }
        }
        return text
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
