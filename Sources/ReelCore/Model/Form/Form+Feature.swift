import ReelText

/// A form in the running picker: a field coming into view scans the rows
/// it left for later, and the picker is laid out again for it.
extension Form: PickerFeature {
    package mutating func willHandle(_ event: Event, _ picker: PickerState) { shownBefore = shown }

    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        guard shown != shownBefore else { return [] }
        for i in fields[shown].wheels { picker.wheels[i].scanDeferredRows() }
        return [.relayout]
    }
}
