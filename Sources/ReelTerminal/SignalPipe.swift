import ReelCore
import ReelSystem

/// Signals become bytes on a pipe that the event loop polls beside the
/// terminal: the handler only calls write(2), which is async-signal-safe,
/// and all the real work (restoring the terminal, redrawing) happens in
/// the loop.
package enum SignalPipe {
    /// Signals that end reel: the terminal is restored, then the signal is
    /// raised again with its default action so the parent sees it (128+n).
    /// Every signal whose default action ends the process (core dumps
    /// included), bar those that cannot be caught or mean a crash.
    package static let fatal: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
                                         SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE]
    /// Signals the loop handles: a resize, stop and continue, and a
    /// command's shell exiting (reaped at once: no zombie waits for its pipes).
    package static let handled: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT, SIGCHLD]

    nonisolated(unsafe) private static var fds: [Int32] = [-1, -1]
    /// The dispositions found at install (reel ignores SIGPIPE outside the
    /// picker, to report a closed stdout): put back at uninstall.
    nonisolated(unsafe) private static var ignored: Set<Int32> = []

    /// The end to poll.
    package static var readEnd: Int32 { fds[0] }

    package static func install() {
        if fds[0] < 0 {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else { return }
            for fd in pair {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            fds = pair
            writeEnd = pair[1]
        }
        var caught = sigset_t()
        sigemptyset(&caught)
        for signo in fatal + handled {
            let old = signal(signo, onSignal)
            // SIG_IGN is the handler 1 in every C library; our own handler
            // (a second install) says nothing about what was there before.
            if let old, unsafeBitCast(old, to: Int.self) == 1 { ignored.insert(signo) }
            sigaddset(&caught, signo)
        }
        // A signal mask is inherited across exec: a parent that blocks
        // SIGCHLD (a thread pool that waits for its own children, a service
        // manager) would otherwise hand reel a mask under which its shells'
        // exits are never heard, and a shell whose background job holds the
        // pipe stays a zombie until the job ends (a `--batch` waiting on
        // `sleep 100 &` for 100 s). What reel handles, it receives.
        sigprocmask(SIG_UNBLOCK, &caught, nil)
    }

    /// Back to the dispositions found (before a stop, exec or exit).
    package static func uninstall() {
        for signo in fatal + handled { signal(signo, ignored.contains(signo) ? SIG_IGN : SIG_DFL) }
    }

    /// The signals that arrived since the last call, in order.
    package static func drain() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let n = buffer.withUnsafeMutableBytes { System.read(fds[0], $0.baseAddress, 64) }
            guard n > 0 else { break }
            signals += buffer[0..<n].map { Int32($0) }
        }
        return signals
    }

    /// Puts signals taken by `drain` back, for the loop to see next.
    package static func requeue(_ signals: [Int32]) {
        for signo in signals { onSignal(signo) }
    }

    /// Gives the terminal back first, then dies of `signo` as if reel had
    /// never caught it.
    package static func raiseWithDefaultAction(_ signo: Int32) -> Never {
        signal(signo, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signo)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(signo)
        exit(128 + signo)
    }
}

nonisolated(unsafe) private var writeEnd: Int32 = -1

private func onSignal(_ signo: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signo)
    _ = System.write(writeEnd, &byte, 1)
    errno = saved
}
