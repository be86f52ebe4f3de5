import ReelText

/// The fields of a picker: several answers from one screen, as in the
/// first seed's app (text fields that share one picker), or the one
/// unnamed field of a plain picker. Each field is a child model of its
/// kind (`FieldKind`) that keeps its state whether it is shown or not;
/// the picker (`PickerState`) shows one at a time, routes the person's
/// actions to it, and every event to the fields it concerns
/// (`PickerState+Fields`). A line per named field above the picker shows
/// each field's answer.
package struct Form: Sendable {
    package struct Field: Sendable {
        /// `--field NAME`: letters, digits, `_` and `-`; also its label.
        /// Empty: the one field of a plain picker, which has no line.
        package var name: String
        /// What the field is, and its state: wheels, a text, a switch.
        package internal(set) var kind: FieldKind

        package init(name: String, kind: FieldKind) {
            self.name = name
            self.kind = kind
        }

        package init(name: String, wheels: WheelField) {
            self.init(name: name, kind: .wheels(wheels))
        }

        /// The text or switch it is, if it is one.
        package var entry: (any FieldEntry)? { kind.entry }

        /// Its wheels, if it is a field of wheels.
        package var wheels: WheelField? {
            if case .wheels(let wheels) = kind { wheels } else { nil }
        }

        /// How many wheels it has.
        package var wheelCount: Int {
            if case .wheels(let field) = kind { field.wheels.count } else { 0 }
        }

        /// What templates count: its wheels, or a text's or a switch's one
        /// value (`{Name.1}`).
        package var valueCount: Int { entry != nil ? 1 : wheelCount }

        /// Between its wheels on screen (a time's `:`).
        package var separator: String { wheels?.separator ?? "" }

        /// Where the focus goes when it is shown afresh: its first wheel as
        /// drawn, or the entry.
        var firstStop: Focus {
            guard case .wheels(let field) = kind else { return .entry }
            return .wheel(field.wheelOrder.first ?? 0)
        }

        /// Changes its wheels in place, when it is a field of wheels: the
        /// kind is emptied meanwhile, so that they have one owner.
        mutating func changeWheels<R>(_ body: (inout WheelField) -> R) -> R? {
            guard case .wheels(var field) = kind else { return nil }
            kind = .entry(SwitchField())
            defer { kind = .wheels(field) }
            return body(&field)
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

    /// Whether each field has a line above the picker that shows its
    /// answer: named fields (`--field`), or a text or a switch, which has
    /// nowhere else to show; a plain picker's one field of wheels has none.
    package var hasLines: Bool { fields.contains { !$0.name.isEmpty || $0.entry != nil } }

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
