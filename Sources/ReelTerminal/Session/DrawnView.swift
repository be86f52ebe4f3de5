import ReelCore
import ReelSystem

/// The picker drawn: keys from a raw terminal through the key table, mouse
/// reports through the layout's hit test, at most one frame a turn (paced
/// while only rows arrive), every byte of it inside synchronized output.
/// The terminal's own business stays here: its size, where the cursor is,
/// its background (`--theme auto`).
package final class DrawnView: SessionView {
    package var reader: any TerminalReader { keys }
    private let keys = KeyReader()
    /// Replaced once, when the terminal's background asks for the other look.
    private var renderer: Renderer
    private let screen: Screen
    private let poller: any Poller
    private var layout: Layout
    /// A relayout was asked for since `layout` was made: it is made again
    /// when next needed (a frame, a click), once however many events of a
    /// turn asked (300 command wheels' first rows are 300 events).
    private var layoutIsStale = false
    /// The terminal's size: the view's business, not the model's.
    private var size: TerminalSize
    private var pacing = FramePacing()
    /// Where the person's keys are written down (`REEL_RECORD`), if anywhere.
    private let record: KeyRecord?

    /// With a `backdrop` query (`--theme auto`), the picker is drawn with
    /// its appearance for the background known, the renderer's measure kept.
    package init(state: PickerState, renderer: Renderer, depth: ColorDepth, terminal: any Terminal, poller: any Poller,
                 mouse: Bool = true, backdrop: BackdropQuery? = nil, record: KeyRecord? = nil, reflows: Bool = false) {
        size = terminal.size()
        self.record = record
        self.renderer = backdrop.map { Renderer(appearance: $0.appearance, measure: renderer.measure) } ?? renderer
        self.poller = poller
        screen = Screen(terminal: terminal, poller: poller, depth: depth, mouse: mouse,
                        fullscreen: renderer.appearance.fullscreen, backdrop: backdrop, reflows: reflows)
        layout = renderer.layout(state, size: size)
    }

    package func open(_ state: PickerState, at now: Double) {
        screen.take(at: now)
        redrawAll()
    }

    /// Draws what changed, unless the first frame still waits (briefly)
    /// to learn where the cursor is and the terminal's background.
    package func turn(_ state: PickerState, at now: Double, dying: (Int32) -> Never) -> ViewTurn {
        keys.awaitsReply = screen.backdrop?.awaitsAnswer ?? false
        if let waiting = screen.waitingForReplies(at: now) { return .wait(until: waiting, reading: true) }
        let due = pacing.due(at: now)
        guard due <= now else { return .wait(until: min(state.nextTick() ?? due, due), reading: true) }
        // Before a frame whose layout draws other buttons than the state
        // knows of, the state hears which (Tab reaches only those); the
        // frame follows in the next turn, with the focus where it may be.
        let drawn = laidOut(state).drawnButtons
        if state.chrome.drawnButtons != drawn { return .deliver(.toolbarDrawn(drawn)) }
        guard draw(state, dying: dying) else { return .end(.died(SIGHUP)) }
        pacing.drew(at: now)
        return .wait(until: state.nextTick(), reading: true)
    }

    /// A key through the key table, a mouse report with what lies under
    /// the pointer; the cursor's position places the region, the
    /// background picks `--theme auto`'s look, a new size lays out again.
    package func translate(_ event: LoopEvent, _ state: PickerState, at now: Double) -> Event? {
        pacing.saw(event)
        switch event {
        case .model(let event): return event
        case .resized(let newSize):
            size = newSize
            screen.resized(to: newSize)
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
        case .key(.paletteColor(let index)):
            // 256 colours where TERM said 16: the look for them, drawn whole.
            if screen.backdrop?.answered(paletteColor: index) == true, let look = screen.backdrop {
                renderer = Renderer(appearance: look.appearance, measure: renderer.measure)
                redrawAll()
            }
            return nil
        case .key(.mouse(let report)):
            let hit = screen.region.hit(report, in: laidOut(state))
            return .input(MouseMap.action(for: report, hit: hit, state: state).map { [$0] } ?? [])
        case .key(let key):
            record?.append(key)
            return .input(KeyMap.actions(for: key, in: KeyMap.Context(state), at: now))
        case .line, .endOfInput:
            return nil
        }
    }

    package func perform(_ effect: Effect, _ state: PickerState) {
        switch effect {
        case .relayout: layoutIsStale = true
        case .redrawAll: redrawAll()
        case .suspend:
            screen.suspend()
            redrawAll()
        case .resume:
            screen.take(at: poller.now())
            redrawAll()
        default: break
        }
    }

    package func close(_ exit: Exit<Ending>, _ state: PickerState) {
        screen.giveBack()
    }

    /// Shows the next frame; false when the terminal is gone.
    private func draw(_ state: PickerState, dying: (Int32) -> Never) -> Bool {
        // A fatal signal while the terminal is slow to take the frame ends
        // reel there; the others wait for the loop.
        var later: [Int32] = []
        let written = screen.show(renderer.render(state, layout: laidOut(state)), screenRows: size.rows) {
            for signo in poller.takeSignals() {
                if SignalPipe.fatal.contains(signo) { dying(signo) }
                later.append(signo)
            }
        }
        poller.putBack(later)
        return written
    }

    private func redrawAll() {
        size = screen.terminal.size()
        layoutIsStale = true
        screen.clear()
    }

    /// The layout for the state as it is now.
    private func laidOut(_ state: PickerState) -> Layout {
        if layoutIsStale {
            layout = renderer.layout(state, size: size)
            layoutIsStale = false
        }
        return layout
    }
}
