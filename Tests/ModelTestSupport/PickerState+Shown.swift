@testable import ReelModel

/// What a test reads and sets of the shown field, by the names a plain
/// picker's parts had: the product reads `shownWheels` (or a field's
/// own) and changes them through `PickerEdit` or an event instead.
extension PickerState {
    package var wheels: [Wheel] {
        get { shownWheels.wheels }
        set { changeShownWheels { $0.wheels = newValue } }
    }
    package var checks: Checks {
        get { shownWheels.checks }
        set { changeShownWheels { $0.checks = newValue } }
    }
    package var presets: [PresetWheels] {
        get { shownWheels.presets }
        set { changeShownWheels { $0.presets = newValue } }
    }
    package var dependencies: Dependencies {
        get { shownWheels.dependencies }
        set { changeShownWheels { $0.dependencies = newValue } }
    }
    package var commands: Commands {
        get { shownWheels.commands }
        set { changeShownWheels { $0.commands = newValue } }
    }
    package var streaming: Streaming? {
        get { shownWheels.streaming }
        set { changeShownWheels { $0.streaming = newValue } }
    }
    package var filters: WheelFilters {
        get { shownWheels.filters }
        set { changeShownWheels { $0.filters = newValue } }
    }
    package var list: ListScroll? {
        get { shownWheels.list }
        set { changeShownWheels { $0.list = newValue } }
    }
    package var showsList: Bool { shownWheels.showsList }
    package var wheelOrder: [Int] { shownWheels.wheelOrder }
    package var selectedRows: [Int] { shownWheels.selectedRows }

    /// Field `index`'s wheels (the old whole-picker reader's name).
    package func field(_ index: Int) -> WheelField { wheels(ofField: index) }
}
