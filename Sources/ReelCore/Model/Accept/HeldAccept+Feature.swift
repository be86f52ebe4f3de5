import ReelText

/// The held accept in the running picker: after every event, once the
/// features that load rows have followed it, an accept held ends the
/// picker if nothing it waits for is left (an empty wheel, a failed
/// reload, drops it and leaves Enter waiting as usual).
extension HeldAccept: PickerFeature {
    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        guard ending != nil, !picker.answerPending(at: now), let held = release(),
              !picker.hasEmptyWheel else { return [] }
        return picker.finish(held)
    }

    /// A reload's first rows came without the row the wheel had: a tick
    /// gives up waiting for it (`Commands.keepDeadline`).
    package func nextTick(_ picker: PickerState) -> Double? {
        guard ending != nil else { return nil }
        return picker.fieldPickers.compactMap { $0.commands.keepDeadline(after: picker.clock) }.min()
    }

    package func notes(_ picker: PickerState) -> [ToolbarNote] {
        ending == nil ? [] : [ToolbarNote(.accepting, Self.note)]
    }
}
