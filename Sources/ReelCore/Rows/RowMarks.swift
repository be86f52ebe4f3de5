import ReelText

/// The recorded row starts of `LineRows`, in blocks of `blockSize`: a
/// copy shares every block, and appending copies at most the last one. A
/// stream appends to its rows while the picker holds a snapshot of them
/// (`LineRows.growingInPlace`); with one array, each wake-up's first
/// append copied all the starts so far (5 MB for ten million rows, again
/// at every megabyte read, and twice the memory while it did).
struct RowMarks {
    private static let blockSize = 4096
    private var blocks: [[Int]] = []
    private(set) var count = 0

    subscript(index: Int) -> Int {
        blocks[index / Self.blockSize][index % Self.blockSize]
    }

    mutating func append(_ start: Int) {
        if count % Self.blockSize == 0 {
            var block: [Int] = []
            block.reserveCapacity(Self.blockSize)
            blocks.append(block)
        }
        blocks[blocks.count - 1].append(start)
        count += 1
    }
}
