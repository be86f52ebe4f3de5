/// Rows arriving while the picker runs (stdin, a file): the edge reads
/// them straight into the buffer the wheel shows (`LineRows.growingInPlace`)
/// and hands over each new state of the rows; the wheel takes it and
/// widens by what the new rows show.
extension PickerState {
    /// `rows`: the wheel's rows now (nil: the same as before); `final`: the
    /// input ended, and `rows` holds its last line.
    mutating func takeRows(_ rows: LineRows?, final: Bool, toWheel index: Int) {
        guard var progress = loading, progress.wheel == index, wheels.indices.contains(index) else { return }
        var wheel = wheels[index]
        let fields = wheel.rows as? FieldRows
        guard let shown = (fields?.base ?? wheel.rows) as? LineRows else { return }
        let lines = progress.finished ? shown : rows ?? shown
        if !progress.finished {
            progress.cut = lines.wasCut
            progress.finished = final || lines.wasCut
            progress.linesCut = lines.linesCut > 0
        }
        if var fields {
            fields.base = lines
            wheel.rows = fields
        } else {
            wheel.rows = lines
        }
        wheel.widen(newRowsFrom: progress.measured, lines: lines, fields: fields != nil, width: progress.measure)
        progress.measured = lines.count
        wheels[index] = wheel
        loading = progress
    }
}

extension Wheel {
    /// Makes room for rows that arrived after `start`.
    mutating func widen(newRowsFrom start: Int, lines: LineRows, fields: Bool, width: DisplayWidth) {
        if !fields, width == DisplayWidth() {
            // Plain lines: the widest was kept up while scanning.
            widen(to: lines.widestRow(width: width, cap: Wheel.measureCap))
        } else {
            // Fields, icons or --ambiwide: measured as shown, each new row
            // once, skipping rows too short (in bytes) to be wider.
            let factor = width.ambiguousIsWide ? 2 : 1
            widen(measuringFrom: start, width: width) { row in lines.withRow(row) { $0.count } * factor }
        }
    }
}
