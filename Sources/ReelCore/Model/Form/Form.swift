import ReelText

/// Several answers from one screen, as in the first seed's app: text
/// fields that share one picker. Each field is a picker of its own
/// (`PickerState`, its wheels numbered from 0 with their checks, presets,
/// relations and `!CMD` feeds); the form's picker shows one field at a
/// time, and a line per field above it shows each field's answer.
///
/// Showing a field is UIPickerView's `reloadAllComponents`: the form's
/// picker takes the field's own parts (`PickerState.FieldParts`) and gives
/// back the parts of the field it showed, so every feature that works on
/// one picker (keys, the finder, checks, relations, commands) works on the
/// field shown as it is, and nothing is renumbered. The fields not shown
/// keep their parts here; what must reach them while hidden (their
/// commands' output, rows streaming in, a change of a field they name)
/// the form forwards (`Form+Feature`).
package struct Form: Sendable {
    package struct Field: Sendable {
        /// `--field NAME`: letters, digits, `_` and `-`; also its label.
        package var name: String
        /// Its own picker. While the field is shown its parts are the form
        /// picker's, and this holds none.
        package internal(set) var picker: PickerState
        /// How many wheels it has, shown or not.
        package internal(set) var wheelCount: Int

        package init(name: String, picker: PickerState) {
            self.name = name
            self.picker = picker
            wheelCount = picker.wheels.count
        }

        /// Between its wheels on screen (a time's `:`): its picker's
        /// separator, which stays with it while shown (the chrome is the
        /// form's; only its display order is lent).
        package var separator: String { picker.chrome.separator }
    }

    package internal(set) var fields: [Field]
    /// The field whose parts the form's picker holds.
    package internal(set) var shown = 0
    /// The field shown before the event being applied (`Form+Feature`).
    var shownBefore = 0
    /// The wheel each field had the focus on last, to come back to it.
    var lastWheel: [Int]

    package init(fields: [Field]) {
        self.fields = fields
        lastWheel = fields.map { $0.picker.chrome.wheelOrder(count: $0.wheelCount).first ?? 0 }
    }

    /// The field named `name`, if any.
    package func field(named name: String) -> Int? { fields.firstIndex { $0.name == name } }

    package var names: [String] { fields.map(\.name) }

    /// Follows the focus: the wheel of the field shown to come back to.
    package mutating func follow(_ focus: Focus) {
        if case .wheel(let wheel) = focus { lastWheel[shown] = wheel }
    }
}
