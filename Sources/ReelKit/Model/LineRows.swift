#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rows read from stdin or a file, kept as one byte buffer and the offsets
/// of its line starts: a million lines cost their bytes plus 4 bytes each,
/// not a String per row. A row's value is its original bytes, CR stripped.
public struct LineRows: RowSource {
    /// The input, always ending in "\n" so that every row has a terminator.
    public private(set) var bytes: [UInt8] = []
    /// Start of each row in `bytes`, plus one past the final "\n".
    private var starts: [UInt32] = [0]
    /// True when reading stopped at `maxRows` with input still coming.
    public private(set) var wasCut = false

    public init() {}

    /// Rows of `text` (tests and Swift callers).
    public init(_ text: String) {
        append(Array(text.utf8), final: true)
    }

    public var count: Int { starts.count - 1 }

    /// The row's bytes without its line ending.
    public func slice(at row: Int) -> ArraySlice<UInt8> {
        let start = Int(starts[row])
        var end = Int(starts[row + 1]) - 1
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    public func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        slice(at: row).withUnsafeBytes { SafeText.glyphs(utf8: $0, maxColumns: maxColumns, width: width) }
    }

    public func value(at row: Int) -> [UInt8] { Array(slice(at: row)) }

    public func title(at row: Int) -> String { String(decoding: slice(at: row), as: UTF8.self) }

    /// A row is never wider than its byte count (twice that when ambiguous
    /// characters are wide), so only rows longer than the widest so far are
    /// measured: one pass over the offsets, not over the text.
    public func widestRow(width: DisplayWidth, cap: Int) -> Int {
        let factor = width.ambiguousIsWide ? 2 : 1
        var widest = 0
        for row in 0..<count {
            let length = Int(starts[row + 1] - starts[row]) - 1
            guard length * factor > widest else { continue }
            let measured = glyphs(at: row, maxColumns: cap, width: width)
            widest = max(widest, measured.glyphs.reduce(0) { $0 + $1.width } + (measured.truncated ? 1 : 0))
            if widest >= cap { return cap }
        }
        return widest
    }

    /// Adds bytes read from the input. Complete lines become rows at once; a
    /// partial last line waits for the rest, or for `final`.
    public mutating func append(_ chunk: some Collection<UInt8>, final: Bool = false, maxRows: Int = .max) {
        guard !wasCut else { return }
        let scanFrom = bytes.count
        bytes.append(contentsOf: chunk)
        if final, let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
        var index = scanFrom
        let total = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            while index < total {
                guard let hit = memchr(base + index, 0x0A, total - index) else { break }
                let newline = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                if count >= maxRows {
                    wasCut = true
                    break
                }
                starts.append(UInt32(newline + 1))
                index = newline + 1
            }
        }
        // Input with no newlines (/dev/zero, a runaway line) still ends in
        // rows: a line is broken at `maxLineBytes`, and all input stops at
        // `maxBytes`, so memory stays bounded whatever comes in.
        while !wasCut, bytes.count - Int(starts.last!) > Self.maxLineBytes, count < maxRows {
            let cut = Int(starts.last!) + Self.maxLineBytes
            bytes.insert(0x0A, at: cut)
            starts.append(UInt32(cut + 1))
        }
        if !wasCut, count >= maxRows, bytes.count > Int(starts.last!) { wasCut = true }
        if bytes.count >= Self.maxBytes { wasCut = true }
        if wasCut { bytes.removeSubrange(Int(starts.last!)...) }
    }

    /// Longest row kept whole (a 50 MB line prints whole); longer lines are
    /// split into rows this long.
    public static let maxLineBytes = 64 << 20
    /// Input read at most (offsets are 32-bit, and a picker of more is not useful).
    public static let maxBytes = 1 << 30

    /// Reads a whole file descriptor with large read(2) calls.
    public static func read(fd: Int32, maxRows: Int = .max) throws(ReadError) -> LineRows {
        var rows = LineRows()
        let chunkSize = 1 << 20
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while !rows.wasCut {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, chunkSize) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadError(errno: errno)
            }
            if n == 0 { break }
            rows.append(chunk[0..<n], maxRows: maxRows)
        }
        rows.append([], final: true, maxRows: maxRows)
        return rows
    }

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
}
