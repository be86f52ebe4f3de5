/// One change to a text field's line, as the key table makes it from a
/// key or a bracketed paste. Positions move by grapheme cluster, so an
/// accent, a flag or a Hangul syllable is stepped over and deleted whole.
package enum TextEdit: Equatable, Sendable {
    /// A typed character, or a bracketed paste as one edit. CR, LF, CRLF
    /// and the other line breaks (VT, FF, NEL, U+2028, U+2029) and tab
    /// become one space each; other C0 and C1 controls, DEL and ESC are
    /// dropped. What would pass `maxLength` is cut off.
    case insert(String)
    /// One grapheme cluster left or right.
    case left, right
    /// To the start or the end of the line (Home/Ctrl-A, End/Ctrl-E).
    case home, end
    /// Backspace: the cluster before the cursor.
    case deleteBackward
    /// Delete: the cluster under the cursor.
    case deleteForward
    /// Ctrl-U: from the start of the line to the cursor.
    case deleteToStart
    /// Ctrl-K: from the cursor to the end of the line.
    case deleteToEnd
    /// Ctrl-W, as readline's unix-word-rubout: the whitespace just before
    /// the cursor, then the word of non-whitespace before that.
    case deleteWordBackward
}
