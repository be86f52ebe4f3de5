import ReelCore
import ReelSystem

/// Rows from descriptors and files: the reading that `LineRows` (pure
/// scanning and indexing) leaves to the edge. Bytes go from read(2)
/// straight into reserved address space that grows in place.
extension LineRows {
    /// Empty rows whose bytes will live in a `ReservedBuffer`, reading
    /// colour codes as `colorCodes` says (`--ansi`) from the first row.
    package static func reserved(colorCodes: ColorCodes = .escaped) -> LineRows {
        var rows = LineRows(storage: { ReservedBuffer(minimumCapacity: $0) })
        rows.readColorCodes(as: colorCodes)
        return rows
    }

    /// Large reads: a 19 MB input is about twenty of them.
    package static let chunkSize = 1 << 20

    /// Reads up to `limit` bytes from `fd` into the rows. Returns read(2)'s
    /// result: the byte count, 0 at the end of the input, -1 with `errno`.
    package mutating func read(from fd: Int32, limit: Int, maxRows: Int = .max) -> Int {
        fill(limit: limit, maxRows: maxRows) { System.read(fd, $0, $1) }
    }

    /// Reads a whole file descriptor: a regular file is mapped, anything
    /// else read with large read(2) calls.
    package static func read(fd: Int32, maxRows: Int = .max) throws(ReadError) -> LineRows {
        var rows = mapped(fd: fd, maxRows: maxRows) ?? LineRows.reserved()
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

    /// The rows of `fd` when it is a non-empty regular file read from its
    /// start: mapped rather than read, so loading costs the scan for
    /// newlines and little else (`wc -l` does the same scan). The
    /// descriptor is left after the mapped bytes, so whatever the file
    /// grows by is read as usual. nil: read it instead.
    package static func mapped(fd: Int32, maxRows: Int = .max, colorCodes: ColorCodes = .escaped) -> LineRows? {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
              lseek(fd, 0, SEEK_CUR) == 0 else { return nil }
        let size = Int(min(Int64(info.st_size), Int64(maxBytes)))
        guard let buffer = ReservedBuffer.mapping(fd: fd, size: size) else { return nil }
        var rows = LineRows(storage: { _ in buffer })
        // Told before the scan, which measures the rows as they will be drawn.
        rows.readColorCodes(as: colorCodes)
        _ = rows.fill(limit: size, maxRows: maxRows) { _, _ in size }
        guard lseek(fd, off_t(size), SEEK_SET) == off_t(size) else { return nil }
        return rows
    }

    /// A regular file mapped with only its first rows scanned (a screenful
    /// or more, and at least one): the rest is scanned when it is needed
    /// (`LineRows.scanDeferred`), as a form's field comes into view. A
    /// regular file that a line over `maxLineBytes` could be in is read
    /// whole; nil for any other file (a fifo may stream: read it as usual).
    package static func readFirstRows(path: String, maxRows: Int = .max) throws(ReadError) -> LineRows? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ReadError(errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        guard info.st_size > 0, info.st_size <= Int64(maxLineBytes), case let size = Int(info.st_size),
              let buffer = ReservedBuffer.mapping(fd: fd, size: size) else { return try read(fd: fd, maxRows: maxRows) }
        // The last line ended here, in the private mapping's spare byte, so
        // scanning later never writes to the buffer the rows share.
        var total = size
        if buffer.base[size - 1] != 0x0A {
            buffer.base[size] = 0x0A
            total += 1
        }
        let firstLine = memchr(buffer.base, 0x0A, total).map { UnsafeMutableRawPointer($0) - UnsafeMutableRawPointer(buffer.base) + 1 } ?? total
        var rows = LineRows(storage: { _ in buffer })
        rows.take(total, scanningFirst: max(firstLine, min(total, firstRowsBytes)), maxRows: maxRows)
        return rows
    }

    /// What `readFirstRows` scans at once: one page, a few screenfuls of
    /// rows (the field's line shows one), so that twenty fields cost their
    /// first pages, not their files.
    static let firstRowsBytes = 4096

    /// Reads a file by path.
    package static func read(path: String, maxRows: Int = .max) throws(ReadError) -> LineRows {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ReadError(errno: errno) }
        defer { close(fd) }
        return try read(fd: fd, maxRows: maxRows)
    }

    /// Whether `path` names a fifo, a device or a socket, whose rows stream
    /// in as stdin's do, rather than a regular file (mapped and read whole)
    /// or a terminal (whose keys the picker reads: read whole, as `cat`).
    package static func streams(path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR else { return false }
        guard info.st_mode & S_IFMT == S_IFCHR else { return true }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return true }  // the error is reported when it is opened
        defer { close(fd) }
        return isatty(fd) == 0
    }

    /// Opens `path` to stream its rows: without blocking, so that a fifo
    /// with no writer yet does not hold the picker back.
    package static func openForStreaming(path: String) throws(ReadError) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw ReadError(errno: errno) }
        return fd
    }

    /// Why `path` cannot be read as rows, or nil when it can.
    package static func unreadableReason(path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return String(cString: strerror(errno)) }
        if info.st_mode & S_IFMT == S_IFDIR { return String(cString: strerror(EISDIR)) }
        guard access(path, R_OK) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }

    /// Why the input could not be read, in the words of the C library.
    package struct ReadError: Error, Sendable {
        package var errno: Int32
        package var reason: String { String(cString: strerror(errno)) }
    }
}
