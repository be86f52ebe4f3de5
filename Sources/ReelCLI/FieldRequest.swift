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

/// The options a field of a form takes for itself (`Configuration.fieldPart`).
package struct FieldPart: Sendable, Equatable {
    package var components: [ComponentRequest] = []
    package var defaults = ComponentOptions()
    package var separator = ""
    package var preset: Preset?
    package var minuteInterval: Int?
    package var minimumDate: CalendarDay?
    package var maximumDate: CalendarDay?
    package var minimumClock: Int?
    package var maximumClock: Int?
    package var carry = false
    package var tree: String?

    package init(components: [ComponentRequest] = [], defaults: ComponentOptions = ComponentOptions(), separator: String = "",
                 preset: Preset? = nil, minuteInterval: Int? = nil, minimumDate: CalendarDay? = nil,
                 maximumDate: CalendarDay? = nil, minimumClock: Int? = nil, maximumClock: Int? = nil, carry: Bool = false,
                 tree: String? = nil) {
        self.components = components
        self.defaults = defaults
        self.separator = separator
        self.preset = preset
        self.minuteInterval = minuteInterval
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.minimumClock = minimumClock
        self.maximumClock = maximumClock
        self.carry = carry
        self.tree = tree
    }
}
