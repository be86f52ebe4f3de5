#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one loop that owns all I/O: read the terminal, decode keys, apply
/// them to the state, render, diff, write. Draws inline below the cursor,
/// or centred on the alternate screen (`--fullscreen`), and leaves the
/// screen as it found it on every way out.
public final class PickerSession {
    public enum Result: Equatable, Sendable {
        case accepted
        case cancelled
        /// ctrl+c typed in the picker.
        case interrupted
    }

    public private(set) var state: PickerState
    private let renderer: Renderer
    private let depth: ColorDepth
    private let tty: TTY
    private var decoder = KeyDecoder()
    private var size: TerminalSize
    private var layout: Layout
    private var shown: Frame?
    /// Lines below the cursor's line that belong to the picker.
    private var reserved = 0
    /// Keys that came in while waiting for the cursor position reply.
    private var early: [Key] = []
    private var fullscreen: Bool { renderer.appearance.fullscreen }

    public init(state: PickerState, renderer: Renderer, depth: ColorDepth, tty: TTY) {
        self.state = state
        self.renderer = renderer
        self.depth = depth
        self.tty = tty
        size = tty.size()
        layout = renderer.layout(state, size: size)
    }

    /// Runs until the person accepts, cancels or interrupts. A fatal signal
    /// or a hang-up restores the terminal and ends the process from here.
    public func run() -> Result {
        SignalPipe.install()
        start()
        defer { finish() }
        var keys = early
        while true {
            for key in keys {
                switch KeyMap.command(for: key) {
                case .action(let action)?:
                    let outcome = state.apply(action)
                    switch outcome {
                    case .continue: break
                    case .accept: return .accepted
                    case .cancel: return .cancelled
                    case .interrupt: return .interrupted
                    }
                case .redraw?: redrawAll()
                case .suspend?: suspend()
                case nil: break
                }
            }
            draw()
            keys = waitForKeys()
        }
    }

    // MARK: - Drawing

    private func start() {
        enterScreen()
        if !fullscreen, let column = askCursorColumn(), column > 1 { tty.write("\r\n") }
        redrawAll()
    }

    /// Raw mode, the cursor hidden and, in fullscreen, the alternate screen:
    /// on start and again after a suspend.
    private func enterScreen() {
        tty.enterRawMode()
        tty.write((fullscreen ? ANSI.enterAlternateScreen : "") + ANSI.hideCursor)
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
    }

    private func draw() {
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

    private func erase() {
        let clear = fullscreen ? ANSI.leaveAlternateScreen : "\r" + ANSI.eraseBelow
        tty.write(clear + ANSI.resetStyle + ANSI.showCursor)
    }

    private func finish() {
        erase()
        tty.restore()
        SignalPipe.uninstall()
    }

    // MARK: - Input

    /// Asks where the cursor is, to start on a fresh line when it is
    /// mid-line. Terminals that never answer cost at most the timeout.
    private func askCursorColumn() -> Int? {
        tty.write(ANSI.queryCursorPosition)
        let deadline = monotonicMilliseconds() + 250
        while true {
            let left = deadline - monotonicMilliseconds()
            guard left > 0, poll(fd: tty.fd, timeout: Int32(left)), let bytes = tty.read() else { return nil }
            for key in decoder.feed(bytes) {
                if case .cursorPosition(_, let column) = key { return column }
                early.append(key)
            }
        }
    }

    /// Blocks until keys arrive or a signal needs handling.
    private func waitForKeys() -> [Key] {
        while true {
            var fds = [pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0)]
            let timeout = decoder.hasPending ? Int32(KeyDecoder.escapeTimeoutMilliseconds) : -1
            let ready = Glibc_poll(&fds, timeout)
            if ready < 0 { continue }
            if fds[1].revents != 0 { handleSignals() }
            if ready == 0 { return decoder.flush() }
            if fds[0].revents & Int16(POLLIN) != 0 {
                guard let bytes = tty.read() else { hangUp() }
                let keys = decoder.feed(bytes)
                if !keys.isEmpty { return keys }
            } else if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                hangUp()
            }
        }
    }

    private func handleSignals() {
        for signo in SignalPipe.drain() {
            switch signo {
            case SIGWINCH: redrawAll()
            case SIGTSTP: suspend()
            case SIGCONT: enterScreen(); redrawAll()
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
        enterScreen()
        reserved = 0
        redrawAll()
    }

    /// The terminal is gone: restore what can be restored and die of SIGHUP.
    private func hangUp() -> Never {
        finish()
        SignalPipe.raiseWithDefaultAction(SIGHUP)
    }
}

private func poll(fd: Int32, timeout: Int32) -> Bool {
    var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
    return Glibc_poll(&fds, timeout) > 0
}

private func Glibc_poll(_ fds: inout [pollfd], _ timeout: Int32) -> Int32 {
    poll(&fds, nfds_t(fds.count), timeout)
}

func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
}
