/// The range grammar (`A...B`, `A..<B`, `/STEP`, numbers and letters):
/// input is a SPEC, then after a NUL a number or text typed against it.
/// What must hold: a range has at least one row and at most 2^31 − 1;
/// neighbouring rows are one step apart and its first and last are its
/// bounds' side; each row's title reads back as that row; the text typed
/// (`--select`, digits typed ahead, an accessible answer) finds a row that
/// is it, or none, without a trap, with numbers as large as `Int` holds.
func fuzzRanges(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map(Array.init)
    let spec = parts[0], typed = String(decoding: parts.count > 1 ? parts[1] : [], as: UTF8.self)
    guard spec.contains(UInt8(ascii: ".")), let parsed = try? ComponentSpec.parse(spec) else { return }
    switch parsed {
    case .numbers(let rows):
        precondition(rows.count >= 1 && rows.count <= Int(Int32.max) && rows.step != 0)
        let samples = Set([0, 1, 2, rows.count / 2, rows.count - 2, rows.count - 1].filter { (0..<rows.count).contains($0) })
        for row in samples {
            precondition(rows.row(matching: rows.title(at: row)) == row, "row \(row) of \(rows) does not read back")
            if row + 1 < rows.count {
                precondition(rows.number(at: row + 1) &- rows.number(at: row) == rows.step)
            }
        }
        if let row = rows.row(matching: typed) { precondition(rows.number(at: row) == Int(typed)) }
        if let row = rows.firstRow(matching: typed, as: .prefix, in: 0..<rows.count), let n = Int(typed) {
            precondition(String(rows.number(at: row)).hasPrefix(String(n)), "\(typed) found \(rows.title(at: row))")
        }
        _ = rows.firstRow(matching: typed, as: .contains, in: 0..<min(rows.count, 64))
    case .letters(let rows):
        precondition(rows.count >= 1 && rows.count <= 26)
        for row in 0..<rows.count { precondition(rows.row(matching: rows.title(at: row)) == row) }
        _ = rows.row(matching: typed)
    default:
        return
    }
    // The accessible mode's question on that wheel reads the typed text (a
    // range is never searched: its answer is a value, so no `pick`).
    guard !typed.isEmpty, let state = pickerOrSafeError(Array([Array("-c".utf8), spec].joined(separator: [0]))) else { return }
    let question = WheelQuestion(state.shownWheels, wheel: 0)
    if case .success(.rows(let rows)) = question.read(typed) { precondition(rows.allSatisfy { $0 >= 0 }) }
}
