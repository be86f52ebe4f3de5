import ReelText

/// Several answers from one screen, as in the first seed's app: text
/// fields that share one picker. A field is a run of the picker's wheels
/// with a name; the picker shows one field's wheels at a time (focusing a
/// field reloads the picker with its rows, UIPickerView's
/// `reloadAllComponents`), and a line per field above it shows each
/// field's answer. The wheels of every field are the picker's wheels, so
/// the other features (finding rows, commands, streaming, checks, the
/// dependencies within a field) work on a form as on one picker.
package struct Form: Equatable, Sendable {
    package struct Field: Equatable, Sendable {
        /// `--field NAME`: letters, digits, `_` and `-`; also its label.
        package var name: String
        /// Its wheels, among the picker's.
        package var wheels: Range<Int>
        /// Between its wheels on screen (a time's `:`), as a picker's separator.
        package var separator: String

        package init(name: String, wheels: Range<Int>, separator: String = "") {
            self.name = name
            self.wheels = wheels
            self.separator = separator
        }
    }

    package private(set) var fields: [Field]
    /// The field whose wheels the picker shows: the focused wheel's, or
    /// the last one focused while a button has the focus.
    package private(set) var shown = 0
    /// The field shown before the event being applied (`Form+Feature`).
    var shownBefore = 0
    /// The wheel each field had the focus on last, to come back to it.
    private var lastWheel: [Int]

    package init(fields: [Field]) {
        self.fields = fields
        lastWheel = fields.map(\.wheels.lowerBound)
    }

    /// The field `wheel` belongs to.
    package func field(ofWheel wheel: Int) -> Int? {
        fields.firstIndex { $0.wheels.contains(wheel) }
    }

    /// The field named `name`, if any.
    package func field(named name: String) -> Int? { fields.firstIndex { $0.name == name } }

    /// Follows the focus: a wheel's field is shown from then on.
    package mutating func follow(_ focus: Focus) {
        guard case .wheel(let wheel) = focus, let field = field(ofWheel: wheel) else { return }
        shown = field
        lastWheel[field] = wheel
    }

    /// Where focusing `field` puts the focus: the wheel it had last.
    package func focus(onField field: Int) -> Focus? {
        fields.indices.contains(field) ? .wheel(lastWheel[field]) : nil
    }
}
