import ReelCore
import ReelSystem

/// The one loop that owns all I/O: events in (EventSource), through
/// `PickerState.apply`, effects performed, at most one frame out per
/// iteration, every byte of it inside synchronized output. Leaves the
/// terminal as it found it on every way out.
package final class PickerSession {
    package private(set) var state: PickerState
    private let renderer: Renderer
    private let screen: Screen
    private let poller: any Poller
    private let source: EventSource
    private var layout: Layout
    /// The terminal's size: the view's business, not the model's.
    private var size: TerminalSize
    /// Events that effects produced (a command that could not start), for
    /// the next turn of the loop: no `apply` runs inside another's effects.
    private var queued: [Event] = []
    /// The commands of `!CMD` wheels.
    private let commands = CommandRunner()
    /// Called with the state on every settled change (`Effect.settled`).
    package var onSettle: ((PickerState) -> Void)?

    /// A session on `/dev/tty`, the system's poll(2), signals and clock.
    package convenience init(state: PickerState, renderer: Renderer, depth: ColorDepth, tty: TTY, mouse: Bool = true,
                             stream: RowStream? = nil) {
        self.init(state: state, renderer: renderer, depth: depth, terminal: tty, poller: SystemPoller(terminal: tty.fd),
                  mouse: mouse, stream: stream)
    }

    package init(state: PickerState, renderer: Renderer, depth: ColorDepth, terminal: any Terminal, poller: any Poller,
                 mouse: Bool = true, stream: RowStream? = nil) {
        var state = state
        state.clock = poller.now()
        state.idle?.lastActivity = state.clock
        self.state = state
        size = terminal.size()
        self.renderer = renderer
        self.poller = poller
        screen = Screen(terminal: terminal, poller: poller, depth: depth, mouse: mouse,
                        fullscreen: renderer.appearance.fullscreen)
        source = EventSource(terminal: terminal, poller: poller, stream: stream)
        source.commands = commands
        layout = renderer.layout(state, size: size)
    }

    /// Runs until the picker ends. A fatal signal or a hang-up restores
    /// the terminal and ends the process from here.
    package func run() -> Ending {
        screen.take(at: poller.now())
        redrawAll()
        defer { screen.giveBack() }
        // However the picker ends, no command outlives it.
        defer { commands.stopAll() }
        var pacing = FramePacing()
        while true {
            // The first frame waits (briefly) to learn where the cursor is.
            let locating = screen.region.isLocating(at: poller.now())
            var until = locating ? screen.region.locatingUntil : queued.isEmpty ? state.nextTick() : poller.now()
            if !locating {
                let now = poller.now()
                let due = pacing.due(at: now)
                if due <= now {
                    draw()
                    pacing.drew(at: now)
                } else {
                    until = min(until ?? due, due)
                }
            }
            for event in source.next(until: until) {
                pacing.saw(event)
                if let event = translate(event), let ending = deliver(event) { return ending }
            }
            while !queued.isEmpty {
                if let ending = deliver(queued.removeFirst()) { return ending }
            }
            // Rows cut by --max-rows or the input cap: read no more of them.
            if state.streaming?.finished == true { source.stream?.stop() }
        }
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
            return nil
        case .key(.mouse(let report)):
            let hit = screen.region.hit(report, in: layout)
            return .input(MouseMap.action(for: report, hit: hit, state: state).map { [$0] } ?? [])
        case .key(let key):
            return .input(KeyMap.actions(for: key, searching: state.finder.isSearching, at: poller.now()))
        }
    }

    private func deliver(_ event: Event) -> Ending? {
        for effect in state.apply(event, at: poller.now()) {
            if let ending = perform(effect) { return ending }
        }
        return nil
    }

    private func perform(_ effect: Effect) -> Ending? {
        switch effect {
        case .startCommand(let target, let run, let command):
            queued += commands.start(target, run: run, command: command)
        case .stopCommand(let target): commands.stop(target)
        case .runOnChange(let command): commands.runOnChange(command)
        case .settled: onSettle?(state)
        case .relayout: layout = renderer.layout(state, size: size)
        case .redrawAll: redrawAll()
        case .suspend:
            commands.pauseAll()
            screen.suspend()
            commands.continueAll()
            redrawAll()
        case .resume:
            screen.take(at: poller.now())
            redrawAll()
        case .finish(let ending): return ending
        case .die(let signo): die(of: signo)
        }
        return nil
    }

    private func draw() {
        // A fatal signal while the terminal is slow to take the frame ends
        // reel there; the others wait for the loop.
        var later: [Int32] = []
        let written = screen.show(renderer.render(state, layout: layout), screenRows: size.rows) {
            for signo in poller.takeSignals() {
                if SignalPipe.fatal.contains(signo) { die(of: signo) }
                later.append(signo)
            }
        }
        poller.putBack(later)
        if !written { die(of: SIGHUP) }
    }

    private func redrawAll() {
        size = screen.terminal.size()
        layout = renderer.layout(state, size: size)
        screen.clear()
    }

    /// No command outlives reel, and the terminal is restored before the
    /// signal's default action ends the process.
    private func die(of signo: Int32) -> Never {
        commands.stopAll()
        screen.giveBack()
        SignalPipe.raiseWithDefaultAction(signo)
    }
}
