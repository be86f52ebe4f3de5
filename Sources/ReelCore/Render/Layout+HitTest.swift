extension Layout {
    /// The part of the picker at `line`, `column` of the frame (0-based,
    /// relative to the frame's first line), or nil for empty space. A
    /// wheel's label belongs to the wheel, as it does on iOS.
    package func hit(line: Int, column: Int) -> Hit? {
        if let row = row(atLine: line) {
            for (i, wheel) in columns.enumerated() where (wheel.start..<(wheel.labelStart + wheel.labelWidth)).contains(column) {
                return .wheel(i, offset: row - band)
            }
            return nil
        }
        if line == toolbarLine {
            return buttons.first { $0.span.contains(column) }.map { .button($0.focus) }
        }
        return nil
    }
}
