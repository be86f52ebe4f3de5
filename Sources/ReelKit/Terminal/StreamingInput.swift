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
    private var buffer = [UInt8](repeating: 0, count: StreamingInput.chunkSize)
    /// Rows measured for the wheel's width so far.
    private var measured = 0

    /// Large reads: a 19 MB input is about twenty of them.
    static let chunkSize = 1 << 20

    public init(fd: Int32, wheel: Int, maxRows: Int, width: DisplayWidth = DisplayWidth()) {
        self.width = width
        self.fd = fd
        self.wheel = wheel
        self.maxRows = maxRows
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Reads until at least one row has arrived or the input ended: what
    /// the picker needs before it can draw.
    public static func firstRows(fd: Int32, maxRows: Int) throws(LineRows.ReadError) -> (LineRows, finished: Bool) {
        var rows = LineRows()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while rows.count == 0 {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { _ = pollReadable(fd, timeout: -1); continue }
                throw LineRows.ReadError(errno: errno)
            }
            if n == 0 {
                rows.append([], final: true, maxRows: maxRows)
                return (rows, true)
            }
            rows.append(chunk[0..<n], maxRows: maxRows)
        }
        return (rows, rows.wasCut)
    }

    /// Reads what is there now into the wheel's rows and updates the
    /// toolbar note. Moves the rows out of the state while appending, so the
    /// buffer has one owner and grows in place instead of being copied.
    public func readAvailable(into state: inout PickerState) {
        let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR || errno == EAGAIN { return }
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
        lines.append(buffer[0..<max(0, n)], final: n <= 0, maxRows: maxRows)
        isFinished = n <= 0 || lines.wasCut
        if var fields {
            fields.base = lines
            wheel.rows = fields
        } else {
            wheel.rows = lines
        }
        // Measured as shown (a field, an icon), bounded by the line's bytes.
        wheel.widen(measuringFrom: measured, width: width) { lines.slice(at: $0).count * (width.ambiguousIsWide ? 2 : 1) }
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

