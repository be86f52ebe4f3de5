import ReelCore

/// The `WheelDependency` that connects the model to a data source and its
/// delegate: after each selection change it calls the delegate's
/// `didSelectRow`, keeps the changed value, then carries out the reloads
/// and moves the delegate asked for. It holds the current data source, so
/// the value travels inside `PickerState` and the session needs no
/// knowledge of the library.
struct DataSourceLink: WheelDependency {
    var source: any PickerDataSource
    var measure: DisplayWidth

    mutating func update(_ wheels: inout [Wheel], after change: WheelChange) {
        guard source is any PickerDelegate else { return }
        var control = PickerControl(selectedRows: wheels.map(\.selectedRow))
        source.didSelectRow(wheels[change.wheel].selectedRow, inComponent: change.wheel, of: &control)
        let reloads = control.reloadsAll ? Array(wheels.indices) : control.reloads
        for component in reloads where wheels.indices.contains(component) {
            reload(component, in: &wheels)
        }
        for (row, component) in control.selections where wheels.indices.contains(component) {
            wheels[component].select(row)
        }
    }

    /// Reads `component` again from the current data source, keeping its
    /// row (clamped) and its look.
    func reload(_ component: Int, in wheels: inout [Wheel]) {
        let delegate = source as? any PickerDelegate
        wheels[component].reload(DataSourceRows(source, component: component),
                                 selecting: wheels[component].selectedRow, measure: measure)
        wheels[component].label = delegate?.label(forComponent: component)
        wheels[component].width = delegate?.width(forComponent: component)
        wheels[component].isCyclic = delegate?.isCyclic(component: component) ?? false
    }
}
