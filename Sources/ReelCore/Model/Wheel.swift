import ReelText

/// One wheel of the picker (a UIPickerView component): its rows, how it is drawn, and which row
/// sits in the selection band.
package struct Wheel: Sendable {
    package var rows: any RowSource {
        didSet { revision &+= 1 }
    }
    /// Fixed text beside the band ("hours", "분").
    package var label: String?
    /// Columns for the rows; nil: the widest row, capped to fit the terminal.
    package var width: Int?
    package var alignment: Alignment
    /// Wraps from the last row to the first, like the iOS timer wheels.
    package var isCyclic: Bool
    /// Rows read from stdin, a file or a command: the toolbar shows where
    /// the band is among them (`12/304`) when they do not all fit.
    package var showsPosition = false
    /// Rows of the person's own (a comma list, stdin, a file, a command),
    /// not a range or a preset's: `--filter` gives it a query of its own;
    /// a range keeps its digit type-ahead.
    package var isList = false
    package private(set) var selectedRow: Int {
        didSet { if selectedRow != oldValue { revision &+= 1 } }
    }
    /// Counts the changes to the rows and the selection, so that what
    /// reads the wheel (a command naming `{N}`) looks again only after one,
    /// not on every event of a picker of many wheels.
    package private(set) var revision = 0
    /// The widest row in columns, measured once rather than per frame.
    package private(set) var measuredWidth = 1
    /// The widest icon in columns (0: none), measured with the rows.
    package private(set) var measuredIconWidth = 0
    /// How the terminal measures text (`--ambiwide`): rows that arrive
    /// later (a stream, a command) are measured the same way.
    package private(set) var measure = DisplayWidth()
    /// What SGR sequences in the wheel's lines are (`--ansi`): lines that
    /// arrive later (a stream, a command's output) are read the same way.
    package internal(set) var colorCodes = ColorCodes.escaped
    /// Lines at the start of the wheel's lines that are a header
    /// (`--header-lines`): lines that arrive later are read the same way.
    package internal(set) var headerLines = 0

    /// Widest rows are capped here; the layout shrinks wheels further to fit.
    package static let measureCap = ScanCost.measureCap
    /// An icon is a marker, not a second text: wider ones are cut.
    package static let iconCap = 8

    package init(rows: any RowSource, label: String? = nil, width: Int? = nil,
                alignment: Alignment = .center, isCyclic: Bool = false, selectedRow: Int = 0) {
        self.rows = rows
        self.label = label
        self.width = width
        self.alignment = alignment
        self.isCyclic = isCyclic
        self.selectedRow = 0
        select(selectedRow)
        measure(with: DisplayWidth())
    }

    /// Measures the rows again (after a reload, or with `--ambiwide`).
    package mutating func measure(with width: DisplayWidth) {
        measure = width
        measuredWidth = max(1, rows.widestRow(width: width, cap: Self.measureCap))
        measuredIconWidth = rows.widestIcon(width: width, cap: Self.iconCap)
    }

    /// Selects `row`, clamped into the wheel (`PickerState.select(_:inWheel:)`).
    package mutating func select(_ row: Int) {
        selectedRow = max(0, min(row, rows.count - 1))
    }

    /// Makes room for a wider row that arrived later, measured elsewhere.
    package mutating func widen(to columns: Int) {
        measuredWidth = max(measuredWidth, min(columns, Self.measureCap))
    }

    /// Makes room for rows that arrived later (streaming input): measures
    /// the rows from `start` on, as they are shown (fields, icons), and
    /// only those. `longest(row)` bounds a row's width cheaply (its byte
    /// count), so rows no longer than the widest so far are skipped.
    package mutating func widen(measuringFrom start: Int, width: DisplayWidth, longest: (Int) -> Int) {
        for row in start..<rows.count {
            if longest(row) > measuredWidth {
                let (glyphs, truncated) = rows.glyphs(at: row, maxColumns: Self.measureCap, width: width)
                measuredWidth = max(measuredWidth, min(Self.measureCap, glyphs.columns + (truncated ? 1 : 0)))
            }
            if let icon = rows.icon(at: row) {
                measuredIconWidth = max(measuredIconWidth, min(Self.iconCap, SafeText.columns(of: icon, width: width)))
            }
        }
    }

    /// Moves by `delta` rows: wrapping on a cyclic wheel, stopping at the
    /// ends otherwise.
    package mutating func spin(by delta: Int) {
        let count = rows.count
        guard count > 0 else { return }
        if isCyclic {
            let moved = (selectedRow + delta) % count
            selectedRow = moved < 0 ? moved + count : moved
        } else {
            select(selectedRow + delta)
        }
    }

    /// The row shown `offset` lines away from the band, or nil for blank
    /// space past the ends of a wheel that does not wrap.
    package func row(atOffset offset: Int) -> Int? {
        let count = rows.count
        guard count > 0 else { return nil }
        let row = selectedRow + offset
        if isCyclic {
            let wrapped = row % count
            return wrapped < 0 ? wrapped + count : wrapped
        }
        return (0..<count).contains(row) ? row : nil
    }
}

extension Wheel {
    /// The value printed for the band's row; empty for an empty wheel
    /// (what placeholders see of a wheel still loading).
    package var currentValue: [UInt8] { rows.count > 0 ? rows.value(at: selectedRow) : [] }
}
