import ReelText

/// The held accept in the running picker: after every event, once the
/// features that load rows have followed it, it asks the verdict again
/// (`PickerState.askHeldAccept`): finish ends the picker, refuse shows
/// the field and why (a timeout gives up), hold waits on.
extension HeldAccept: PickerFeature {
    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        guard ending != nil else { return [] }
        // The slot is empty while its feature follows: the picker asks
        // with this hold put back.
        picker.heldAccept = self
        defer { self = picker.heldAccept }
        return picker.askHeldAccept()
    }

    /// A reload's first rows came without the row the wheel had: a tick
    /// gives up waiting for it (`Commands.keepDeadline`).
    package func nextTick(_ picker: PickerState) -> Double? {
        guard ending != nil else { return nil }
        return picker.form.fields.compactMap { $0.wheels?.commands.keepDeadline(after: picker.clock) }.min()
    }

    package func notes(_ picker: PickerState) -> [ToolbarNote] {
        ending == nil ? [] : [ToolbarNote(.accepting, Self.note)]
    }
}
