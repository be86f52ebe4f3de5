import ReelSystem
import ReelText

/// Rows read from stdin or a file, kept as the input's bytes in one buffer
/// (`ByteStorage`; the edge reads straight into it), with the
/// start of every `markStride`-th row: a million 19-byte lines cost 19 MB
/// and half a byte of index per row, not a String, nor even an offset, per
/// row. A row's value is its original bytes, CR stripped.
package struct LineRows: RowSource {
    /// Rows between two recorded starts. Finding a row walks at most this
    /// many lines from the mark before it (memchr over a few short lines,
    /// well under a microsecond), so drawing a frame costs the same for 20
    /// rows and for 10 million; a denser index would only cost memory.
    static let markStride = 16

    /// The input; nil until the first byte. Shared copy-on-write.
    private var owner: Owner?
    /// Internal, not private: tests compare it between values (shared or
    /// copied, moved or not) through test support's `storageIdentity`.
    var storage: (any ByteStorage)? { owner?.bytes }
    /// Makes the storage for the first bytes, given a minimum capacity.
    private let makeStorage: @Sendable (Int) -> any ByteStorage
    /// Start of rows 0, 16, 32, … in the buffer.
    private var marks = RowMarks()
    package private(set) var count = 0
    /// One past the last complete row's "\n": bytes after it are a partial
    /// line waiting for its end.
    private var end = 0
    /// Bytes after `end` already searched for a "\n" and found to have
    /// none: a long line arriving in pieces is searched once, not again
    /// from its start at every read.
    private var searched = 0
    /// True when reading stopped at `maxRows` with input still coming.
    package private(set) var wasCut = false
    /// Lines longer than `maxLineBytes` cut so far.
    package private(set) var linesCut = 0
    /// The last line was cut and has not ended yet: what arrives is
    /// dropped up to its "\n", so an endless line costs `maxLineBytes`.
    private var dropping = false
    /// Bytes taken from the input, dropped ones too (`maxBytes`).
    private var received = 0
    /// The widest row so far by the default measure, capped at
    /// `ScanCost.measureCap`, kept up as lines arrive: a wheel of streaming
    /// rows widens without another pass over them.
    private var widest = 0
    /// This value reads the input (`growingInPlace()`): it appends to the
    /// buffer in place even while others share it (unless it is full),
    /// where any other value would copy it first. Safe because every value sharing the buffer
    /// is an earlier state of this one (`snapshot`): each looks only at
    /// bytes before its own `end`, and this value writes only after its
    /// `end`, which never moves back.
    private var appendsInPlace = false
    /// A snapshot's bytes in the buffer when it was taken (its partial last
    /// line included): the buffer may hold more since, written by the
    /// stream, which a copy of the snapshot must not take.
    private var bytesWhenTaken: Int?
    /// Where scanning stops for now (an offset in the buffer), when the
    /// bytes after it are in memory but not scanned for rows yet: a form's
    /// field that is not on screen needs only its first rows, and scans the
    /// rest when it comes into view (`scanDeferred`). The buffer is not
    /// written either way, so values sharing it stay as they were.
    private var scanLimit: Int?
    /// What the rows' SGR sequences are (`--ansi`): the buffer keeps them
    /// either way, so `--ansi=keep` prints the bytes as they came; drawing
    /// reads them as styles, and the value, the title, search and the
    /// filter see the text without them.
    package private(set) var colorCodes = ColorCodes.escaped
    /// Lines at the input's start that are a header, not rows
    /// (`--header-lines`): shown above the rows, never chosen, searched
    /// or printed. Their bytes stay in the buffer before the first row.
    package private(set) var headerLines = 0
    /// The header lines read so far, as text.
    package private(set) var header: [String] = []

    /// No rows yet; bytes will go to what `storage` makes (the heap by default).
    package init(storage: @escaping @Sendable (Int) -> any ByteStorage = { HeapBytes(minimumCapacity: $0) }) {
        makeStorage = storage
    }

    /// Rows of `text` (tests and Swift callers).
    package init(_ text: String) {
        self.init()
        append(Array(text.utf8), final: true)
    }

    /// This value, made the one that appends the input's bytes in place
    /// while the picker shows `snapshot`s of it: a stream is read straight
    /// into the buffer the wheel reads, with no copy between.
    package consuming func growingInPlace() -> LineRows {
        appendsInPlace = true
        return self
    }

    /// The rows as they are now, sharing the buffer; appending to the
    /// snapshot copies the buffer first, as for any other copy.
    package var snapshot: LineRows {
        var rows = self
        rows.appendsInPlace = false
        rows.bytesWhenTaken = storage?.count
        return rows
    }

    /// Reads the rows' SGR sequences as `codes` says from now on. Rows
    /// already read are measured again (once: the stream's rows are told
    /// before it starts, a command's rows keep their value while they grow).
    package mutating func readColorCodes(as codes: ColorCodes) {
        guard codes != colorCodes else { return }
        colorCodes = codes
        guard count > 0 else { return }
        var widest = 0
        forEachRow(from: 0) { _, line in
            if line.count > widest { widest = max(widest, Self.measure(line, codes: codes)) }
            return widest < ScanCost.measureCap
        }
        self.widest = widest
    }

    /// Takes the first `lines` lines as a header from now on. Rows
    /// already read are counted again without them, once (the edge tells
    /// a stream's rows before the first byte, so only rows read another
    /// way, or told late, pay a pass).
    package mutating func keepHeader(lines: Int) {
        let lines = max(0, lines)
        guard lines != headerLines else { return }
        headerLines = lines
        guard storage != nil, end > 0 else { return }
        (count, end, searched, widest, header, marks) = (0, 0, 0, 0, [], RowMarks())
        scan(maxRows: .max)
    }

    // MARK: Reading rows

    /// Gives the row's bytes, without the line ending, to `body`. The
    /// pointer is valid only inside `body`.
    package func withRow<Result>(_ row: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        precondition(row >= 0 && row < count, "row \(row) out of 0..<\(count)")
        let base = storage!.base
        var start = marks[row / Self.markStride]
        for _ in 0..<(row % Self.markStride) { start = newline(from: start, in: base) + 1 }
        return try body(Self.line(base: base, from: start, to: newline(from: start, in: base)))
    }

    /// Calls `body` with each row from `start` on, in order, until it
    /// returns false: one pass of memchr over the bytes, for searches.
    package func forEachRow(from start: Int, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Bool) {
        guard start < count, start >= 0 else { return }
        let base = storage!.base
        var lineStart = withRow(start) { $0.baseAddress! - UnsafePointer(base) }
        for row in start..<count {
            let newline = newline(from: lineStart, in: base)
            guard body(row, Self.line(base: base, from: lineStart, to: newline)) else { return }
            lineStart = newline + 1
        }
    }

    // MARK: Searching the bytes (RowSource+Find.swift)

    /// Gives the buffer and where the complete rows end to `body`: rows
    /// are searched as one run of bytes, not line by line.
    func withRowBytes<Result>(_ body: (UnsafePointer<UInt8>, Int) -> Result) -> Result? {
        guard let storage, count > 0 else { return nil }
        return body(UnsafePointer(storage.base), end)
    }

    /// Where `row` starts in the buffer; `count` gives the end of the rows.
    func offset(ofRow row: Int) -> Int {
        guard row < count else { return end }
        return withRow(row) { $0.baseAddress! - UnsafePointer(storage!.base) }
    }

    /// The row holding the byte at `offset` (which lies before the end of
    /// the rows): a binary search of the marks, then at most
    /// `markStride - 1` lines walked.
    func row(atOffset offset: Int) -> Int {
        let base = storage!.base
        var low = 0, high = marks.count  // the last mark at or before offset lies in low..<high
        while high - low > 1 {
            let middle = (low + high) / 2
            if marks[middle] <= offset { low = middle } else { high = middle }
        }
        var row = low * Self.markStride
        var start = marks[low]
        while true {
            let next = newline(from: start, in: base) + 1
            if next > offset { return row }
            start = next
            row += 1
        }
    }

    /// The first row at or after `start` whose offset is at least `bytes`
    /// past `start`'s, or `count`, found from the marks alone: a search
    /// slice of about `bytes`, ending at a row's start.
    func row(from start: Int, afterBytes bytes: Int) -> Int {
        guard start < count else { return count }
        let target = offset(ofRow: start) + bytes
        var low = start / Self.markStride + 1, high = marks.count  // the first mark at or past target
        guard low < high else { return count }
        while low < high {
            let middle = (low + high) / 2
            if marks[middle] >= target { high = middle } else { low = middle + 1 }
        }
        return low < marks.count ? low * Self.markStride : count
    }

    package func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        withRow(row) { line in
            colorCodes.areDrawn ? SafeText.glyphs(ansi: UnsafeRawBufferPointer(line), maxColumns: maxColumns, width: width)
                : SafeText.glyphs(utf8: UnsafeRawBufferPointer(line), maxColumns: maxColumns, width: width)
        }
    }

    package func value(at row: Int) -> [UInt8] {
        colorCodes == .drawn ? withText(row) { Array($0) } : withRow(row) { Array($0) }
    }

    package func title(at row: Int) -> String { withText(row) { String(decoding: $0, as: UTF8.self) } }

    /// Gives the row's text to `body`: its bytes, without their SGR
    /// sequences when those are drawn (copied then, only for a row that
    /// has an ESC). What search, `--select` and the filter compare.
    package func withText<Result>(_ row: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withRow(row) { line in
            guard colorCodes.areDrawn, SGR.mayHoldSequences(UnsafeRawBufferPointer(line)) else { return try body(line) }
            return try SGR.stripped(UnsafeRawBufferPointer(line)).withUnsafeBufferPointer(body)
        }
    }

    /// Kept up while reading for the default measure; `--ambiwide`
    /// measures again, skipping rows whose byte count (twice that when
    /// ambiguous characters are wide) cannot beat the widest so far.
    package func widestRow(width: DisplayWidth, cap: Int) -> Int {
        if width == DisplayWidth(), cap <= ScanCost.measureCap { return min(widest, cap) }
        let factor = width.ambiguousIsWide ? 2 : 1
        var widest = 0
        forEachRow(from: 0) { _, line in
            if line.count * factor > widest { widest = max(widest, Self.columns(of: line, codes: colorCodes, width: width, cap: cap)) }
            return widest < cap
        }
        return min(widest, cap)
    }

    private static func columns(of line: UnsafeBufferPointer<UInt8>, codes: ColorCodes, width: DisplayWidth, cap: Int) -> Int {
        if codes.areDrawn { return SafeText.columns(ansi: UnsafeRawBufferPointer(line), width: width, cap: cap) }
        let (glyphs, truncated) = SafeText.glyphs(utf8: UnsafeRawBufferPointer(line), maxColumns: cap, width: width)
        return glyphs.columns + (truncated ? 1 : 0)
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
    private mutating func writableStorage(room extra: Int) -> any ByteStorage {
        if owner == nil {
            owner = Owner(makeStorage(extra))
        } else if !isKnownUniquelyReferenced(&owner!),
                  !appendsInPlace || owner!.bytes.count + extra > owner!.bytes.capacity {
            // Bytes another value reads neither change nor move: it may be
            // reading them on another thread, a filter's piece that the
            // caller's thread did not wait for (`Workers.gather`). The value
            // that appends in place takes a copy too when the buffer is full.
            let copy = owner!.bytes.copy()
            if let bytesWhenTaken { copy.count = bytesWhenTaken }
            owner = Owner(copy)
        }
        bytesWhenTaken = nil
        owner!.bytes.reserve(extra)
        return owner!.bytes
    }

    /// Adds bytes read from the input. Complete lines become rows at once; a
    /// partial last line waits for the rest, or for `final`.
    package mutating func append(_ chunk: some Collection<UInt8>, final: Bool = false, maxRows: Int = .max) {
        guard !wasCut else { return }
        if !chunk.isEmpty {
            let buffer = writableStorage(room: chunk.count)
            let written = UnsafeMutableBufferPointer(start: buffer.base + buffer.count, count: chunk.count)
            _ = written.initialize(from: chunk)
            took(chunk.count, in: buffer, maxRows: maxRows)
        }
        if final { finish(maxRows: maxRows) }
    }

    /// Lets `fill` write up to `limit` bytes straight into the buffer (the
    /// edge's read(2): no intermediate copy) and adds the complete lines.
    /// Returns what `fill` returns: the byte count, 0 at the end of the
    /// input, or negative for an error. At the end, call `finish` so that
    /// a last line without "\n" counts.
    package mutating func fill(limit: Int, maxRows: Int = .max,
                               _ fill: (UnsafeMutablePointer<UInt8>, Int) -> Int) -> Int {
        let buffer = writableStorage(room: limit)
        let n = fill(buffer.base + buffer.count, limit)
        if n > 0 { took(n, in: buffer, maxRows: maxRows) }
        return n
    }

    /// Readies room for `bytes` more (for reserved storage: their pages
    /// get memory now), so that the next `fill` only copies: called when
    /// the input has just been drained, the producer refills it meanwhile.
    package mutating func makeRoom(_ bytes: Int) {
        _ = writableStorage(room: bytes)
    }

    /// `n` bytes were written after the buffer's end: drops what belongs
    /// to a line already cut, then makes rows of the rest.
    private mutating func took(_ n: Int, in buffer: any ByteStorage, maxRows: Int) {
        received += n
        var kept = n
        if dropping {
            let new = buffer.base + buffer.count
            if let hit = memchr(new, 0x0A, n) {
                // The cut line ends here: keep what follows its "\n".
                let after = UnsafeMutableRawPointer(hit).assumingMemoryBound(to: UInt8.self) + 1 - new
                kept = n - after
                memmove(new, new + after, kept)
                dropping = false
            } else {
                kept = 0
            }
        }
        buffer.count += kept
        scan(maxRows: maxRows)
        bound(maxRows: maxRows)
    }

    /// Longest row kept (a 50 MB line prints whole); a longer line is cut
    /// to its first `maxLineBytes` bytes and the rest of it dropped.
    package static let maxLineBytes = 64 << 20
    /// Input read at most, dropped bytes included: a picker of more is of
    /// no use to a person.
    package static let maxBytes = 1 << 30

    /// Input with no newlines (/dev/zero, a runaway line) still ends in
    /// rows: a line is cut at `maxLineBytes` (a "\n" put in there, the rest
    /// of the line dropped as it comes, so nothing before the cut is read
    /// again), and all input stops at `maxBytes`, so memory stays bounded
    /// whatever comes in.
    private mutating func bound(maxRows: Int) {
        while !wasCut, let storage, storage.count - end > Self.maxLineBytes {
            let buffer = writableStorage(room: 1)
            let cut = end + Self.maxLineBytes
            // What lies between the cut and `searched` has no "\n".
            let from = max(cut, searched)
            if let hit = memchr(buffer.base + from, 0x0A, buffer.count - from) {
                // The line ended in this read: keep what follows it.
                let next = UnsafeMutableRawPointer(hit).assumingMemoryBound(to: UInt8.self) + 1 - buffer.base
                memmove(buffer.base + cut + 1, buffer.base + next, buffer.count - next)
                buffer.count = cut + 1 + (buffer.count - next)
            } else {
                buffer.count = cut + 1
                dropping = true
            }
            buffer.base[cut] = 0x0A
            linesCut += 1
            // The "\n" put in lies before what was searched: look again from it.
            searched = cut
            scan(maxRows: maxRows)
        }
        // Rows enough and more input coming: stop now, not at the next "\n",
        // which endless input may never send.
        if let storage, count >= maxRows, min(storage.count, scanLimit ?? .max) > end || dropping { wasCut = true }
        if received >= Self.maxBytes { wasCut = true }
    }

    /// Bytes held, the partial last line included (tests of the bounds).
    var byteCount: Int { bytesWhenTaken ?? storage?.count ?? 0 }

    /// Takes `total` bytes already in the buffer (a mapped file that ends
    /// with "\n"), making rows of the first `scanned` now and of the rest
    /// when `scanDeferred` is called.
    package mutating func take(_ total: Int, scanningFirst scanned: Int, maxRows: Int = .max) {
        scanLimit = scanned < total ? scanned : nil
        _ = fill(limit: total, maxRows: maxRows) { _, _ in total }
    }

    /// Bytes in memory not scanned for rows yet.
    package var deferredBytes: Int { scanLimit.map { max(0, (storage?.count ?? 0) - $0) } ?? 0 }

    /// Makes rows of the bytes left for later: pure work over bytes
    /// already in memory, which it only reads.
    package mutating func scanDeferred(maxRows: Int = .max) {
        guard scanLimit != nil else { return }
        scanLimit = nil
        scan(maxRows: maxRows)
    }

    /// The input ended: a last line without "\n" becomes a row.
    package mutating func finish(maxRows: Int = .max) {
        dropping = false
        guard !wasCut, let storage, storage.count > end else { return }
        let buffer = writableStorage(room: 1)
        buffer.base[buffer.count] = 0x0A
        buffer.count += 1
        scan(maxRows: maxRows)
    }

    /// Turns the complete lines after `end` into rows, measuring the ones
    /// long enough to widen the wheel. The bytes are searched 64 at a time
    /// (`ByteMask`), each "\n" found by its bit: a million short lines
    /// cost a compare per 16 bytes and a few instructions per line, not a
    /// memchr call each.
    private mutating func scan(maxRows: Int) {
        guard let storage else { return }
        let base = storage.base
        var total = min(storage.count, scanLimit ?? .max)
        // The header's lines come first and are not rows: until they are
        // all here, nothing is.
        while header.count < headerLines, end < total, let hit = memchr(base + end, 0x0A, total - end) {
            let newline = UnsafeMutableRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            header.append(String(decoding: Self.line(base: base, from: end, to: newline), as: UTF8.self))
            end = newline + 1
        }
        guard header.count >= headerLines else {
            searched = total
            return
        }
        // Locals, written back once: the loop runs once per line.
        var count = self.count, end = self.end, widest = self.widest
        defer { (self.count, self.end, self.widest) = (count, end, widest) }
        // One compare per line finds both rare cases: a line long enough to
        // widen the wheel, or longer than `maxLineBytes`.
        var worthALook = Self.lengthWorthALook(widest: widest)
        var block = max(end, searched)
        while block < total {
            var newlines = Self.newlines(in: base, at: block, before: total)
            while newlines != 0 {
                var newline = block &+ newlines.trailingZeroBitCount
                newlines &= newlines &- 1
                if count >= maxRows {
                    // The bytes past the cut stay in the buffer, unseen: rows
                    // are only what lies before `end`.
                    wasCut = true
                    return
                }
                var moved = false
                if newline &- end > worthALook {
                    if newline - end > Self.maxLineBytes {
                        // A whole line over the cap in what was read: its end
                        // is dropped, moving what follows (the rest of this
                        // read), which is then searched again where it now lies.
                        let cut = end + Self.maxLineBytes
                        memmove(base + cut, base + newline, total - newline)
                        total -= newline - cut
                        storage.count = total
                        newline = cut
                        linesCut += 1
                        moved = true
                    }
                    if newline - end > widest, widest < ScanCost.measureCap {
                        widest = max(widest, Self.measure(Self.line(base: base, from: end, to: newline), codes: colorCodes))
                        worthALook = Self.lengthWorthALook(widest: widest)
                    }
                }
                if count & (Self.markStride - 1) == 0 { marks.append(end) }
                count &+= 1
                end = newline &+ 1
                if moved {
                    block = end - ByteMask.width
                    break
                }
            }
            block &+= ByteMask.width
        }
        searched = total
    }

    /// The byte length past which a line needs a closer look: it may widen
    /// the wheel (a line's columns never exceed its bytes), and past
    /// `maxLineBytes` it is cut.
    private static func lengthWorthALook(widest: Int) -> Int {
        widest < ScanCost.measureCap ? widest : maxLineBytes
    }

    /// The "\n"s among the 64 bytes at `block`, or among those before
    /// `total` when fewer are left, as `ByteMask` gives them.
    @inline(__always)
    private static func newlines(in base: UnsafeMutablePointer<UInt8>, at block: Int, before total: Int) -> UInt64 {
        if total - block >= ByteMask.width { return ByteMask.of(0x0A, at: base + block) }
        var mask: UInt64 = 0
        for index in block..<total where base[index] == 0x0A { mask |= 1 << UInt64(index - block) }
        return mask
    }

    /// A line's columns by the default measure, up to `ScanCost.measureCap`.
    /// A coloured line is first bounded by its bytes without the codes
    /// (an ASCII line takes exactly that many columns): most of a coloured
    /// list is not decoded to be measured.
    private static func measure(_ line: UnsafeBufferPointer<UInt8>, codes: ColorCodes = .escaped) -> Int {
        if codes.areDrawn {
            let raw = UnsafeRawBufferPointer(line)
            let text = SGR.textLength(raw)
            if text < line.count, raw.allSatisfy({ $0 < 0x80 }) { return min(ScanCost.measureCap, text) }
        }
        return min(ScanCost.measureCap, columns(of: line, codes: codes, width: DisplayWidth(), cap: ScanCost.measureCap))
    }

    /// One reference to the storage, which `isKnownUniquelyReferenced`
    /// can test (it cannot test an existential): values that share it
    /// copy the bytes before writing.
    private final class Owner: @unchecked Sendable {
        let bytes: any ByteStorage
        init(_ bytes: any ByteStorage) { self.bytes = bytes }
    }
}

extension LineRows: Equatable {
    /// The same rows, byte for byte (events compare equal in tests).
    package static func == (lhs: LineRows, rhs: LineRows) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { row in
            lhs.withRow(row) { left in rhs.withRow(row) { right in left.elementsEqual(right) } }
        }
    }
}
