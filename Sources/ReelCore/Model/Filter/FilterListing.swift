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
        let lines = indices ? nil : rows as? LineRows
        for ordinal in result.rankedOrdinals(sort: sort) {
            let row = Int(result.rows[ordinal])
            if indices {
                piece.append(contentsOf: String(row).utf8)
            } else if let lines, let start = result.start(ofMatch: ordinal) {
                lines.withLine(startingAt: start) { piece.append(contentsOf: $0) }
            } else {
                piece.append(contentsOf: rows.value(at: row))
            }
            piece.append(end)
            if piece.count >= pieceBytes {
                guard write(piece) else { return false }
                piece.removeAll(keepingCapacity: true)
            }
        }
        return piece.isEmpty || write(piece)
    }
}
