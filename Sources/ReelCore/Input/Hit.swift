import ReelModel
import ReelText

/// What lies under a cell of the picker, for the mouse.
package enum Hit: Equatable, Sendable {
    /// A wheel, `offset` rows from its band (negative above).
    case wheel(Int, offset: Int)
    /// A list's row `row` of the `visible` on screen, counted from the top.
    case listRow(Int, row: Int, visible: Int)
    case button(Focus)
    /// A form's field line.
    case field(Int)
}
