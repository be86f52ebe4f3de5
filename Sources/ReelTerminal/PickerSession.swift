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

    package init(state: PickerState, renderer: Renderer, depth: ColorDepth, tty: TTY, mouse: Bool = true,
                 stream: RowStream? = nil, clock: @escaping () -> Double = System.monotonicSeconds) {
        var state = state
        state.clock = clock()
        state.idle?.lastActivity = state.clock
        self.state = state
        size = tty.size()
        self.renderer = renderer
        screen = Screen(tty: tty, depth: depth, mouse: mouse, fullscreen: renderer.appearance.fullscreen)
        source = EventSource(tty: tty, stream: stream, clock: clock)
        source.commands = commands
        layout = renderer.layout(state, size: size)
    }

    /// Runs until the picker ends. A fatal signal or a hang-up restores
    /// the terminal and ends the process from here.
    package func run() -> Ending {
        screen.take(at: source.clock())
        redrawAll()
        defer { screen.giveBack() }
        // However the picker ends, no command outlives it.
        defer { commands.stopAll() }
        var pacing = FramePacing()
        while true {
            // The first frame waits (briefly) to learn where the cursor is.
            let locating = screen.region.isLocating(at: source.clock())
            var until = locating ? screen.region.locatingUntil : queued.isEmpty ? state.nextTick() : source.clock()
            if !locating {
                let now = source.clock()
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
            return .input(KeyMap.actions(for: key, searching: state.finder.isSearching, at: source.clock()))
        }
    }

    private func deliver(_ event: Event) -> Ending? {
        for effect in state.apply(event, at: source.clock()) {
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
            screen.suspend(resumingAt: source.clock)
            commands.continueAll()
            redrawAll()
        case .resume:
            screen.take(at: source.clock())
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
            for signo in SignalPipe.drain() {
                if SignalPipe.fatal.contains(signo) { die(of: signo) }
                later.append(signo)
            }
        }
        SignalPipe.requeue(later)
        if !written { die(of: SIGHUP) }
    }

    private func redrawAll() {
        size = screen.tty.size()
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
