import ReelSystem

/// A pty pair. The harness keeps the slave open for its whole life: so the
/// line discipline keeps its settings after the child exits (they can be
/// compared with the ones before), and the master never reads EOF early.
final class PseudoTerminal {
    private(set) var master: Int32
    let slave: Int32
    /// `/dev/pts/N`: the child opens it by name to make it its controlling
    /// terminal.
    let slavePath: String

    init(rows: Int, columns: Int) throws(HarnessError) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = Self.windowSize(rows: rows, columns: columns)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw .system("openpty", errno) }
        self.master = master
        self.slave = slave
        // ttyname_r, not ttyname: tests run in parallel, and ttyname's
        // static buffer once handed one test another test's terminal.
        var name = [CChar](repeating: 0, count: 128)
        let result = ttyname_r(slave, &name, name.count)
        guard result == 0 else {
            close(master)
            close(slave)
            throw .system("ttyname_r", result)
        }
        slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Close-on-exec so no other child (of this or a parallel test) holds
        // the master open and hides the hang-up when the test closes it.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        // Non-blocking: the harness drains whatever is there and polls
        // with a deadline instead of blocking in read or write.
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        closeMaster()
        close(slave)
    }

    var isMasterOpen: Bool { master >= 0 }

    /// The kernel sends SIGWINCH to the terminal's foreground process group.
    func setSize(rows: Int, columns: Int) throws(HarnessError) {
        guard isMasterOpen else { return }
        var size = Self.windowSize(rows: rows, columns: columns)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else { throw .system("TIOCSWINSZ", errno) }
    }

    func attributes() throws(HarnessError) -> TerminalAttributes {
        try TerminalAttributes(of: slave)
    }

    /// The terminal window goes away: the kernel hangs up the slave, sending
    /// SIGHUP to the session and making reads on it return EOF.
    func closeMaster() {
        guard isMasterOpen else { return }
        close(master)
        master = -1
    }

    private static func windowSize(rows: Int, columns: Int) -> winsize {
        winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
    }
}
