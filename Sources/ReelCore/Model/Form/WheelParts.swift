import ReelText

/// What a picker of wheels owns besides its chrome: the wheels and the
/// features that work on them. A plain picker holds its own; in a form
/// each field's picker holds its own, where they stay whether the field
/// is shown or not (`PickerState+Shown` reads and changes the shown
/// field's in place).
struct WheelParts: Sendable {
    var wheels: [Wheel]
    /// Rows checked on multi-select wheels (`--multi`).
    var checks = Checks()
    /// The runs of wheels a preset made, with how scripts read them
    /// (`ValueFormat`: datetime's 24-hour hour) and how a typed answer sets
    /// them (the accessible mode's `YYYY-MM-DD`).
    var presets: [PresetWheels] = []
    /// Relations between wheels and the spring-back of a selection they do not allow.
    var dependencies = Dependencies()
    /// Wheels fed by commands (`!CMD`).
    var commands = Commands()
    /// The wheel whose rows are still arriving (stdin, a file), if any.
    var streaming: Streaming?
    /// `--filter`: a query typed over each list wheel, which shows only
    /// the rows that match it.
    var filters = WheelFilters()

    /// A row selected: the relations follow it (`Dependencies.didSelect`).
    mutating func didSelect(_ change: WheelChange) { dependencies.didSelect(change, wheels: &wheels) }

    /// A selection the relations do not allow springs back; whether one did.
    mutating func springBack() -> Bool { dependencies.springBack(&wheels) }
}
