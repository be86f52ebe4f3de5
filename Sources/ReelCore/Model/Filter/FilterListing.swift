import ReelSystem
import ReelText

/// `--batch --filter`: every matching row, best first, one a line (fzf
/// `--filter`), written in pieces so that a million rows never sit in
/// memory twice.
package enum FilterListing {
    /// Bytes gathered before each `write`.
    static let pieceBytes = 1 << 16
    /// Bytes a run of rows gathered from a buffer of lines holds, about
    /// (rows of the buffer's mean length): each of two threads gathers one.
    static let runBytes = 1 << 20

    /// Writes the value of each row of `result` (ranked unless `sort` is
    /// false), each ended by `end`, through `write`; returns false when a
    /// write fails. Rows copied from a buffer of lines are gathered by
    /// `workers`, two runs of rows at a time (`runBytes`: tests make it small).
    package static func write(_ result: FilterResult, of rows: some RowSource, sort: Bool, end: UInt8,
                              indices: Bool = false, workers: any Workers = InTurn(),
                              runBytes: Int = runBytes, to write: ([UInt8]) -> Bool) -> Bool {
        let ordinals = result.rankedOrdinals(sort: sort)
        // Rows of a buffer are copied from it where the scan found them:
        // the buffer's address is taken once, not once a row. Ranked, they
        // are read all over the buffer, each mostly a cache miss: two
        // threads gather a run of rows each (about `runBytes`), then both
        // runs are written, in order.
        if !indices, let lines = rows as? LineRows, lines.colorCodes != .drawn, result.hasStarts {
            return lines.withRowBytes { base, limit in
                let perRun = max(256, runBytes / max(1, limit / max(1, lines.count)))
                var first: [UInt8] = [], second: [UInt8] = []
                var next = 0
                while next < ordinals.count {
                    let middle = min(ordinals.count, next + perRun), stop = min(ordinals.count, middle + perRun)
                    let gather = { (run: Range<Int>, piece: inout [UInt8]) in
                        piece.removeAll(keepingCapacity: true)
                        for ordinal in ordinals[run] {
                            piece.append(contentsOf: LineRows.line(base, from: result.start(ofMatch: ordinal)!, end: limit))
                            piece.append(end)
                        }
                    }
                    if middle < stop {
                        workers.both({ gather(next..<middle, &first) }, { gather(middle..<stop, &second) })
                    } else {
                        gather(next..<middle, &first)
                        second.removeAll(keepingCapacity: true)
                    }
                    guard write(first), second.isEmpty || write(second) else { return false }
                    next = stop
                }
                return true
            } ?? true
        }
        var piece: [UInt8] = []
        piece.reserveCapacity(pieceBytes + 1024)
        for ordinal in ordinals {
            let row = Int(result.rows[ordinal])
            piece.append(contentsOf: indices ? Array(String(row).utf8) : rows.value(at: row))
            piece.append(end)
            if piece.count >= pieceBytes {
                guard write(piece) else { return false }
                piece.removeAll(keepingCapacity: true)
            }
        }
        return piece.isEmpty || write(piece)
    }
}
