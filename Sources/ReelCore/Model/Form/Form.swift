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
        /// rest being the form's. A text's or a switch's has no wheels.
        /// (Kept beside the kind, not in it: read out of an enum, a whole
        /// picker was copied at each of the many places that read a field.)
        package internal(set) var picker: PickerState
        /// What the field is: wheels, a text, a switch (`FieldKind`).
        package internal(set) var kind: FieldKind

        package init(name: String, kind: FieldKind) {
            self.name = name
            self.kind = kind
            picker = PickerState(wheels: [])
        }

        package init(name: String, picker: PickerState) {
            self.name = name
            self.picker = picker
            kind = .wheels
        }

        /// The text or switch it is, if it is one.
        package var entry: (any FieldEntry)? { kind.entry }

        /// How many wheels it has.
        package var wheelCount: Int { picker.wheels.count }

        /// What templates count: its wheels, or a text's or a switch's one
        /// value (`{Name.1}`).
        package var valueCount: Int { entry != nil ? 1 : wheelCount }

        /// Between its wheels on screen (a time's `:`).
        package var separator: String { picker.chrome.separator }

        /// Where the focus goes when it is shown afresh: its first wheel as
        /// drawn, or the entry.
        var firstStop: Focus {
            entry != nil ? .entry : .wheel(picker.chrome.wheelOrder(count: wheelCount).first ?? 0)
        }
    }

    package internal(set) var fields: [Field]
    /// The field on screen.
    package internal(set) var shown = 0
    /// Where the focus was in each field last, to come back to it.
    var lastStop: [Focus]
    /// Whether the lines say the fields' names (`PickerEdit.fieldNames`).
    package internal(set) var showsNames = true
    /// The field an accept was refused at (`Verdict.Refusal`), while the
    /// verdict still refuses it: the toolbar says why Enter did nothing.
    var missing: Int?

    package init(fields: [Field]) {
        self.fields = fields
        lastStop = fields.map(\.firstStop)
    }

    /// The field named `name`, if any.
    package func field(named name: String) -> Int? { fields.firstIndex { $0.name == name } }

    package var names: [String] { fields.map(\.name) }

    /// Follows the focus: the stop of the field shown to come back to.
    package mutating func follow(_ focus: Focus) {
        switch focus {
        case .wheel, .entry: lastStop[shown] = focus
        case .done, .cancel, .button: break
        }
    }

    /// A field is a `--secret`: what is typed there is kept out of core files.
    package var holdsSecret: Bool { fields.contains { $0.entry?.isSecret == true } }

    /// The first required text field left empty, if any.
    package var firstMissing: Int? {
        fields.indices.first { fields[$0].entry?.isMissing == true }
    }
}
