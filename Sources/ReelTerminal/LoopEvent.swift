import ReelCore

/// What the event loop reads, before the model sees it: keys and mouse
/// reports as the decoder gave them (the key table and the layout turn
/// them into actions), a new terminal size (the session's, not the
/// model's), and everything else as the model's own events.
package enum LoopEvent: Equatable, Sendable {
    case key(Key)
    case resized(TerminalSize)
    case model(Event)
}
