import ReelText

/// Rows still arriving for one wheel: each read is the wheel's rows so far.
extension Streaming: PickerFeature {
    /// Rows loading, cut or failed; on the focused wheel the count goes
    /// with its position (`12/304 loading…`), not said twice.
    package func notes(_ picker: PickerState) -> [ToolbarNote] {
        guard picker.wheels.indices.contains(wheel) else { return [] }
        // A list's query line says it (`2/2 loading…`).
        let positioned = (picker.focusedWheel == wheel && isStreaming && picker.position(ofWheel: wheel) != nil)
            || picker.showsList
        return notes(rows: picker.wheels[wheel].sourceRows.count, withPosition: positioned)
    }

    package func mayNote(_ picker: PickerState) -> Bool { loadsWhileShown || cut || linesCut }

    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        switch event {
        case .rows(let wheel, let rows) where wheel == self.wheel:
            take(rows, final: false, into: &picker.wheels)
            return [.relayout]
        case .rowsEnded(let wheel, let failure) where wheel == self.wheel:
            take(nil, final: true, failure: failure, into: &picker.wheels)
            // Input that ends with no row is the same whenever it ends: the
            // error `printf '' | reel` gives, not an empty picker that only
            // Esc leaves (`sleep 1 | reel`). A read that failed keeps its note.
            if self.failure == nil, picker.wheels[wheel].sourceRows.count == 0 { return [.finish(.emptyInput)] }
            return [.relayout]
        default:
            return []
        }
    }
}
