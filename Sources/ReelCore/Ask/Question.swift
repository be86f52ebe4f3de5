import ReelText
import ReelModel

/// One question of the accessible mode: a wheel, the wheels a preset
/// answers together, or a form's text or switch, with the name it is
/// asked by (a label, a field's name, the preset's word).
package struct Question: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// One wheel, by its index among its field's.
        case wheel(Int)
        /// A preset's wheels, by the index of their `PresetWheels` in its field's `PickerState.presets`.
        case typed(Int)
        /// The field's text, secret or switch (`EntryQuestion`).
        case entry
    }

    package var kind: Kind
    /// Safe text already (SafeText.line).
    package var name: String
    /// The wheels it answers, among its field's (none for an entry).
    package var wheels: [Int]
    /// The form's field it asks about (0 outside forms).
    package var field: Int

    package init(kind: Kind, name: String, wheels: [Int], field: Int = 0) {
        self.kind = kind
        self.name = name
        self.wheels = wheels
        self.field = field
    }

    /// Its wheels, by field; an entry's one value as a template names it
    /// (`{Dir}`, the field's value 0).
    var refs: [WheelRef] {
        kind == .entry ? [WheelRef(field: field, wheel: 0)] : wheels.map { WheelRef(field: field, wheel: $0) }
    }
}
