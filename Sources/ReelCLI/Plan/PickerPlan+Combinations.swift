import ReelCore

/// The options that make sense only together, or only with some wheels,
/// checked as the plan is made, before any input is read.
extension PickerPlan {
    /// The first combination that cannot be, as the error that says why.
    static func checkCombinations(_ configuration: Configuration) throws(ReelError) {
        let defaults = configuration.defaults
        // Which formats conflict is OutputFormat's to say.
        if let conflict = configuration.output.conflict { throw .conflict(conflict.first, conflict.second) }
        if configuration.preset != nil, configuration.tree != nil { throw .conflict("--preset", "--tree") }
        for (option, given) in [("--preset", configuration.preset != nil), ("--tree", configuration.tree != nil)]
            where given && (defaults.multi != nil || configuration.components.contains { $0.options.multi != nil }) {
            throw .conflict(option, "--multi")
        }
        for (option, given) in [("--preset", configuration.preset != nil), ("--tree", configuration.tree != nil)] where given {
            if !configuration.components.isEmpty { throw .conflict(option, "--component") }
            if defaults.selectRow != nil { throw .conflict(option, "--select-row") }
        }
        if configuration.preset != nil, defaults.usesFields {
            throw .conflict("--preset", defaults.show != nil ? "--show" : defaults.valueField != nil ? "--value" : "--icon")
        }
        // What each preset takes is the preset's to say (PresetKind.accepts).
        let accepts = configuration.preset?.kind.accepts ?? []
        let presets = { (option: PresetOption) in "--preset " + Preset.names(accepting: option) }
        if configuration.minuteInterval != nil, !accepts.contains(.minuteInterval) {
            throw .needs(option: "--minute-interval", what: presets(.minuteInterval))
        }
        if configuration.carry, !accepts.contains(.carry) { throw .needs(option: "--carry", what: presets(.carry)) }
        let bounds = [("--min", configuration.minimumDate, configuration.minimumClock),
                      ("--max", configuration.maximumDate, configuration.maximumClock)]
        for (option, day, clock) in bounds where day != nil {
            guard accepts.contains(.dateBounds) else { throw .needs(option: option, what: presets(.dateBounds)) }
            if let day, let clock, !accepts.contains(.timeBounds), let preset = configuration.preset {
                throw .invalidValue(option: option, value: LocalTime(day: day, hour: clock / 60, minute: clock % 60).iso,
                                    expected: "a date YYYY-MM-DD with --preset \(preset.name) "
                                        + "(a time only with \(Preset.names(accepting: .timeBounds)))")
            }
        }
    }
}
