import ReelText

/// Several answers from one screen, as in the first seed's app: text
/// fields that share one picker. Each field is a picker of its own
/// (`PickerState`, its wheels numbered from 0 with their checks, presets,
/// relations and `!CMD` feeds), which keeps them whether it is shown or
/// not; the form's picker shows one field at a time, reading and changing
/// the shown field's parts where they are (`PickerState+Shown`), and a
/// line per field above it shows each field's answer. What must reach the
/// fields not shown (their commands' output, rows streaming in, a change
/// of a field they name) the form forwards (`Form+Feature`).
package struct Form: Sendable {
    package struct Field: Sendable {
        /// `--field NAME`: letters, digits, `_` and `-`; also its label.
        package var name: String
        /// Its own picker, which keeps its wheels shown or not; its chrome
        /// says only how it draws them (order, separator, list look), the
        /// rest being the form's.
        package internal(set) var picker: PickerState

        package init(name: String, picker: PickerState) {
            self.name = name
            self.picker = picker
        }

        /// How many wheels it has.
        package var wheelCount: Int { picker.wheels.count }

        /// Between its wheels on screen (a time's `:`).
        package var separator: String { picker.chrome.separator }
    }

    package internal(set) var fields: [Field]
    /// The field on screen.
    package internal(set) var shown = 0
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
