import ReelText

/// One question of the accessible mode: a wheel, or the wheels a preset
/// answers together, with the name it is asked by (a label, a field's
/// name, the preset's word).
package struct Question: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// One wheel, by its index among the picker's.
        case wheel(Int)
        /// A preset's wheels, by the index of their `PresetWheels` in `PickerState.presets`.
        case typed(Int)
    }

    package var kind: Kind
    /// Safe text already (SafeText.line).
    package var name: String
    /// The picker's wheels it answers.
    package var wheels: [Int]

    package init(kind: Kind, name: String, wheels: [Int]) {
        self.kind = kind
        self.name = name
        self.wheels = wheels
    }
}
