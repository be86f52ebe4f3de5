import ReelText

/// The commands in the running picker: their output and their ends come
/// as events (a multi-select wheel's checks follow its rows being
/// replaced); after each event, the command lines the selection now asks
/// for are worked out, and runs start once their wheels have settled (an
/// accept waits for their rows: `HeldAccept`).
extension Commands: PickerFeature {
    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        switch event {
        case .commandOutput(let target, let run, let bytes):
            guard case .wheel(let i, _) = target, picker.checks.isMulti(i) else {
                return output(bytes, for: target, run: run, wheels: &picker.wheels, at: now)
            }
            // A reload keeps the checks whose values come back.
            let replaces = replacesRows(of: target, run: run)
            if replaces { picker.checks.rowsWillBeReplaced(inWheel: i, rows: picker.wheels[i].rows) }
            let before = replaces ? 0 : picker.wheels[i].rows.count
            let effects = output(bytes, for: target, run: run, wheels: &picker.wheels, at: now)
            picker.checks.rowsArrived(inWheel: i, rows: picker.wheels[i].rows, from: before)
            return effects
        case .commandEnded(let target, let run, let status, let line):
            let effects = ended(target, run: run, status: status, firstErrorLine: line, wheels: &picker.wheels)
            if case .wheel(let i, _) = target, picker.checks.isMulti(i), !effects.isEmpty {
                picker.checks.rowsSettled(inWheel: i, count: picker.wheels[i].rows.count)
            }
            return effects
        default:
            return []
        }
    }

    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        guard !feeds.isEmpty else { return [] }
        let selection = context.selection(picker)
        // Only a person's spin or typing waits to settle; rows a command
        // or the input brought start what follows them at once.
        return effects(selection, unsettled: picker.unsettled(reloading: reloadingWheels), settles: event.isPersons, at: now)
    }

    package func nextTick(_ picker: PickerState) -> Double? { nextDue }

    package func notes(_ picker: PickerState) -> [ToolbarNote] { notes(wheels: picker.wheels) }
    package func mayNote(_ picker: PickerState) -> Bool { feeds.contains { $0.wheel != nil } }
}
