import ReelCore
import ReelKit
import ReelSystem
import ReelTerminal

/// The `reel` command: options in, one picker run, the choice on stdout,
/// an exit status out. Errors become one line on stderr here and only here.
package enum ReelCommand {
    package enum ExitStatus {
        static let accepted: Int32 = 0
        static let cancelled: Int32 = 1
        /// The first `--button`'s; the next ones count on.
        static let firstButton: Int32 = 3
        static let timedOut: Int32 = 124
        static let interrupted: Int32 = 130
    }

    /// `arguments` are the command line's bytes as the kernel passed them
    /// (not decoded: a value keeps invalid UTF-8 on its way to stdout).
    /// The environment is read only when needed: `--version` and `--help`
    /// never build its dictionary (a quarter of `--version`'s instructions).
    package static func run(arguments: [[UInt8]], environment: @autoclosure () -> [String: String]) -> Int32 {
        // In a tmux popup, the caller's streams, environment and arguments
        // are taken over before anything reads or writes them.
        let popupArguments: [[UInt8]]?
        do { popupArguments = try PopupLink.joinIfAsked() } catch {
            StandardStreams.report(ReelError.terminal(error).message)
            return ReelError.exitStatus
        }
        let status: Int32
        do {
            status = try runOrThrow(arguments: popupArguments ?? arguments, environment: environment,
                                    inPopup: popupArguments != nil)
        } catch {
            StandardStreams.report(error.message)
            status = ReelError.exitStatus
        }
        PopupLink.reportExit(status)
        return status
    }

    private static func runOrThrow(arguments: [[UInt8]], environment readEnvironment: () -> [String: String],
                                   inPopup: Bool) throws(ReelError) -> Int32 {
        StandardStreams.ignoreBrokenPipes()
        let outputClosed = StandardStreams.outputIsClosed()
        StandardStreams.fillClosedDescriptors()
        let configuration: Configuration
        let environment: [String: String]
        if let request = ArgumentParser.informationRequest(raw: arguments) {
            configuration = request
            environment = [:]
        } else {
            environment = readEnvironment()
            configuration = try ArgumentParser.parse(raw: arguments, environment: environment)
        }
        if configuration.showHelp { return printed(Help.text) }
        if configuration.showVersion { return printed(Help.versionText) }
        if let shell = configuration.completionShell { return printed(Completions.script(for: shell)) }

        // Typos first, then the terminal, and only then stdin: a cron job
        // fails at once instead of waiting on input it cannot use.
        try PickerFactory.validate(configuration)
        if outputClosed { throw .outputClosed }
        // `--popup`: the same command in a tmux popup, whose reel reads
        // stdin and writes stdout itself; where none opens, inline.
        if let size = configuration.popup, !configuration.batch, !inPopup, TmuxPopup.isAvailable(environment: environment),
           let ending = TmuxPopup.run(arguments: arguments, size: size) {
            switch ending {
            case .exited(let status): return status
            case .died(let signo): SignalPipe.raiseWithDefaultAction(signo)
            }
        }
        let tty: TTY?
        // `--select-1` and `--exit-0` may end before anything is drawn, as
        // a script without a terminal expects: then a missing terminal is
        // an error only once the picker must be drawn.
        var missingTerminal: TerminalError?
        do { tty = configuration.batch ? nil : try TTY() } catch {
            guard configuration.start.selectOne || configuration.start.exitZero else { throw .terminal(error) }
            (tty, missingTerminal) = (nil, error)
        }

        // Streamed rows need not have come: the picker draws `loading…`
        // and counts --timeout meanwhile.
        var (picker, loading, stream) = try makePicker(configuration, environment: environment)
        let stdout = OutputQueue(fd: 1)
        if configuration.batch, configuration.start.filters { return try printFiltered(picker, configuration) }
        // `--filter`: the focused wheel shows the rows its query matches.
        if configuration.start.filters { picker.filterFocusedWheel(sorts: configuration.sorts, literal: configuration.start.literal) }
        switch picker.start(configuration.start) {
        case .accept:
            stdout.appendFinal(OutputFormatter.bytes(for: picker.state, options: configuration.output))
            return finish(stdout, status: ExitStatus.accepted)
        case .noMatch: return ExitStatus.cancelled
        case .run:
            if let missingTerminal { throw .terminal(missingTerminal) }
        }
        if let tty {
            let depth = ColorPolicy.depth(choice: configuration.color, environment: environment)
            let state = picker.state
            let assumed = BackdropQuery.assumed(environment: environment)
            let plainMarks = MarkPolicy.plainMarks(environment: environment)
            picker.appearance = configuration.appearance(state: state, depth: depth, backdrop: assumed, plainMarks: plainMarks)
            // `--theme auto`: ask the terminal, where its answer changes the
            // look; at 16 colours, ask whether it has 256 (and then the
            // background too, which the 256-colour look depends on).
            let theme = configuration.theme
            let background = theme.dependsOnBackdrop(at: depth)
                || (depth == .ansi16 && theme.dependsOnBackdrop(at: .palette256))
            let query = BackdropQuery(assumed: assumed, depth: depth, asksBackground: background) {
                configuration.appearance(state: state, depth: $1, backdrop: $0, plainMarks: plainMarks)
            }
            let backdrop = query.asksAnything && BackdropQuery.mayAsk(environment: environment) ? query : nil
            picker.measure = DisplayWidth(ambiguousIsWide: configuration.ambiguousIsWide)
            picker.options.mouse = configuration.mouse
            picker.options.timeout = configuration.timeout
            picker.options.acceptOnTimeout = configuration.onTimeout == .accept
            picker.options.accessible = AccessiblePolicy.isOn(option: configuration.accessible, environment: environment)
            switch picker.run(on: tty, depth: depth, backdrop: backdrop, loading: loading,
                              loadingField: loading == nil ? nil : PickerFactory.streamingPlan(for: configuration)?.field,
                              stream: stream, output: stdout) {
            case .selected: break
            case .cancelled: return finish(stdout, status: ExitStatus.cancelled)
            case .interrupted: return finish(stdout, status: ExitStatus.interrupted)
            case .timedOut: return finish(stdout, status: ExitStatus.timedOut)
            }
        }
        // With --live the choice is the last report, ended as the others are.
        let choice = configuration.live ? OutputFormatter.report(for: picker.state, options: configuration.output)
            : OutputFormatter.bytes(for: picker.state, options: configuration.output)
        stdout.appendFinal(choice)
        // A --button accepts as Done, with its own status: 3 for the first.
        return finish(stdout, status: picker.pressedToolbarItem.map { ExitStatus.firstButton + Int32($0) } ?? ExitStatus.accepted)
    }

    /// What is queued for stdout written, then the exit status. With the
    /// choice among it, reel waits for the reader as any program writing
    /// to a pipe does (a fatal signal ends the wait); a cancel waits for
    /// nobody. Whatever stdout did not get is one line on stderr, and the
    /// status says so: a reader that closed stdout ends reel as SIGPIPE
    /// ends a pipeline's writer (141), any other loss is 2 after an
    /// accept, and the cancel's, timeout's or signal's own status otherwise.
    private static func finish(_ stdout: OutputQueue, status: Int32) -> Int32 {
        // A --button's status is an accept's too.
        let accepted = status == ExitStatus.accepted
            || (ExitStatus.firstButton..<ExitStatus.firstButton + Int32(Limits.buttons)).contains(status)
        let drain: OutputQueue.Drain = accepted ? stdout.drain() : stdout.write() ? .written : .failed
        if let loss = stdout.loss { StandardStreams.report(loss) }
        if case .interrupted(let signo) = drain { SignalPipe.raiseWithDefaultAction(signo) }
        if stdout.failure == EPIPE { SignalPipe.raiseWithDefaultAction(SIGPIPE) }
        return stdout.loss != nil && accepted ? ReelError.exitStatus : status
    }

    /// `--batch --filter`: every row of the focused wheel that the query
    /// matches, best first, one a line, as `fzf --filter` prints them;
    /// exit 1 when none does (as fzf and grep).
    private static func printFiltered(_ picker: Picker, _ configuration: Configuration) throws(ReelError) -> Int32 {
        let state = picker.state
        guard let wheel = state.focusedWheel else { return ExitStatus.cancelled }
        let rows = state.wheels[wheel].rows
        let result = FilterResult.scan(FilterQuery(configuration.start.text ?? "", literal: configuration.start.literal), in: rows)
        let end: UInt8 = configuration.output.nulTerminated ? 0 : 0x0A
        let written = FilterListing.write(result, of: rows, sort: configuration.sorts, end: end,
                                          indices: configuration.output.format == .indices) {
            StandardStreams.write($0, to: 1)
        }
        if !written { throw .outputClosed }
        return result.rows.isEmpty ? ExitStatus.cancelled : ExitStatus.accepted
    }

    /// `--batch`: each `!CMD` wheel's command runs once, left to right,
    /// with the values chosen so far; a failure is an error, as a missing
    /// file is.
    private static func loadCommandsOnce(_ picker: inout Picker, _ configuration: Configuration) throws(ReelError) {
        do { try picker.loadRowsCommands() } catch {
            let spec = error.component.flatMap { commandSpec(ofWheel: $0, field: error.field, configuration) }
            throw .commandFailed(spec: spec ?? "--batch", reason: error.message)
        }
    }

    /// The `!CMD` the person wrote for `wheel` (in a form, of `field`).
    private static func commandSpec(ofWheel wheel: Int, field: Int?, _ configuration: Configuration) -> String? {
        let components = field.map { configuration.field($0).components } ?? configuration.components
        return components.indices.contains(wheel) ? components[wheel].spec : nil
    }

    private static func printed(_ text: String) -> Int32 {
        StandardStreams.write(Array(text.utf8), to: 1)
        return 0
    }

    /// The picker the configuration describes. Stdin, or a file that is
    /// not a regular one, may stream: what it has ready is read here (no
    /// waiting: the picker takes the terminal and draws `loading…` until
    /// rows come) and the rest while the picker runs, by the stream, which
    /// appends to the first rows in place (`LineRows.growingInPlace`).
    private static func makePicker(_ configuration: Configuration, environment: [String: String])
        throws(ReelError) -> (Picker, Streaming?, RowStream?) {
        var inputs = PickerFactory.systemInputs(environment: environment)
        var loading: Streaming?
        var stream: RowStream?
        var streamed: (first: LineRows, fd: Int32, finished: Bool)?
        let plan = PickerFactory.streamingPlan(for: configuration)
        if let plan {
            let spec = plan.path.map { "@" + $0 } ?? "-"
            let first: (LineRows, finished: Bool)
            let fd: Int32
            // Told before the first rows are read: the stream's rows are
            // measured as the wheel draws them (`--ansi`), once.
            let owner = plan.field.map { configuration.field($0) } ?? configuration
            let codes = (owner.components.isEmpty ? owner.defaults : owner.options(of: plan.wheel)).colorCodes ?? .escaped
            do {
                fd = try plan.path.map { path throws(LineRows.ReadError) in try LineRows.openForStreaming(path: path) } ?? 0
                first = try RowStream.firstRows(fd: fd, maxRows: configuration.maxRows, colorCodes: codes)
            } catch {
                throw .unreadable(spec: spec, path: plan.path ?? "stdin", reason: error.reason)
            }
            let (rows, finished) = first
            if let path = plan.path {
                // The first wheel naming the file gets the stream; another
                // naming it too reads it as usual.
                let readFile = inputs.readFile
                var given = false
                inputs.readFile = { wanted, maxRows throws(LineRows.ReadError) in
                    if wanted == path, !given { given = true; return rows }
                    return try readFile(wanted, maxRows)
                }
            } else {
                inputs.readStandardInput = { _ in rows }
            }
            // Rows still to come: the wheel may start empty.
            if !finished { (inputs.streamingWheel, inputs.streamingField) = (plan.wheel, plan.field) }
            streamed = (rows, fd, finished)
        }
        var picker = try PickerFactory.makePicker(configuration, inputs: inputs)
        if let plan, let (rows, fd, finished) = streamed {
            // In a form, the wheel of its field (`Picker.run(on:loadingField:)`).
            let wheel = plan.wheel
            if !finished { stream = RowStream(fd: fd, wheel: wheel, rows: rows, maxRows: configuration.maxRows) }
            loading = Streaming(wheel: wheel, finished: finished, cut: rows.wasCut, measured: rows.count)
            loading?.linesCut = rows.linesCut > 0
        }
        if configuration.batch { try loadCommandsOnce(&picker, configuration) }
        return (picker, loading, stream)
    }
}
