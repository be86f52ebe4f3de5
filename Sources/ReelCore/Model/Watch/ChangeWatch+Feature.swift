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
        // In a form, the fields not shown reload for a change too (a city
        // field naming `{Country}`): their commands are the form's, not
        // the picker's.
        let reloading = changedAt.map { since in
            picker.commands.isReloading(since: since) || (picker.form?.isReloading(since: since) ?? false)
        } ?? false
        return effects(context.selection(picker), byPerson: event.isPersons, reloading: reloading,
                       allowed: picker.allowsSelection, complete: !picker.hasEmptyWheel, at: now)
    }

    package func nextTick(_ picker: PickerState) -> Double? { due }
}
