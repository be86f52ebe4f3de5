/// Which rows of a buffer are ASCII, known a block of bytes at a time:
/// a row of ASCII bytes cannot hold a letter that folds to an ASCII one
/// (`é` for `e`, the Kelvin sign for `k`), so the filter turns it down on
/// its bytes alone, as before folding. Asking each row would cost a pass
/// over every row the byte test rejects (most rows, for most queries);
/// a block of 4 KiB OR-ed together is a loop the compiler vectorizes, so
/// a million ASCII rows cost about one fast pass over their bytes.
struct ASCIIRuns {
    /// Bytes from `lookedFrom` to `asciiUntil` are ASCII; bytes up to
    /// `checkedUntil` have been looked at.
    private var lookedFrom = 0
    private var asciiUntil = 0
    private var checkedUntil = 0

    static let block = 4096
    /// How far one look goes when every block is ASCII.
    static let reach = 64 * 1024

    /// Whether the bytes `start..<end` of `base` (whose bytes end at
    /// `limit`) are all ASCII. Rows are asked in the order of their
    /// offsets (a row never starts before one asked earlier), so a row
    /// inside the run looked at answers with one compare.
    @inline(__always)
    mutating func isASCII(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, limit: Int) -> Bool {
        if end <= asciiUntil { return true }
        return isASCIIAfterLooking(base, from: start, to: end, limit: limit)
    }

    @inline(never)
    private mutating func isASCIIAfterLooking(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, limit: Int) -> Bool {
        if end > checkedUntil || start < lookedFrom { look(base, from: start, limit: limit) }
        return start >= lookedFrom && end <= asciiUntil
    }

    /// Blocks from `start`, until one holds a byte past ASCII or `reach` is looked at.
    private mutating func look(_ base: UnsafePointer<UInt8>, from start: Int, limit: Int) {
        lookedFrom = start
        var index = start
        let stop = min(limit, start + Self.reach)
        while index < stop {
            let count = min(Self.block, stop - index)
            var high: UInt8 = 0
            for byte in UnsafeBufferPointer(start: base + index, count: count) { high |= byte }
            if high >= 0x80 {
                asciiUntil = index
                checkedUntil = index + count
                return
            }
            index += count
        }
        asciiUntil = stop
        checkedUntil = stop
    }
}
