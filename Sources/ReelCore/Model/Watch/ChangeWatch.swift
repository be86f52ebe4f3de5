/// `--live` and `--on-change CMD` (the library's `onSettledChange` and
/// change command): a script hears every settled change of the selection.
/// A change is settled once the wheels have been still for
/// `CommandFeed.settleDelay`, so a fast spin reports where it stopped, not
/// each row it passed. The selection at start is not a change.
package struct ChangeWatch: Equatable, Sendable {
    /// `--on-change`: the command, placeholders as in `!CMD`.
    package var onChange: Template? {
        didSet { script = onChange.map(ShellScript.init) }
    }
    private var script: ShellScript?
    /// Joins the values of `{}` in `onChange`.
    package var delimiter: [UInt8] = Array("\t".utf8)
    /// `onSettledChange` is called (what `--live` prints from).
    package var notifies = false
    /// The selection last reported (values, then rows); nil: none yet.
    private var reported: [[UInt8]]?
    /// The selection at the latest event, to tell a settled one.
    private var latest: [[UInt8]]?
    /// When the pending change is reported.
    package private(set) var due: Double?

    package init(onChange: Template? = nil) {
        self.onChange = onChange
        script = onChange.map(ShellScript.init)
    }

    /// What a change report compares: every value and row.
    private static func key(_ wheels: [Wheel]) -> [[UInt8]] {
        wheels.map(\.currentValue) + [wheels.flatMap { Array(String($0.selectedRow).utf8) + [0] }]
    }

    /// Before the first event: the selection the picker starts with, which
    /// is not a change.
    package mutating func start(from wheels: [Wheel]) {
        if reported == nil { reported = Self.key(wheels) }
    }

    /// After each event: notices a changed selection and reports it once
    /// it has settled. `allowed`: the dependencies allow it (a date about
    /// to spring back is not reported: where it lands is); `complete`:
    /// every wheel has rows.
    package mutating func effects(wheels: [Wheel], allowed: Bool, complete: Bool, at now: Double) -> [Effect] {
        effects(SelectionValues(wheels: wheels, delimiter: delimiter), allowed: allowed, complete: complete, at: now)
    }

    package mutating func effects(_ selection: SelectionValues, allowed: Bool, complete: Bool, at now: Double) -> [Effect] {
        let wheels = selection.wheels
        let key = Self.key(wheels)
        if key == reported {
            due = nil
            return []
        }
        // Still moving (or just moved): wait for it to settle.
        if due == nil || latest != key { due = now + CommandFeed.settleDelay }
        latest = key
        guard allowed else {
            due = nil
            return []
        }
        guard let due, due <= now, complete else { return [] }
        self.due = nil
        self.reported = key
        var effects: [Effect] = notifies ? [.settled] : []
        if let script {
            var selection = selection
            selection.delimiter = delimiter
            effects.append(.runOnChange(script.command(selection)))
        }
        return effects
    }
}
