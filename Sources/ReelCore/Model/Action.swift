import ReelText

/// What a person can ask the picker to do, whatever key or button said it.
package enum Action: Equatable, Sendable {
    case up, down, pageUp, pageDown, home, end
    /// Focus the wheel to the left or right, stopping at the ends.
    case left, right
    /// Focus the next or previous stop (wheels, then buttons), wrapping.
    case next, previous
    /// Enter: press the focused button, or accept from a wheel.
    case activate
    case accept, cancel
    /// Ctrl-C typed in the picker.
    case interrupt
    /// A character typed at `time` (seconds): type-ahead digits, or search text.
    case typed(Character, at: Double)
    /// Text pasted at `time`, as one edit: search text, else its digits.
    case pasted(String, at: Double)
    /// Backspace at `time`: shortens the type-ahead prefix or the search.
    case erase(at: Double)
    /// `/`: start searching the focused wheel.
    case beginSearch
    /// `n` / `N` after a search: the next / previous row matching it, wrapping.
    case nextMatch, previousMatch
    /// The mouse wheel over a wheel.
    case spin(wheel: Int, by: Int)
    /// A click on a row of a wheel.
    case choose(wheel: Int, row: Int)
    /// A click on a button.
    case press(Focus)
    /// A click on a wheel that only focuses it.
    case focus(Focus)
    /// A click on a form's field line: the picker shows that field.
    case focusField(Int)
    /// Space on a multi-select wheel: check or uncheck the band's row.
    case check
    /// Ctrl-A on a multi-select wheel: check every row (up to its limit),
    /// or none when that is what is checked.
    case checkAll
    /// `?`: show the keys until the next key.
    case showKeys
    /// ctrl+l: forget what the terminal shows and draw it all again.
    case redraw
    /// ctrl+z: give the terminal back and stop, as a shell job.
    case suspend
    /// An editing key in a text field (←, ctrl+k…).
    case edit(TextEdit)
    /// Space, ← or → on a switch: on becomes off, off on.
    case flip
}
