#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rows read from stdin or a file, kept as the input's bytes in one buffer
/// that grows in place (ReservedBuffer), read(2) straight into it, with the
/// start of every `markStride`-th row: a million 19-byte lines cost 19 MB
/// and half a byte of index per row, not a String, nor even an offset, per
/// row. A row's value is its original bytes, CR stripped.
public struct LineRows: RowSource {
    /// Rows between two recorded starts. Finding a row walks at most this
    /// many lines from the mark before it (memchr over a few short lines,
    /// well under a microsecond), so drawing a frame costs the same for 20
    /// rows and for 10 million; a denser index would only cost memory.
    static let markStride = 16

    /// The input; nil until the first byte. Shared copy-on-write.
    private var storage: ReservedBuffer?
    /// Start of rows 0, 16, 32, … in the buffer.
    private var marks: [Int] = []
    public private(set) var count = 0
    /// One past the last complete row's "\n": bytes after it are a partial
    /// line waiting for its end.
    private var end = 0
    /// True when reading stopped at `maxRows` with input still coming.
    public private(set) var wasCut = false
    /// The widest row so far by the default measure, capped at
    /// `Wheel.measureCap`, kept up as lines arrive: a wheel of streaming
    /// rows widens without another pass over them.
    private var widest = 0

    public init() {}

    /// Rows of `text` (tests and Swift callers).
    public init(_ text: String) {
        append(Array(text.utf8), final: true)
    }

    // MARK: Reading rows

    /// Gives the row's bytes, without the line ending, to `body`. The
    /// pointer is valid only inside `body`.
    public func withRow<Result>(_ row: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        precondition(row >= 0 && row < count, "row \(row) out of 0..<\(count)")
        let base = storage!.base
        var start = marks[row / Self.markStride]
        for _ in 0..<(row % Self.markStride) { start = newline(from: start, in: base) + 1 }
        return try body(Self.line(base: base, from: start, to: newline(from: start, in: base)))
    }

    /// Calls `body` with each row from `start` on, in order, until it
    /// returns false: one pass of memchr over the bytes, for searches.
    public func forEachRow(from start: Int, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Bool) {
        guard start < count, start >= 0 else { return }
        let base = storage!.base
        var lineStart = withRow(start) { $0.baseAddress! - UnsafePointer(base) }
        for row in start..<count {
            let newline = newline(from: lineStart, in: base)
            guard body(row, Self.line(base: base, from: lineStart, to: newline)) else { return }
            lineStart = newline + 1
        }
    }

    public func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        withRow(row) { SafeText.glyphs(utf8: UnsafeRawBufferPointer($0), maxColumns: maxColumns, width: width) }
    }

    public func value(at row: Int) -> [UInt8] { withRow(row) { Array($0) } }

    public func title(at row: Int) -> String { withRow(row) { String(decoding: $0, as: UTF8.self) } }

    /// Kept up while reading for the default measure; `--ambiwide`
    /// measures again, skipping rows whose byte count (twice that when
    /// ambiguous characters are wide) cannot beat the widest so far.
    public func widestRow(width: DisplayWidth, cap: Int) -> Int {
        if width == DisplayWidth(), cap <= Wheel.measureCap { return min(widest, cap) }
        let factor = width.ambiguousIsWide ? 2 : 1
        var widest = 0
        forEachRow(from: 0) { _, line in
            if line.count * factor > widest { widest = max(widest, Self.columns(of: line, width: width, cap: cap)) }
            return widest < cap
        }
        return min(widest, cap)
    }

    private static func columns(of line: UnsafeBufferPointer<UInt8>, width: DisplayWidth, cap: Int) -> Int {
        let (glyphs, truncated) = SafeText.glyphs(utf8: UnsafeRawBufferPointer(line), maxColumns: cap, width: width)
        return glyphs.reduce(0) { $0 + $1.width } + (truncated ? 1 : 0)
    }

    /// The "\n" ending the row that starts at `start`; every complete row
    /// has one before `end`.
    private func newline(from start: Int, in base: UnsafeMutablePointer<UInt8>) -> Int {
        UnsafeMutableRawPointer(memchr(base + start, 0x0A, end - start)!).assumingMemoryBound(to: UInt8.self) - base
    }

    private static func line(base: UnsafeMutablePointer<UInt8>, from start: Int, to newline: Int) -> UnsafeBufferPointer<UInt8> {
        var stop = newline
        if stop > start, base[stop - 1] == 0x0D { stop -= 1 }
        return UnsafeBufferPointer(start: base + start, count: stop - start)
    }

    // MARK: Adding rows

    /// The buffer, made this value's own, with room for `extra` more bytes.
    private mutating func writableStorage(room extra: Int) -> ReservedBuffer {
        if storage == nil {
            storage = ReservedBuffer(minimumCapacity: extra)
        } else if !isKnownUniquelyReferenced(&storage!) {
            storage = storage!.copy()
        }
        storage!.reserve(extra)
        return storage!
    }

    /// Adds bytes read from the input. Complete lines become rows at once; a
    /// partial last line waits for the rest, or for `final`.
    public mutating func append(_ chunk: some Collection<UInt8>, final: Bool = false, maxRows: Int = .max) {
        guard !wasCut else { return }
        if !chunk.isEmpty {
            let buffer = writableStorage(room: chunk.count)
            let written = UnsafeMutableBufferPointer(start: buffer.base + buffer.count, count: chunk.count)
            _ = written.initialize(from: chunk)
            buffer.count += chunk.count
            scan(maxRows: maxRows)
            bound(maxRows: maxRows)
        }
        if final { finish(maxRows: maxRows) }
    }

    /// Reads up to `limit` bytes from `fd` straight into the buffer (no
    /// intermediate copy) and adds the complete lines. Returns read(2)'s
    /// result: the byte count, 0 at the end of the input, -1 with `errno`.
    /// At the end, call `finish` so that a last line without "\n" counts.
    public mutating func read(from fd: Int32, limit: Int, maxRows: Int = .max) -> Int {
        let buffer = writableStorage(room: limit)
        let n = systemRead(fd, buffer.base + buffer.count, limit)
        if n > 0 {
            buffer.count += n
            scan(maxRows: maxRows)
            bound(maxRows: maxRows)
        }
        return n
    }

    /// Longest row kept whole (a 50 MB line prints whole); longer lines are
    /// split into rows this long.
    public static let maxLineBytes = 64 << 20
    /// Input read at most: a picker of more is of no use to a person.
    public static let maxBytes = 1 << 30

    /// Input with no newlines (/dev/zero, a runaway line) still ends in
    /// rows: a line is broken at `maxLineBytes` (a "\n" put in, moving only
    /// the tail of the last read), and all input stops at `maxBytes`, so
    /// memory stays bounded whatever comes in.
    private mutating func bound(maxRows: Int) {
        while !wasCut, let storage, storage.count - end > Self.maxLineBytes {
            let buffer = writableStorage(room: 1)
            let cut = end + Self.maxLineBytes
            memmove(buffer.base + cut + 1, buffer.base + cut, buffer.count - cut)
            buffer.base[cut] = 0x0A
            buffer.count += 1
            scan(maxRows: maxRows)
        }
        // Rows enough and more input coming: stop now, not at the next "\n",
        // which endless input may never send.
        if let storage, count >= maxRows, storage.count > end { wasCut = true }
        if let storage, storage.count >= Self.maxBytes { wasCut = true }
    }

    /// Bytes held, the partial last line included (tests of the bounds).
    var byteCount: Int { storage?.count ?? 0 }

    /// The input ended: a last line without "\n" becomes a row.
    public mutating func finish(maxRows: Int = .max) {
        guard !wasCut, let storage, storage.count > end else { return }
        let buffer = writableStorage(room: 1)
        buffer.base[buffer.count] = 0x0A
        buffer.count += 1
        scan(maxRows: maxRows)
    }

    /// Turns the complete lines after `end` into rows, measuring the ones
    /// long enough to widen the wheel.
    private mutating func scan(maxRows: Int) {
        guard let storage else { return }
        let base = storage.base
        let total = storage.count
        let cap = Wheel.measureCap
        // Locals, written back once: the loop runs once per line.
        var count = self.count, end = self.end, widest = self.widest
        defer { (self.count, self.end, self.widest) = (count, end, widest) }
        while end < total {
            guard let hit = memchr(base + end, 0x0A, total - end) else { break }
            if count >= maxRows {
                // The bytes past the cut stay in the buffer, unseen: rows
                // are only what lies before `end`.
                wasCut = true
                return
            }
            let newline = UnsafeMutableRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            if count % Self.markStride == 0 { marks.append(end) }
            if newline - end > widest, widest < cap {
                let line = Self.line(base: base, from: end, to: newline)
                widest = max(widest, min(cap, Self.columns(of: line, width: DisplayWidth(), cap: cap)))
            }
            count += 1
            end = newline + 1
        }
    }

    // MARK: Whole inputs

    /// Reads a whole file descriptor with large read(2) calls.
    public static func read(fd: Int32, maxRows: Int = .max) throws(ReadError) -> LineRows {
        var rows = LineRows()
        while !rows.wasCut {
            let n = rows.read(from: fd, limit: chunkSize, maxRows: maxRows)
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadError(errno: errno)
            }
            if n == 0 { break }
        }
        rows.finish(maxRows: maxRows)
        return rows
    }

    /// Large reads: a 19 MB input is about twenty of them.
    public static let chunkSize = 1 << 20

    /// Reads a file by path.
    public static func read(path: String, maxRows: Int = .max) throws(ReadError) -> LineRows {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw ReadError(errno: errno) }
        defer { close(fd) }
        return try read(fd: fd, maxRows: maxRows)
    }

    /// Why `path` cannot be read as rows, or nil when it can.
    public static func unreadableReason(path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return String(cString: strerror(errno)) }
        if info.st_mode & S_IFMT == S_IFDIR { return String(cString: strerror(EISDIR)) }
        guard access(path, R_OK) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }

    /// Why the input could not be read, in the words of the C library.
    public struct ReadError: Error, Sendable {
        public var errno: Int32
        public var reason: String { String(cString: strerror(errno)) }
    }

    // MARK: For tests

    /// The buffer's identity and how often it moved: streaming must
    /// neither copy it (copy-on-write) nor move it.
    var storageIdentity: (ObjectIdentifier?, moves: Int) {
        (storage.map(ObjectIdentifier.init), storage?.moves ?? 0)
    }
}
