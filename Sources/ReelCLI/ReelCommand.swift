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
        try PickerFactory.validate(configuration, locale: LocaleWords.localeFromEnvironment(environment))
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
        var (picker, loading, stream): (Picker, Streaming?, RowStream?)
        let waited: (seconds: Double, timedOut: Bool)
        do throws(ReelError) {
            (picker, loading, stream, waited) = try makePicker(configuration, environment: environment)
        } catch {
            // `--exit-0`: no rows is no match, which ends reel with 1, silently.
            if case .noRows = error, configuration.start.exitZero { return ExitStatus.cancelled }
            throw error
        }
        let stdout = OutputQueue(fd: 1)
        if configuration.batch, configuration.start.filters { return try printFiltered(picker, configuration) }
        // `--filter`: each list wheel shows the rows its own query matches.
        if configuration.start.filters { picker.filterListWheels(sorts: configuration.sorts, literal: configuration.start.literal) }
        if waited.timedOut { return timedOutBeforeDrawing(&picker, configuration, stdout) }
        switch picker.start(configuration.start) {
        case .accept:
            stdout.appendFinal(OutputFormatter.bytes(for: picker.state, options: configuration.output))
            return finish(stdout, status: ExitStatus.accepted)
        case .noMatch: return ExitStatus.cancelled
        case .run:
            if let missingTerminal { throw .terminal(missingTerminal) }
        }
        if let tty {
            // A list without --rows takes 40% of the terminal, as fzf's --height 40%.
            if !configuration.rowsGiven, picker.state.isList {
                picker.visibleRows = PickerLook.listRows(terminalLines: tty.size().rows)
            }
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
            // What `--select-1` or `--exit-0` waited counts.
            picker.options.timeout = configuration.timeout.map { max(0, $0 - waited.seconds) }
            picker.options.acceptOnTimeout = configuration.onTimeout == .accept
            picker.options.accessible = AccessiblePolicy.isOn(option: configuration.accessible, environment: environment)
            let plan = loading == nil ? nil : PickerFactory.streamingPlan(for: configuration)
            let result: PickerResult
            do throws(PickerError) {
                result = try picker.run(on: tty, depth: depth, backdrop: backdrop, loading: loading,
                                        loadingField: plan?.field, stream: stream, output: stdout)
            } catch {
                // The streamed input ended with no row: as if it had been
                // empty from the start (the terminal is given back already).
                if configuration.start.exitZero { return ExitStatus.cancelled }
                throw .noRows(spec: plan?.path.map { "@" + $0 } ?? "-")
            }
            switch result {
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

    /// `--timeout` passed while `--select-1` or `--exit-0` waited for the
    /// rows to decide, before anything was drawn: it ends reel as it ends a
    /// picker, accepting the best row read so far under `--on-timeout
    /// accept`, else with 124.
    private static func timedOutBeforeDrawing(_ picker: inout Picker, _ configuration: Configuration,
                                              _ stdout: OutputQueue) -> Int32 {
        _ = picker.start(configuration.start)
        guard configuration.onTimeout == .accept, !picker.state.hasEmptyWheel else { return ExitStatus.timedOut }
        stdout.appendFinal(OutputFormatter.bytes(for: picker.state, options: configuration.output))
        return finish(stdout, status: ExitStatus.accepted)
    }

    /// What is queued for stdout written, then the exit status. With the
    /// choice among it, reel waits for the reader as any program writing
    /// to a pipe does (a fatal signal ends the wait); a cancel waits for
    /// nobody. A reader that closed stdout ends reel as SIGPIPE ends a
    /// pipeline's writer (141), saying nothing, as `cat` does; any other
    /// loss is one line on stderr and 2 after an accept, and the
    /// cancel's, timeout's or signal's own status otherwise.
    private static func finish(_ stdout: OutputQueue, status: Int32) -> Int32 {
        // A --button's status is an accept's too.
        let accepted = status == ExitStatus.accepted
            || (ExitStatus.firstButton..<ExitStatus.firstButton + Int32(Limits.buttons)).contains(status)
        let drain: OutputQueue.Drain = accepted ? stdout.drain() : stdout.write() ? .written : .failed
        if let loss = stdout.loss { StandardStreams.report(loss) }
        if case .interrupted(let signo) = drain { SignalPipe.raiseWithDefaultAction(signo) }
        StandardStreams.dieIfReaderWentAway(stdout.failure)
        return stdout.loss != nil && accepted ? ReelError.exitStatus : status
    }

    /// `--batch --filter`: every row of the focused wheel that the query
    /// matches, best first, one a line, as `fzf --filter` prints them;
    /// exit 1 when none does (as fzf and grep).
    private static func printFiltered(_ picker: Picker, _ configuration: Configuration) throws(ReelError) -> Int32 {
        let state = picker.state
        guard let wheel = state.focusedWheel else { return ExitStatus.cancelled }
        let rows = state.wheels[wheel].rows
        // Two threads: the rows scanned in two halves, the rows found gathered two runs at a time.
        let workers = TwoThreads()
        let result = FilterResult.scan(FilterQuery(configuration.start.text ?? "", literal: configuration.start.literal),
                                       in: rows, workers: workers)
        let end: UInt8 = configuration.output.nulTerminated ? 0 : 0x0A
        var failure: Int32?
        let written = FilterListing.write(result, of: rows, sort: configuration.sorts, end: end,
                                          indices: configuration.output.format == .indices, workers: workers) {
            if StandardStreams.write($0, to: 1) { return true }
            failure = errno
            return false
        }
        // `| head -1` took what it wanted: 141 and no word, as `fzf --filter`.
        StandardStreams.dieIfReaderWentAway(failure)
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
        if !StandardStreams.write(Array(text.utf8), to: 1) { StandardStreams.dieIfReaderWentAway(errno) }
        return 0
    }

    /// The picker the configuration describes. Stdin, or a file that is
    /// not a regular one, may stream: what it has ready is read here (no
    /// waiting: the picker takes the terminal and draws `loading…` until
    /// rows come) and the rest while the picker runs, by the stream, which
    /// appends to the first rows in place (`LineRows.growingInPlace`).
    /// `--select-1` and `--exit-0` read the rows until they decide
    /// (`StartCount`), `--timeout` counting: `waited` says how long that
    /// took, and whether the timeout passed first.
    private static func makePicker(_ configuration: Configuration, environment: [String: String])
        throws(ReelError) -> (Picker, Streaming?, RowStream?, waited: (seconds: Double, timedOut: Bool)) {
        var inputs = PickerFactory.systemInputs(environment: environment)
        var loading: Streaming?
        var stream: RowStream?
        var waited = (seconds: 0.0, timedOut: false)
        var streamed: (first: LineRows, fd: Int32, finished: Bool)?
        let plan = PickerFactory.streamingPlan(for: configuration)
        if let plan {
            let spec = plan.path.map { "@" + $0 } ?? "-"
            let first: (LineRows, finished: Bool)
            let fd: Int32
            // Told before the first rows are read: the stream's rows are
            // measured as the wheel draws them (`--ansi`), once.
            let owner = plan.field.map { configuration.field($0) } ?? configuration
            let options = owner.components.isEmpty ? owner.defaults : owner.options(of: plan.wheel)
            let codes = options.colorCodes ?? .escaped
            do {
                fd = try plan.path.map { path throws(LineRows.ReadError) in try LineRows.openForStreaming(path: path) } ?? 0
                first = try RowStream.firstRows(fd: fd, maxRows: configuration.maxRows, colorCodes: codes)
            } catch {
                throw .unreadable(spec: spec, path: plan.path ?? "stdin", reason: error.reason)
            }
            var (rows, finished) = first
            // The stream's own rows skip the header too, so that each
            // snapshot the wheel gets is counted without it, once.
            rows.keepHeader(lines: options.headerLines ?? 0)
            if !finished { stream = RowStream(fd: fd, wheel: plan.wheel, rows: rows, maxRows: configuration.maxRows) }
            if let waiting = stream, configuration.start.selectOne || configuration.start.exitZero {
                // Nothing is drawn until the rows decide; the timeout counts.
                let started = System.monotonicSeconds()
                var count = StartCount(configuration.start)
                let read = waiting.rows(after: rows, until: { count.take($0); return count.decides },
                                        deadline: configuration.timeout.map { started + $0 })
                rows = read.rows
                finished = waiting.isFinished
                if finished { stream = nil }
                waited = (System.monotonicSeconds() - started, read.timedOut)
            }
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
        if let plan, let (rows, _, finished) = streamed {
            // In a form, the wheel of its field (`Picker.run(on:loadingField:)`).
            loading = Streaming(wheel: plan.wheel, finished: finished, cut: rows.wasCut, measured: rows.count)
            loading?.linesCut = rows.linesCut > 0
        }
        if configuration.batch { try loadCommandsOnce(&picker, configuration) }
        return (picker, loading, stream, waited)
    }
}
