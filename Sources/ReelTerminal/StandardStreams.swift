import ReelCore
import ReelSystem

/// stdin, stdout and stderr as the executable uses them.
package enum StandardStreams {
    package static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// Writes all bytes to a descriptor; false on a closed or broken pipe.
    @discardableResult
    package static func write(_ bytes: [UInt8], to fd: Int32) -> Bool { writeAll(bytes, to: fd) }

    /// `reel: message` on stderr, one line.
    package static func report(_ message: String) {
        // One line whatever the message quotes: a last guard for stderr.
        let line = Array("reel: \(Escaped.message(message))\n".utf8)
        // Stderr may be the pipe stdout is stuck on (`2>&1 | sleep 30`):
        // the line goes when there is room for it now, never waited for.
        var entry = pollfd(fd: 2, events: Int16(POLLOUT), revents: 0)
        guard poll(&entry, 1, 0) > 0 else { return }
        write(line, to: 2)
    }

    /// Whether stdout was closed when reel started (`reel … >&-`).
    package static func outputIsClosed() -> Bool {
        fcntl(1, F_GETFD) == -1 && errno == EBADF
    }

    /// Puts /dev/null on stdin, stdout or stderr where one is closed, so
    /// that /dev/tty opened later cannot take its number and receive the
    /// choice or an error meant for the stream.
    package static func fillClosedDescriptors() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0, opened != fd { _ = dup2(opened, fd); close(opened) }
        }
    }

    /// A broken pipe is seen as a write's error (EPIPE), not a death in
    /// the middle of a frame: reel gives the terminal back first.
    package static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

    /// After a write to stdout failed with `failure` (an errno): a reader
    /// that went away (EPIPE, `| head -1`) ends reel as it ends `cat` or
    /// `fzf --filter`, by SIGPIPE (141) and without a word; any other
    /// failure returns, for the caller to report.
    package static func dieIfReaderWentAway(_ failure: Int32?) {
        if failure == EPIPE { SignalPipe.raiseWithDefaultAction(SIGPIPE) }
    }
}
