import ReelText

/// Rows still arriving for one wheel: each read is the wheel's rows so far.
extension Streaming: PickerFeature {
    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        switch event {
        case .rows(let wheel, let rows) where wheel == self.wheel:
            take(rows, final: false, into: &picker.wheels)
            return [.relayout]
        case .rowsEnded(let wheel, let failure) where wheel == self.wheel:
            take(nil, final: true, failure: failure, into: &picker.wheels)
            return [.relayout]
        default:
            return []
        }
    }
}
