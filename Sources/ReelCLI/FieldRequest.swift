import ReelCore

/// One `--field NAME` of a form and the options that followed it, up to
/// the next `--field`.
package struct FieldRequest: Sendable, Equatable {
    package var name: String
    package var part = FieldPart()

    package init(name: String, part: FieldPart = FieldPart()) {
        self.name = name
        self.part = part
    }

    /// Letters, digits, `_` and `-`: a name a template can say (`{Country}`).
    package static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy {
            ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-")
        } && !name.allSatisfy(\.isNumber)
    }
}

/// What a field of a form takes for itself: its wheels and their
/// options, a preset with its options, or a tree. The rest (title,
/// buttons, looks, output) is the form's. A picker that is no form has
/// one, read through `Configuration` (`configuration.components`).
package struct FieldPart: Sendable, Equatable {
    package var components: [ComponentRequest] = []
    /// Component options given before the first `--component`: defaults for all.
    package var defaults = ComponentOptions()
    package var separator = ""
    /// `--preset`, with the options that only presets take.
    package var preset: Preset?
    package var minuteInterval: Int?
    package var minimumDate: CalendarDay?
    package var maximumDate: CalendarDay?
    /// The time a `--min`/`--max` gave after its date (`2026-02-14T09:30`),
    /// in minutes from midnight: only `--preset datetime` takes one.
    package var minimumClock: Int?
    package var maximumClock: Int?
    package var carry = false
    /// `--tree FILE|-`.
    package var tree: String?
    /// `--text`, `--secret`, `--switch`: the field is no wheels.
    package var entry: EntryKind?
    /// What a text takes: `--placeholder`, `--max-length`, `--required`.
    package var placeholder: String?
    package var maxLength: Int?
    package var required = false

    /// The kinds of field that are no wheels.
    package enum EntryKind: String, Sendable, Equatable {
        case text, secret
        case toggle = "switch"

        /// Its option, as errors name it.
        package var option: String { "--" + rawValue }
    }

    package init() {}
}
