import ReelCore

/// What the accessible session reads: an answer, the end of the
/// terminal's input, or one of the model's own events.
package enum LineEvent: Equatable, Sendable {
    /// A line typed, its line ending gone.
    case line(String)
    /// ctrl+d: the terminal's end of input, which cancels.
    case endOfInput
    case model(Event)
}
