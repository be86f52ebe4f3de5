import ReelCore

/// The options that make sense only together, or only with some wheels,
/// checked before any input is read (`validate`) and again before the
/// picker is built (`makeState`).
extension PickerFactory {
    /// The first combination that cannot be, as the error that says why.
    static func checkCombinations(_ configuration: Configuration) throws(ReelError) {
        let defaults = configuration.defaults
        // Which formats conflict is OutputFormat's to say.
        if let conflict = configuration.output.conflict { throw .conflict(conflict.first, conflict.second) }
        if configuration.preset != nil, configuration.tree != nil { throw .conflict("--preset", "--tree") }
        for (option, given) in [("--preset", configuration.preset != nil), ("--tree", configuration.tree != nil)] where given {
            if !configuration.components.isEmpty { throw .conflict(option, "--component") }
            if defaults.selectRow != nil { throw .conflict(option, "--select-row") }
        }
        if configuration.preset != nil, ComponentRequest.usesFields(defaults) {
            throw .conflict("--preset", defaults.show != nil ? "--show" : defaults.valueField != nil ? "--value" : "--icon")
        }
        let clocks: [Preset] = [.duration, .time, .time12]
        let clockPresets = "--preset duration, time or time12"
        if configuration.minuteInterval != nil, !(clocks + [.datetime]).contains(where: { $0 == configuration.preset }) {
            throw .needs(option: "--minute-interval", what: "--preset duration, time, time12 or datetime")
        }
        if configuration.carry, !clocks.contains(where: { $0 == configuration.preset }) {
            throw .needs(option: "--carry", what: clockPresets)
        }
        let bounds = [("--min", configuration.minimumDate, configuration.minimumClock),
                      ("--max", configuration.maximumDate, configuration.maximumClock)]
        for (option, day, clock) in bounds where day != nil {
            guard configuration.preset == .date || configuration.preset == .datetime else {
                throw .needs(option: option, what: "--preset date or datetime")
            }
            // A time of day bounds only the datetime preset's wheels.
            if let day, let clock, configuration.preset == .date {
                throw .invalidValue(option: option, value: LocalTime(day: day, hour: clock / 60, minute: clock % 60).iso,
                                    expected: "a date YYYY-MM-DD with --preset date (a time only with datetime)")
            }
        }
    }
}
