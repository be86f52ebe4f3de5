import ReelCore
import ReelSystem

/// The picker driven by keys written down (`REEL_KEYS`, `--keys`), drawn on
/// a screen kept in memory: no terminal is opened or read, so it runs
/// where there is none (CI, cron, `setsid`). Each turn hands the model the
/// next key through the key table, as a person's would reach it, with no
/// wait between keys, so what they do never depends on timing; `<wait>`
/// lets the loop read rows and commands until nothing loads or ranks.
/// Keys that run out leave the picker to finish what it was doing, then
/// end it as a timeout would. The last frame goes to `lastFrame` on every
/// way out.
package final class KeyedView: SessionView {
    /// Never read: the terminal is not among the loop's sources here.
    package let reader: any TerminalReader = KeyReader()
    private var steps: ArraySlice<KeyScript.Step>
    private let renderer: Renderer
    private let size: TerminalSize
    private let poller: any Poller
    private var layout: Layout
    /// A relayout was asked for since `layout` was made (as `DrawnView`).
    private var layoutIsStale = false
    private let lastFrame: (Frame) -> Void

    package init(state: PickerState, keys: KeyScript, renderer: Renderer, size: TerminalSize, poller: any Poller,
                 lastFrame: @escaping (Frame) -> Void = { _ in }) {
        steps = keys.steps[...]
        self.renderer = renderer
        self.size = size
        self.poller = poller
        self.lastFrame = lastFrame
        layout = renderer.layout(state, size: size)
    }

    /// Signals end the run as they end a drawn one.
    package func open(_ state: PickerState, at now: Double) { poller.catchSignals() }

    package func turn(_ state: PickerState, at now: Double, dying: (Int32) -> Never) -> ViewTurn {
        // As before a frame drawn: Tab reaches only the buttons that fit.
        let drawn = laidOut(state).drawnButtons
        if state.chrome.drawnButtons != drawn { return .deliver(.toolbarDrawn(drawn)) }
        let holding = state.isLoadingOrRanking
        while steps.first == .wait, !holding { steps.removeFirst() }
        switch steps.first {
        case .key(let key):
            steps.removeFirst()
            return .deliver(.input(KeyMap.actions(for: key, in: KeyMap.Context(state), at: now)))
        case .wait:
            return .wait(until: state.nextTick(), reading: false)
        case nil:
            // Out of keys: what an accept started is finished first.
            return holding ? .wait(until: state.nextTick(), reading: false) : .end(.ended(.timedOut(accepted: false)))
        }
    }

    package func translate(_ event: LoopEvent, _ state: PickerState, at now: Double) -> Event? {
        if case .model(let event) = event { return event }
        return nil
    }

    package func perform(_ effect: Effect, _ state: PickerState) {
        // Nothing to clear, suspend or take back: only the layout follows.
        if effect == .relayout || effect == .redrawAll { layoutIsStale = true }
    }

    package func close(_ exit: Exit<Ending>, _ state: PickerState) {
        poller.releaseSignals()
        lastFrame(renderer.render(state, layout: laidOut(state)))
    }

    private func laidOut(_ state: PickerState) -> Layout {
        if layoutIsStale {
            layout = renderer.layout(state, size: size)
            layoutIsStale = false
        }
        return layout
    }
}
