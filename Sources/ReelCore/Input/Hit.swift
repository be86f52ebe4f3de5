import ReelModel
import ReelText

/// What lies under a cell of the picker, for the mouse.
package enum Hit: Equatable, Sendable {
    /// A wheel, `offset` rows from its band (negative above).
    case wheel(Int, offset: Int)
    case button(Focus)
    /// A form's field line.
    case field(Int)
}
