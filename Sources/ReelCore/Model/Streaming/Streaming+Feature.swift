import ReelText

/// Rows still arriving for one wheel of a field: each read is the wheel's rows so far.
extension Streaming {
    /// Rows loading, cut or failed; on the focused wheel the count goes
    /// with its position (`12/304 loading…`), not said twice.
    func notes(_ field: WheelField, _ scene: FieldScene) -> [ToolbarNote] {
        guard field.wheels.indices.contains(wheel) else { return [] }
        // A list's query line says it (`2/2 loading…`).
        let positioned = (scene.focusedWheel == wheel && isStreaming
                          && field.position(ofWheel: wheel, visibleRows: scene.visibleRows) != nil)
            || field.showsList
        return notes(rows: field.wheels[wheel].sourceRows.count, withPosition: positioned)
    }

    mutating func receive(_ event: Event, _ field: inout WheelField) -> [Effect] {
        switch event {
        case .rows(let wheel, let rows) where wheel == self.wheel:
            take(rows, final: false, into: &field.wheels)
            return [.relayout]
        case .rowsEnded(let wheel, let failure) where wheel == self.wheel:
            take(nil, final: true, failure: failure, into: &field.wheels)
            // Input that ends with no row is the same whenever it ends: the
            // error `printf '' | reel` gives, not an empty picker that only
            // Esc leaves (`sleep 1 | reel`). A read that failed keeps its note.
            if self.failure == nil, field.wheels[wheel].sourceRows.count == 0 { return [.finish(.emptyInput)] }
            return [.relayout]
        default:
            return []
        }
    }
}
