import ReelText
@testable import ReelRows
@testable import ReelModel

extension PickerState {
    /// A form of `fields`, as reel starts one: field `shown` on screen, the
    /// form's own chrome (Done, no title) around it.
    package static func form(_ fields: [(name: String, picker: PickerState)], shown: Int = 0) -> PickerState {
        var state = PickerState(fields: fields, chrome: Chrome())
        state.edit(.showField(shown))
        return state
    }
}

extension Form.Field {
    /// A field of wheels made as a plain picker of its own: its one field's wheels.
    package init(name: String, picker: PickerState) {
        self.init(name: name, wheels: picker.wheels(ofField: 0))
    }
}

extension FieldKind {
    /// A text field (`--text`, `--secret`), as tests make one.
    package static func text(_ field: TextField) -> FieldKind { .entry(field) }
    /// A switch (`--switch`), as tests make one.
    package static func toggle(_ field: SwitchField) -> FieldKind { .entry(field) }
}

extension PickerState {
    /// The form of `fields`, each made as a plain picker of its own: its
    /// one field's wheels become the field.
    package init(fields: [(name: String, picker: PickerState)], chrome: Chrome) {
        self.init(fields: fields.map { Form.Field(name: $0.name, picker: $0.picker) }, chrome: chrome)
    }
}
