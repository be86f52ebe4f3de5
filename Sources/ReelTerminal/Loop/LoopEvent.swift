import ReelCore

/// What the session's loop reads, before the view and the model see it:
/// the terminal's input as the view reads it (keys from a raw terminal,
/// lines from a cooked one), a new terminal size, and everything else as
/// the model's own events. The view turns its part into the model's words.
package enum LoopEvent: Equatable, Sendable {
    /// A key or a mouse report, as the decoder gave it.
    case key(Key)
    /// A line typed, its line ending gone.
    case line(String)
    /// ctrl+d on a cooked terminal: its end of input.
    case endOfInput
    case resized(TerminalSize)
    case model(Event)
}
