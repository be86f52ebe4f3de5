import ReelCore

/// The picker as `didSelectRow` sees it: the selection, and requests to
/// reload or move components. The picker carries them out when the
/// delegate returns, so reloaded components read the delegate's changes.
///
/// A row selected here does not call `didSelectRow` again (as UIKit's
/// `selectRow(_:inComponent:animated:)` does not), so delegates cannot loop.
public struct PickerControl: Sendable {
    /// The selected row of every component, with this call's moves applied.
    public private(set) var selectedRows: [Int]
    /// Components to reload, in the order asked.
    private(set) var reloads: [Int] = []
    private(set) var reloadsAll = false
    /// Moves asked for, applied after the reloads, in order.
    private(set) var selections: [(row: Int, component: Int)] = []

    init(selectedRows: [Int]) { self.selectedRows = selectedRows }

    /// Wheels side by side.
    public var numberOfComponents: Int { selectedRows.count }

    /// The selected row of `component` (`selectedRow(inComponent:)`).
    public func selectedRow(inComponent component: Int) -> Int { selectedRows[component] }

    /// Moves `component` to `row`, clamped to its rows once reloads are done.
    public mutating func selectRow(_ row: Int, inComponent component: Int) {
        selections.append((row, component))
        selectedRows[component] = row
    }

    /// Reads `component`'s rows again from the data source (`reloadComponent(_:)`).
    public mutating func reloadComponent(_ component: Int) {
        if !reloads.contains(component) { reloads.append(component) }
    }

    /// Reads every component again (`reloadAllComponents()`); the number of
    /// components stays what it was while the picker runs.
    public mutating func reloadAllComponents() { reloadsAll = true }
}
