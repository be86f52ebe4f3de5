/// Where everything goes for one terminal size: the picker's box in the
/// frame, the border, each line's job and each wheel's and button's
/// columns. Every position is absolute within the frame, so a mouse click
/// maps to a wheel, a row or a button with this value alone. Computed once
/// per size, not per key.
///
/// A terminal too small for the picker as asked degrades in this order:
/// the border goes; then wheels narrow (the widest first, text ending in
/// `…`); lines go by row height, then rows (down to the band alone), then
/// the message, the title and the toolbar. A size of 0×0 is taken as 80×24.
package struct Layout: Equatable, Sendable {
    package struct Rect: Equatable, Sendable {
        package var x, y, width, height: Int
        package var columns: Range<Int> { x..<(x + width) }
        package var lines: Range<Int> { y..<(y + height) }
    }

    package struct Column: Equatable, Sendable {
        /// First column of the wheel's focus margin.
        package var start: Int
        /// Columns of the icon (or swatch) before the rows (0: none); one
        /// space follows it.
        package var iconWidth: Int
        /// Columns for the rows, without the margins.
        package var rowWidth: Int
        /// Columns of the label after the wheel and its trailing space (0: none).
        package var labelWidth: Int
        /// Columns after the label up to the next wheel: `--gap`, or the separator's.
        package var gap: Int

        var iconPart: Int { iconWidth > 0 ? iconWidth + 1 : 0 }
        package var iconStart: Int { start + Layout.margin }
        package var textStart: Int { iconStart + iconPart }
        /// The wheel itself, margins included: what focus reverses and a click hits.
        package var wheelSpan: Range<Int> { start..<(textStart + rowWidth + Layout.margin) }
        package var labelStart: Int { wheelSpan.upperBound }
        /// The wheel, its label and the gap after it.
        package var span: Range<Int> { start..<(labelStart + labelWidth + gap) }
    }

    package struct Button: Equatable, Sendable {
        package var focus: Focus
        package var text: String
        package var span: Range<Int>
    }

    /// The frame: the picker's box inline, the whole screen in fullscreen.
    package var width: Int
    package var height: Int
    /// The picker, border included.
    package var box: Rect
    /// `.none` when not asked for or dropped to fit.
    package var border: BorderStyle
    /// Inside the border and its padding.
    package var content: Rect
    /// The title's own line; nil when hidden or set into the top border.
    package var titleLine: Int?
    package var titleInBorder: Bool
    package var messageLine: Int?
    /// First line of the top visible row.
    package var wheelTop: Int
    package var rowHeight: Int
    package var visibleRows: Int
    /// Index among the visible rows of the selection band: the middle row,
    /// and for an even count the upper of the two middle rows (one more
    /// row shows below the band than above).
    package var band: Int
    package var toolbarLine: Int?
    /// By wheel index, as the state numbers the wheels; `order` says which
    /// stands where.
    package var columns: [Column]
    /// The wheels' indices left to right (`PickerState.wheelOrder`).
    package var order: [Int]
    package var buttons: [Button]
    /// Whether the toolbar keeps room for a note (see `Toolbar.note`).
    package var hasNoteRoom: Bool

    package var showsTitle: Bool { titleLine != nil || titleInBorder }
    package var showsMessage: Bool { messageLine != nil }
    /// The `--preview` pane's lines, under the toolbar; empty when hidden.
    package var previewLines: Range<Int> = 0..<0
    package var showsToolbar: Bool { toolbarLine != nil }
    package var wheelLines: Range<Int> { wheelTop..<(wheelTop + visibleRows * rowHeight) }
    package var bandLines: Range<Int> { lines(ofRow: band) }

    /// The lines of visible row `row` (0 at the top).
    package func lines(ofRow row: Int) -> Range<Int> {
        let top = wheelTop + row * rowHeight
        return top..<(top + rowHeight)
    }

    /// The line that carries the text of visible row `row`: the middle one.
    package func textLine(ofRow row: Int) -> Int { wheelTop + row * rowHeight + (rowHeight - 1) / 2 }

    /// The visible row drawn on `line`, if any.
    package func row(atLine line: Int) -> Int? {
        wheelLines.contains(line) ? (line - wheelTop) / rowHeight : nil
    }

    /// One column of margin on each side of a wheel carries the focus mark.
    static let margin = 1
    /// Columns between a border's side and the content, so buttons and
    /// wide rows do not touch the line.
    static let borderPadding = 1

    package init(state: PickerState, size: TerminalSize, appearance: Appearance = Appearance(), measure: DisplayWidth) {
        let size = (size.columns > 0 && size.rows > 0 ? size : .fallback).capped
        let wheels = state.wheels
        func columns(_ text: String?) -> Int { text.map { SafeText.columns(of: $0, width: measure) } ?? 0 }
        // Nothing wider or taller than the terminal is ever laid out, so no
        // sum below can overflow and the narrowing loop is bounded by it.
        var rowWidths = wheels.map { min(max(1, $0.width ?? $0.measuredWidth), size.columns) }
        let labelWidths = wheels.map { columns($0.label) }
        let iconWidths = wheels.indices.map {
            max(wheels[$0].measuredIconWidth, appearance.showsSwatch($0) ? Swatch.width : 0)
        }
        let gap = min(max(appearance.gap, columns(state.separator)), size.columns)
        func wheelsWidth() -> Int {
            wheels.indices.map {
                2 * Self.margin + (iconWidths[$0] > 0 ? iconWidths[$0] + 1 : 0) + rowWidths[$0]
                    + (labelWidths[$0] > 0 ? labelWidths[$0] + 1 : 0)
            }.reduce(0, +) + gap * max(0, wheels.count - 1)
        }
        // Room for a note (a search, a countdown, rows loading) only while
        // there is one: the session lays out again when one comes or goes.
        let hasNoteRoom = Toolbar.hasNote(state: state)
        let toolbarWidth = Toolbar.width(state: state, measure: measure) + (hasNoteRoom ? Toolbar.noteRoom : 0)
        var rowHeight = min(max(1, appearance.rowHeight), size.rows)
        var visibleRows = min(max(1, state.visibleRows), size.rows)

        // The border goes first when the picker as asked does not fit
        // inside it (a long title or message would only be truncated).
        var border = appearance.border
        if border != .none {
            let lines = (state.message != nil ? 1 : 0) + visibleRows * rowHeight + 1 + 2 + state.previewHeight
            let columns = max(wheelsWidth(), toolbarWidth) + 2 + 2 * Self.borderPadding
            if columns > size.columns || lines > size.rows { border = .none }
            // Box drawing is East Asian ambiguous: where the terminal draws
            // it two columns wide (--ambiwide), ASCII keeps the box closed.
            if border != .none, measure.width(of: "─") != 1 { border = .ascii }
        }
        // Lines and columns the border takes on each side.
        let inset = border == .none ? 0 : 1
        let sideInset = border == .none ? 0 : 1 + Self.borderPadding
        let availableColumns = size.columns - 2 * sideInset
        while wheelsWidth() > availableColumns,
              let widest = rowWidths.indices.max(by: { rowWidths[$0] < rowWidths[$1] }), rowWidths[widest] > 1 {
            rowWidths[widest] -= 1
        }
        let titleInBorder = border != .none && state.title != nil
        // In the border the title keeps a space on either side.
        let titleWidth = columns(state.title) + (titleInBorder ? 2 : 0)
        let contentWidth = max(1, min(availableColumns,
                                      max(wheelsWidth(), toolbarWidth, titleWidth, columns(state.message),
                                          state.previewLines.map { columns($0) }.max() ?? 0)))

        // Too tall: fewer lines per row, then fewer rows, then the chrome.
        var showsTitle = state.title != nil && !titleInBorder
        var showsMessage = state.message != nil
        var showsToolbar = true
        // The preview pane goes first when the terminal is too short.
        var previewHeight = state.previewHeight
        var chrome: Int { (showsTitle ? 1 : 0) + (showsMessage ? 1 : 0) + (showsToolbar ? 1 : 0) + previewHeight }
        let availableLines = max(1, size.rows - 2 * inset)
        if availableLines - chrome < visibleRows { previewHeight = 0 }
        while availableLines - chrome < 1 && chrome > 0 {
            if previewHeight > 0 {
                previewHeight = 0
            } else if showsMessage { showsMessage = false } else if showsTitle { showsTitle = false } else { showsToolbar = false }
        }
        let linesForRows = availableLines - chrome
        if visibleRows * rowHeight > linesForRows {
            rowHeight = max(1, linesForRows / visibleRows)
            if visibleRows * rowHeight > linesForRows { visibleRows = linesForRows }
        }

        let boxWidth = contentWidth + 2 * sideInset
        let boxHeight = chrome + visibleRows * rowHeight + 2 * inset
        if appearance.fullscreen {
            width = size.columns
            height = size.rows
            box = Rect(x: (width - boxWidth) / 2, y: (height - boxHeight) / 2, width: boxWidth, height: boxHeight)
        } else {
            width = boxWidth
            height = boxHeight
            box = Rect(x: 0, y: 0, width: boxWidth, height: boxHeight)
        }
        self.border = border
        content = Rect(x: box.x + sideInset, y: box.y + inset, width: contentWidth, height: boxHeight - 2 * inset)
        self.titleInBorder = titleInBorder
        var line = content.y
        func take(_ shown: Bool) -> Int? {
            guard shown else { return nil }
            defer { line += 1 }
            return line
        }
        titleLine = take(showsTitle)
        messageLine = take(showsMessage)
        wheelTop = line
        line += visibleRows * rowHeight
        toolbarLine = take(showsToolbar)
        previewLines = line..<(line + previewHeight)
        self.rowHeight = rowHeight
        self.visibleRows = visibleRows
        band = (visibleRows - 1) / 2

        // Under a wider title, message or toolbar the wheels sit in the middle.
        var x = content.x + max(0, (contentWidth - wheelsWidth()) / 2)
        let order = state.wheelOrder
        var placed = [Column](repeating: Column(start: 0, iconWidth: 0, rowWidth: 0, labelWidth: 0, gap: 0),
                              count: wheels.count)
        for (position, i) in order.enumerated() {
            let column = Column(start: x, iconWidth: iconWidths[i], rowWidth: rowWidths[i],
                                labelWidth: labelWidths[i] > 0 ? labelWidths[i] + 1 : 0,
                                gap: position < wheels.count - 1 ? gap : 0)
            placed[i] = column
            x = column.span.upperBound
        }
        self.columns = placed
        self.order = order
        self.hasNoteRoom = hasNoteRoom
        let left = content.x
        buttons = Toolbar.spans(state: state, width: contentWidth, measure: measure).map {
            Button(focus: $0.button.focus, text: $0.button.text, span: (left + $0.start)..<(left + $0.start + $0.width))
        }
    }
}

/// A terminal's size in character cells.
public struct TerminalSize: Equatable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// What a terminal that reports no size is taken to be.
    public static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The largest size reel draws for: a terminal reporting more (up to
    /// 65535×65535) gets a frame of at most this many cells, at its top left,
    /// so frames, their diffs and memory stay bounded (SECURITY.md).
    public static let maximum = TerminalSize(columns: 1000, rows: 500)

    /// This size, no larger than `maximum`.
    package var capped: TerminalSize {
        TerminalSize(columns: min(columns, Self.maximum.columns), rows: min(rows, Self.maximum.rows))
    }
}
