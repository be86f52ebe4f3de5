import ReelText

/// A placeholder that names rather than numbers: a form's field
/// (`{Country}`), one of its wheels (`{Country.2}`) or that wheel's row
/// (`{Country.2.row}`), what its preset derives (`{When.iso}`), or a field
/// the picker's preset derives (`{iso}`). Read once, when its template is
/// parsed; which of these it names depends on the picker's fields, so the
/// parts are kept as written and the picker's fields decide.
package struct FieldPath: Hashable, Sendable, ExpressibleByStringLiteral {
    /// As written between the braces: how a message, and a preset's
    /// derived fields, name it.
    package let text: String
    /// Before the first `.`: a form's field, or a derived field's name.
    package let name: String
    /// After the first `.` (`2`, `2.row`, `iso`); nil: no `.`.
    package let rest: String?
    /// The wheel the part after the first `.` numbers (`{Name.2}`,
    /// `{Name.2.row}`), from 1 when it is one; nil: no number there.
    package let wheel: Int?
    /// `{Name.N.row}`: the wheel's row, not its value.
    package let isRow: Bool

    package init(_ text: String) {
        self.text = text
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        name = String(parts[0])
        rest = parts.count > 1 ? parts.dropFirst().joined(separator: ".") : nil
        wheel = parts.count > 1 ? Int(parts[1]) : nil
        isRow = parts.count == 3 && parts[2] == "row"
    }

    package init(stringLiteral text: String) { self.init(text) }
}
