import ReelCore
import ReelSystem

/// The one loop that runs a picker, whatever shows it: events in (one
/// `EventSource`: the terminal through the view's reader, signals, rows,
/// commands, stdout's room, the clock), through the view into the model's
/// words, through `PickerState.apply`, the effects done here — commands,
/// reports, the way out — and the view's part handed to it. A turn starts
/// with the view's (a frame drawn, a question asked) and takes the events
/// queued by the last turn's effects if any, else what the source waits
/// for. No command outlives the loop, and the view closes on every way out.
package final class Session {
    package private(set) var state: PickerState
    package let view: any SessionView
    private let poller: any Poller
    private let source: EventSource
    /// The commands of `!CMD` wheels, previews and on-change.
    private let commands: CommandRunner
    /// Events that effects produced (a command that could not start): the
    /// next turn's, so no `apply` runs inside another's effects.
    private var queued: [Event] = []
    /// Told of every settled change; stdout's queue is also written as
    /// its reader takes it (`EventSource`).
    package var reports = SettledReports() {
        didSet { source.output = reports.output }
    }

    package init(state: PickerState, view: any SessionView, terminal: any Terminal, poller: any Poller,
                 stream: RowStream? = nil, commands: CommandRunner = CommandRunner()) {
        self.state = state
        self.view = view
        self.poller = poller
        self.commands = commands
        source = EventSource(terminal: terminal, poller: poller, stream: stream, reader: view.reader)
        source.commands = commands
    }

    /// Runs until the picker ends. A fatal signal or a hang-up ends the
    /// process here, once the terminal is given back, as if reel had never
    /// caught it.
    package func run() -> Ending {
        switch loop() {
        case .ended(let ending): return ending
        case .died(let signo):
            reports.sayLoss()
            SignalPipe.raiseWithDefaultAction(signo)
        }
    }

    /// Until the picker ends or a signal ends it (a fatal one caught, or
    /// the terminal gone), the view closed either way.
    package func loop() -> Exit<Ending> {
        view.open(state, at: poller.now())
        // The session's start is the model's first event: its clock and
        // the timeout's countdown from now.
        let exit = deliver(.started) ?? turns()
        // However the picker ends, no command outlives it.
        commands.stopAll()
        view.close(exit, state)
        return exit
    }

    private func turns() -> Exit<Ending> {
        while true {
            switch view.turn(state, at: poller.now(), dying: die) {
            case .end(let exit): return exit
            case .deliver(let event):
                if let exit = deliver(event) { return exit }
            case .wait(let until, let reading):
                let events = queued.isEmpty ? source.next(until: until, reading: reading) : takeQueued()
                if let exit = deliverAll(events) { return exit }
                // Rows cut by --max-rows or the input cap: read no more of them.
                if state.shownWheels.streaming?.finished == true { source.stream?.stop() }
            }
        }
    }

    /// The events of one wake-up, through the view, to the model.
    /// Characters typed in one read are one event, so one edit of a query
    /// (`[Action].typedTogether`): a burst of 4,000 keys costs one
    /// filtering, not 4,000 over ever longer queries. Typing changes
    /// nothing a key's meaning depends on (`KeyMap.Context`), so each
    /// character is translated before those typed ahead of it are
    /// delivered; anything else is translated after (a click's hit test
    /// reads the layout they change), and the key after `?` alone, as
    /// ever, takes the help down.
    private func deliverAll(_ events: [LoopEvent]) -> Exit<Ending>? {
        var typed: [Action] = []
        func deliverTyped() -> Exit<Ending>? {
            defer { typed = [] }
            return typed.isEmpty ? nil : deliver(.input(typed))
        }
        for event in events {
            if !event.isCharacter, let exit = deliverTyped() { return exit }
            guard let event = view.translate(event, state, at: poller.now()) else { continue }
            if case .input(let actions) = event, !actions.isEmpty, actions.allSatisfy(\.isTyping),
               !state.chrome.showsKeys {
                typed += actions
                continue
            }
            if let exit = deliverTyped() ?? deliver(event) { return exit }
        }
        return deliverTyped()
    }

    private func takeQueued() -> [LoopEvent] {
        defer { queued = [] }
        return queued.map(LoopEvent.model)
    }

    private func deliver(_ event: Event) -> Exit<Ending>? {
        for effect in state.apply(event, at: poller.now()) {
            if let exit = perform(effect) { return exit }
        }
        return nil
    }

    private func perform(_ effect: Effect) -> Exit<Ending>? {
        switch effect {
        case .startCommand(let target, let run, let command):
            queued += commands.start(target, run: run, command: command)
        case .stopCommand(let target): commands.stop(target)
        case .runOnChange(let command): commands.runOnChange(command)
        case .settled: reports.settled(state)
        case .suspend:
            // Stopped like any job, commands too; continued together.
            commands.pauseAll()
            view.perform(.suspend, state)
            commands.continueAll()
        case .relayout, .redrawAll, .resume: view.perform(effect, state)
        case .finish(let ending): return .ended(ending)
        case .die(let signo): return .died(signo)
        }
        return nil
    }

    /// Where the loop cannot be returned to (mid-frame): no command
    /// outlives reel, and the terminal is given back before the signal's
    /// default action ends the process.
    private func die(of signo: Int32) -> Never {
        commands.stopAll()
        view.close(.died(signo), state)
        reports.sayLoss()
        SignalPipe.raiseWithDefaultAction(signo)
    }
}

extension LoopEvent {
    /// A key that may type a character (or a paste, typed text too).
    fileprivate var isCharacter: Bool {
        switch self {
        case .key(.character), .key(.paste): true
        default: false
        }
    }
}

extension Action {
    /// Text typed or pasted: what `Session` gathers from one read.
    fileprivate var isTyping: Bool {
        switch self {
        case .typed, .pasted: true
        default: false
        }
    }
}
