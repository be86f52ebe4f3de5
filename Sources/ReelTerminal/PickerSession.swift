import ReelCore
import ReelSystem

/// The one loop that owns all I/O: events in (EventSource), through
/// `PickerState.apply`, effects performed, at most one frame out per
/// iteration, every byte of it inside synchronized output. Leaves the
/// terminal as it found it on every way out.
package final class PickerSession {
    package private(set) var state: PickerState
    private let renderer: Renderer
    private let depth: ColorDepth
    private let tty: TTY
    private let mouse: Bool
    private let source: EventSource
    private var region: InlineRegion
    private var layout: Layout
    private var shown: Frame?
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
        self.depth = depth
        self.tty = tty
        self.mouse = mouse
        source = EventSource(tty: tty, stream: stream, clock: clock)
        source.commands = commands
        region = InlineRegion(fullscreen: renderer.appearance.fullscreen)
        layout = renderer.layout(state, size: state.size)
    }

    /// Runs until the picker ends. A fatal signal or a hang-up restores
    /// the terminal and ends the process from here.
    package func run() -> Ending {
        SignalPipe.install()
        takeTerminal()
        defer { giveBackTerminal() }
        // However the picker ends, no command outlives it.
        defer { commands.stopAll() }
        while true {
            // The first frame waits (briefly) to learn where the cursor is.
            let locating = region.isLocating(at: source.clock())
            if !locating { draw() }
            for event in source.next(until: locating ? region.locatingUntil : state.nextTick()) {
                if let ending = deliver(translate(event)) { return ending }
            }
        }
    }

    /// Events that need to know where the picker is drawn: mouse reports
    /// get what lies under the pointer; the cursor's position places the region.
    private func translate(_ event: Event) -> Event {
        switch event {
        case .key(.mouse(let report)): return .mouse(report, on: region.hit(report, in: layout))
        case .key(.cursorPosition(let row, let column)): region.located(row: row, column: column)
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
        case .printLive(let bytes):
            // One write per selection, straight to the descriptor: a
            // `while read` loop sees each line as it is settled.
            _ = StandardStreams.write(bytes, to: 1)
        case .runOnChange(let command): commands.runOnChange(command)
        case .settled: onSettle?(state)
        case .relayout: layout = renderer.layout(state, size: state.size)
        case .redrawAll: redrawAll()
        case .suspend: suspend()
        case .resume: takeTerminal()
        case .finish(let ending): return ending
        case .die(let signo):
            commands.stopAll()
            giveBackTerminal()
            SignalPipe.raiseWithDefaultAction(signo)
        }
        return nil
    }

    private func draw() {
        let frame = renderer.render(state, layout: layout)
        let before = region.prepare(height: frame.lines.count, screenRows: state.size.rows)
        let bytes = FrameDiff.bytes(from: shown, to: frame, depth: depth, before: before)
        // A fatal signal while the terminal is slow to take the frame ends
        // reel there; the others wait for the loop.
        var later: [Int32] = []
        let written = bytes.isEmpty || tty.writeFrame(bytes, watching: SignalPipe.readEnd) {
            for signo in SignalPipe.drain() {
                if SignalPipe.fatal.contains(signo) {
                    commands.stopAll()
                    giveBackTerminal()
                    SignalPipe.raiseWithDefaultAction(signo)
                }
                later.append(signo)
            }
        }
        SignalPipe.requeue(later)
        if !written {
            commands.stopAll()
            giveBackTerminal()
            SignalPipe.raiseWithDefaultAction(SIGHUP)
        }
        shown = frame
    }

    private func redrawAll() {
        state.size = tty.size()
        layout = renderer.layout(state, size: state.size)
        region.clear()
        shown = nil
    }

    /// Raw mode, the cursor hidden, mouse and paste reporting and, in
    /// fullscreen, the alternate screen: on start and after a suspend.
    private func takeTerminal() {
        tty.enterRawMode()
        let query = region.locate(at: source.clock())
        tty.write((region.fullscreen ? ANSI.enterAlternateScreen : "") + ANSI.hideCursor
                  + (mouse ? ANSI.enableMouse : "") + ANSI.enableBracketedPaste + query)
        redrawAll()
    }

    private func giveBackTerminal() {
        tty.write(ANSI.endSynchronized + region.erase + ANSI.resetStyle + ANSI.disableBracketedPaste
                  + (mouse ? ANSI.disableMouse : "") + ANSI.showCursor)
        tty.restore()
        SignalPipe.uninstall()
    }

    /// Gives the terminal back and stops like any job; when the shell
    /// continues reel, raw mode comes back and the picker is drawn anew.
    /// In an orphaned process group the kernel discards the stop, and the
    /// picker simply redraws.
    private func suspend() {
        giveBackTerminal()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        SignalPipe.install()
        takeTerminal()
    }
}
