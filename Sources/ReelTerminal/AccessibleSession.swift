import ReelCore
import ReelSystem

/// The accessible mode's loop: the picker as questions (`Interview`) on a
/// terminal left exactly as it is, in cooked mode, so the terminal's own
/// line editing and echo serve the answers. Plain lines out, not one
/// escape sequence (no colour, no cursor movement, no mouse or paste
/// mode, no query); an answer a line in. Every answer becomes the actions
/// keys would have been and goes through `PickerState.apply`, and every
/// effect is done as `PickerSession` does it (commands by the same
/// `CommandRunner`), so what is printed and how it ends are the drawn
/// picker's for the same choice. A question that follows a command's rows
/// is asked once they are in; meanwhile signals (ctrl+c) still end it.
package final class AccessibleSession: PickerLoop {
    package private(set) var state: PickerState
    private var interview: Interview
    private let terminal: any Terminal
    private let poller: any Poller
    private let source: LineSource
    private let commands: CommandRunner
    /// Events that effects produced (a command that could not start): the
    /// next turn's, so no `apply` runs inside another's effects.
    private var queued: [Event] = []
    /// A question is out and waits for its answer.
    private var asked = false
    /// Its answer was typed before it was asked (while a command made its
    /// rows): the terminal echoed it then, so the question's line is not
    /// ended by it.
    private var typedAhead = false
    /// What was written last ended its line (a question waits at the end
    /// of one): what ends the session starts a new line first.
    private var atLineStart = true
    /// Told of every settled change; stdout's queue is also written as
    /// its reader takes it (`LineSource`).
    package var reports = SettledReports() {
        didSet { source.output = reports.output }
    }

    /// A session on `/dev/tty`, the system's poll(2), signals and clock.
    package convenience init(state: PickerState, tty: TTY, stream: RowStream? = nil) {
        self.init(state: state, terminal: tty, poller: SystemPoller(terminal: tty.fd), stream: stream)
    }

    package init(state: PickerState, terminal: any Terminal, poller: any Poller, stream: RowStream? = nil,
                 commands: CommandRunner = CommandRunner()) {
        var state = state
        state.clock = poller.now()
        state.idle?.lastActivity = state.clock
        self.state = state
        interview = Interview(state)
        self.terminal = terminal
        self.poller = poller
        self.commands = commands
        source = LineSource(terminal: terminal, poller: poller, stream: stream)
        source.commands = commands
    }

    /// The loop: the opening said, then a turn at a time — the next
    /// question asked once the rows it is about are in, then events until
    /// one answers it — until the picker ends. Nothing of the terminal is
    /// taken, so nothing is given back: its attributes are never touched.
    package func loop() -> PickerSession.Exit {
        poller.catchSignals()
        defer { poller.releaseSignals() }
        // However the picker ends, no command outlives it.
        defer { commands.stopAll() }
        say(interview.opening(state))
        while true {
            if !asked, !interview.awaitsRows(state) {
                switch interview.next(state) {
                case .ask(let prompt):
                    say(prompt.lines)
                    // Looked at before the question is written: a line there
                    // now was echoed before it; one that comes later, after.
                    typedAhead = source.hasLineWaiting
                    write(prompt.question)
                    asked = true
                case .end(let lines, let actions):
                    say(lines)
                    if let exit = deliver(.input(actions)) { return end(exit) }
                    continue
                }
            }
            let events = queued.isEmpty ? source.next(until: state.nextTick(), reading: asked) : takeQueued()
            for event in events {
                if let exit = handle(event) { return end(exit) }
            }
            // Rows cut by --max-rows or the input cap: read no more of them.
            if state.streaming?.finished == true { source.stream?.stop() }
        }
    }

    private func takeQueued() -> [LineEvent] {
        defer { queued = [] }
        return queued.map(LineEvent.model)
    }

    private func handle(_ event: LineEvent) -> PickerSession.Exit? {
        switch event {
        case .line(let line):
            // The terminal echoed the answer and its Enter (before the
            // question, when typed ahead).
            atLineStart = !typedAhead
            asked = false
            switch interview.answer(line, state: state, at: poller.now()) {
            case .failure(let error):
                say([error.message])
                return nil
            case .success(let reply):
                say(reply.lines)
                return reply.actions.flatMap { deliver(.input($0)) }
            }
        case .endOfInput: return deliver(.input([.cancel]))
        case .model(let event): return deliver(event)
        }
    }

    private func deliver(_ event: Event) -> PickerSession.Exit? {
        for effect in state.apply(event, at: poller.now()) {
            if let exit = perform(effect) { return exit }
        }
        return nil
    }

    private func perform(_ effect: Effect) -> PickerSession.Exit? {
        switch effect {
        case .startCommand(let target, let run, let command):
            queued += commands.start(target, run: run, command: command)
        case .stopCommand(let target): commands.stop(target)
        case .runOnChange(let command): commands.runOnChange(command)
        case .settled: reports.settled(state)
        // Nothing is drawn, so nothing is laid out or drawn again.
        case .relayout, .redrawAll, .resume: break
        case .suspend:
            // Stopped like any job; when continued, the question is asked again.
            newLine()
            commands.pauseAll()
            poller.releaseSignals()
            poller.stopAsJob()
            poller.catchSignals()
            commands.continueAll()
            asked = false
        case .finish(let ending): return .ended(ending)
        case .die(let signo): return .died(signo)
        }
        return nil
    }

    /// The last words: a fresh line after a question left waiting (the
    /// shell's prompt does not land on it), and why the picker ended when
    /// the person did not end it.
    private func end(_ exit: PickerSession.Exit) -> PickerSession.Exit {
        newLine()
        if case .ended(let ending) = exit { say(Interview.closing(ending, state: state)) }
        return exit
    }

    private func newLine() {
        if !atLineStart { write("\n") }
    }

    /// Plain lines: safe text already (the interview made them so).
    private func say(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        newLine()
        write(lines.map { $0 + "\n" }.joined())
    }

    private func write(_ text: String) {
        guard !text.isEmpty else { return }
        terminal.write(text)
        atLineStart = text.hasSuffix("\n")
    }
}
