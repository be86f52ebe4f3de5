/// How one documented example is run, and what it must do: the example's
/// text runs as written (in `bash -c`, in a scratch directory), with fakes
/// on PATH for the commands that would act on the machine
/// (`ExampleScratch.fakes`), and its choices made either by `--batch` or
/// by keys on a pseudo-terminal.
struct ExampleRun: Sendable {
    enum Way: Sendable {
        /// No terminal, every reel given `--batch` (through
        /// `REEL_DEFAULT_OPTS`): each prints its initial choice.
        case batch
        /// No terminal, as written: the example needs none (`--batch`,
        /// `--select-1`, an error).
        case detached
        /// On a pseudo-terminal, these steps; then again with Esc at the
        /// first picker (`cancel`), which must end it quietly.
        case keys([Step])
        /// The rest of a crontab line, as cron runs it: `/bin/sh -c`, no terminal.
        case cron
        /// Typed into a pane of a tmux server of its own, the steps on its client.
        case tmux([Step])
    }

    enum Step: Sendable {
        /// Wait until the terminal shows this text.
        case see(String)
        /// Wait until a line of it is exactly this text (a prompt asked
        /// again, when the line it was first asked on holds the answer too).
        case seeLine(String)
        /// Wait until it no longer does (a row filtered away, a picker gone).
        case gone(String)
        /// Type these keys.
        case send(String)
        /// Wait until a fake has been called with this line (an
        /// `--on-change` command runs once the wheel settles).
        case called(String)
        /// Wait until stdout holds this text (`--live`).
        case printed(String)
    }

    var way: Way
    /// `$1`, … of the script.
    var arguments: [String] = []
    /// Files made in the scratch directory before the run; a text that
    /// starts with `#!` is made executable.
    var files: [String: String] = [:]
    /// The scratch directory is a git repository (`ExampleScratch.makeRepository`).
    var repository = false
    /// Shell run after the example in the same shell, to print what it
    /// left in variables or files.
    var then: String?
    var status: Int32 = 0
    /// The script's stdout.
    var printed: Expected = ""
    /// The lines the fakes logged, in order.
    var calls: Expected = ""
    /// stderr (not read in tmux's pane).
    var stderr: Expected = ""
    /// What the terminal shows at the end, trailing blank lines left out (an
    /// accessible-mode session).
    var transcript: String?
    /// The keys of the run with Esc: by default the first `see` step, then
    /// Esc; none when empty.
    var cancel: [Step]?
    /// Programs the run needs that a bare machine may lack.
    var needs: [String] = []

    var steps: [Step] {
        switch way {
        case .keys(let steps), .tmux(let steps): steps
        case .batch, .detached, .cron: []
        }
    }

    /// The steps of the Esc run, nil where there is none (no terminal).
    var cancelSteps: [Step]? {
        guard case .keys(let steps) = way else { return nil }
        if let cancel { return cancel.isEmpty ? nil : cancel }
        guard let first = steps.first(where: { if case .see = $0 { true } else { false } }) else { return nil }
        return [first, .send(Keys.escape)]
    }
}

/// Text a run must print: exactly this, or a whole match of a regular expression.
enum Expected: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    case exactly(String)
    case matching(String)

    init(stringLiteral value: String) { self = .exactly(value) }

    func holds(for text: String) -> Bool {
        switch self {
        case .exactly(let expected): return text == expected
        case .matching(let pattern):
            guard let regex = try? Regex(pattern) else { return false }
            return text.wholeMatch(of: regex) != nil
        }
    }

    var description: String {
        switch self {
        case .exactly(let text): text.debugDescription
        case .matching(let pattern): "/\(pattern)/"
        }
    }
}
