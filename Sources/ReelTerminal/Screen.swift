import ReelCore
import ReelSystem

/// The terminal as the session draws on it: its modes taken and given back
/// (raw mode, hidden cursor, mouse and paste reporting, the alternate
/// screen), and frames written as the difference from the one shown.
package final class Screen {
    package let tty: TTY
    package var region: InlineRegion
    private let depth: ColorDepth
    private let mouse: Bool
    private var shown: Frame?

    package init(tty: TTY, depth: ColorDepth, mouse: Bool, fullscreen: Bool) {
        self.tty = tty
        self.depth = depth
        self.mouse = mouse
        region = InlineRegion(fullscreen: fullscreen)
    }

    /// On start and after a suspend, with the signal handlers that let
    /// the loop give the terminal back; the next frame is drawn whole.
    package func take(at now: Double) {
        SignalPipe.install()
        tty.enterRawMode()
        let query = region.locate(at: now)
        tty.write((region.fullscreen ? ANSI.enterAlternateScreen : "") + ANSI.hideCursor
                  + (mouse ? ANSI.enableMouse : "") + ANSI.enableBracketedPaste + query)
        clear()
    }

    /// The terminal exactly as it was found, on every way out.
    package func giveBack() {
        tty.write(ANSI.endSynchronized + region.erase + ANSI.resetStyle + ANSI.disableBracketedPaste
                  + (mouse ? ANSI.disableMouse : "") + ANSI.showCursor)
        tty.restore()
        SignalPipe.uninstall()
    }

    /// Gives the terminal back and stops like any job; when the shell
    /// continues reel, the terminal is taken again. In an orphaned process
    /// group the kernel discards the stop, and the picker simply redraws.
    package func suspend(resumingAt now: () -> Double) {
        giveBack()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        take(at: now())
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
        let bytes = FrameDiff.bytes(from: shown, to: frame, depth: depth, before: before)
        shown = frame
        return bytes.isEmpty || tty.writeFrame(bytes, watching: SignalPipe.readEnd, interrupted: interrupted)
    }
}
