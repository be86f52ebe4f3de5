/// The one step after a wheel's selection changes: each dependency may
/// reload or move the other wheels. Kept apart from `apply` so the event
/// handling and the wheels' relations can change independently.
extension PickerState {
    /// Changes one wheel's selection, then lets the dependencies follow:
    /// the door every selection change goes through (keys, mouse, API).
    /// `spin` is the rows spun, nil for a row selected directly.
    mutating func changeWheel(_ component: Int, spin: Int?, _ change: (inout Wheel) -> Void) {
        let previous = wheels[component].selectedRow
        change(&wheels[component])
        didSelect(component: component, previousRow: previous, spin: spin)
    }

    /// UIPickerView's `didSelectRow`. Dependencies are cheap when nothing
    /// needs reloading, so they run on every change rather than guessing
    /// which ones matter.
    mutating func didSelect(component: Int, previousRow: Int, spin: Int?) {
        let change = WheelChange(component: component, previousRow: previousRow, spin: spin)
        for index in dependencies.indices {
            dependencies[index].update(&wheels, after: change)
        }
    }

    /// `selectRow(_:inComponent:)` for Swift callers: selects and lets the
    /// dependent wheels follow, as a person's spin would.
    package mutating func selectRow(_ row: Int, inComponent component: Int) {
        changeWheel(component, spin: nil) { $0.select(row) }
    }

    /// `selectedRow(inComponent:)`.
    package func selectedRow(inComponent component: Int) -> Int { wheels[component].selectedRow }
}
