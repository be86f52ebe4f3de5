import ReelText

/// `--batch --filter`: every matching row, best first, one a line (fzf
/// `--filter`), written in pieces so that a million rows never sit in
/// memory twice.
package enum FilterListing {
    /// Bytes gathered before each `write`.
    static let pieceBytes = 1 << 16

    /// Writes the value of each row of `result` (ranked unless `sort` is
    /// false), each ended by `end`, through `write`; returns false when a
    /// write fails.
    package static func write(_ result: FilterResult, of rows: some RowSource, sort: Bool, end: UInt8,
                              indices: Bool = false, to write: ([UInt8]) -> Bool) -> Bool {
        var piece: [UInt8] = []
        piece.reserveCapacity(pieceBytes + 1024)
        let ordinals = result.rankedOrdinals(sort: sort)
        // Rows of a buffer are copied from it where the scan found them:
        // the buffer's address is taken once, not once a row.
        if !indices, let lines = rows as? LineRows, lines.colorCodes != .drawn, result.hasStarts {
            return lines.withRowBytes { base, limit in
                for ordinal in ordinals {
                    piece.append(contentsOf: LineRows.line(base, from: result.start(ofMatch: ordinal)!, end: limit))
                    piece.append(end)
                    if piece.count >= pieceBytes {
                        guard write(piece) else { return false }
                        piece.removeAll(keepingCapacity: true)
                    }
                }
                return piece.isEmpty || write(piece)
            } ?? true
        }
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
