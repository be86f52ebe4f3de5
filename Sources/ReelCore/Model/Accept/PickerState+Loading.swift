import ReelText

extension PickerState {
    /// Whether anything still loads or ranks, in any field: rows streaming
    /// in, a command due or running for rows its wheel does not have yet
    /// (a first run with none, a reload the accept would wait for), a
    /// filter's scan or ranking, an accept held for them, a change still
    /// settling before `--live` reports it. What a script's
    /// `<wait>` waits out (`KeyedView`), so a test never races the picker.
    /// One small question, kept here so that it can become the picker's
    /// single verdict on ending once there is one.
    package func isLoadingOrRanking(at now: Double) -> Bool {
        heldAccept.ending != nil || watch?.due != nil || answerPending(at: now) || fieldPickers.contains { field in
            field.streaming?.isStreaming == true
                || field.commands.reloadingWheels.contains { field.wheels.indices.contains($0) && field.wheels[$0].rows.count == 0 }
        }
    }
}
