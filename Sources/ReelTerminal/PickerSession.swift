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
    /// The commands of `!CMD` wheels.
    private let commands = CommandRunner()
    /// Called with the state on every settled change (`Effect.settled`).
    package var onSettle: ((PickerState) -> Void)?

    package init(state: PickerState, renderer: Renderer, depth: ColorDepth, tty: TTY, mouse: Bool = true,
                 stream: RowStream? = nil, clock: @escaping () -> Double = System.monotonicSeconds) {
        var state = state
        state.size = tty.size()
        state.clock = clock()
        state.idle?.lastActivity = state.clock
        self.state = state
        self.renderer = renderer
        screen = Screen(tty: tty, depth: depth, mouse: mouse, fullscreen: renderer.appearance.fullscreen)
        source = EventSource(tty: tty, stream: stream, clock: clock)
        source.commands = commands
        layout = renderer.layout(state, size: state.size)
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
            var until = locating ? screen.region.locatingUntil : state.nextTick()
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
                if let ending = deliver(translate(event)) { return ending }
            }
            // Rows cut by --max-rows or the input cap: read no more of them.
            if state.loading?.finished == true { source.stream?.stop() }
        }
    }

    /// Events that need to know where the picker is drawn: mouse reports
    /// get what lies under the pointer; the cursor's position places the region.
    private func translate(_ event: Event) -> Event {
        switch event {
        case .key(.mouse(let report)): return .mouse(report, on: screen.region.hit(report, in: layout))
        case .key(.cursorPosition(let row, let column)): screen.region.located(row: row, column: column)
        default: break
        }
        return event
    }

    private func deliver(_ event: Event) -> Ending? {
        for effect in state.apply(event, at: source.clock()) {
            if let ending = perform(effect) { return ending }
        }
        return nil
    }

    private func perform(_ effect: Effect) -> Ending? {
        switch effect {
        case .startCommand(let wheel, let run, let command):
            for event in commands.start(wheel: wheel, run: run, command: command) {
                if let ending = deliver(event) { return ending }
            }
        case .stopCommand(let wheel): commands.stop(wheel: wheel)
        case .runOnChange(let command): commands.runOnChange(command)
        case .settled: onSettle?(state)
        case .relayout: layout = renderer.layout(state, size: state.size)
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
        let written = screen.show(renderer.render(state, layout: layout), screenRows: state.size.rows) {
            for signo in SignalPipe.drain() {
                if SignalPipe.fatal.contains(signo) { die(of: signo) }
                later.append(signo)
            }
        }
        SignalPipe.requeue(later)
        if !written { die(of: SIGHUP) }
    }

    private func redrawAll() {
        state.size = screen.tty.size()
        layout = renderer.layout(state, size: state.size)
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
