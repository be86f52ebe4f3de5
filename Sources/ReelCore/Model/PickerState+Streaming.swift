/// Rows arriving while the picker runs (stdin, a file): appended to the
/// wheel's lines in place, and the wheel widened by what they show.
extension PickerState {
    mutating func appendRows(_ bytes: [UInt8], final: Bool, toWheel index: Int) {
        guard var progress = loading, progress.wheel == index, wheels.indices.contains(index) else { return }
        var wheel = wheels[index]
        // The wheel's rows are taken out while appending, so the buffer has
        // one owner and grows in place instead of being copied.
        let placeholder = ListRows([])
        var fields = wheel.rows as? FieldRows
        guard var lines = (fields?.base ?? wheel.rows) as? LineRows else { return }
        fields?.base = placeholder
        wheel.rows = placeholder
        wheels[index].rows = placeholder
        if !progress.finished {
            lines.append(bytes, final: final, maxRows: progress.maxRows)
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
