import ReelCore

/// What the parser is building, and where in the arguments it is.
package struct ParseContext: Sendable {
    package var configuration = Configuration()
    /// The option as the person typed it, for error messages.
    var spelling = ""
    /// What the options before the first `--field` set for every field.
    private var formDefaults = FieldPart()

    /// `--field NAME`: the options so far belong to the field before (or,
    /// before the first, to every field); a new field starts from those.
    mutating func startField(_ name: String) throws(ReelError) {
        guard FieldRequest.isValidName(name) else { throw .badFieldName(name) }
        guard !configuration.fields.contains(where: { $0.name == name }) else { throw .duplicateField(name) }
        if configuration.fields.isEmpty {
            if let first = configuration.components.first { throw .componentOutsideField(spec: first.spec) }
            formDefaults = configuration.fieldPart
        } else {
            configuration.fields[configuration.fields.count - 1].part = configuration.fieldPart
        }
        configuration.fieldPart = formDefaults
        configuration.fields.append(FieldRequest(name: name))
    }

    /// `--text`, `--secret` or `--switch`: one kind per field.
    mutating func setEntry(_ kind: FieldPart.EntryKind) throws(ReelError) {
        if let given = configuration.entry, given != kind { throw .conflict(given.option, kind.option) }
        configuration.entry = kind
    }

    /// The configuration once every argument is read: the last field takes
    /// what came after it.
    func finished() throws(ReelError) -> Configuration {
        var configuration = configuration
        try ButtonArgument.checkUnderFilter(configuration.buttons, filters: configuration.start.filters)
        guard !configuration.fields.isEmpty else { return configuration }
        configuration.fields[configuration.fields.count - 1].part = configuration.fieldPart
        configuration.fieldPart = FieldPart()
        for field in configuration.fields
            where field.part.components.isEmpty && field.part.preset == nil && field.part.tree == nil && field.part.entry == nil {
            throw .emptyField(field.name)
        }
        return configuration
    }

    /// Component options go to the latest component, or to the defaults.
    mutating func component(_ change: (inout ComponentOptions) -> Void) {
        if configuration.components.isEmpty {
            change(&configuration.defaults)
        } else {
            change(&configuration.components[configuration.components.count - 1].options)
        }
    }

    /// A whole number in `range`; anything else (a sign, a fraction, a
    /// number too large for any integer) is refused with the range named.
    func number(_ text: String, in range: ClosedRange<Int>) throws(ReelError) -> Int {
        guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let n = Int(text), range.contains(n) else {
            throw .invalidValue(option: spelling, value: text,
                                expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }

    /// Fields of an input row as `--show` and `--match` name them: `N`, `N..` or `N..M`.
    func fieldRange(_ text: String) throws(ReelError) -> FieldRange {
        guard let range = FieldRange(text) else {
            throw .invalidValue(option: spelling, value: text, expected: "a field N, N.. or N..M (from 1)")
        }
        return range
    }

    /// `2026-02-14`, or with a time `2026-02-14T09:30` (minutes from midnight).
    /// `--min` and `--max`: a date, a date and time, or a month (`YYYY-MM`,
    /// the month preset's format) standing for its first day, or with
    /// `monthEnd` its last.
    func dateAndTime(_ text: String, monthEnd: Bool = false) throws(ReelError) -> (CalendarDay, Int?) {
        if let bound = PresetRequest.bound(text, monthEnd: monthEnd) { return bound }
        if let impossible = LocalTime.impossible(iso: text) ?? CalendarDay.impossible(iso: text)
            ?? CalendarDay.impossible(isoMonth: text) {
            throw .impossibleDate(option: spelling, value: text, impossible)
        }
        throw .invalidValue(option: spelling, value: text,
                            expected: "a date YYYY-MM-DD, a date and time YYYY-MM-DDTHH:MM (e.g. 2026-02-14T09:30) or a month YYYY-MM")
    }

    func date(_ text: String) throws(ReelError) -> CalendarDay {
        if let impossible = CalendarDay.impossible(iso: text) {
            throw .impossibleDate(option: spelling, value: text, impossible)
        }
        guard let day = CalendarDay(iso: text) else {
            throw .invalidValue(option: spelling, value: text, expected: "a date YYYY-MM-DD, e.g. 2026-02-14")
        }
        return day
    }

    func choice<T: RawRepresentable & CaseIterable>(_ text: String, as: T.Type) throws(ReelError) -> T where T.RawValue == String {
        try choice(text, among: Array(T.allCases), named: \.rawValue)
    }

    /// The one of `values` whose name is `text`; else an error that lists them.
    func choice<T>(_ text: String, among values: [T], named name: (T) -> String) throws(ReelError) -> T {
        guard let value = values.first(where: { name($0) == text }) else {
            throw .invalidValue(option: spelling, value: text, expected: "one of " + values.map(name).joined(separator: ", "))
        }
        return value
    }
}
