import ReelCore

/// One wheel given whole, for pickers that need no data source: an array
/// of titles or a range of numbers, with its label and look.
///
///     Picker(components: [.init(1...20, label: "분")], title: "휴식하기")
public struct PickerComponent: Sendable {
    /// The rows; ranges are computed, not stored, so `0...1_000_000` is cheap.
    package var rows: any RowSource
    /// Fixed text beside the selection band ("분", "hours").
    public var label: String?
    /// Columns for the rows; nil: the widest row.
    public var width: Int?
    /// Where a row shorter than the wheel sits.
    public var alignment: Alignment
    /// Wraps from the last row to the first.
    public var isCyclic: Bool
    /// The row selected at the start, clamped into the rows.
    public var selectedRow: Int
    /// Rows may be checked, several at once (space, ctrl+a), as
    /// UITableView's `allowsMultipleSelection`; the picker's answer for
    /// the component is then its checked rows (`Picker.checkedRows`).
    public var allowsMultipleSelection = false
    /// At most this many rows checked; nil: any number.
    public var maximumCheckedRows: Int?

    /// A component showing `titles`. With `ansi`, the titles are
    /// ANSI-coloured lines (`git log --color`'s, `ls --color`'s): their SGR
    /// sequences are drawn as the rows' colours (as `reel --ansi` draws
    /// them) and left out of the titles the picker answers with.
    public init(_ titles: [String], label: String? = nil, width: Int? = nil, alignment: Alignment = .center,
                isCyclic: Bool = false, selectedRow: Int = 0, ansi: Bool = false) {
        self.init(rows: ListRows(titles, colorCodes: ansi ? .drawn : .escaped), label: label, width: width,
                  alignment: alignment, isCyclic: isCyclic, selectedRow: selectedRow)
    }

    /// A component of the numbers in `range`, `step` apart, zero-padded to
    /// `padding` digits (2 shows `05`).
    public init(_ range: ClosedRange<Int>, step: Int = 1, padding: Int = 0, label: String? = nil, width: Int? = nil,
                alignment: Alignment = .center, isCyclic: Bool = false, selectedRow: Int = 0) {
        let step = max(1, step)
        let count = (range.upperBound - range.lowerBound) / step + 1
        self.init(rows: NumberRows(first: range.lowerBound, step: step, count: count, padding: padding),
                  label: label, width: width, alignment: alignment, isCyclic: isCyclic, selectedRow: selectedRow)
    }

    /// A component of the numbers in a half-open `range` (`0..<60`).
    public init(_ range: Range<Int>, step: Int = 1, padding: Int = 0, label: String? = nil, width: Int? = nil,
                alignment: Alignment = .center, isCyclic: Bool = false, selectedRow: Int = 0) {
        let step = max(1, step)
        let count = range.isEmpty ? 0 : (range.upperBound - 1 - range.lowerBound) / step + 1
        self.init(rows: NumberRows(first: range.lowerBound, step: step, count: count, padding: padding),
                  label: label, width: width, alignment: alignment, isCyclic: isCyclic, selectedRow: selectedRow)
    }

    /// A component over any `RowSource`, for rows computed another way.
    package init(rows: any RowSource, label: String? = nil, width: Int? = nil, alignment: Alignment = .center,
                isCyclic: Bool = false, selectedRow: Int = 0) {
        self.rows = rows
        self.label = label
        self.width = width
        self.alignment = alignment
        self.isCyclic = isCyclic
        self.selectedRow = selectedRow
    }

    /// The model's wheel for this component.
    var wheel: Wheel {
        Wheel(rows: rows, label: label, width: width, alignment: alignment, isCyclic: isCyclic, selectedRow: selectedRow)
    }
}
