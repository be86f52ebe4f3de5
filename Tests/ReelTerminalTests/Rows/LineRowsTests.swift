import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelTerminal
import TerminalTestSupport
import ReelSystem

@Suite struct LineRowsTests {
    @Test func splitsLinesAndStripsCRLF() {
        let rows = LineRows("Red\r\nOrange\nYellow")
        #expect(rows.count == 3)
        #expect(rows.value(at: 0) == Array("Red".utf8))
        #expect(rows.title(at: 2) == "Yellow")
    }

    @Test func keepsBlankLinesAndNULs() {
        let rows = LineRows("a\n\nb\u{0}c\n")
        #expect(rows.count == 3)
        #expect(rows.value(at: 1) == [])
        #expect(rows.value(at: 2) == [0x62, 0x00, 0x63])
    }

    /// README: the value is the row's bytes less the LF and one CR just
    /// before it (or at the end of the input); every other byte stays.
    @Test func valueIsTheBytesLessTheLineEnding() {
        var rows = LineRows()
        rows.append([0x61, 0x0D, 0x62, 0x0A] + [0x61, 0x0D, 0x0D, 0x0A] + [0xFF, 0xC3, 0x1B, 0x00, 0x0A]
                    + [0x0D, 0x0A] + [0x6C, 0x61, 0x73, 0x74, 0x0D], final: true)
        #expect((0..<rows.count).map(rows.value(at:)) == [
            [0x61, 0x0D, 0x62],          // a lone CR is kept
            [0x61, 0x0D],                // only one CR before the LF goes
            [0xFF, 0xC3, 0x1B, 0x00],    // invalid UTF-8, ESC and NUL are kept
            [],                          // CR LF alone: an empty row
            [0x6C, 0x61, 0x73, 0x74],    // a CR ending the input goes
        ])
    }

    @Test func chunksSplitAnywhereGiveTheSameRows() {
        let text = Array("one\r\ntwo\n\nthree\nfour".utf8)
        for cut in 0...text.count {
            var rows = LineRows()
            rows.append(text[0..<cut])
            rows.append(text[cut...], final: true)
            #expect((0..<rows.count).map(rows.title(at:)) == ["one", "two", "", "three", "four"])
        }
    }

    @Test func stopsAtMaxRows() {
        var rows = LineRows()
        rows.append(Array("a\nb\nc\nd\n".utf8), maxRows: 2)
        rows.append(Array("e\n".utf8), final: true, maxRows: 2)
        #expect(rows.count == 2)
        #expect(rows.wasCut)
        #expect(rows.title(at: 1) == "b")
    }

    @Test func valueIsTheOriginalBytes() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x32, 0x4A, 0xFF, 0x0A]
        var rows = LineRows()
        rows.append(bytes, final: true)
        #expect(rows.value(at: 0) == Array(bytes.dropLast()))
    }

    @Test func widestRowMeasuresDisplayWidth() {
        let rows = LineRows("ab\n분분분\nabcd\n")
        #expect(rows.widestRow(width: DisplayWidth(), cap: 100) == 6)
        #expect(rows.widestRow(width: DisplayWidth(), cap: 5) == 5)
    }

    @Test func emptyInputHasNoRows() {
        #expect(LineRows("").count == 0)
    }
}

@Suite struct LineRowsLimitTests {
    /// A line over the cap keeps its first `maxLineBytes` bytes; the rest
    /// of it is dropped as it comes, and the next line is a row as usual.
    @Test func aLineOverTheCapIsCutAndTheRestDropped() {
        var rows = LineRows()
        let chunk = [UInt8](repeating: 0, count: 1 << 20)
        for _ in 0..<(LineRows.maxLineBytes >> 20) * 2 + 1 { rows.append(chunk, maxRows: 10) }
        #expect(rows.count == 1)
        #expect(rows.linesCut == 1)
        #expect(rows.value(at: 0).count == LineRows.maxLineBytes)
        #expect(rows.byteCount == LineRows.maxLineBytes + 1)
        rows.append(Array("still the long line\nnext\nlast".utf8), maxRows: 10)
        rows.append([], final: true, maxRows: 10)
        #expect(rows.count == 3)
        #expect(rows.title(at: 1) == "next")
        #expect(rows.title(at: 2) == "last")
        #expect(rows.linesCut == 1)
    }

    /// Issue 18: the "\n" put in at the cap lies before what was already
    /// searched; it must still end the row, whatever the chunking (this
    /// looped forever, moving memory, on `cat /dev/zero | reel`). Memory
    /// stays at the cap, however much more of the line comes.
    @Test(arguments: [1 << 20, 4097, 65_539])
    func aLineWithNoEndIsCutWhateverTheChunks(chunkSize: Int) {
        var rows = LineRows()
        let chunk = [UInt8](repeating: 0, count: chunkSize)
        var appended = 0
        while appended < 3 * LineRows.maxLineBytes {
            rows.append(chunk, maxRows: 10)
            appended += chunkSize
            if rows.count == 1 { #expect(rows.byteCount == LineRows.maxLineBytes + 1) }
        }
        #expect(rows.count == 1)
        #expect(rows.value(at: 0).count == LineRows.maxLineBytes)
        #expect(rows.byteCount == LineRows.maxLineBytes + 1)
    }

    /// A cut line that ends in the same chunk as the cut: what follows
    /// its "\n" is kept, in order, and found as rows.
    @Test func theLineAfterACutLineInTheSameChunkIsKept() {
        var rows = LineRows()
        rows.append([UInt8](repeating: 0x61, count: LineRows.maxLineBytes - 10))
        rows.append([UInt8](repeating: 0x62, count: 20) + Array("\nx\ny".utf8), final: true)
        #expect(rows.count == 3)
        #expect(rows.linesCut == 1)
        #expect(rows.withRow(0) { $0.count } == LineRows.maxLineBytes)
        #expect(rows.withRow(0) { $0.last } == 0x62)
        #expect(rows.title(at: 1) == "x")
        #expect(rows.title(at: 2) == "y")
    }

    /// Dropped bytes count towards `maxBytes`: endless input without
    /// newlines ends after 1 GiB read, holding one row.
    @Test func droppedBytesCountTowardsTheInputCap() {
        var rows = LineRows()
        let chunk = [UInt8](repeating: 0x79, count: 4 << 20)
        var reads = 0
        while !rows.wasCut, reads < 1000 {
            rows.append(chunk)
            reads += 1
        }
        #expect(rows.wasCut)
        #expect(rows.count == 1)
        #expect(reads == LineRows.maxBytes / chunk.count)
        #expect(rows.byteCount == LineRows.maxLineBytes + 1)
    }

    @Test func endlessInputWithoutNewlinesStopsAtMaxRows() {
        var rows = LineRows()
        let chunk = [UInt8](repeating: 0x79, count: 1 << 20)
        var reads = 0
        while !rows.wasCut, reads < 1000 {
            rows.append(chunk, maxRows: 1)
            reads += 1
        }
        #expect(rows.wasCut)
        #expect(rows.count == 1)
        #expect(reads == (LineRows.maxLineBytes >> 20) + 1)
        #expect(rows.byteCount == LineRows.maxLineBytes + 1)
    }
}

/// The index that keeps only every 16th row start, the widest row kept up
/// while reading, and the buffer that grows in place.
@Suite struct LineRowsIndexTests {
    /// Rows of every length from 0 to 40, some ending in CRLF, so rows
    /// cross the index marks and the chunk boundaries in every way.
    static let lines: [String] = (0..<1000).map { i in String(repeating: "abcdefgh", count: 5).prefix(i % 41) + (i % 7 == 0 ? "\r" : "") }
    static let expected: [String] = lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    static let bytes = Array(lines.joined(separator: "\n").utf8)

    @Test(arguments: [1, 3, 16, 1000, 1 << 20])
    func everyRowReadsBackWhateverTheChunks(chunk: Int) {
        var rows = LineRows()
        var offset = 0
        while offset < Self.bytes.count {
            rows.append(Self.bytes[offset..<min(offset + chunk, Self.bytes.count)])
            offset += chunk
        }
        rows.finish()
        #expect(rows.count == Self.expected.count)
        #expect((0..<rows.count).map(rows.title(at:)) == Self.expected)
    }

    /// Rows are found 64 bytes at a time: lines of 0 to 200 bytes put
    /// their "\n" at every place in a run, on its edges, and skip whole
    /// runs; a row's start and end must come out the same whatever the
    /// chunks the bytes arrive in.
    @Test(arguments: [1, 63, 64, 65, 1 << 20])
    func rowsAcrossTheSearchRunsWhateverTheChunks(chunk: Int) {
        let lines = (0..<600).map { i in String(repeating: "0123456789", count: 21).prefix((i * 37) % 201) }
        let bytes = Array(lines.joined(separator: "\n").utf8)
        var rows = LineRows()
        var offset = 0
        while offset < bytes.count {
            rows.append(bytes[offset..<min(offset + chunk, bytes.count)])
            offset += chunk
        }
        rows.finish()
        #expect((0..<rows.count).map(rows.title(at:)) == lines.map(String.init))
        #expect(rows.widestRow(width: DisplayWidth(), cap: Wheel.measureCap) == 200)
    }

    @Test func aWalkFromAnyRowSeesTheSameRows() {
        let rows = LineRows(String(decoding: Self.bytes, as: UTF8.self))
        for start in [0, 1, 15, 16, 17, 500, 999] {
            var seen: [String] = []
            rows.forEachRow(from: start) { row, line in
                #expect(row == start + seen.count)
                seen.append(String(decoding: line, as: UTF8.self))
                return true
            }
            #expect(seen == Array(Self.expected[start...]))
        }
    }

    @Test func widestRowKeptWhileReadingEqualsAFullMeasure() {
        let text = "ab\n" + String(repeating: "x", count: 30) + "\n분분분분분분분분분분분분분분분분\nabcd\n"
        let rows = LineRows(text)
        let full = (0..<rows.count).map { SafeText.columns(of: rows.title(at: $0), width: DisplayWidth()) }.max()!
        #expect(rows.widestRow(width: DisplayWidth(), cap: Wheel.measureCap) == full)
        #expect(rows.widestRow(width: DisplayWidth(), cap: 10) == 10)
        let huge = LineRows(String(repeating: "y", count: 5000) + "\n")
        #expect(huge.widestRow(width: DisplayWidth(), cap: Wheel.measureCap) == Wheel.measureCap)
    }

    @Test func readsStraightFromADescriptor() throws {
        let (readEnd, writeEnd) = closeOnExecPipe()
        let fds = [readEnd, writeEnd]
        defer { close(fds[0]) }
        let text = Array("one\ntwo\nthree".utf8)
        #expect(text.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == text.count)
        close(fds[1])
        let rows = try LineRows.read(fd: fds[0])
        #expect((0..<rows.count).map(rows.title(at:)) == ["one", "two", "three"])
    }

    /// A regular file is mapped, not read: its rows are the file's pages,
    /// the last line without "\n" still counts, and the file is not changed.
    @Test func aRegularFileIsMappedAndLeftAsItWas() throws {
        var template = Array("/tmp/reel-mapped-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        #expect(fd >= 0)
        defer {
            close(fd)
            unlink(template)
        }
        let text = Array("one\ntwo\nthree".utf8)
        #expect(text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == text.count)
        #expect(lseek(fd, 0, SEEK_SET) == 0)
        #expect(LineRows.mapped(fd: fd) != nil)
        #expect(lseek(fd, 0, SEEK_SET) == 0)
        let rows = try LineRows.read(fd: fd)
        #expect((0..<rows.count).map(rows.title(at:)) == ["one", "two", "three"])
        var back = [UInt8](repeating: 0, count: 64)
        #expect(pread(fd, &back, back.count, 0) == text.count)
        #expect(Array(back.prefix(text.count)) == text)

        let (readEnd, writeEnd) = closeOnExecPipe()
        let fds = [readEnd, writeEnd]
        defer { close(fds[0]); close(fds[1]) }
        #expect(LineRows.mapped(fd: fds[0]) == nil, "a pipe is read, not mapped")
    }

    @Test func copiesShareTheBufferUntilOneAppends() {
        var rows = LineRows("a\nb\n")
        let copy = rows
        #expect(rows.storageIdentity.buffer == copy.storageIdentity.buffer)
        rows.append(Array("c\n".utf8))
        #expect(rows.storageIdentity.buffer != copy.storageIdentity.buffer)
        #expect(copy.count == 2)
        #expect(rows.count == 3)
        #expect(rows.title(at: 2) == "c")
    }

    /// The stream's rows grow in the buffer the picker's snapshots read:
    /// no copy, and a snapshot keeps showing the rows it was taken with,
    /// even when the input after them is cut or ends without a "\n".
    @Test func theStreamAppendsInPlaceUnderItsSnapshots() {
        var input = LineRows(storage: { HeapBytes(minimumCapacity: max($0, 1024)) })
        input.append(Array("a\nb\n".utf8))
        input = input.growingInPlace()
        let before = input.snapshot
        input.append(Array("c\n".utf8) + Array(repeating: 0x78, count: 100))
        let middle = input.snapshot
        input.finish()
        #expect(input.storageIdentity.buffer == before.storageIdentity.buffer)
        #expect(input.storageIdentity.buffer == middle.storageIdentity.buffer)
        #expect((0..<before.count).map(before.title(at:)) == ["a", "b"])
        #expect((0..<middle.count).map(middle.title(at:)) == ["a", "b", "c"])
        #expect(input.count == 4)
        #expect(input.title(at: 3) == String(repeating: "x", count: 100))
        // A snapshot is an ordinary copy: appending to it copies the buffer
        // as the snapshot had it, its partial last line included, and not
        // what the stream wrote since (the "\n" that ended that line).
        var other = middle
        other.append(Array("d\n".utf8))
        #expect(other.storageIdentity.buffer != input.storageIdentity.buffer)
        #expect(other.title(at: 3) == String(repeating: "x", count: 100) + "d")
        #expect(input.title(at: 3) == String(repeating: "x", count: 100))
    }

    /// A buffer others read never moves under them: the stream's rows,
    /// out of room while a snapshot shares the buffer, go on in a copy,
    /// and the snapshot's bytes stay where they were (a filter's piece on
    /// another thread may be reading them, `Workers.gather`).
    @Test func aFullBufferUnderSnapshotsIsCopiedNotMoved() {
        var input = LineRows(storage: { HeapBytes(minimumCapacity: $0) })
        input.append(Array("a\nb\n".utf8))
        input = input.growingInPlace()
        let before = input.snapshot
        let bytesAt = before.withRowBytes { base, _ in base }
        let shared = before.storageIdentity
        input.append(Array(repeating: 0x79, count: 4096) + [0x0A])
        #expect(input.storageIdentity.buffer != before.storageIdentity.buffer)
        #expect(before.storageIdentity == shared, "the same buffer, its bytes where they were")
        #expect(before.withRowBytes { base, _ in base } == bytesAt)
        #expect((0..<before.count).map(before.title(at:)) == ["a", "b"])
        #expect(input.count == 3 && input.title(at: 2) == String(repeating: "y", count: 4096))
        // Alone, it grows in place (moving what nobody else reads).
        var alone = LineRows(storage: { HeapBytes(minimumCapacity: $0) }).growingInPlace()
        alone.append(Array("a\n".utf8))
        let identity = alone.storageIdentity
        alone.append(Array(repeating: 0x79, count: 4096) + [0x0A])
        #expect(alone.storageIdentity.buffer == identity.buffer, "the same buffer")
        #expect(alone.storageIdentity.bytes != identity.bytes, "its bytes moved")
    }
}

@Suite struct RowMarksTests {
    @Test func startsReadBackAcrossBlocksAndCopiesStayApart() {
        var marks = RowMarks()
        for start in 0..<10_000 { marks.append(start * 3) }
        let copy = marks
        marks.append(-1)
        #expect(marks.count == 10_001)
        #expect(copy.count == 10_000)
        #expect((0..<10_000).allSatisfy { copy[$0] == $0 * 3 && marks[$0] == $0 * 3 })
        #expect(marks[10_000] == -1)
    }

    /// Rows past the first block of starts (4,096 of them, every 16th row).
    @Test func rowsPastTheFirstBlockOfStarts() {
        let rows = LineRows((0..<100_000).map { "r\($0)\n" }.joined())
        #expect(rows.count == 100_000)
        for row in [0, 65_535, 65_536, 65_537, 99_999] { #expect(rows.title(at: row) == "r\(row)") }
        #expect(rows.row(atOffset: rows.offset(ofRow: 70_000)) == 70_000)
    }

    /// Rows scanned in two goes (a form's field off screen, then shown)
    /// are the rows of one scan, and the buffer is never written.
    @Test func rowsScannedLaterAreTheRowsScannedAtOnce() {
        let text = (0..<5000).map { "line \($0) " + String(repeating: "x", count: $0 % 7) + "\n" }.joined()
        let whole = LineRows(text)
        let all = Array(text.utf8)
        // The bytes are in the buffer before any row is made, as a mapped file's.
        var later = LineRows(storage: { _ in
            let storage = HeapBytes(minimumCapacity: all.count)
            storage.base.update(from: all, count: all.count)
            return storage
        })
        later.take(all.count, scanningFirst: 1000)
        #expect(later.count > 0 && later.count < whole.count)
        #expect(later.deferredBytes > 0)
        let shared = later
        later.scanDeferred()
        #expect(later.count == whole.count)
        #expect(later.deferredBytes == 0)
        #expect((0..<whole.count).allSatisfy { later.value(at: $0) == whole.value(at: $0) })
        #expect(shared.count < whole.count, "a value sharing the buffer keeps its rows")
        #expect(shared.value(at: 0) == whole.value(at: 0))
    }
}
