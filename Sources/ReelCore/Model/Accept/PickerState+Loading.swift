import ReelText

extension PickerState {
    /// Whether anything still loads or ranks, in any field: what the
    /// verdict holds for (a command loading rows, a filter's scan or
    /// ranking, a wheel whose rows are still to come), an accept held,
    /// rows still streaming in, a change still settling before `--live`
    /// reports it. What a script's `<wait>` waits out (`KeyedView`), so a
    /// test never races the picker.
    package var isLoadingOrRanking: Bool {
        if case .hold = verdict { return true }
        return heldAccept.ending != nil || watch?.due != nil || form.fields.contains { $0.wheels?.streaming?.isStreaming == true }
    }
}
