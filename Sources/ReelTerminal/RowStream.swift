import ReelCore
import ReelSystem

/// Rows still arriving on a descriptor (stdin) while the picker runs, as
/// fzf does: the picker shows the first rows at once and stays usable
/// while the rest loads. Reads happen here; the rows are added by
/// `PickerState.apply` from the bytes this hands over as events.
package final class RowStream {
    package let fd: Int32
    /// The wheel whose rows grow.
    package let wheel: Int
    package private(set) var isFinished = false
    private var buffer: [UInt8]
    /// Bytes the next wake-up may read: `firstChunk`, doubling up to
    /// `bytesPerWakeUp`, so the first frames (and the cursor's position the
    /// first one waits for) do not wait behind a megabyte of rows.
    private var limit = firstChunk

    /// Bytes read per wake-up at most, before the picker draws again and
    /// looks at the keys: a few large reads (a pipe gives 64 KiB each), so
    /// a fast producer costs a handful of frames per 19 MB, not one per
    /// read, and a key still waits only a few milliseconds.
    static let bytesPerWakeUp = 1 << 20

    /// What is read before the first frame at most: enough for a screenful.
    static let firstChunk = 64 * 1024

    package init(fd: Int32, wheel: Int) {
        self.fd = fd
        self.wheel = wheel
        buffer = [UInt8](repeating: 0, count: Self.bytesPerWakeUp)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        System.enlargePipe(fd, to: Int32(Self.bytesPerWakeUp))
    }

    /// What `fd` has ready now, without waiting: the picker takes the
    /// terminal and draws at once, with a `loading…` note until rows come
    /// (a silent pipe or fifo, /dev/zero's endless first line). Input
    /// already waiting is read (up to `firstChunk`), so that `seq 20 | reel`
    /// starts with all its rows and no note; a regular file is mapped.
    /// `finished`: the input ended (or `--max-rows` cut it) and needs no stream.
    package static func firstRows(fd: Int32, maxRows: Int) throws(LineRows.ReadError) -> (LineRows, finished: Bool) {
        var rows = LineRows.mapped(fd: fd, maxRows: maxRows) ?? LineRows.reserved()
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

    /// What is there to read now, as events: bytes of rows, then the end.
    package func read() -> [Event] {
        guard !isFinished else { return [] }
        var got = 0
        var ended: Event?
        defer { limit = min(Self.bytesPerWakeUp, limit * 2) }
        while got < limit {
            let n = buffer.withUnsafeMutableBytes { System.read(fd, $0.baseAddress! + got, limit - got) }
            if n < 0, errno == EINTR { continue }
            if n < 0, errno == EAGAIN { break }
            if n <= 0 {
                // The end, or an error that ends the input as well.
                isFinished = true
                ended = .rowsEnded(wheel: wheel, failure: n < 0 ? String(cString: strerror(errno)) : nil)
                break
            }
            got += n
        }
        return (got > 0 ? [.rows(wheel: wheel, bytes: Array(buffer[..<got]))] : []) + (ended.map { [$0] } ?? [])
    }

    /// The wheel's rows stopped mattering (cut by `--max-rows`): stop reading.
    package func stop() { isFinished = true }
}
