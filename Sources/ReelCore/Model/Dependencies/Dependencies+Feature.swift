import ReelText

/// The relations between wheels in the running picker: after each event
/// the wheels follow, and a selection they do not allow springs back once
/// it has been still a moment.
extension Dependencies: PickerFeature {
    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        guard !all.isEmpty else { return [] }
        follow(selectionMoved: picker.selectedRows != context.before.selectedRows, wheels: &picker.wheels, at: now)
        return []
    }

    package func nextTick(_ picker: PickerState) -> Double? { springBackDue }

    /// A few words derived from the wheels (a date's weekday); in a form,
    /// the shown field's, whose relations these are.
    package func notes(_ picker: PickerState) -> [ToolbarNote] { note(picker.wheels).map { [$0] } ?? [] }

    package func mayNote(_ picker: PickerState) -> Bool { note(picker.wheels) != nil }
}
