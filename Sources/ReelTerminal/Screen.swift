import ReelCore

/// The terminal as the session draws on it: its modes taken and given back
/// (raw mode, hidden cursor, mouse and paste reporting, the alternate
/// screen), and frames written as the difference from the one shown.
package final class Screen {
    package let terminal: any Terminal
    private let poller: any Poller
    package var region: InlineRegion
    /// `--theme auto`: the terminal's background, and its palette where
    /// `TERM` says 16 colours, asked for on the first take.
    package var backdrop: BackdropQuery?
    /// The colours frames are written with: the query's once it has one.
    private var depth: ColorDepth { backdrop?.depth ?? environmentDepth }
    private let environmentDepth: ColorDepth
    private let mouse: Bool
    /// Whether the terminal reflows its lines when it narrows (`Reflow`).
    private let reflows: Bool
    private var shown: Frame?
    /// Where the last frame left the cursor, from the region's top-left;
    /// nil: there.
    private var resting: Frame.Cursor?

    package init(terminal: any Terminal, poller: any Poller, depth: ColorDepth, mouse: Bool, fullscreen: Bool,
                 backdrop: BackdropQuery? = nil, reflows: Bool = false) {
        self.terminal = terminal
        self.poller = poller
        environmentDepth = depth
        self.mouse = mouse
        self.reflows = reflows
        region = InlineRegion(fullscreen: fullscreen)
        self.backdrop = backdrop
    }

    /// Until when the first frame waits for the terminal's replies (the
    /// cursor's position, the background), or nil when it need not.
    package func waitingForReplies(at now: Double) -> Double? {
        let waits = [region.isLocating(at: now) ? region.locatingUntil : nil,
                     backdrop?.isWaiting(at: now) == true ? backdrop?.waitingUntil : nil].compactMap { $0 }
        return waits.min()
    }

    /// On start and after a suspend, with the signal handlers that let
    /// the loop give the terminal back; the next frame is drawn whole.
    package func take(at now: Double) {
        poller.catchSignals()
        // What `giveBack` writes but the erase, which needs the region's
        // place: a crash leaves the last frame, the terminal usable.
        terminal.restoresOnCrash(Array((ANSI.endSynchronized + modesGivenBack
                                        + (region.fullscreen ? ANSI.leaveAlternateScreen : "")).utf8))
        terminal.enterRawMode()
        // The background query first: the cursor position query after it
        // is its sentinel (inline, the region's own; fullscreen, its own).
        let background = backdrop?.ask(at: now, sentinel: region.fullscreen) ?? ""
        let query = region.locate(at: now)
        terminal.write((region.fullscreen ? ANSI.enterAlternateScreen : "") + ANSI.hideCursor
                       + (mouse ? ANSI.enableMouse : "") + ANSI.enableBracketedPaste + background + query)
        clear()
    }

    /// The terminal exactly as it was found, on every way out.
    package func giveBack() {
        // The erase starts from the region's first line, where the next
        // take expects the cursor too.
        let home = FrameDiff.home(from: resting)
        resting = nil
        terminal.write(ANSI.endSynchronized + home + region.erase + modesGivenBack)
        terminal.restore()
        poller.releaseSignals()
    }

    /// The modes `take` set, as the terminal had them: plain style, no
    /// paste or mouse reporting, the cursor shown.
    private var modesGivenBack: String {
        ANSI.resetStyle + ANSI.disableBracketedPaste + (mouse ? ANSI.disableMouse : "") + ANSI.showCursor
    }

    /// Gives the terminal back and stops like any job; when the shell
    /// continues reel, the terminal is taken again. In an orphaned process
    /// group the kernel discards the stop, and the picker simply redraws.
    package func suspend() {
        giveBack()
        poller.stopAsJob()
        take(at: poller.now())
    }

    /// The terminal is now `size`: narrower than the frame shown, a
    /// terminal that reflows has wrapped its lines, some above where the
    /// region was; the next frame erases from where they begin (kitty
    /// and alacritty left lines of the old frame above the new one).
    package func resized(to size: TerminalSize) {
        guard reflows, let shown, size.columns > 0, size.columns < shown.width else { return }
        region.reflowed(height: Reflow.height(shown, columns: size.columns),
                        above: Reflow.above(resting, in: shown, columns: size.columns), screenRows: size.rows)
        // The region's own move goes to its top: no move home before it.
        resting = nil
    }

    /// Forgets what is shown: the next frame erases and draws everything.
    package func clear() {
        region.clear()
        shown = nil
    }

    /// Writes `frame` (the inline reservation included) inside synchronized
    /// output. A signal arriving while a slow terminal takes the bytes is
    /// handed to `interrupted`; false when the terminal is gone.
    package func show(_ frame: Frame, screenRows: Int, interrupted: () -> Void) -> Bool {
        let before = region.prepare(height: frame.lines.count, screenRows: screenRows)
        let bytes = FrameDiff.bytes(from: shown, to: frame, depth: depth, before: before, resting: resting)
        shown = frame
        guard !bytes.isEmpty else { return true }
        resting = frame.cursor
        return terminal.writeFrame(bytes, watching: poller.signalDescriptor, interrupted: interrupted)
    }
}
