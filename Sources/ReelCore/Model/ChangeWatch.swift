/// `--live` and `--on-change CMD` (the library's `onSettledChange` and
/// change command): a script hears every settled change of the selection. A change is settled once the wheels have been still for
/// `CommandFeed.settleDelay`, so a fast spin reports where it stopped, not
/// each row it passed. The selection at start is not a change.
package struct ChangeWatch: Equatable, Sendable {
    /// `--on-change`: the command, placeholders as in `!CMD`.
    package var onChange: Template?
    /// Joins the values of `{}` in `onChange`.
    package var delimiter: [UInt8] = Array("\t".utf8)
    /// `onSettledChange` is called (what `--live` prints from).
    package var notifies = false
    /// The selection last reported (values, then rows); nil: none yet.
    package var reported: [[UInt8]]?
    /// When the pending change is reported.
    package var due: Double?

    package init(onChange: Template? = nil) {
        self.onChange = onChange
    }
}

extension PickerState {
    /// What a change report compares: every value and row.
    var changeKey: [[UInt8]] { currentValues + [selectedRows.flatMap { Array(String($0).utf8) + [0] }] }

    /// Notices a changed selection and reports it once it has settled.
    mutating func changeEffects(at now: Double) -> [Effect] {
        guard var watch = changeWatch else { return [] }
        defer { changeWatch = watch }
        let key = changeKey
        guard let reported = watch.reported else {
            watch.reported = key
            return []
        }
        if key == reported {
            watch.due = nil
            return []
        }
        // Still moving (or just moved): wait for it to settle.
        if watch.due == nil || lastChangeKey != key { watch.due = now + CommandFeed.settleDelay }
        lastChangeKey = key
        // A date about to spring back is not reported: where it lands is.
        guard allowsSelection else {
            watch.due = nil
            return []
        }
        guard let due = watch.due, due <= now, !hasEmptyWheel else { return [] }
        watch.due = nil
        watch.reported = key
        var effects: [Effect] = watch.notifies ? [.settled] : []
        if let template = watch.onChange {
            effects.append(.runOnChange(template.shellCommand(values: currentValues, rows: selectedRows,
                                                              delimiter: watch.delimiter)))
        }
        return effects
    }
}
