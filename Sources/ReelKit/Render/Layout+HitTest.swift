/// What lies under a cell of the picker, for the mouse.
public enum Hit: Equatable, Sendable {
    /// A wheel, `offset` rows from its band (negative above).
    case wheel(Int, offset: Int)
    case button(Focus)
}

extension Layout {
    /// The part of the picker at `line`, `column` of the frame (0-based,
    /// relative to the picker's first line), or nil for empty space.
    public func hit(line: Int, column: Int, state: PickerState, measure: DisplayWidth) -> Hit? {
        if line >= wheelTop, line < wheelTop + visibleRows {
            for (i, wheel) in columns.enumerated() {
                let end = wheel.start + 2 * Layout.margin + wheel.rowWidth + wheel.labelWidth
                if column >= wheel.start, column < end {
                    return .wheel(i, offset: line - wheelTop - band)
                }
            }
            return nil
        }
        if showsToolbar, line == wheelTop + visibleRows {
            for span in Toolbar.spans(state: state, width: width, measure: measure)
            where column >= span.start && column < span.start + span.width {
                return .button(span.button.focus)
            }
        }
        return nil
    }
}
