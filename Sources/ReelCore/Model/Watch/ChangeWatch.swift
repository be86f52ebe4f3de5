import ReelText

/// `--live` and `--on-change CMD` (the library's `onSettledChange` and
/// change command): a script hears every settled change a person makes to
/// the selection, and only those.
///
/// - A change is a person's: it comes of a key or a click, or of the ticks
///   that carry one on (a search's later slices, a date springing back
///   into `--min`/`--max`). The selection the picker starts with is not a
///   change, nor are rows that a command wheel loads by itself: while
///   nobody has changed anything, what the wheels show is the baseline.
/// - It is settled once the wheels have been still for
///   `CommandFeed.settleDelay` (a fast spin reports where it stopped, not
///   each row it passed), and once every command wheel that reloads for
///   it has finished (`reloading`), in every field of a form, shown or
///   not: `2 r2`, never `2 r1`, the new value beside the old rows. The
///   selection reported is the one then on screen.
/// - A change back to what was last reported reports nothing.
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
    /// The selection last reported, or the one the wheels show while
    /// nobody has changed it (values, then rows); nil before the first event.
    private var reported: [[UInt8]]?
    /// The selection after the latest event, to tell when it moves.
    private var latest: [[UInt8]]?
    /// It has its first selection (`start(from:)`).
    var hasStarted: Bool { latest != nil }
    /// When a person first changed the selection since the last report:
    /// command runs started since are the reload that change asked for.
    package private(set) var changedAt: Double?
    /// When the selection, still since it last moved, has settled.
    private var settlesAt: Double?
    /// When the loop must tick for a report; nil while it waits on
    /// something else (a command, a spring-back) or on nothing.
    package private(set) var due: Double?

    package init(onChange: Template? = nil) {
        self.onChange = onChange
        script = onChange.map(ShellScript.init)
    }

    /// What a change report compares: every value (a multi-select
    /// wheel's checked ones) and row.
    private static func key(_ selection: SelectionValues) -> [[UInt8]] {
        let refs = selection.refs
        return refs.map(selection.rawValue(of:))
            + [refs.flatMap { Array(String(selection.wheel($0)?.selectedSourceRow ?? 0).utf8) + [0] }]
    }

    /// Before the first event: the selection the picker starts with, which
    /// is not a change.
    package mutating func start(from selection: SelectionValues) {
        guard latest == nil else { return }
        latest = Self.key(selection)
        reported = latest
    }

    /// After each event: notices a changed selection and reports it once
    /// it has settled. `byPerson`: the event was the person's (a key, a
    /// click, a tick carrying one on); `reloading`: a command wheel is due
    /// to run, or running, for the change (`Commands.isReloading(since:)`);
    /// `allowed`: the dependencies allow the selection (a date about to
    /// spring back is not reported: where it lands is); `complete`: every
    /// wheel has rows.
    package mutating func effects(_ selection: SelectionValues, byPerson: Bool, reloading: Bool,
                                  allowed: Bool, complete: Bool, at now: Double) -> [Effect] {
        let key = Self.key(selection)
        let moved = key != latest
        latest = key
        // Only the person's moves wait to settle: the rows a reload brings
        // are reported as soon as the reload is over.
        if moved, byPerson {
            settlesAt = now + CommandFeed.settleDelay
            if changedAt == nil { changedAt = now }
        }
        guard changedAt != nil else {
            // Nobody changed it: rows loading by themselves move the baseline.
            reported = key
            (settlesAt, due) = (nil, nil)
            return []
        }
        guard let settlesAt, allowed else {
            due = nil
            return []
        }
        guard settlesAt <= now else {
            due = settlesAt
            return []
        }
        // Settled, but a command wheel still loading for it, or an empty
        // wheel: the command's events call again.
        due = nil
        guard !reloading, complete else { return [] }
        (self.settlesAt, changedAt) = (nil, nil)
        guard key != reported else { return [] }
        reported = key
        var effects: [Effect] = notifies ? [.settled] : []
        if let script { effects.append(.runOnChange(script.command(Placeholders(selection, delimiter: delimiter)))) }
        return effects
    }
}
