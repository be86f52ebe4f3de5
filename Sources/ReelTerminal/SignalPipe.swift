import ReelCore
import ReelSystem

/// Signals become bytes on pipes that event loops poll beside what they
/// wait for: the handler only calls write(2), which is async-signal-safe,
/// and all the real work (restoring the terminal, redrawing, reaping a
/// shell) happens in the loop.
///
/// Each loop subscribes and gets a pipe of its own, and the handler writes
/// every signal to every subscriber's pipe. One shared pipe was not enough:
/// two loops in one process (two `--batch` command runs on two threads of
/// a program embedding the library, or of the test runner) took each
/// other's SIGCHLD, and one waited for an exit it had been told of and
/// would never hear again; and the first to finish put back the default
/// dispositions under the other. The handlers are installed while at least
/// one loop is subscribed, and the dispositions found put back when the
/// last one leaves.
package enum SignalPipe {
    /// Signals that end reel: the terminal is restored, then the signal is
    /// raised again with its default action so the parent sees it (128+n).
    /// Every signal whose default action ends the process (core dumps
    /// included), bar those that cannot be caught or mean a crash (those
    /// cannot wait for the loop: `CrashRestore` gives the terminal back).
    package static let fatal: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
                                         SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE]
    /// Signals the loop handles: a resize, stop and continue, and a
    /// command's shell exiting (reaped at once: no zombie waits for its pipes).
    package static let handled: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT, SIGCHLD]

    /// Loops that can listen at once; past this, `subscribe` fails.
    static let capacity = slotCount

    /// One loop's pipe: every signal caught while it is subscribed.
    package final class Subscription {
        /// The end to poll.
        package let readEnd: Int32
        private let writeEnd: Int32
        private let slot: Int
        private var cancelled = false

        fileprivate init(readEnd: Int32, writeEnd: Int32, slot: Int) {
            self.readEnd = readEnd
            self.writeEnd = writeEnd
            self.slot = slot
        }

        deinit { cancel() }

        /// The signals that arrived since the last call, in order.
        package func drain() -> [Int32] {
            var buffer = [UInt8](repeating: 0, count: 64)
            var signals: [Int32] = []
            while true {
                let n = buffer.withUnsafeMutableBytes { System.read(readEnd, $0.baseAddress, 64) }
                guard n > 0 else { break }
                signals += buffer[0..<n].map { Int32($0) }
            }
            return signals
        }

        /// Puts signals taken by `drain` back, for the loop to see next.
        package func requeue(_ signals: [Int32]) {
            for signo in signals {
                var byte = UInt8(truncatingIfNeeded: signo)
                _ = System.write(writeEnd, &byte, 1)
            }
        }

        /// No more signals for this loop; the last one out puts the
        /// dispositions back. Done once.
        package func cancel() {
            guard !cancelled else { return }
            cancelled = true
            SignalPipe.leave(slot)
            _ = System.close(readEnd)
            _ = System.close(writeEnd)
        }
    }

    /// The dispositions found when the first loop subscribed (reel ignores
    /// SIGPIPE outside the picker, to report a closed stdout): put back
    /// when the last leaves.
    nonisolated(unsafe) private static var ignored: Set<Int32> = []
    nonisolated(unsafe) private static var subscribers = 0
    /// Loops on several threads subscribe and leave: one at a time.
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    /// A pipe for one loop, the handlers installed if it is the first; nil
    /// when no pipe can be made (no descriptors left) or too many listen.
    package static func subscribe() -> Subscription? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if slots == nil {
            let table = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            table.initialize(repeating: -1, count: capacity)
            slots = table
        }
        guard let slots, let slot = (0..<capacity).first(where: { slots[$0] < 0 }) else { return nil }
        var pair: [Int32] = [-1, -1]
        guard pipe(&pair) == 0 else { return nil }
        for fd in pair {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        // The write end is in the table before a handler can look for it.
        slots[slot] = pair[1]
        subscribers += 1
        if subscribers == 1 { installHandlers() }
        return Subscription(readEnd: pair[0], writeEnd: pair[1], slot: slot)
    }

    fileprivate static func leave(_ slot: Int) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        slots?[slot] = -1
        subscribers -= 1
        if subscribers == 0 { restoreDispositions() }
    }

    private static func installHandlers() {
        ignored = []
        var caught = sigset_t()
        sigemptyset(&caught)
        for signo in fatal + handled {
            let old = signal(signo, onSignal)
            // SIG_IGN is the handler 1 in every C library.
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
    private static func restoreDispositions() {
        for signo in fatal + handled { signal(signo, ignored.contains(signo) ? SIG_IGN : SIG_DFL) }
    }

    /// Gives the terminal back first, then dies of `signo` as if reel had
    /// never caught it.
    package static func raiseWithDefaultAction(_ signo: Int32) -> Never {
        // In a tmux popup, the reel that opened it dies of the same.
        PopupLink.reportDeath(signo)
        signal(signo, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signo)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(signo)
        exit(128 + signo)
    }
}

/// The subscribers' write ends, -1 where none; a global the handler reads
/// without a lazy initialiser (nil is a static value). Slots are set and
/// cleared by the loops' thread as whole 32-bit stores, which a handler
/// running meanwhile sees before or after, never half-way.
nonisolated(unsafe) private var slots: UnsafeMutablePointer<Int32>?
/// Slots in the table: a literal, so the handler reads no lazy global.
private let slotCount = 16

private func onSignal(_ signo: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signo)
    if let slots {
        for slot in 0..<16 where slots[slot] >= 0 {
            _ = System.write(slots[slot], &byte, 1)
        }
    }
    errno = saved
}
