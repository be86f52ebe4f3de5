import ReelCore
import ReelSystem

/// What reel writes on stdout — `--live` reports while the picker runs,
/// then the choice — queued, and written only as fast as the reader
/// takes it, so that a reader that stops reading (`reel --live | sleep 30`)
/// never holds back a key, a frame or a signal: the loop polls stdout for
/// room while the queue has bytes (`PollSource.output`) and writes what
/// fits without blocking.
///
/// The reports are bounded (`bound`): past it the oldest report not yet
/// begun is dropped, the newest always kept, and the drop is said on
/// stderr when reel ends. The choice is never dropped. Whatever is still
/// queued when reel is done is reported there too (`loss`), never lost
/// in silence, unless the reader went away: SIGPIPE's 141 says that.
package final class OutputQueue {
    package let fd: Int32
    /// Bytes of `--live` reports held for a reader that has fallen behind
    /// (1 MiB: a few thousand selections, or a dozen 70 KB ones).
    package static let bound = 1 << 20

    /// Reports waiting, oldest first; the first may be partly written.
    private var queued: [[UInt8]] = []
    private var head = 0
    /// Bytes of the first report already written.
    private var offset = 0
    private var queuedBytes = 0
    /// Reports dropped at the bound.
    package private(set) var dropped = 0
    /// Bytes of reports that came after a write failed, never queued.
    private var refused = 0
    /// Why writing stopped: the errno of the write that failed (EPIPE: the
    /// reader is gone).
    package private(set) var failure: Int32?
    private let kind: Kind

    /// How a descriptor is written without blocking. A pipe or socket: a
    /// chunk of at most PIPE_BUF once poll(2) says there is room, which
    /// POSIX says then does not block (no file flag is touched: the open
    /// file may be a shell's too). A regular file never blocks on a reader.
    /// Anything else (a terminal): O_NONBLOCK for the length of one write.
    private enum Kind { case pipe, file, other }

    package init(fd: Int32) {
        self.fd = fd
        var info = stat()
        if fstat(fd, &info) != 0 {
            kind = .other
        } else {
            switch info.st_mode & S_IFMT {
            case S_IFIFO, S_IFSOCK: kind = .pipe
            case S_IFREG, S_IFBLK: kind = .file
            default: kind = .other
            }
        }
    }

    /// Bytes waiting to be written.
    package var pendingBytes: Int { queuedBytes - offset }

    /// The loop waits for room on stdout only while there is something
    /// to write there.
    package var wantsToWrite: Bool { pendingBytes > 0 && failure == nil }

    /// A `--live` report: queued, the oldest dropped past the bound.
    package func enqueue(_ report: [UInt8]) {
        guard !report.isEmpty else { return }
        guard failure == nil else {
            refused += report.count
            return
        }
        queued.append(report)
        queuedBytes += report.count
        // The oldest not begun goes (a report half written is finished, so
        // the reader never gets a broken line); the newest always stays.
        let oldest = head + (offset > 0 ? 1 : 0)
        while pendingBytes > Self.bound, queued.count - oldest > 1 {
            queuedBytes -= queued[oldest].count
            queued.remove(at: oldest)
            dropped += 1
        }
    }

    /// The choice, after the reports: written whatever the bound.
    package func appendFinal(_ bytes: [UInt8]) {
        guard failure == nil else {
            refused += bytes.count
            return
        }
        queued.append(bytes)
        queuedBytes += bytes.count
    }

    /// Writes what stdout takes now without blocking. False when a write
    /// failed (`failure` says why).
    @discardableResult
    package func write() -> Bool {
        while failure == nil, head < queued.count {
            let chunk = queued[head]
            let written = writeOnce(chunk, from: offset)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { return true }
                failure = errno
                return false
            }
            if written == 0 { return true }
            offset += written
            if offset == chunk.count {
                queuedBytes -= chunk.count
                offset = 0
                head += 1
                // Forget what is written now and then, not on every report.
                if head > 64, head * 2 > queued.count {
                    queued.removeFirst(head)
                    head = 0
                }
            }
        }
        return failure == nil
    }

    /// One write of what is left of `chunk`, without blocking; the byte
    /// count, 0 when there is no room, or -1 with errno.
    private func writeOnce(_ chunk: [UInt8], from start: Int) -> Int {
        switch kind {
        case .pipe:
            guard hasRoom() else { return 0 }
            let count = min(chunk.count - start, Int(PIPE_BUF))
            return chunk[start...].withUnsafeBytes { System.write(fd, $0.baseAddress, count) }
        case .file:
            return chunk[start...].withUnsafeBytes { System.write(fd, $0.baseAddress, $0.count) }
        case .other:
            let flags = fcntl(fd, F_GETFL)
            if flags >= 0, flags & O_NONBLOCK == 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
            let written = chunk[start...].withUnsafeBytes { System.write(fd, $0.baseAddress, $0.count) }
            let saved = errno
            if flags >= 0, flags & O_NONBLOCK == 0 { _ = fcntl(fd, F_SETFL, flags) }
            errno = saved
            return written
        }
    }

    private func hasRoom() -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        // An error or hang-up counts as room: the write then says what it is.
        return poll(&entry, 1, 0) > 0
    }

    /// How the wait for the reader ended.
    package enum Drain: Equatable, Sendable {
        /// Everything was written (`loss` may still tell of dropped reports).
        case written
        /// A write failed: `failure` says why.
        case failed
        /// A fatal signal came first: reel is to die of it.
        case interrupted(Int32)
    }

    /// Waits for the reader to take everything queued, as any program
    /// writing to a pipe does, while watching for signals: a fatal one ends
    /// the wait (the caller reports the loss and dies of it). Listens for
    /// signals, on a pipe of its own, for the length of the wait.
    package func drain() -> Drain {
        let signals = SignalPipe.subscribe()
        defer { signals?.cancel() }
        while true {
            guard write() else { return .failed }
            if pendingBytes == 0 { return .written }
            // A file takes what it can at once: write again (it progresses or fails).
            if kind == .file { continue }
            guard let ready = System.waitReady([fd, signals?.readEnd ?? -1], writing: [fd], milliseconds: -1) else { continue }
            if ready[1] != .idle, let caught = signals?.drain(),
               let fatal = caught.first(where: SignalPipe.fatal.contains) {
                return .interrupted(fatal)
            }
        }
    }

    /// What stdout did not get, as one line for stderr (after `reel: `);
    /// nil when it got everything asked of it, or when its reader went
    /// away (EPIPE): then reel dies of SIGPIPE, and the 141 says it all,
    /// as it does for `cat` or `fzf --filter` in `| head -1`.
    package var loss: String? {
        guard failure != EPIPE else { return nil }
        let unwritten = pendingBytes + refused
        guard unwritten > 0 || dropped > 0 else { return nil }
        var parts: [String] = []
        if dropped > 0 { parts.append("\(dropped) --live report\(dropped == 1 ? "" : "s") dropped (the oldest)") }
        if unwritten > 0 { parts.append("\(unwritten) byte\(unwritten == 1 ? "" : "s") not written") }
        let reason = failure.map { String(cString: strerror($0)) }
            ?? (unwritten > 0 ? "its reader stopped reading" : "its reader fell behind")
        return "stdout: " + parts.joined(separator: " and ") + ": " + reason
    }
}
