import ReelModel
import ReelText

/// One field of a date as a locale writes it: which field, and the text
/// glued to it (`2026年`, `14일`).
package struct DatePart: Equatable, Sendable {
    /// The field; its raw value is the date preset's component index
    /// (year 0, month 1, day 2), which numbering and output keep.
    package enum Field: Int, Sendable {
        case year = 0, month, day
    }

    package var field: Field
    package var prefix: String
    package var suffix: String
    /// A month shown as its number with the affixes (Japanese and Chinese
    /// 2月) rather than by name.
    package var numericMonth: Bool
    /// A day shown with two digits (dd).
    package var paddedDay: Bool

    package init(_ field: Field, prefix: String = "", suffix: String = "", numericMonth: Bool = false,
                paddedDay: Bool = true) {
        self.field = field
        self.prefix = prefix
        self.suffix = suffix
        self.numericMonth = numericMonth
        self.paddedDay = paddedDay
    }

    /// The generator's `{y}年`, `{L}`, `{M}月`, `{d}일`, `{dd}`.
    init?(template: String) {
        guard let open = template.firstIndex(of: "{"), let close = template.firstIndex(of: "}"), open < close else {
            return nil
        }
        let prefix = String(template[..<open])
        let suffix = String(template[template.index(after: close)...])
        switch template[template.index(after: open)..<close] {
        case "y": self.init(.year, prefix: prefix, suffix: suffix)
        case "L": self.init(.month)
        case "M": self.init(.month, prefix: prefix, suffix: suffix, numericMonth: true)
        case "d": self.init(.day, prefix: prefix, suffix: suffix, paddedDay: false)
        case "dd": self.init(.day, prefix: prefix, suffix: suffix)
        default: return nil
        }
    }
}
