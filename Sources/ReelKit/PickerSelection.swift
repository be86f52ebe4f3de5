import ReelCore

/// The rows chosen, one per component, and their titles.
public struct PickerSelection: Equatable, Sendable {
    /// The selected row of each component.
    public var rows: [Int]
    /// The text shown on each selected row.
    public var titles: [String]

    /// A selection of `rows` showing `titles`.
    public init(rows: [Int], titles: [String]) {
        self.rows = rows
        self.titles = titles
    }
}
