import ReelText

/// Every accept asks the one verdict (`Verdict`): Enter, a `--button`,
/// Done clicked, an accepting `--timeout` (`IdleTimeout+Feature`), and a
/// held accept when what it waited for lands (`HeldAccept+Feature`).
extension PickerState {
    /// What an accept ending as `ending` does now. A selection the
    /// relations do not allow springs back to the nearest allowed one (in
    /// a form, on every field): a person sees it and accepts again, a
    /// timeout takes it. Then the verdict: finish prints; hold waits for
    /// the rows loading or being ranked (`HeldAccept`), so that the answer
    /// never depends on timing; refuse shows a person the field and why,
    /// and ends a timeout as one that gives up.
    mutating func accept(_ ending: Ending) -> [Effect] {
        if springsBack() && ending.isPersons { return [] }
        // Held, then asked: the verdict lets it go at once when it may end.
        heldAccept.hold(ending, untilInputEnds: noRowStreamedYet)
        return askHeldAccept()
    }

    /// The accept held asks the verdict: when accepted, and again after
    /// every event, once the features that load rows have followed it.
    mutating func askHeldAccept() -> [Effect] {
        guard let ending = heldAccept.ending else { return [] }
        switch verdict {
        case .hold: return []
        case .finish:
            _ = heldAccept.release()
            return finish(ending)
        case .refuse(let refusal):
            _ = heldAccept.release()
            return refuse(refusal, ending)
        }
    }

    /// Ends the picker as `ending`; a button says which one it was.
    mutating func finish(_ ending: Ending) -> [Effect] {
        if case .pressed(let i) = ending { chrome.pressedButton = i }
        return [.finish(ending)]
    }

    /// A refused accept: a person is shown the field and why (the toolbar
    /// says it until the field has an answer); a timeout gives up.
    private mutating func refuse(_ refusal: Verdict.Refusal, _ ending: Ending) -> [Effect] {
        guard ending.isPersons else { return [.finish(.timedOut(accepted: false))] }
        form.missing = refusal.field
        show(field: refusal.field, focus: form.fields[refusal.field].entry != nil ? .entry : nil)
        return []
    }

    /// A selection the relations do not allow springs back (in a form, on
    /// every field: one left before its spring-back came): whether one did.
    private mutating func springsBack() -> Bool {
        var sprang = false
        for index in form.fields.indices {
            sprang = changeWheels(ofField: index) { $0.springBack() } == true || sprang
        }
        return sprang
    }
}

extension Ending {
    /// A person's accept (a key, a click), not a timeout's.
    var isPersons: Bool { self != .timedOut(accepted: true) }
}
