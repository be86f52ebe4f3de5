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
            guard left(at: now) <= 0, picker.heldAccept.ending == nil else { return [] }
            // The rule Enter follows (`PickerState+Accept`).
            return accepts ? picker.accept(.timedOut(accepted: true)) : [.finish(.timedOut(accepted: false))]
        default:
            return []
        }
    }

    /// None while its accept is held: the hold ends the picker.
    package func nextTick(_ picker: PickerState) -> Double? {
        picker.heldAccept.ending == nil ? nextTick(after: picker.clock) : nil
    }

    /// The last seconds, counting down.
    package func notes(_ picker: PickerState) -> [ToolbarNote] {
        countdown(at: picker.clock).map { [ToolbarNote(.countdown, "\($0)s")] } ?? []
    }

    package func mayNote(_ picker: PickerState) -> Bool { true }
}
