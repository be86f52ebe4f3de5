import ReelCore

/// What a session shows the person and how it hears them: the one part
/// of a running picker that differs between the drawn picker
/// (`DrawnView`: raw keys, layout, frames) and the questions (`AskedView`:
/// cooked lines, `Interview`). The `Session` owns the rest — the sources of
/// events, the state and every change to it, the commands, stdout's queue,
/// the way out — so a new view is this protocol and nothing else.
package protocol SessionView: AnyObject {
    /// How this view reads the terminal: keys or lines.
    var reader: any TerminalReader { get }
    /// Before the first turn: the terminal taken, or the opening said.
    func open(_ state: PickerState, at now: Double)
    /// The start of a turn: what changed drawn, or the next question
    /// asked. Says what the loop does next: wait (until when, and whether
    /// the terminal is read meanwhile), deliver an event the view made
    /// (the questions' last answer), or end (the terminal is gone).
    /// `dying` ends reel on a fatal signal that arrives where the loop
    /// cannot be returned to (a slow terminal taking a frame).
    func turn(_ state: PickerState, at now: Double, dying: (Int32) -> Never) -> ViewTurn
    /// An event read, in the model's words; nil when it is the view's own
    /// (a new size, a terminal's reply).
    func translate(_ event: LoopEvent, _ state: PickerState, at now: Double) -> Event?
    /// The view's part of what the state asked for: `.relayout`,
    /// `.redrawAll`, `.suspend` (commands are paused around it), `.resume`.
    func perform(_ effect: Effect, _ state: PickerState)
    /// After the last turn, on every way out: the terminal given back as
    /// it was found, the last words said.
    func close(_ exit: Exit<Ending>, _ state: PickerState)
}

/// What a view's turn asks the loop for.
package enum ViewTurn: Equatable {
    case wait(until: Double?, reading: Bool)
    case deliver(Event)
    case end(Exit<Ending>)
}

extension SessionView {
    package func perform(_ effect: Effect, _ state: PickerState) {}
    package func close(_ exit: Exit<Ending>, _ state: PickerState) {}
}
