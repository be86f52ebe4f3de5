import ReelModel
import ReelText

/// A preset made into wheels: the wheels, how they depend on each other,
/// the separator they want and the order the locale draws them in.
package struct PresetPicker: Sendable {
    package var wheels: [Wheel]
    package var dependencies: [any WheelDependency]
    package var separator: String?
    /// The wheels left to right (`PickerState.displayOrder`); nil: as numbered.
    package var displayOrder: [Int]?

    package init(wheels: [Wheel], dependencies: [any WheelDependency], separator: String?, displayOrder: [Int]? = nil) {
        self.wheels = wheels
        self.dependencies = dependencies
        self.separator = separator
        self.displayOrder = displayOrder
    }
}
