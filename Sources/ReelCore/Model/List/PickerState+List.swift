/// The table look's place in the running picker: its one wheel, and the
/// first row on screen, which the renderer and the mouse both read.
extension PickerState {
    /// The first row a list shows in `visible` rows (0 for wheels).
    package func listTop(visible: Int) -> Int {
        guard let list, let wheel = wheels.first else { return 0 }
        return list.top(selected: wheel.selectedRow, count: wheel.rows.count, visible: visible)
    }
}
