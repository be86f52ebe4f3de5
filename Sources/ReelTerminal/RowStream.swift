import ReelCore
import ReelSystem

/// Rows still arriving on a descriptor (stdin) while the picker runs, as
/// fzf does: the picker shows the first rows at once and stays usable
/// while the rest loads. Reads happen here, straight into the buffer the
/// wheel shows: the stream holds the rows that grow in place
/// (`LineRows.growingInPlace`) and hands the picker a snapshot of them
/// after each wake-up, as an event.
package final class RowStream {
    package let fd: Int32
    /// The wheel whose rows grow.
    package let wheel: Int
    package private(set) var isFinished = false
    private var rows: LineRows
    private let maxRows: Int
    /// Bytes the next wake-up may read: `firstChunk`, doubling up to
    /// `bytesPerWakeUp`, so the first frames (and the cursor's position the
    /// first one waits for) do not wait behind a megabyte of rows.
    private var limit = firstChunk

    /// Bytes read per wake-up at most, before the picker draws again and
    /// looks at the keys: a few large reads (a pipe gives 64 KiB each), so
    /// a fast producer costs a handful of frames per 19 MB, not one per
    /// read, and a key still waits only a few milliseconds.
    static let bytesPerWakeUp = 1 << 20

    /// Bytes per read(2): small enough that they are still in the cache
    /// when they are scanned for rows, right after.
    static let bytesPerRead = 128 * 1024

    /// What is read before the first frame at most: enough for a screenful.
    static let firstChunk = 64 * 1024

    /// `rows`: what `firstRows` read, which the picker shows; the rest of
    /// the input is appended to them.
    package init(fd: Int32, wheel: Int, rows: LineRows, maxRows: Int = .max) {
        self.fd = fd
        self.wheel = wheel
        self.rows = rows.growingInPlace()
        self.maxRows = maxRows
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        System.enlargePipe(fd, to: Int32(Self.bytesPerWakeUp))
    }

    /// What `fd` has ready now, without waiting: the picker takes the
    /// terminal and draws at once, with a `loading…` note until rows come
    /// (a silent pipe or fifo, /dev/zero's endless first line). Input
    /// already waiting is read (up to `firstChunk`), so that `seq 20 | reel`
    /// starts with all its rows and no note; a regular file is mapped.
    /// `finished`: the input ended (or `--max-rows` cut it) and needs no stream.
    /// `colorCodes`: what the rows' SGR sequences are (`--ansi`), told
    /// before the first byte is scanned, so rows are measured once.
    package static func firstRows(fd: Int32, maxRows: Int,
                                  colorCodes: ColorCodes = .escaped) throws(LineRows.ReadError) -> (LineRows, finished: Bool) {
        var rows = LineRows.mapped(fd: fd, maxRows: maxRows, colorCodes: colorCodes) ?? LineRows.reserved(colorCodes: colorCodes)
        var read = 0
        while !rows.wasCut, read < firstChunk {
            // Read only what poll(2) says is there: a fifo opened without a
            // writer reads as ended, though a writer may still come.
            guard let ready = System.waitReadable([fd], milliseconds: 0) else { continue }
            if ready[0] == .idle { break }
            let n = rows.read(from: fd, limit: firstChunk - read, maxRows: maxRows)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { break }
                throw LineRows.ReadError(errno: errno)
            }
            if n == 0 {
                rows.finish(maxRows: maxRows)
                return (rows, true)
            }
            read += n
        }
        return (rows, rows.wasCut)
    }

    /// What is there to read now, as events: the rows so far, then the end.
    package func read() -> [Event] {
        guard !isFinished else { return [] }
        var got = 0
        var ended: Event?
        let next = min(Self.bytesPerWakeUp, limit * 2)
        defer { limit = next }
        while got < limit, !rows.wasCut {
            let n = rows.read(from: fd, limit: min(Self.bytesPerRead, limit - got), maxRows: maxRows)
            if n < 0, errno == EINTR { continue }
            if n < 0, errno == EAGAIN { break }
            if n <= 0 {
                // The end, or an error that ends the input as well.
                isFinished = true
                ended = .rowsEnded(wheel: wheel, failure: n < 0 ? String(cString: strerror(errno)) : nil)
                rows.finish(maxRows: maxRows)
                break
            }
            got += n
        }
        if rows.wasCut { isFinished = true }
        // The pipe was just drained: its writer fills it again while the
        // next read's pages get their memory, instead of waiting for them.
        if !isFinished { rows.makeRoom(next) }
        guard got > 0 || ended != nil else { return [] }
        return [.rows(wheel: wheel, rows: rows.snapshot)] + (ended.map { [$0] } ?? [])
    }

    /// Waits for rows until `decided` says the rows so far are enough, the
    /// input ends, or the monotonic clock passes `deadline`
    /// (`--select-1` and `--exit-0` with `--timeout`): the rows so far
    /// (the last snapshot, `first` if none came), and whether the deadline
    /// passed first. Nothing is drawn meanwhile; the picker, if it is
    /// drawn, goes on reading with this stream.
    package func rows(after first: LineRows, until decided: (LineRows) -> Bool,
                      deadline: Double?) -> (rows: LineRows, timedOut: Bool) {
        var rows = first
        while !decided(rows), !isFinished {
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - System.monotonicSeconds()
                if left <= 0 { return (rows, true) }
                wait = Int32(min(left * 1000 + 1, Double(Int32.max)))
            }
            guard let ready = System.waitReadable([fd], milliseconds: wait), ready[0] != .idle else { continue }
            for case .rows(_, let snapshot) in read() { rows = snapshot }
        }
        return (rows, false)
    }

    /// The wheel's rows stopped mattering (cut by `--max-rows`): stop reading.
    package func stop() { isFinished = true }
}
