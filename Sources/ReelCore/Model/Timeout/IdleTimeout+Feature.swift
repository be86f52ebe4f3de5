import ReelText

/// `--timeout` in the running picker: the session's start and every key
/// or click start the count again; a tick past the end ends the picker,
/// accepting (the allowed date nearest the one shown, once rows loading
/// for it are in) or giving up.
extension IdleTimeout: PickerFeature {
    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        switch event {
        case .started, .input:
            lastActivity = now
            return []
        case .tick:
            guard left(at: now) <= 0 else { return [] }
            if accepts { picker.dependencies.springBack(&picker.wheels) }
            let ending = Ending.timedOut(accepted: accepts && !picker.hasEmptyWheel)
            // An accept waits for rows loading and a ranking, as Enter does.
            if ending == .timedOut(accepted: true),
               picker.commands.hold(ending, at: now, elsewhere: picker.filters.isPending) { return [] }
            return [.finish(ending)]
        default:
            return []
        }
    }

    package func nextTick(_ picker: PickerState) -> Double? { nextTick(after: picker.clock) }

    /// The last seconds, counting down.
    package func notes(_ picker: PickerState) -> [ToolbarNote] {
        countdown(at: picker.clock).map { [ToolbarNote(.countdown, "\($0)s")] } ?? []
    }

    package func mayNote(_ picker: PickerState) -> Bool { true }
}
