import ReelText

/// The finder's part in the running picker: a search or type-ahead left
/// pending goes on a slice per tick, and asks for the next at once; its
/// keys (`/`, `n`/`N`, digits and what is typed after them) come as
/// actions.
extension Finder: PickerFeature {
    package mutating func handle(_ action: Action, _ picker: inout PickerState) -> Bool {
        guard let steps = handle(action, focused: picker.focusedWheel, wheels: picker.shownWheels.wheels) else { return false }
        picker.take(steps)
        return true
    }

    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        guard event == .tick else { return [] }
        picker.take(tick(wheels: picker.shownWheels.wheels))
        return []
    }

    package func nextTick(_ picker: PickerState) -> Double? { isPending ? picker.clock : nil }
}
