/// Rows from stdin or a file arrive in pieces of any size: the row reader
/// (`LineRows`, fed by `append` or by `fill` as the edge's read(2) feeds it)
/// must give the same rows whatever the pieces, the same as reading the
/// bytes at once and as a plain split on "\n", and never more than
/// `maxRows`. The input is: one byte for the row cap, one for how many
/// piece sizes follow, the sizes (each 1...256 bytes, used in turn), then
/// the bytes read.
func fuzzLineRows(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    // 0: no cap; else a small one, so the cut is reached often.
    let maxRows = bytes[0] == 0 ? Int.max : Int(bytes[0] % 16) + 1
    let sizeCount = Int(bytes[1] % 8) + 1
    let sizes = bytes.dropFirst(2).prefix(sizeCount).map { Int($0) + 1 }
    let data = Array(bytes.dropFirst(2 + sizes.count))

    var streamed = LineRows()
    // The same pieces into rows that grow in place under snapshots of
    // them, as RowStream reads: every snapshot keeps its rows unchanged.
    var grown = LineRows().growingInPlace()
    var snapshots: [LineRows] = []
    var offset = 0
    var piece = 0
    while offset < data.count {
        let size = min(sizes[piece % sizes.count], data.count - offset)
        let chunk = data[offset..<(offset + size)]
        // Odd pieces go as the edge reads: straight into the buffer.
        if piece % 2 == 1 {
            let n = streamed.fill(limit: size, maxRows: maxRows) { destination, limit in
                precondition(limit >= size)
                _ = UnsafeMutableBufferPointer(start: destination, count: size).initialize(from: chunk)
                return size
            }
            precondition(n == size)
        } else {
            streamed.append(chunk, maxRows: maxRows)
        }
        grown.append(chunk, maxRows: maxRows)
        snapshots.append(grown.snapshot)
        offset += size
        piece += 1
        precondition(streamed.count <= maxRows, "more rows than --max-rows")
    }
    streamed.finish(maxRows: maxRows)
    grown.finish(maxRows: maxRows)

    var whole = LineRows()
    whole.append(data, final: true, maxRows: maxRows)

    // A plain split: lines end at "\n", one CR before it is dropped, a
    // last line without "\n" counts, and reading stops at the cap.
    var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if lines.last?.isEmpty == true { lines.removeLast() }
    let expected = lines.prefix(maxRows).map { $0.last == 0x0D ? Array($0.dropLast()) : $0 }

    precondition(streamed.count == expected.count, "streamed \(streamed.count) rows, expected \(expected.count)")
    precondition(whole.count == expected.count, "read whole: \(whole.count) rows, expected \(expected.count)")
    precondition(streamed.wasCut == whole.wasCut, "cut in one reading and not the other")
    precondition(whole.wasCut == (lines.count > maxRows), "wasCut disagrees with the input")
    for (row, line) in expected.enumerated() {
        precondition(streamed.value(at: row) == line, "row \(row) differs when streamed")
        precondition(whole.value(at: row) == line, "row \(row) differs when read whole")
        precondition(line.count <= LineRows.maxLineBytes)
    }
    precondition(grown.count == expected.count, "grown in place: \(grown.count) rows, expected \(expected.count)")
    for snapshot in snapshots + [grown] {
        for row in 0..<snapshot.count {
            precondition(snapshot.value(at: row) == expected[row], "a snapshot's row \(row) changed")
        }
    }
    var walked = 0
    streamed.forEachRow(from: 0) { row, line in
        precondition(Array(line) == expected[row], "forEachRow differs at \(row)")
        walked += 1
        return true
    }
    precondition(walked == expected.count)
    // The widest row, kept up while reading, is what measuring all gives.
    let measure = DisplayWidth()
    let widest = expected.map { line in
        line.withUnsafeBytes { SafeText.glyphs(utf8: $0, maxColumns: Wheel.measureCap, width: measure) }
    }.map { min(Wheel.measureCap, $0.glyphs.columns + ($0.truncated ? 1 : 0)) }.max() ?? 0
    precondition(streamed.widestRow(width: measure, cap: Wheel.measureCap) == widest, "widest row differs when streamed")
    precondition(whole.widestRow(width: measure, cap: Wheel.measureCap) == widest, "widest row differs")
}
