import ReelCore

/// The rows chosen, one per component, and their titles.
public struct PickerSelection: Equatable, Sendable {
    /// The selected row of each component (the band's).
    public var rows: [Int]
    /// The text shown on each selected row.
    public var titles: [String]
    /// Each component's answer: its checked rows in row order on a
    /// component that allows multiple selection (the band's row when none
    /// is checked), else its selected row alone.
    public var checkedRows: [[Int]]

    /// A selection of `rows` showing `titles`.
    public init(rows: [Int], titles: [String], checkedRows: [[Int]]? = nil) {
        self.rows = rows
        self.titles = titles
        self.checkedRows = checkedRows ?? rows.map { [$0] }
    }
}
