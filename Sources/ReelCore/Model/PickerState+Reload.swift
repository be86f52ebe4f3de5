/// The one step after a wheel's selection changes: each dependency may
/// reload or move the other wheels. Kept apart from `apply` so the event
/// handling and the wheels' relations can change independently.
extension PickerState {
    /// Changes one wheel's selection, then lets the dependencies follow:
    /// the door every selection change goes through (keys, mouse, API).
    /// `spin` is the rows spun, nil for a row selected directly.
    mutating func changeWheel(_ wheel: Int, spin: Int?, _ change: (inout Wheel) -> Void) {
        let previous = wheels[wheel].selectedRow
        change(&wheels[wheel])
        didSelect(wheel: wheel, previousRow: previous, spin: spin)
    }

    /// UIPickerView's `didSelectRow`. Dependencies are cheap when nothing
    /// needs reloading, so they run on every change rather than guessing
    /// which ones matter.
    mutating func didSelect(wheel: Int, previousRow: Int, spin: Int?) {
        let change = WheelChange(wheel: wheel, previousRow: previousRow, spin: spin)
        for index in dependencies.indices {
            dependencies[index].update(&wheels, after: change)
        }
    }
}
