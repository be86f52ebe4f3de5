import ReelText

/// The finder's part in the running picker: a search or type-ahead left
/// pending goes on a slice per tick, and asks for the next at once.
/// (Its keys come as actions, through `PickerState.act(_:)`.)
extension Finder: PickerFeature {
    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        guard event == .tick else { return [] }
        picker.take(tick(wheels: picker.wheels))
        return []
    }

    package func nextTick(_ picker: PickerState) -> Double? { isPending ? picker.clock : nil }
}
