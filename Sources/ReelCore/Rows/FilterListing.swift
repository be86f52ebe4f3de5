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
    /// Rows of a run whose first bytes are read before any is copied.
    static let touchedAhead = 32

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
                        // Sized from the spans alone, then copied into.
                        var bytes = 0
                        for ordinal in ordinals[run] { bytes += result.line(ofMatch: ordinal, in: base, end: limit).count + 1 }
                        if piece.count > bytes { piece.removeLast(piece.count - bytes) }
                        if piece.count < bytes { piece.append(contentsOf: repeatElement(0, count: bytes - piece.count)) }
                        piece.withUnsafeMutableBufferPointer { piece in
                            var at = 0
                            for block in stride(from: run.lowerBound, to: run.upperBound, by: touchedAhead) {
                                let rows = ordinals[block..<min(run.upperBound, block + touchedAhead)]
                                // A loop that only reads each row's ends keeps many cache misses
                                // in flight at once; the loop that copies the rows then finds them in cache.
                                var touched: UInt8 = 0
                                for ordinal in rows {
                                    let line = result.line(ofMatch: ordinal, in: base, end: limit)
                                    touched |= (line.first ?? 0) | (line.last ?? 0)
                                }
                                piece[at] = touched  // keeps the reads (the first row's bytes overwrite it)
                                for ordinal in rows {
                                    let line = result.line(ofMatch: ordinal, in: base, end: limit)
                                    if let from = line.baseAddress, !line.isEmpty {
                                        (piece.baseAddress! + at).update(from: from, count: line.count)
                                    }
                                    at += line.count
                                    piece[at] = end
                                    at += 1
                                }
                            }
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
