import ReelInput
import ReelModel
import ReelText

/// Where everything goes for one terminal size: the picker's box in the
/// frame, the border, each line's job and each wheel's and button's
/// columns. Every position is absolute within the frame, so a mouse click
/// maps to a wheel, a row, a field or a button with this value alone.
/// Computed once per size and per field shown, not per key; what the
/// toolbar says never changes it (a search opening does not move the
/// wheels: the toolbar keeps the same room for notes whether or not there
/// is one).
///
/// A terminal too small for the picker as asked degrades in this order,
/// so that what matters stays whole: the border goes; then columns go from
/// the gaps between wheels (the separator last), then from the labels
/// (the widest first, cut with `…`, then dropped), then from the values
/// (the widest wheel first, cut with `…`); lines go by the preview pane,
/// row height, a form's field lines (scrolled to keep the focused field,
/// down to three), rows (down to the band alone), the field lines (down to
/// the focused one), then the hint line, the message, the title and the
/// toolbar. A button is drawn whole or not at all (Cancel goes first). A
/// size of 0×0 is taken as 80×24.
package struct Layout: Equatable, Sendable {
    package struct Rect: Equatable, Sendable {
        package var x, y, width, height: Int
        package var columns: Range<Int> { x..<(x + width) }
        package var lines: Range<Int> { y..<(y + height) }
    }

    package struct Column: Equatable, Sendable {
        /// First column of the wheel's focus margin.
        package var start: Int
        /// Columns of the check mark of a multi-select wheel (0: none);
        /// it stands before the icon.
        package var markWidth: Int
        /// Columns of the icon (or swatch) before the rows (0: none); one
        /// space follows it.
        package var iconWidth: Int
        /// Columns for the rows, without the margins.
        package var rowWidth: Int
        /// Columns of the label after the wheel and its trailing space (0: none).
        package var labelWidth: Int
        /// Columns after the label up to the next wheel: `--gap`, or the separator's.
        package var gap: Int

        static let hidden = Column(start: 0, markWidth: 0, iconWidth: 0, rowWidth: 0, labelWidth: 0, gap: 0)

        var iconPart: Int { iconWidth > 0 ? iconWidth + 1 : 0 }
        package var markStart: Int { start + Layout.margin }
        package var iconStart: Int { markStart + markWidth }
        package var textStart: Int { iconStart + iconPart }
        /// The wheel itself, margins included: what focus marks and a click hits.
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
    /// A form's field lines, one per field shown, from `firstField` on.
    package var fieldLines: Range<Int> = 0..<0
    package var firstField = 0
    /// Columns of the widest field name, so the values line up.
    package var fieldNameWidth = 0
    /// The table look (`--layout list`) of the field shown: rows from the
    /// top, the whole width, a query line above them.
    package var isList = false
    /// A list's line of its query and position (`> whl   3/48211`).
    package var queryLine: Int?
    /// `--header` and `--header-lines`: lines above the rows.
    package var headerLines: Range<Int> = 0..<0
    /// First line of the top visible row.
    package var wheelTop: Int
    package var rowHeight: Int
    package var visibleRows: Int
    /// Index among the visible rows of the selection band: the middle row,
    /// and for an even count the upper of the two middle rows (one more
    /// row shows below the band than above).
    package var band: Int
    package var toolbarLine: Int?
    /// `--hints`: the line of key hints under the toolbar.
    package var hintLine: Int?
    /// By wheel index, as the state numbers the wheels; only the wheels in
    /// `order` are placed (in a form, the shown field's).
    package var columns: [Column]
    /// The wheels on screen, left to right (`PickerState.wheelOrder`: in a form, the shown field's).
    package var order: [Int]
    package var buttons: [Button]
    /// The toolbar's columns left of the buttons, where its notes go.
    package var noteColumns: Range<Int>

    package var showsTitle: Bool { titleLine != nil || titleInBorder }
    package var showsMessage: Bool { messageLine != nil }
    /// The `--preview` pane's lines, under the toolbar; empty when hidden.
    package var previewLines: Range<Int> = 0..<0
    package var showsToolbar: Bool { toolbarLine != nil }
    /// The buttons drawn, left to right (none when the toolbar's line
    /// went): what the view tells the state Tab may reach (`Event.toolbarDrawn`).
    package var drawnButtons: [Focus] { showsToolbar ? buttons.map(\.focus) : [] }
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

    /// The field drawn on `line`, if any.
    package func field(atLine line: Int) -> Int? {
        fieldLines.contains(line) ? firstField + line - fieldLines.lowerBound : nil
    }

    /// The line field `field` is drawn on, if it is on screen.
    package func line(ofField field: Int) -> Int? {
        let line = fieldLines.lowerBound + field - firstField
        return fieldLines.contains(line) ? line : nil
    }

    /// One column of margin on each side of a wheel carries the focus mark.
    static let margin = 1
    /// Columns between a border's side and the content, so buttons and
    /// wide rows do not touch the line.
    static let borderPadding = 1

    package init(state: PickerState, size: TerminalSize, appearance: Appearance = Appearance(), measure: DisplayWidth) {
        let size = (size.columns > 0 && size.rows > 0 ? size : .fallback).capped
        var widths = Widths(state: state, appearance: appearance, measure: measure, size: size)
        let border = Self.border(appearance.border, widths: widths, state: state, appearance: appearance,
                                 measure: measure, size: size)
        let contentWidth = widths.fit(columns: size.columns - 2 * Self.sideInset(border), border: border, state: state)
        var lines = Lines(state: state, appearance: appearance, titleInBorder: border != .none && state.chrome.title != nil,
                          size: size)
        lines.fit(available: max(1, size.rows - 2 * Self.inset(border)))
        self.init(placing: widths, lines: lines, contentWidth: contentWidth, border: border,
                  state: state, appearance: appearance, measure: measure, size: size)
    }
}

// MARK: - The last step: place

extension Layout {
    private init(placing widths: Widths, lines: Lines, contentWidth: Int, border: BorderStyle,
                 state: PickerState, appearance: Appearance, measure: DisplayWidth, size: TerminalSize) {
        let inset = Self.inset(border), sideInset = Self.sideInset(border)
        let boxWidth = contentWidth + 2 * sideInset
        let boxHeight = lines.chrome + lines.visibleRows * lines.rowHeight + 2 * inset
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
        titleInBorder = border != .none && state.chrome.title != nil
        var line = content.y
        func take(_ shown: Bool) -> Int? {
            guard shown else { return nil }
            defer { line += 1 }
            return line
        }
        titleLine = take(lines.showsTitle)
        messageLine = take(lines.showsMessage)
        fieldLines = line..<(line + lines.fieldLines)
        line += lines.fieldLines
        firstField = lines.firstField
        fieldNameWidth = widths.fieldNames
        isList = state.shownWheels.showsList
        queryLine = take(lines.showsQuery)
        headerLines = line..<(line + lines.header)
        line += lines.header
        wheelTop = line
        line += lines.visibleRows * lines.rowHeight
        toolbarLine = take(lines.showsToolbar)
        hintLine = take(lines.showsHints)
        previewLines = line..<(line + lines.previewHeight)
        rowHeight = lines.rowHeight
        visibleRows = lines.visibleRows
        band = (lines.visibleRows - 1) / 2

        // Under a wider title, message or toolbar (or a wider field of the
        // form) the wheels sit in the middle.
        order = state.shownWheels.wheelOrder
        let field = widths.shown
        var x = content.x + max(0, (contentWidth - widths.span(field: field, wheels: order)) / 2)
        columns = [Column](repeating: .hidden, count: state.shownWheels.wheels.count)
        for (position, i) in order.enumerated() {
            let (marks, icons, rows, labels) = (widths.marks[field], widths.icons[field], widths.rows[field], widths.labels[field])
            let column = Column(start: x, markWidth: marks[i], iconWidth: icons[i], rowWidth: rows[i],
                                labelWidth: labels[i] > 0 ? labels[i] + 1 : 0,
                                gap: position < order.count - 1 ? widths.gap : 0)
            columns[i] = column
            x = column.span.upperBound
        }
        // A list's rows take the whole width, left to right.
        if isList, let i = order.first {
            var column = columns[i]
            column.start = content.x
            column.rowWidth = max(1, contentWidth - (column.span.count - column.rowWidth))
            columns[i] = column
        }
        let left = content.x
        let placed = Toolbar.spans(state: state, width: contentWidth, measure: measure)
        buttons = placed.map {
            Button(focus: $0.button.focus, text: $0.button.text, span: (left + $0.start)..<(left + $0.start + $0.width))
        }
        // One column between the notes and the first button.
        noteColumns = left..<max(left, (buttons.first?.span.lowerBound).map { $0 - 1 } ?? left + contentWidth)
    }
}

// MARK: - Borders and insets

extension Layout {
    /// Lines and columns the border takes on each side.
    static func inset(_ border: BorderStyle) -> Int { border == .none ? 0 : 1 }
    static func sideInset(_ border: BorderStyle) -> Int { border == .none ? 0 : 1 + borderPadding }

    /// Takes `excess` columns off the rows, as narrowing the widest (the
    /// first of equals) a column at a time would, never below 1 — in
    /// O(n log width) rather than once per column over every wheel (300
    /// command wheels on 200 columns: 900 passes over 300 wheels, on every
    /// layout). The widest end at one level `L`, the least whose cut is at
    /// most `excess`; what is left of it comes off the first rows at `L`,
    /// as the column-at-a-time loop takes the first of equals.
    static func narrow(_ rows: inout [Int], by excess: Int, floor: Int = 1) {
        func cut(_ level: Int) -> Int { rows.reduce(0) { $0 + max(0, $1 - level) } }
        guard let widest = rows.max(), excess > 0, widest > floor else { return }
        guard excess < cut(floor) else {
            rows = rows.map { min($0, floor) }
            return
        }
        var (low, high) = (floor, widest)
        while low < high {
            let middle = (low + high) / 2
            if cut(middle) <= excess { high = middle } else { low = middle + 1 }
        }
        var left = excess - cut(low)
        for i in rows.indices where rows[i] >= low {
            rows[i] = low
            if left > 0 {
                rows[i] -= 1
                left -= 1
            }
        }
    }

    /// The border goes first when the picker as asked does not fit inside
    /// it (a long title or message would only be truncated).
    static func border(_ style: BorderStyle, widths: Widths, state: PickerState, appearance: Appearance,
                       measure: DisplayWidth, size: TerminalSize) -> BorderStyle {
        guard style != .none else { return .none }
        // A list that fills the screen asks for one row: the rest is what is left.
        let asked = Lines.fills(state, appearance) ? 1 : state.chrome.visibleRows
        let rows = state.hasNoRows ? 0 : min(max(1, asked), size.rows) * min(max(1, appearance.rowHeight), size.rows)
        let lines = (state.chrome.message != nil ? 1 : 0) + (state.form.hasLines ? state.form.fields.count : 0) + rows + 1 + 2
            + (state.shownWheels.showsList ? 1 : 0) + Lines.headerCount(state)
            + (state.preview?.height ?? 0) + (appearance.hints ? 1 : 0)
        // A list's rows are cut where the width ends, as fzf's: only what
        // stands beside them asks for columns.
        let columns = max(widths.widestNeeded, widths.toolbar) + 2 + 2 * borderPadding
        if columns > size.columns || lines > size.rows { return .none }
        // Box drawing is East Asian ambiguous: where the terminal draws it
        // two columns wide (--ambiwide), ASCII keeps the box closed.
        return measure.width(of: "─") != 1 ? .ascii : style
    }
}
