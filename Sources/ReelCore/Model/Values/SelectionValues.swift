/// The selection as a template reads it (`{N}`, `{N.row}`, `{}`, a
/// field), the same for `--format`, commands, previews and on-change.
/// Made for one event's look at the selection: without a form only the
/// wheels a template names are read, each at most once however many
/// commands name it; with one (a preset: a few wheels) its values are
/// worked out once.
package final class SelectionValues {
    private let wheels: [Wheel]
    private let formed: [[UInt8]]?
    /// `{}` with a form: what the default output prints (datetime's date,
    /// 24-hour hour and minute, no AM/PM); nil without one.
    package let printed: [[UInt8]]?
    private var read: [Int: [UInt8]] = [:]
    /// The form's derived fields (`{iso}`, `{hour}`…); empty without one.
    package let fields: [String: String]
    /// Wheel values read: what the cost tests count.
    package private(set) var valuesRead = 0

    package init(wheels: [Wheel], form: (any ValueForm)?) {
        self.wheels = wheels
        if let form {
            let values = wheels.map(\.currentValue)
            valuesRead = values.count
            formed = form.placeholderValues(values)
            printed = form.printedValues(values)
            fields = form.derivedFields(values: values)
        } else {
            formed = nil
            printed = nil
            fields = [:]
        }
    }

    package var count: Int { wheels.count }

    /// `{n}` (1-based): the form's value, else the wheel's; empty past the wheels.
    package func value(_ n: Int) -> [UInt8] {
        guard n >= 1, n <= wheels.count else { return [] }
        if let formed { return formed[n - 1] }
        if let known = read[n] { return known }
        valuesRead += 1
        let value = wheels[n - 1].currentValue
        read[n] = value
        return value
    }

    /// `{n.row}` (1-based).
    package func row(_ n: Int) -> Int {
        n >= 1 && n <= wheels.count ? wheels[n - 1].selectedRow : 0
    }

    /// Every `{N}`, in component order.
    package var values: [[UInt8]] { wheels.indices.map { value($0 + 1) } }
}
