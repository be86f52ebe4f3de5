/// Where everything goes for one terminal size: the columns of each wheel
/// and the lines of the frame. Computed once per size, not per key.
public struct Layout: Equatable, Sendable {
    public struct Column: Equatable, Sendable {
        /// First column of the wheel's focus margin.
        public var start: Int
        /// Columns for the rows, without the margins.
        public var rowWidth: Int
        /// Columns of the label after the wheel and its trailing space (0: none).
        public var labelWidth: Int
        /// Columns after the label up to the next wheel: the separator's.
        public var gap: Int
    }

    public var width: Int
    public var columns: [Column]
    public var visibleRows: Int
    /// Index among the visible rows of the selection band.
    public var band: Int
    public var showsTitle: Bool
    public var showsMessage: Bool
    public var showsToolbar: Bool

    /// Lines above the wheels.
    public var wheelTop: Int { (showsTitle ? 1 : 0) + (showsMessage ? 1 : 0) }
    public var height: Int { wheelTop + visibleRows + (showsToolbar ? 1 : 0) }

    /// One column of margin on each side of a wheel carries the focus mark.
    static let margin = 1

    public init(state: PickerState, size: TerminalSize, measure: DisplayWidth) {
        let wheels = state.wheels
        let separatorWidth = SafeText.columns(of: state.separator, width: measure)
        var rowWidths = wheels.map { max(1, $0.width ?? $0.measuredWidth) }
        let labelWidths = wheels.map { $0.label.map { SafeText.columns(of: $0, width: measure) } ?? 0 }
        // The wheels' margins and a label's trailing space already part
        // them; the separator, if any, stands between.
        let gap = separatorWidth
        func total() -> Int {
            zip(rowWidths, labelWidths).map { $0 + 2 * Self.margin + ($1 > 0 ? $1 + 1 : 0) }.reduce(0, +)
                + gap * max(0, wheels.count - 1)
        }
        // Too wide: take a column from the widest wheel until it fits.
        while total() > size.columns, let widest = rowWidths.indices.max(by: { rowWidths[$0] < rowWidths[$1] }),
              rowWidths[widest] > 1 {
            rowWidths[widest] -= 1
        }
        var columns: [Column] = []
        var x = 0
        for i in wheels.indices {
            let labelPart = labelWidths[i] > 0 ? labelWidths[i] + 1 : 0
            let after = i < wheels.count - 1 ? gap : 0
            columns.append(Column(start: x, rowWidth: rowWidths[i], labelWidth: labelPart, gap: after))
            x += rowWidths[i] + 2 * Self.margin + labelPart + after
        }
        let toolbarWidth = Toolbar.width(state: state, measure: measure) + Toolbar.noteRoom
        let titleWidth = max(state.title.map { SafeText.columns(of: $0, width: measure) } ?? 0,
                             state.message.map { SafeText.columns(of: $0, width: measure) } ?? 0)
        width = max(1, min(size.columns, max(x, toolbarWidth, titleWidth)))
        // Under a wider title or message the wheels sit in the middle.
        let indent = max(0, (width - x) / 2)
        self.columns = columns.map { var c = $0; c.start += indent; return c }

        // Too tall: fewer rows first, then drop the message, title and toolbar.
        var showsTitle = state.title != nil
        var showsMessage = state.message != nil
        var showsToolbar = true
        var chrome: Int { (showsTitle ? 1 : 0) + (showsMessage ? 1 : 0) + (showsToolbar ? 1 : 0) }
        let height = max(1, size.rows)
        while height - chrome < 1 && chrome > 0 {
            if showsMessage { showsMessage = false } else if showsTitle { showsTitle = false } else { showsToolbar = false }
        }
        visibleRows = max(1, min(state.visibleRows, height - chrome))
        band = (visibleRows - 1) / 2
        self.showsTitle = showsTitle
        self.showsMessage = showsMessage
        self.showsToolbar = showsToolbar
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
}
