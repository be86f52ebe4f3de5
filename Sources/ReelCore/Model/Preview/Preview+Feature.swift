import ReelText

/// The pane in the running picker: its command's output and end come as
/// events; after each event it looks whether the selection it names moved,
/// and runs again once the wheels have settled and have their rows.
extension Preview: PickerFeature {
    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        switch event {
        case .commandOutput(.preview, let run, let bytes): output(bytes, run: run, at: now)
        case .commandEnded(.preview, let run, let status, let line): ended(run: run, status: status, firstErrorLine: line)
        default: []
        }
    }

    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        let selection = context.selection(picker)
        let shown = picker.form.shown
        return look(selection, checksChanged: picker.shownWheels.checks != context.before.checks(ofField: shown),
                    unsettled: picker.unsettled, at: now)
    }

    package func nextTick(_ picker: PickerState) -> Double? { feed.blocked ? nil : feed.due }
}
