import ReelCore
import ReelSystem

/// The controlling terminal, opened as `/dev/tty` so that stdin can carry
/// data and stdout the result. Remembers the attributes it found and puts
/// exactly those back.
package final class TTY {
    package let fd: Int32
    private let original: termios
    /// What gives the screen's modes back if reel crashes while it holds
    /// the terminal (`CrashRestore`); the attributes are `original`.
    private var crashBytes: [UInt8] = []

    /// Opens `/dev/tty`; fails when there is none (cron, `setsid`, a
    /// container without a terminal), which reel reports with a pointer to `--batch`.
    package init() throws(TerminalError) {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .noTerminal(reason: "/dev/tty: " + String(cString: strerror(errno))) }
        var attributes = termios()
        guard tcgetattr(fd, &attributes) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .noTerminal(reason: "/dev/tty: " + reason)
        }
        // Non-blocking, so a frame the terminal is slow to take can be left
        // when a signal comes (`writeFrame`). Only this open file
        // description changes, not the shell's.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        self.fd = fd
        self.original = attributes
    }

    deinit { close(fd) }

    /// Keys arrive byte by byte, unechoed, with ctrl+c and ctrl+z as bytes
    /// (reel handles them itself so it can clean up first).
    package func enterRawMode() {
        var raw = original
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(fd, TCSANOW, &raw)
        CrashRestore.arm(fd: fd, attributes: original, bytes: crashBytes)
    }

    /// `bytes` give the screen's modes back (the cursor shown, mouse
    /// reporting off…) on a crash while the terminal is taken.
    package func restoresOnCrash(_ bytes: [UInt8]) {
        crashBytes = bytes
    }

    /// Puts back the attributes found at start, after pending output drains.
    package func restore() {
        var attributes = original
        _ = tcsetattr(fd, TCSADRAIN, &attributes)
        CrashRestore.disarm()
    }

    /// Cooked mode as found, echo off: a secret answered in the accessible
    /// mode. ECHONL too, so that the Enter is not echoed either and the
    /// line it ends is ended once, by reel.
    package func hideTyping() {
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL)
        _ = tcsetattr(fd, TCSADRAIN, &quiet)
        CrashRestore.arm(fd: fd, attributes: original, bytes: [])
    }

    /// The size the terminal reports, capped at `TerminalSize.maximum`;
    /// 80×24 when it reports none.
    package func size() -> TerminalSize {
        var window = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return .fallback
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row)).capped
    }

    /// Writes all of `bytes`; false when the terminal is gone.
    @discardableResult
    package func write(_ bytes: [UInt8]) -> Bool { writeAll(bytes, to: fd) }

    /// Writes a frame, calling `interrupted` whenever the signal pipe
    /// becomes readable while the terminal is slow to take it, so a
    /// SIGTERM is acted on mid-frame. False when the terminal is gone.
    package func writeFrame(_ bytes: [UInt8], watching signals: Int32, interrupted: () -> Void) -> Bool {
        writeAll(bytes, to: fd, watching: signals, interrupted: interrupted)
    }

    /// Reads what is available; nil when the terminal hung up or failed.
    package func read(max: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: max)
        while true {
            let n = buffer.withUnsafeMutableBytes { System.read(fd, $0.baseAddress, max) }
            if n > 0 { return Array(buffer[0..<n]) }
            if n < 0, errno == EINTR || errno == EAGAIN { return [] }
            return nil
        }
    }
}

/// Writes all of `bytes` to `fd`, through interrupted and partial writes;
/// waits rather than spins when the descriptor is non-blocking and full.
/// False when it is closed or broken.
func writeAll(_ bytes: [UInt8], to fd: Int32, watching other: Int32 = -1, interrupted: () -> Void = {}) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { System.write(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            if errno == EAGAIN {
                var out = [pollfd(fd: fd, events: Int16(POLLOUT), revents: 0),
                           pollfd(fd: other, events: Int16(POLLIN), revents: 0)]
                _ = poll(&out, other >= 0 ? 2 : 1, -1)
                if other >= 0, out[1].revents & Int16(POLLIN) != 0 { interrupted() }
                continue
            }
            return false
        }
        offset += n
    }
    return true
}
