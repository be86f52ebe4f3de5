import ReelText

/// Rows that change under a wheel while the picker runs: a stream that
/// keeps loading, a command's new output, a data source's reload. The one
/// place that puts new rows under the wheel's field settings (`--show`,
/// `--value`, `--icon`) and measures them as the wheel measures text
/// (`--ambiwide`), so every kind of row source widens the same way.
extension Wheel {
    /// `reloadComponent`: new rows, `row` selected (clamped), and the width
    /// measured again, since the renderer caches nothing else per wheel.
    package mutating func reload(_ rows: any RowSource, selecting row: Int, measure: DisplayWidth) {
        self.rows = rows
        select(row)
        self.measure(with: measure)
    }

    /// The lines under the field settings, when the rows are lines (stdin,
    /// a file, a command).
    package var lines: LineRows? { ((rows as? FieldRows)?.base ?? rows) as? LineRows }

    /// Puts `lines` under the field settings and makes room for the rows
    /// from `start` on; the selection is clamped into them.
    package mutating func setLines(_ lines: LineRows, measuredFrom start: Int) {
        var lines = lines
        lines.readColorCodes(as: colorCodes)
        replaceLines(with: lines)
        widen(newRowsFrom: start, lines: lines)
        select(selectedRow)
    }

    /// Takes the lines out, leaving none, so that the caller holds the only
    /// reference and appending grows the buffer in place instead of copying it.
    package mutating func takeLines() -> LineRows? {
        guard let lines else { return nil }
        replaceLines(with: LineRows())
        return lines
    }

    /// Scans the rest of rows left for later (a form's field coming into
    /// view): the work of loading them, over bytes already in memory.
    package mutating func scanDeferredRows() {
        guard let lines, lines.deferredBytes > 0, var taken = takeLines() else { return }
        let measured = taken.count
        taken.scanDeferred()
        setLines(taken, measuredFrom: measured)
    }

    /// No rows, the field settings kept, the first row selected.
    package mutating func removeRows() {
        replaceLines(with: LineRows())
        select(0)
    }

    /// Reads the SGR sequences of the wheel's lines, now and later, as
    /// `codes` says (`--ansi`), and measures them again.
    package mutating func readColorCodes(as codes: ColorCodes) {
        colorCodes = codes
        if var list = rows as? ByteListRows, list.colorCodes != codes {
            // A comma list's items (`-c "$(tput setaf 1)red,blue"`).
            list.colorCodes = codes
            rows = list
            measure(with: measure)
        }
        guard let lines, lines.colorCodes != codes else { return }
        replaceLines(with: lines)
        measure(with: measure)
    }

    /// Takes the first `count` lines of the wheel's lines, now and later,
    /// as a header (`--header-lines`).
    package mutating func keepHeader(lines count: Int) {
        headerLines = max(0, count)
        guard let lines, lines.headerLines != headerLines else { return }
        replaceLines(with: lines)
        select(selectedRow)
        measure(with: measure)
    }

    private mutating func replaceLines(with lines: LineRows) {
        var lines = lines
        lines.readColorCodes(as: colorCodes)
        lines.keepHeader(lines: headerLines)
        if var fields = rows as? FieldRows {
            fields.base = lines
            rows = fields
        } else {
            rows = lines
        }
    }

    /// Makes room for rows that arrived after `start`.
    private mutating func widen(newRowsFrom start: Int, lines: LineRows) {
        if !(rows is FieldRows), measure == DisplayWidth() {
            // Plain lines: the widest was kept up while scanning.
            widen(to: lines.widestRow(width: measure, cap: Wheel.measureCap))
        } else {
            // Fields, icons or --ambiwide: measured as shown, each new row
            // once, skipping rows too short (in bytes) to be wider.
            let factor = measure.ambiguousIsWide ? 2 : 1
            widen(measuringFrom: start, width: measure) { row in lines.withRow(row) { $0.count } * factor }
        }
    }
}
