#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rows still arriving on a descriptor (stdin) while the picker runs, as
/// fzf does: the picker shows the first rows at once and stays usable
/// while the rest loads, with a count in the toolbar.
public final class StreamingInput {
    public let fd: Int32
    /// The wheel whose rows grow.
    public let wheel: Int
    public let maxRows: Int
    /// How the terminal measures text (`--ambiwide`).
    public let width: DisplayWidth
    public private(set) var isFinished = false
    /// Rows measured for the wheel's width so far (fields, icons, --ambiwide).
    private var measured = 0

    /// Bytes read per wake-up at most before the picker draws again and
    /// looks at the keys: a few large reads (a pipe gives 64 KiB each), so
    /// a fast producer costs a handful of frames per 19 MB, not one per
    /// read, and a key still waits only a few milliseconds.
    static let bytesPerWakeUp = 4 * LineRows.chunkSize

    /// What is read before the first frame at most: enough for a screenful.
    static let firstChunk = 64 * 1024

    public init(fd: Int32, wheel: Int, maxRows: Int, width: DisplayWidth = DisplayWidth()) {
        self.width = width
        self.fd = fd
        self.wheel = wheel
        self.maxRows = maxRows
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Reads until at least one row has arrived or the input ended: what
    /// the picker needs before it can draw. Input already waiting is read
    /// too (up to `firstChunk`), so that `seq 20 | reel` starts with all
    /// its rows and no "loading" note.
    public static func firstRows(fd: Int32, maxRows: Int) throws(LineRows.ReadError) -> (LineRows, finished: Bool) {
        var rows = LineRows()
        var read = 0
        while !rows.wasCut {
            if rows.count > 0, read >= firstChunk || !pollReadable(fd, timeout: 0) { break }
            let n = rows.read(from: fd, limit: firstChunk, maxRows: maxRows)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { _ = pollReadable(fd, timeout: -1); continue }
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

    /// Reads what is there now into the wheel's rows and updates the
    /// toolbar note. Moves the rows out of the state while appending, so the
    /// buffer has one owner and grows in place instead of being copied.
    public func readAvailable(into state: inout PickerState) {
        var wheel = state.wheels[wheel]
        let placeholder = ListRows([])
        var fields = wheel.rows as? FieldRows
        guard var lines = (fields?.base ?? wheel.rows) as? LineRows else {
            isFinished = true
            return
        }
        fields?.base = placeholder
        wheel.rows = placeholder
        state.wheels[self.wheel].rows = placeholder
        var read = 0
        while read < Self.bytesPerWakeUp {
            let n = lines.read(from: fd, limit: LineRows.chunkSize, maxRows: maxRows)
            if n < 0, errno == EINTR { continue }
            if n < 0, errno == EAGAIN { break }
            if n <= 0 {
                // The end, or an error that ends the input as well.
                lines.finish(maxRows: maxRows)
                isFinished = true
                break
            }
            read += n
            if lines.wasCut {
                isFinished = true
                break
            }
        }
        if var fields {
            fields.base = lines
            wheel.rows = fields
        } else {
            wheel.rows = lines
        }
        if fields == nil, width == DisplayWidth() {
            // Plain lines: the widest was kept up while scanning.
            wheel.widen(to: lines.widestRow(width: width, cap: Wheel.measureCap))
        } else {
            // Fields, icons or --ambiwide: measured as shown, each new row
            // once, skipping rows too short (in bytes) to be wider.
            let factor = width.ambiguousIsWide ? 2 : 1
            wheel.widen(measuringFrom: measured, width: width) { row in lines.withRow(row) { $0.count } * factor }
        }
        measured = lines.count
        state.wheels[self.wheel] = wheel
        state.status = Self.note(rows: lines.count, finished: isFinished, cut: lines.wasCut)
    }

    /// The lines under a wheel's rows, read straight or split into fields.
    public static func lines(in rows: any RowSource) -> LineRows? {
        ((rows as? FieldRows)?.base ?? rows) as? LineRows
    }

    /// The toolbar note: a running count while loading, and why rows
    /// stopped when `--max-rows` cut the input.
    public static func note(rows: Int, finished: Bool, cut: Bool) -> String? {
        if cut { return "only first \(rows)" }
        return finished ? nil : "loading… \(rows)"
    }
}
