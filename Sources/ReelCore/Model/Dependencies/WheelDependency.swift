import ReelText

/// What a UIPickerView delegate does in `didSelectRow`: reload or move
/// other wheels when one changes (the day wheel follows the month, a city
/// wheel follows its country, minutes carry into hours). It is handed the
/// wheels and changes them in place, touching nothing else, so
/// `PickerState.apply` stays a pure function of the state and the event.
/// `mutating` so that a dependency may carry state of its own, such as the
/// library's data source that a delegate changes in `didSelectRow`; the
/// state still travels with the `PickerState` value.
package protocol WheelDependency: Sendable {
    mutating func update(_ wheels: inout [Wheel], after change: WheelChange)
    /// A few words for the toolbar derived from the wheels (the date
    /// preset's weekday); nil by default.
    func note(_ wheels: [Wheel]) -> String?
    /// Whether the wheels show a selection that may be accepted (a date
    /// within `--min`/`--max`); true by default.
    func allows(_ wheels: [Wheel]) -> Bool
    /// Moves the wheels to the nearest selection `allows`, as UIDatePicker
    /// springs back to its minimum or maximum date. Called once the wheels
    /// have been still a moment (`Dependencies.springBackDue`), never mid-spin.
    mutating func springBack(_ wheels: inout [Wheel])
}

extension WheelDependency {
    package func note(_ wheels: [Wheel]) -> String? { nil }
    package func allows(_ wheels: [Wheel]) -> Bool { true }
    package mutating func springBack(_ wheels: inout [Wheel]) {}
}
