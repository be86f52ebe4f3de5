/// The one step after a wheel's selection changes: each dependency may
/// reload or move the other wheels. Kept apart from `apply` so the event
/// handling and the wheels' relations can change independently.
extension PickerState {
    /// UIPickerView's `didSelectRow`, called from every path that moves a
    /// wheel. Dependencies are cheap when nothing needs reloading, so they
    /// run on every change rather than guessing which ones matter.
    mutating func didSelect(component: Int, previousRow: Int, spin: Int?) {
        let change = WheelChange(component: component, previousRow: previousRow, spin: spin)
        for dependency in dependencies {
            dependency.update(&wheels, after: change)
        }
    }

    /// `selectRow(_:inComponent:)` for Swift callers: selects and lets the
    /// dependent wheels follow, as a person's spin would.
    public mutating func selectRow(_ row: Int, inComponent component: Int) {
        let previous = wheels[component].selectedRow
        wheels[component].select(row)
        didSelect(component: component, previousRow: previous, spin: nil)
    }

    /// `selectedRow(inComponent:)`.
    public func selectedRow(inComponent component: Int) -> Int { wheels[component].selectedRow }
}
