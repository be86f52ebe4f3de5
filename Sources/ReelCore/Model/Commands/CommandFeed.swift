import ReelText

/// One command that feeds the picker (`!CMD` rows, the `--preview` pane):
/// which command line the selection asks for, whether it is waiting for
/// the wheels to settle, running, or failed. Deciding what to run and when
/// is pure (here and in `Commands`); running it is the terminal layer's.
package struct CommandFeed: Equatable, Sendable {
    /// How long the wheels a command names must stay still before it runs
    /// again: spinning through a hundred rows starts one run, not a hundred.
    package static let settleDelay = 0.150

    /// What its output is for.
    package var target: CommandTarget
    package var template: Template {
        didSet { script = ShellScript(template) }
    }
    /// What `/bin/sh` runs: the template's text, placeholders as parameters.
    package private(set) var script: ShellScript
    package var maxRows: Int
    /// The wheels its placeholders read (`Commands.add` works them out,
    /// field names and all).
    package var reads = NamedWheels.every
    /// Joins the values of `{}`.
    package var delimiter: [UInt8]
    /// The command line the selection asks for now.
    package var wanted: ShellCommand?
    /// When `wanted` runs, once the wheels have settled; nil: nothing waits.
    /// The first run is due at once.
    package var due: Double? = 0
    /// The command line of the latest run.
    package var started: ShellCommand?
    /// Numbers runs, so that output of a replaced run is told apart.
    package var run = 0
    /// How the latest run stands. A new command line waiting to settle
    /// (`wanted`, `due`) is another matter: it may wait while a run goes on.
    package var latest = RunState.idle
    /// The value to select again when it shows up in the new rows, as
    /// `--tree` does; and the row where it was put, so that a person who
    /// spun the wheel meanwhile is not overruled.
    package var keep: [UInt8]?
    package var placed = 0
    /// Rows already searched for `keep`.
    package var searched = 0
    /// Rows measured for the wheel's width.
    package var measured = 0
    /// A wheel it names has no rows yet or is still loading them: it waits.
    package var blocked = false

    package init(target: CommandTarget, template: Template, maxRows: Int, delimiter: [UInt8] = Array(" ".utf8),
                 keep: [UInt8]? = nil) {
        self.target = target
        self.template = template
        script = ShellScript(template)
        self.maxRows = maxRows
        self.delimiter = delimiter
        self.keep = keep
    }

    /// The latest run of a feed, as one value, so that what cannot be
    /// (running and failed, cut and still running, rows received by no
    /// run) cannot be written.
    package enum RunState: Equatable, Sendable {
        /// Not run yet.
        case idle
        /// Started at `since`; `firstOutput`: when its first output
        /// replaced the rows (or the pane) of the run before.
        case running(since: Double, firstOutput: Double?)
        /// It ended; its output is the rows.
        case ended
        /// `--max-rows` cut its output, and it was stopped.
        case cut
        /// Why the wheel is empty: the first stderr line, an exit status.
        case failed(String)
    }

    package var running: Bool {
        if case .running = latest { true } else { false }
    }

    /// Output of the running run has arrived.
    package var receivedAny: Bool { firstOutput != nil }

    /// When the running run's first output came.
    package var firstOutput: Double? {
        if case .running(_, let first) = latest { first } else { nil }
    }

    /// When the running run started.
    package var startedAt: Double? {
        if case .running(let since, _) = latest { since } else { nil }
    }

    package var cut: Bool { latest == .cut }

    package var failure: String? {
        if case .failed(let reason) = latest { reason } else { nil }
    }

    /// The feed after a look at the selection, whose command line is now
    /// `line`: a new line waits to settle when a person's spin or typing
    /// made it (`settles`), and is due at once when another command's
    /// result did (a chain of N fields costs N runs, not N settle
    /// delays) or it is the first; a
    /// line due starts unless `blocked` (a wheel it names has no rows
    /// yet, whose arrival is an event that asks again). The line to start,
    /// if any; the run counts as running from then.
    mutating func step(_ line: ShellCommand, blocked: Bool, settles: Bool = true, at now: Double) -> ShellCommand? {
        if line != (wanted ?? started) {
            wanted = line
            due = started == nil || !settles ? min(due ?? now, now) : now + Self.settleDelay
        }
        self.blocked = blocked
        guard !blocked, let due, due <= now else { return nil }
        self.due = nil
        defer { wanted = nil }
        guard let wanted, wanted != started || run == 0 else { return nil }
        run += 1
        started = wanted
        latest = .running(since: now, firstOutput: nil)
        return wanted
    }

    /// The running run's first output arrived: true when it is the first
    /// (the rows or the pane of the run before are to be replaced).
    mutating func receive(at now: Double) -> Bool {
        guard case .running(let since, nil) = latest else { return false }
        latest = .running(since: since, firstOutput: now)
        return true
    }

    /// The wheel it feeds, numbered within its field; nil for the preview pane.
    package var wheel: Int? {
        if case .wheel(let i, _) = target { i } else { nil }
    }

    /// The field whose wheel it feeds (a plain picker's one field is field
    /// 0); nil for the picker's own commands (the preview pane).
    package var field: Int? {
        if case .wheel(_, let field) = target { field } else { nil }
    }

    /// The toolbar's note: loading, cut, or why the wheel is empty.
    package func note(rows: Int) -> ToolbarNote? {
        if let failure { return ToolbarNote(.error, failure) }
        if cut { return ToolbarNote(.error, "only first \(rows)") }
        return running ? ToolbarNote(.loading, receivedAny ? "loading… \(rows)" : "loading…") : nil
    }
}
