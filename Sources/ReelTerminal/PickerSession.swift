#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one loop that owns all I/O: read the terminal (and rows still
/// streaming in), decode keys, apply them to the state, render, diff,
/// write. Draws inline below the cursor, or centred on the alternate
/// screen (`--fullscreen`), and leaves the screen as it found it on every
/// way out.
public final class PickerSession {
    public enum Result: Equatable, Sendable {
        case accepted
        case cancelled
        /// ctrl+c typed in the picker.
        case interrupted
        /// `--timeout` passed with no key; `accepted` per `--on-timeout`.
        case timedOut(accepted: Bool)
    }

    public struct Options: Sendable {
        /// SGR mouse reporting while the picker runs (`--no-mouse` turns it off).
        public var mouse = true
        /// Idle seconds before the picker ends by itself.
        public var timeout: Double?
        public var acceptOnTimeout = false

        public init() {}
    }

    /// Seconds before the timeout from which the toolbar counts down.
    static let countdownSeconds = 5.0

    public private(set) var state: PickerState
    private let renderer: Renderer
    private let depth: ColorDepth
    private let options: Options
    private let tty: TTY
    private var input: StreamingInput?
    private var decoder = KeyDecoder()
    private var size: TerminalSize
    private var layout: Layout
    private var shown: Frame?
    /// Lines below the cursor's line that belong to the picker.
    private var reserved = 0
    /// The screen row (0-based) of the picker's first line, when known.
    private var top: Int?
    /// Keys that came in while waiting for a cursor position reply.
    private var pending: [Key] = []
    private var lastInput = monotonicSeconds()
    private var fullscreen: Bool { renderer.appearance.fullscreen }

    public init(state: PickerState, renderer: Renderer, depth: ColorDepth, tty: TTY,
                options: Options = Options(), input: StreamingInput? = nil) {
        self.state = state
        self.renderer = renderer
        self.depth = depth
        self.options = options
        self.tty = tty
        self.input = input
        size = tty.size()
        layout = renderer.layout(state, size: size)
    }

    /// Runs until the person accepts, cancels or interrupts, or the timeout
    /// passes. A fatal signal or a hang-up restores the terminal and ends
    /// the process from here.
    public func run() -> Result {
        SignalPipe.install()
        start()
        defer { finish() }
        var keys = pending
        pending = []
        while true {
            for key in keys {
                lastInput = monotonicSeconds()
                if let result = handle(key) { return result }
            }
            if let result = tickTimeout() { return result }
            draw()
            keys = waitForInput()
        }
    }

    private func handle(_ key: Key) -> Result? {
        var actions: [Action] = []
        switch key {
        case .mouse(let mouse):
            guard let top else { break }
            let hit = layout.hit(line: mouse.row - top, column: mouse.column)
            if let action = MouseMap.action(for: mouse, hit: hit, state: state) { actions.append(action) }
        case .paste(let bytes):
            // Pasted text is typed text: search text, or type-ahead digits.
            let now = monotonicSeconds()
            actions = String(decoding: bytes, as: UTF8.self).filter { !$0.isNewline }.map { .typed($0, at: now) }
            if state.search == nil { actions = actions.filter { if case .typed(let c, _) = $0 { c.isNumber } else { false } } }
        default:
            switch KeyMap.command(for: key, searching: state.search != nil, at: monotonicSeconds()) {
            case .action(let action)?: actions.append(action)
            case .redraw?: redrawAll()
            case .suspend?: suspend()
            case nil: break
            }
        }
        for action in actions {
            switch state.apply(action) {
            case .continue: break
            case .accept: return .accepted
            case .cancel: return .cancelled
            case .interrupt: return .interrupted
            }
        }
        return nil
    }

    /// Updates the countdown; ends the picker once the timeout has passed.
    private func tickTimeout() -> Result? {
        guard let timeout = options.timeout else { return nil }
        let left = timeout - (monotonicSeconds() - lastInput)
        if left <= 0 { return .timedOut(accepted: options.acceptOnTimeout) }
        state.countdown = left <= Self.countdownSeconds ? Int(left.rounded(.up)) : nil
        return nil
    }

    // MARK: - Drawing

    private func start() {
        enterScreen()
        locate()
        redrawAll()
    }

    /// Where the picker starts: the top of the alternate screen, or the
    /// cursor's line inline, a fresh one when the cursor is mid-line (at
    /// start, and after a suspend, when the shell has printed below).
    private func locate() {
        top = fullscreen ? 0 : nil
        guard !fullscreen, let (row, column) = askCursorPosition() else { return }
        top = row - 1
        if column > 1 {
            tty.write("\r\n")
            top = row
        }
    }

    /// Raw mode, the cursor hidden, mouse and paste reporting and, in
    /// fullscreen, the alternate screen: on start and again after a suspend.
    private func enterScreen() {
        tty.enterRawMode()
        tty.write((fullscreen ? ANSI.enterAlternateScreen : "") + ANSI.hideCursor
                  + (options.mouse ? ANSI.enableMouse : "") + ANSI.enableBracketedPaste)
    }

    /// Reserves the lines the frame needs below the cursor, scrolling the
    /// screen up when the cursor is near the bottom.
    private func reserve(_ height: Int) {
        // The alternate screen is all the picker's: nothing to scroll.
        guard !fullscreen, height - 1 > reserved else { return }
        var out = ANSI.cursorDown(reserved)
        out += String(repeating: "\n", count: height - 1 - reserved)
        out += ANSI.cursorUp(height - 1) + "\r"
        tty.write(out)
        reserved = height - 1
        // Lines that did not fit below pushed the screen (and the picker) up.
        if let known = top { top = min(known, max(0, size.rows - height)) }
    }

    private func draw() {
        if layout.hasNoteRoom != (Toolbar.note(state: state) != nil) { layout = renderer.layout(state, size: size) }
        let frame = renderer.render(state, layout: layout)
        reserve(frame.lines.count)
        let bytes = FrameDiff.bytes(from: shown, to: frame, depth: depth)
        if !bytes.isEmpty, !tty.write(bytes) { hangUp() }
        shown = frame
    }

    private func redrawAll() {
        size = tty.size()
        layout = renderer.layout(state, size: size)
        tty.write(fullscreen ? ANSI.home + ANSI.eraseScreen : "\r" + ANSI.eraseBelow)
        shown = nil
        draw()
    }

    private func finish() {
        let clear = fullscreen ? ANSI.leaveAlternateScreen : "\r" + ANSI.eraseBelow
        tty.write(clear + ANSI.resetStyle + ANSI.disableBracketedPaste
                  + (options.mouse ? ANSI.disableMouse : "") + ANSI.showCursor)
        tty.restore()
        SignalPipe.uninstall()
    }

    // MARK: - Input

    /// Asks where the cursor is (1-based), to start on a fresh line when it
    /// is mid-line and to place mouse clicks. Terminals that never answer
    /// cost at most the timeout.
    private func askCursorPosition() -> (Int, Int)? {
        tty.write(ANSI.queryCursorPosition)
        let deadline = monotonicSeconds() + 0.25
        while true {
            let left = deadline - monotonicSeconds()
            guard left > 0, pollReadable(tty.fd, timeout: Int32(left * 1000)), let bytes = tty.read() else { return nil }
            for key in decoder.feed(bytes) {
                if case .cursorPosition(let row, let column) = key { return (row, column) }
                pending.append(key)
            }
        }
    }

    /// Blocks until keys arrive, rows stream in, a signal needs handling or
    /// a timer is due (the Esc timeout, the next countdown second).
    private func waitForInput() -> [Key] {
        if !pending.isEmpty {
            defer { pending = [] }
            return pending
        }
        while true {
            var fds = [pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0)]
            if let input, !input.isFinished { fds.append(pollfd(fd: input.fd, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), pollTimeout())
            if ready < 0 { continue }
            if fds[1].revents != 0 { handleSignals() }
            if ready == 0 {
                // A timer: the Esc timeout, or a countdown tick.
                return decoder.flush()
            }
            if fds.count > 2, fds[2].revents != 0, input != nil {
                input!.readAvailable(into: &state)
                // New rows may be wider: lay out again (a handful of
                // wheels, not the rows, so this stays cheap).
                layout = renderer.layout(state, size: size)
                return []
            }
            if fds[0].revents & Int16(POLLIN) != 0 {
                guard let bytes = tty.read() else { hangUp() }
                let keys = decoder.feed(bytes)
                if !keys.isEmpty { return keys }
            } else if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                hangUp()
            }
        }
    }

    private func pollTimeout() -> Int32 {
        var wait = -1.0
        if decoder.hasPending { wait = Double(KeyDecoder.escapeTimeoutMilliseconds) / 1000 }
        if let timeout = options.timeout {
            let left = timeout - (monotonicSeconds() - lastInput)
            // Wake on each whole second of the countdown, and at the end.
            let tick = left > Self.countdownSeconds ? left - Self.countdownSeconds : left - (left.rounded(.up) - 1)
            wait = wait < 0 ? max(0, tick) : min(wait, max(0, tick))
        }
        return wait < 0 ? -1 : Int32((wait * 1000).rounded(.up))
    }

    private func handleSignals() {
        for signo in SignalPipe.drain() {
            switch signo {
            case SIGWINCH: redrawAll()
            case SIGTSTP: suspend()
            case SIGCONT: resume()
            default:
                finish()
                SignalPipe.raiseWithDefaultAction(signo)
            }
        }
    }

    /// Gives the terminal back and stops like any job; when the shell
    /// continues reel, raw mode comes back and the picker is drawn anew.
    /// In an orphaned process group the kernel discards the stop, and the
    /// picker simply redraws.
    private func suspend() {
        finish()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        SignalPipe.install()
        resume()
    }

    private func resume() {
        enterScreen()
        reserved = 0
        locate()
        redrawAll()
    }

    /// The terminal is gone: restore what can be restored and die of SIGHUP.
    private func hangUp() -> Never {
        finish()
        SignalPipe.raiseWithDefaultAction(SIGHUP)
    }
}

func pollReadable(_ fd: Int32, timeout: Int32) -> Bool {
    var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
    return poll(&fds, 1, timeout) > 0
}

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
