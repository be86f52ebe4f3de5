import ReelCore
import ReelKit
import ReelSystem
import ReelTerminal

/// The plan run: in a tmux popup where one is asked for, else here, on the
/// terminal or (`--batch`) without one; the choice on stdout.
extension ReelCommand {
    /// `arguments`: the command line as given, for a popup's reel to read;
    /// this one reads only the plan made of it.
    static func run(_ plan: RunPlan, environment: [String: String],
                    arguments: [[UInt8]], inPopup: Bool) throws(ReelError) -> Int32 {
        // Keys written down take no terminal, and no popup either.
        let keyed = try KeyedRun.from(plan, environment: environment)
        if keyed == nil, !inPopup,
           let status = ranInPopup(plan, environment: environment, arguments: arguments) { return status }
        let (tty, missingTerminal) = keyed == nil ? try terminal(plan) : (nil, nil)
        var loaded: Loaded
        do throws(ReelError) {
            loaded = try load(plan)
        } catch {
            // `--exit-0`: no rows is no match, which ends reel with 1, silently.
            if case .noRows = error, plan.start.exitZero { return ExitStatus.cancelled }
            throw error
        }
        let stdout = OutputQueue(fd: 1)
        if let status = try start(&loaded, plan, stdout: stdout, missingTerminal: missingTerminal) { return status }
        if let keyed, let status = try runKeyed(&loaded, plan, keyed, stdout: stdout) { return status }
        if let tty, let status = try runDrawn(&loaded, plan, on: tty, environment: environment, stdout: stdout) {
            return status
        }
        // With --live the choice is the last report, ended as the others are.
        let picker = loaded.picker
        // An alert's answer is its exit status alone, as `gum confirm`'s.
        let choice = picker.state.isAlert ? [] : plan.live
            ? OutputFormatter.report(for: picker.state, options: plan.output, final: true)
            : OutputFormatter.bytes(for: picker.state, options: plan.output)
        stdout.appendFinal(choice)
        // A --button accepts as Done, with its own status: 3 for the first.
        return finish(stdout, status: picker.pressedToolbarItem.map { ExitStatus.firstButton + Int32($0) } ?? ExitStatus.accepted)
    }

    /// `--popup`: the same command in a tmux popup, whose reel reads stdin
    /// and writes stdout itself; nil where none opens (then inline).
    private static func ranInPopup(_ plan: RunPlan, environment: [String: String],
                                   arguments: [[UInt8]]) -> Int32? {
        guard let size = plan.popup, !plan.batch, TmuxPopup.isAvailable(environment: environment),
              let exit = TmuxPopup.run(arguments: arguments, size: size) else { return nil }
        switch exit {
        case .ended(let status): return status
        case .died(let signo): SignalPipe.raiseWithDefaultAction(signo)
        }
    }

    /// The terminal, none under `--batch`. `--select-1` and `--exit-0` may
    /// end before anything is drawn, as a script without a terminal
    /// expects: then a missing terminal is an error only once the picker
    /// must be drawn.
    private static func terminal(_ plan: RunPlan) throws(ReelError) -> (TTY?, missing: TerminalError?) {
        if plan.batch { return (nil, nil) }
        do { return (try TTY(), nil) } catch {
            guard plan.start.selectOne || plan.start.exitZero else { throw .terminal(error) }
            return (nil, error)
        }
    }

    /// What the start's query decides before anything is drawn: `--batch
    /// --filter`'s listing, `--select-1`'s one match, `--exit-0`'s none, a
    /// `--timeout` that passed while they waited; nil: the picker runs.
    private static func start(_ loaded: inout Loaded, _ plan: RunPlan, stdout: OutputQueue,
                              missingTerminal: TerminalError?) throws(ReelError) -> Int32? {
        if plan.batch, plan.start.filters { return try printFiltered(loaded.picker, plan) }
        // `--batch` takes the starting values as an accept would: the one
        // verdict, with nobody to fill in what it refuses.
        if plan.batch, case .refuse(let refusal) = loaded.picker.state.verdict { throw .refused(refusal, by: "--batch") }
        // `--filter`: each list wheel shows the rows its own query matches.
        if plan.start.filters {
            loaded.picker.filterListWheels(sorts: plan.sorts, literal: plan.start.literal)
        }
        if loaded.waited.timedOut { return timedOutBeforeDrawing(&loaded.picker, plan, stdout) }
        switch loaded.picker.start(plan.start) {
        // `--select-1` decided every field: the verdict is finish.
        case .accept:
            stdout.appendFinal(OutputFormatter.bytes(for: loaded.picker.state, options: plan.output))
            return finish(stdout, status: ExitStatus.accepted)
        case .noMatch: return ExitStatus.cancelled
        case .run:
            guard let missingTerminal else { return nil }
            // `--select-1` could not decide, and nobody can: what the
            // verdict refuses says why, else the missing terminal does.
            if case .refuse(let refusal) = loaded.picker.state.verdict { throw .refused(refusal, by: "--select-1") }
            throw .terminal(missingTerminal)
        }
    }

    /// The picker drawn on `tty` until the person chooses; nil for a
    /// choice to print, else how reel ends.
    private static func runDrawn(_ loaded: inout Loaded, _ plan: RunPlan, on tty: TTY,
                                 environment: [String: String], stdout: OutputQueue) throws(ReelError) -> Int32? {
        let (depth, backdrop) = look(&loaded.picker, plan, on: tty, environment: environment)
        // What `--select-1` or `--exit-0` waited counts.
        loaded.picker.options.timeout = plan.timeout.map { max(0, $0 - loaded.waited.seconds) }
        // `REEL_RECORD`: the person's keys written down, one line a run, however it ends.
        let recordPath = environment["REEL_RECORD"].flatMap { $0.isEmpty ? nil : $0 }
        let record = recordPath.map { _ in KeyRecord() }
        defer {
            if let recordPath, let record, let reason = AppendedLine.append(record.line + "\n", to: recordPath) {
                StandardStreams.report("REEL_RECORD '\(recordPath)': \(reason)")
            }
        }
        let result: PickerResult
        do throws(PickerError) {
            result = try loaded.picker.run(on: tty, depth: depth, backdrop: backdrop, loading: loaded.loading,
                                           loadingField: loaded.streamed?.field, stream: loaded.stream, output: stdout,
                                           record: record)
        } catch {
            return try noRowsCame(loaded, plan)
        }
        return ended(result, loaded.picker, stdout: stdout)
    }

    /// The picker driven by the keys of `keyed` on a screen in memory, no
    /// terminal opened; its last frame appended to `REEL_SCREEN`. Ends as
    /// `runDrawn` does: nil for a choice to print, else how reel ends.
    private static func runKeyed(_ loaded: inout Loaded, _ plan: RunPlan, _ keyed: KeyedRun,
                                 stdout: OutputQueue) throws(ReelError) -> Int32? {
        var picker = loaded.picker
        if !plan.rowsGiven, picker.state.isList {
            picker.visibleRows = PickerLook.listRows(terminalLines: keyed.size.rows)
        }
        // No colour: the screen is kept as text, the same on every machine.
        picker.appearance = plan.appearance(state: picker.state, depth: .none)
        picker.appearance.keyed()
        picker.measure = DisplayWidth(ambiguousIsWide: plan.ambiguousIsWide)
        picker.options.mouse = false
        picker.options.acceptOnTimeout = plan.onTimeout == .accept
        picker.options.timeout = plan.timeout.map { max(0, $0 - loaded.waited.seconds) }
        var screen: [String] = []
        defer { keyed.saveScreen(screen) }
        let result: PickerResult
        do throws(PickerError) {
            result = try picker.run(keys: keyed.keys, size: keyed.size, loading: loaded.loading,
                                    loadingField: loaded.streamed?.field, stream: loaded.stream, output: stdout) {
                screen = Picker.screenLines($0)
            }
        } catch {
            return try noRowsCame(loaded, plan)
        }
        loaded.picker = picker
        return ended(result, picker, stdout: stdout)
    }

    /// The streamed input ended with no row: as if it had been empty from
    /// the start (the terminal is given back already).
    private static func noRowsCame(_ loaded: Loaded, _ plan: RunPlan) throws(ReelError) -> Int32 {
        if plan.start.exitZero { return ExitStatus.cancelled }
        throw .noRows(spec: loaded.streamed?.spec ?? "-")
    }

    /// How a run that ended as `result` ends reel: nil for a choice to print.
    private static func ended(_ result: PickerResult, _ picker: Picker, stdout: OutputQueue) -> Int32? {
        switch result {
        case .selected: return nil
        case .cancelled: return finish(stdout, status: ExitStatus.cancelled)
        case .interrupted: return finish(stdout, status: ExitStatus.interrupted)
        case .timedOut:
            // An accepting timeout the verdict refused says why.
            if let refusal = picker.timeoutRefusal { StandardStreams.report("--timeout: not accepted: " + refusal.message) }
            return finish(stdout, status: ExitStatus.timedOut)
        }
    }


    /// The picker's looks and options for `tty` and the environment; the
    /// depth it is drawn at, and the terminal's background to ask, if any.
    private static func look(_ picker: inout Picker, _ plan: RunPlan, on tty: TTY,
                             environment: [String: String]) -> (ColorDepth, BackdropQuery?) {
        // A list without --rows takes 40% of the terminal, as fzf's --height 40%.
        if !plan.rowsGiven, picker.state.isList {
            picker.visibleRows = PickerLook.listRows(terminalLines: tty.size().rows)
        }
        let depth = ColorPolicy.depth(choice: plan.color, environment: environment)
        let state = picker.state
        let assumed = BackdropQuery.assumed(environment: environment)
        let plainMarks = MarkPolicy.plainMarks(environment: environment)
        picker.appearance = plan.appearance(state: state, depth: depth, backdrop: assumed, plainMarks: plainMarks)
        // `--theme auto`: ask the terminal, where its answer changes the
        // look; at 16 colours, ask whether it has 256 (and then the
        // background too, which the 256-colour look depends on).
        let theme = plan.theme
        let background = theme.dependsOnBackdrop(at: depth) || (depth == .ansi16 && theme.dependsOnBackdrop(at: .palette256))
        let query = BackdropQuery(assumed: assumed, depth: depth, asksBackground: background) {
            plan.appearance(state: state, depth: $1, backdrop: $0, plainMarks: plainMarks)
        }
        picker.measure = DisplayWidth(ambiguousIsWide: plan.ambiguousIsWide)
        picker.options.mouse = plan.mouse
        picker.options.acceptOnTimeout = plan.onTimeout == .accept
        picker.options.accessible = AccessiblePolicy.isOn(option: plan.accessible, environment: environment)
        return (depth, query.asksAnything && BackdropQuery.mayAsk(environment: environment) ? query : nil)
    }

    /// `--timeout` passed while `--select-1` or `--exit-0` waited for the
    /// rows to decide, before anything was drawn: it ends reel as it ends a
    /// picker, accepting the best row read so far under `--on-timeout
    /// accept`, else with 124.
    static func timedOutBeforeDrawing(_ picker: inout Picker, _ plan: RunPlan,
                                              _ stdout: OutputQueue) -> Int32 {
        _ = picker.start(plan.start)
        guard plan.onTimeout == .accept else { return ExitStatus.timedOut }
        guard picker.state.verdict == .finish else {
            if case .refuse(let refusal) = picker.state.verdict {
                StandardStreams.report("--timeout: not accepted: " + refusal.message)
            }
            return ExitStatus.timedOut
        }
        stdout.appendFinal(OutputFormatter.bytes(for: picker.state, options: plan.output))
        return finish(stdout, status: ExitStatus.accepted)
    }

    /// What is queued for stdout written, then the exit status. With the
    /// choice among it, reel waits for the reader as any program writing
    /// to a pipe does (a fatal signal ends the wait); a cancel waits for
    /// nobody. A reader that closed stdout ends reel as SIGPIPE ends a
    /// pipeline's writer (141), saying nothing, as `cat` does; any other
    /// loss is one line on stderr and 2 after an accept, and the
    /// cancel's, timeout's or signal's own status otherwise.
    static func finish(_ stdout: OutputQueue, status: Int32) -> Int32 {
        // A --button's status is an accept's too.
        let accepted = status == ExitStatus.accepted
            || (ExitStatus.firstButton..<ExitStatus.firstButton + Int32(Limits.buttons)).contains(status)
        let drain: OutputQueue.Drain = accepted ? stdout.drain() : stdout.write() ? .written : .failed
        if let loss = stdout.loss { StandardStreams.report(loss) }
        if case .interrupted(let signo) = drain { SignalPipe.raiseWithDefaultAction(signo) }
        StandardStreams.dieIfReaderWentAway(stdout.failure)
        return stdout.loss != nil && accepted ? ReelError.exitStatus : status
    }

}
