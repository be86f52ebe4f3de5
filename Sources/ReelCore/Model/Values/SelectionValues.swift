/// The selection as a template reads it (`{N}`, `{N.row}`, `{}`, a
/// field), the same for `--format`, commands, previews and on-change.
/// Without a form only the wheels a template names are read, so a picker
/// of many command wheels costs an event one value per placeholder; with
/// one (a preset: a few wheels) its values are worked out once.
package struct SelectionValues {
    private let wheels: [Wheel]
    private let formed: [[UInt8]]?
    /// The form's derived fields (`{iso}`, `{hour}`…); empty without one.
    package let fields: [String: String]
    package init(wheels: [Wheel], form: (any ValueForm)?) {
        self.wheels = wheels
        if let form {
            let values = wheels.map(\.currentValue)
            formed = form.placeholderValues(values)
            fields = form.derivedFields(values: values)
        } else {
            formed = nil
            fields = [:]
        }
    }

    package var count: Int { wheels.count }

    /// `{n}` (1-based): the form's value, else the wheel's; empty past the wheels.
    package func value(_ n: Int) -> [UInt8] {
        guard n >= 1, n <= wheels.count else { return [] }
        return formed?[n - 1] ?? wheels[n - 1].currentValue
    }

    /// `{n.row}` (1-based).
    package func row(_ n: Int) -> Int {
        n >= 1 && n <= wheels.count ? wheels[n - 1].selectedRow : 0
    }

    /// Every `{N}`, in component order.
    package var values: [[UInt8]] { formed ?? wheels.map(\.currentValue) }
}
