import ReelText

/// `--live` and `--on-change` in the running picker: after the commands,
/// since a run just started for a change means the change is still
/// loading.
extension ChangeWatch: PickerFeature {
    package mutating func willHandle(_ event: Event, _ picker: PickerState) {
        if !hasStarted { start(from: SelectionValues(picker)) }
    }

    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        // Every field reloads for a change (a city field naming `{Country}`).
        let reloading = changedAt.map { picker.form.isReloading(since: $0) } ?? false
        return effects(context.selection(picker), byPerson: event.isPersons, reloading: reloading,
                       allowed: picker.allowsSelection, complete: !picker.hasEmptyWheel, at: now)
    }

    package func nextTick(_ picker: PickerState) -> Double? { due }
}
