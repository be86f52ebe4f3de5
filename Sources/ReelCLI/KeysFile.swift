import ReelSystem

/// `REEL_KEYS_FILE`: each run takes the next line of the file as its keys,
/// so a script that asks three questions reads three lines. Which line is
/// next is kept in a cursor file beside it (`FILE.cursor`, the number of
/// lines taken), read and written under an exclusive flock(2), so runs
/// started at once take distinct lines. Removing the cursor starts over.
enum KeysFile {
    static func cursorPath(_ path: String) -> String { path + ".cursor" }

    /// The next line (its trailing CR gone) and its number, counted from 1.
    static func takeLine(path: String) throws(ReelError) -> (String, Int) {
        let cursorPath = cursorPath(path)
        let cursor = open(cursorPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard cursor >= 0 else { throw .keysFile(path: path, reason: "\(cursorPath): \(String(cString: strerror(errno)))") }
        defer { _ = System.close(cursor) }
        while flock(cursor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .keysFile(path: path, reason: "\(cursorPath): \(String(cString: strerror(errno)))") }
        }
        // The lock goes with the descriptor's close.
        let taken = Int(String(decoding: readAll(cursor), as: UTF8.self).filter(\.isNumber)) ?? 0
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { throw .keysFile(path: path, reason: String(cString: strerror(errno))) }
        let bytes = readAll(file)
        _ = System.close(file)
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.last == 0x0A { lines.removeLast() }
        guard taken < lines.count else {
            throw .keysFile(path: path, reason: "no line left for this run (\(lines.count) taken; remove \(cursorPath) to start again)")
        }
        var line = Array(lines[taken])
        if line.last == 0x0D { line.removeLast() }
        let next = Array(String(taken + 1).utf8)
        guard ftruncate(cursor, 0) == 0,
              next.withUnsafeBytes({ pwrite(cursor, $0.baseAddress, $0.count, 0) }) == next.count else {
            throw .keysFile(path: path, reason: "\(cursorPath): \(String(cString: strerror(errno)))")
        }
        return (String(decoding: line, as: UTF8.self), taken + 1)
    }

    private static func readAll(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { System.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }
}
