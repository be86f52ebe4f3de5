import ReelInput
import ReelModel
import ReelText

extension Layout {
    /// The part of the picker at `line`, `column` of the frame (0-based,
    /// relative to the frame's first line), or nil for empty space. A
    /// wheel's label belongs to the wheel, as it does on iOS.
    package func hit(line: Int, column: Int) -> Hit? {
        if let row = row(atLine: line) {
            // A list's row is hit across the whole line.
            if isList, let i = order.first, content.columns.contains(column) { return .listRow(i, row: row, visible: visibleRows) }
            for i in order where (columns[i].start..<(columns[i].labelStart + columns[i].labelWidth)).contains(column) {
                return .wheel(i, offset: row - band)
            }
            return nil
        }
        if let field = field(atLine: line), content.columns.contains(column) { return .field(field) }
        if line == toolbarLine {
            return buttons.first { $0.span.contains(column) }.map { .button($0.focus) }
        }
        return nil
    }
}
