import ReelText

/// The one rule for every accept: Enter, a `--button`, Done clicked, and
/// an accepting `--timeout` (`IdleTimeout+Feature`).
extension PickerState {
    /// What an accept ending as `ending` does now. A selection the
    /// relations do not allow springs back to the nearest allowed one (in
    /// a form, on every field): a person sees it and accepts again, a
    /// timeout takes it. An empty wheel has nothing to print: a person's
    /// accept waits, a timeout gives up. Rows loading for the selection
    /// shown, or a filter still ranking, hold the accept until they are
    /// in (`HeldAccept`), so that the answer never depends on timing.
    mutating func accept(_ ending: Ending) -> [Effect] {
        let byPerson = ending != .timedOut(accepted: true)
        let sprang = springsBack()
        if hasEmptyWheel { return byPerson ? [] : [.finish(.timedOut(accepted: false))] }
        // A required text left empty: a person fills it in, a timeout gives up.
        if stopAtMissing() { return byPerson ? [] : [.finish(.timedOut(accepted: false))] }
        if sprang && byPerson { return [] }
        if answerPending(at: clock) {
            heldAccept.hold(ending)
            return []
        }
        return finish(ending)
    }

    /// Ends the picker as `ending`; a button says which one it was.
    mutating func finish(_ ending: Ending) -> [Effect] {
        if case .pressed(let i) = ending { chrome.pressedButton = i }
        return [.finish(ending)]
    }

    /// What an accept waits for: rows a command is loading for the
    /// selection shown, in any field of a form, and any filter's scan or
    /// ranking of the rows read so far. So Enter during a ranking takes
    /// its best row, which `--batch --filter` prints first, not the best
    /// of the part ranked yet.
    func answerPending(at now: Double) -> Bool {
        (0..<fieldCount).contains { index in
            withField(index) { $0.commands.isLoadingRows(at: now) || $0.filters.isPending }
        }
    }

    /// A selection the relations do not allow springs back (in a form, on
    /// every field: one left before its spring-back came): whether one did.
    private mutating func springsBack() -> Bool {
        var sprang = false
        for index in 0..<fieldCount {
            sprang = changeField(index) { $0.shownParts.springBack() } || sprang
        }
        return sprang
    }
}
