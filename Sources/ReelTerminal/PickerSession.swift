import ReelCore
import ReelSystem

/// The one loop that owns all I/O: events in (EventSource), through
/// `PickerState.apply`, effects performed, at most one frame out per
/// turn, every byte of it inside synchronized output. Leaves the
/// terminal as it found it on every way out.
package final class PickerSession: PickerLoop {
    /// How the loop ended: as the picker did, or dying of a signal (a
    /// fatal one caught, or the terminal gone), with the terminal given
    /// back already.
    package enum Exit: Equatable, Sendable {
        case ended(Ending)
        case died(Int32)
    }

    package private(set) var state: PickerState
    /// Replaced once, when the terminal's background asks for the other look.
    private var renderer: Renderer
    private let screen: Screen
    private let poller: any Poller
    private let source: EventSource
    private var layout: Layout
    /// A relayout was asked for since `layout` was made: it is made again
    /// when next needed (a frame, a click), once however many events of a
    /// turn asked (300 command wheels' first rows are 300 events).
    private var layoutIsStale = false
    /// The terminal's size: the view's business, not the model's.
    private var size: TerminalSize
    /// Events that effects produced (a command that could not start): the
    /// next turn's, so no `apply` runs inside another's effects.
    private var queued: [Event] = []
    /// The commands of `!CMD` wheels.
    private let commands: CommandRunner
    /// Told of every settled change; stdout's queue is also written as
    /// its reader takes it (`EventSource`).
    package var reports = SettledReports() {
        didSet { source.output = reports.output }
    }

    /// A session on `/dev/tty`, the system's poll(2), signals and clock.
    package convenience init(state: PickerState, renderer: Renderer, depth: ColorDepth, tty: TTY, mouse: Bool = true,
                             stream: RowStream? = nil, backdrop: BackdropQuery? = nil) {
        self.init(state: state, renderer: renderer, depth: depth, terminal: tty, poller: SystemPoller(terminal: tty.fd),
                  mouse: mouse, stream: stream, backdrop: backdrop)
    }

    /// With a `backdrop` query (`--theme auto`), the picker is drawn with
    /// its appearance for the background known, the renderer's measure kept.
    package init(state: PickerState, renderer: Renderer, depth: ColorDepth, terminal: any Terminal, poller: any Poller,
                 mouse: Bool = true, stream: RowStream? = nil, commands: CommandRunner = CommandRunner(),
                 backdrop: BackdropQuery? = nil) {
        var state = state
        state.clock = poller.now()
        state.idle?.lastActivity = state.clock
        self.state = state
        size = terminal.size()
        self.renderer = backdrop.map { Renderer(appearance: $0.appearance, measure: renderer.measure) } ?? renderer
        self.poller = poller
        self.commands = commands
        screen = Screen(terminal: terminal, poller: poller, depth: depth, mouse: mouse,
                        fullscreen: renderer.appearance.fullscreen, backdrop: backdrop)
        source = EventSource(terminal: terminal, poller: poller, stream: stream)
        source.commands = commands
        layout = renderer.layout(state, size: size)
    }

    /// The loop itself: the terminal taken, a turn at a time until the
    /// picker ends or a signal ends it, the terminal given back. A turn
    /// draws what changed, then takes events — those queued by the last
    /// turn's effects if any, else what the source waits for — and
    /// delivers them in order.
    package func loop() -> Exit {
        screen.take(at: poller.now())
        redrawAll()
        defer { screen.giveBack() }
        // However the picker ends, no command outlives it.
        defer { commands.stopAll() }
        var pacing = FramePacing()
        while true {
            // The first frame waits (briefly) to learn where the cursor is,
            // and the terminal's background.
            let waiting = screen.waitingForReplies(at: poller.now())
            let locating = waiting != nil
            var until = waiting ?? state.nextTick()
            if !locating {
                let now = poller.now()
                let due = pacing.due(at: now)
                if due <= now {
                    if let exit = draw() { return exit }
                    pacing.drew(at: now)
                } else {
                    until = min(until ?? due, due)
                }
            }
            source.awaitsReply = screen.backdrop?.awaitsAnswer ?? false
            let events = queued.isEmpty ? source.next(until: until) : takeQueued()
            for event in events {
                pacing.saw(event)
                if let event = translate(event), let exit = deliver(event) { return exit }
            }
            // Rows cut by --max-rows or the input cap: read no more of them.
            if state.streaming?.finished == true { source.stream?.stop() }
        }
    }

    private func takeQueued() -> [LoopEvent] {
        defer { queued = [] }
        return queued.map(LoopEvent.model)
    }

    /// What the loop read, in the model's words: a key through the key
    /// table, a mouse report with what lies under the pointer. The
    /// terminal's own business stays here: the cursor's position places
    /// the region, a new size lays the picker out again. nil: nothing for
    /// the model.
    private func translate(_ event: LoopEvent) -> Event? {
        switch event {
        case .model(let event): return event
        case .resized(let newSize):
            size = newSize
            redrawAll()
            return nil
        case .key(.cursorPosition(let row, let column)):
            // A terminal's reply is not the person doing something.
            screen.region.located(row: row, column: column)
            // Nor is it an answer to the background query, asked before it.
            screen.backdrop?.settle()
            return nil
        case .key(.backgroundColor(let red, let green, let blue)):
            if screen.backdrop?.answered(red: red, green: green, blue: blue) != nil, let look = screen.backdrop {
                renderer = Renderer(appearance: look.appearance, measure: renderer.measure)
                redrawAll()
            }
            return nil
        case .key(.mouse(let report)):
            let hit = screen.region.hit(report, in: laidOut())
            return .input(MouseMap.action(for: report, hit: hit, state: state).map { [$0] } ?? [])
        case .key(let key):
            return .input(KeyMap.actions(for: key, in: KeyMap.Context(state), at: poller.now()))
        }
    }

    private func deliver(_ event: Event) -> Exit? {
        for effect in state.apply(event, at: poller.now()) {
            if let exit = perform(effect) { return exit }
        }
        return nil
    }

    private func perform(_ effect: Effect) -> Exit? {
        switch effect {
        case .startCommand(let target, let run, let command):
            queued += commands.start(target, run: run, command: command)
        case .stopCommand(let target): commands.stop(target)
        case .runOnChange(let command): commands.runOnChange(command)
        case .settled: reports.settled(state)
        case .relayout: layoutIsStale = true
        case .redrawAll: redrawAll()
        case .suspend:
            commands.pauseAll()
            screen.suspend()
            commands.continueAll()
            redrawAll()
        case .resume:
            screen.take(at: poller.now())
            redrawAll()
        case .finish(let ending): return .ended(ending)
        case .die(let signo): return .died(signo)
        }
        return nil
    }

    /// Shows the next frame; `.died(SIGHUP)` when the terminal is gone.
    private func draw() -> Exit? {
        // A fatal signal while the terminal is slow to take the frame ends
        // reel there; the others wait for the loop.
        var later: [Int32] = []
        let written = screen.show(renderer.render(state, layout: laidOut()), screenRows: size.rows) {
            for signo in poller.takeSignals() {
                if SignalPipe.fatal.contains(signo) { die(of: signo) }
                later.append(signo)
            }
        }
        poller.putBack(later)
        return written ? nil : .died(SIGHUP)
    }

    private func redrawAll() {
        size = screen.terminal.size()
        layoutIsStale = true
        screen.clear()
    }

    /// The layout for the state as it is now.
    private func laidOut() -> Layout {
        if layoutIsStale {
            layout = renderer.layout(state, size: size)
            layoutIsStale = false
        }
        return layout
    }

    /// Mid-frame, where the loop cannot be returned to: no command
    /// outlives reel, and the terminal is restored before the signal's
    /// default action ends the process.
    private func die(of signo: Int32) -> Never {
        commands.stopAll()
        screen.giveBack()
        reports.sayLoss()
        SignalPipe.raiseWithDefaultAction(signo)
    }
}
