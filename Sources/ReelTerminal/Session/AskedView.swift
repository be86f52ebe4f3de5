import ReelCore
import ReelSystem

/// The picker as questions (`Interview`) on a terminal left exactly as it
/// is, in cooked mode, so the terminal's own line editing and echo serve
/// the answers: plain lines out, not one escape sequence (no colour, no
/// cursor movement, no mouse or paste mode, no query); an answer a line
/// in, turned into the actions keys would have been. A question that
/// follows a command's rows is asked once they are in; meanwhile signals
/// (ctrl+c) still end it. The one change to the terminal: its echo is off
/// while a secret is typed, and the attributes found are put back as soon
/// as its line is in, and on every way out.
package final class AskedView: SessionView {
    package let reader: any TerminalReader = LineReader()
    private var interview: Interview
    private let terminal: any Terminal
    private let poller: any Poller
    /// A question is out and waits for its answer.
    private var asked = false
    /// Its answer was typed before it was asked (while a command made its
    /// rows): the terminal echoed it then, so the question's line is not
    /// ended by it.
    private var typedAhead = false
    /// A secret's question is out: the echo is off until its line is in.
    private var hiding = false
    /// What was written last ended its line (a question waits at the end
    /// of one): what ends the session starts a new line first.
    private var atLineStart = true
    /// When the interview opened: rows streaming in are waited for a
    /// moment from then (`Interview.streamGrace`).
    private var opened = 0.0

    package init(state: PickerState, terminal: any Terminal, poller: any Poller) {
        interview = Interview(state)
        self.terminal = terminal
        self.poller = poller
    }

    /// Nothing of the terminal is taken: its attributes are touched only
    /// while a secret is typed. Signals are caught, to end cleanly (and
    /// give the echo back).
    package func open(_ state: PickerState, at now: Double) {
        poller.catchSignals()
        opened = now
        say(interview.opening(state))
    }

    /// The next question, once the rows it is about are in; the last
    /// answer's actions when there is none left.
    package func turn(_ state: PickerState, at now: Double, dying: (Int32) -> Never) -> ViewTurn {
        if !asked, !interview.awaitsRows(state) {
            if let until = interview.waitsForStream(state, opened: opened, at: now) {
                return .wait(until: min(until, state.nextTick() ?? until), reading: false)
            }
            switch interview.next(state) {
            case .ask(let prompt):
                say(prompt.lines)
                // Looked at before the question is written: a line there
                // now was echoed before it; one that comes later, after.
                typedAhead = reader.hasBacklog || poller.wait(on: [.terminal], milliseconds: 0)?.first == .readable
                if prompt.isSecret {
                    // Off before the question is out: nothing typed after
                    // it is seen.
                    terminal.hideTyping()
                    hiding = true
                }
                write(prompt.question)
                asked = true
            case .end(let lines, let actions):
                say(lines)
                return .deliver(.input(actions))
            }
        }
        return .wait(until: state.nextTick(), reading: asked)
    }

    package func translate(_ event: LoopEvent, _ state: PickerState, at now: Double) -> Event? {
        switch event {
        case .line(let line):
            // The terminal echoed the answer and its Enter (before the
            // question, when typed ahead); a secret's Enter it did not.
            atLineStart = !typedAhead
            asked = false
            if hiding {
                showTyping()
                if !typedAhead { write("\n") }
            }
            switch interview.answer(line, state: state, at: now) {
            case .failure(let error):
                say([error.message])
                return nil
            case .success(let reply):
                say(reply.lines)
                return reply.actions.map { .input($0) }
            }
        case .endOfInput: return .input([.cancel])
        case .model(let event): return event
        // Nothing is drawn: a new size changes nothing that is said.
        case .key, .resized: return nil
        }
    }

    package func perform(_ effect: Effect, _ state: PickerState) {
        guard effect == .suspend else { return }
        // Stopped like any job; when continued, the question is asked again.
        showTyping()
        newLine()
        poller.releaseSignals()
        poller.stopAsJob()
        poller.catchSignals()
        asked = false
    }

    /// The last words: a fresh line after a question left waiting (the
    /// shell's prompt does not land on it), and why the picker ended when
    /// the person did not end it.
    package func close(_ exit: Exit<Ending>, _ state: PickerState) {
        showTyping()
        newLine()
        if case .ended(let ending) = exit { say(Interview.closing(ending, state: state)) }
        poller.releaseSignals()
    }

    /// The echo back, exactly as found, when a secret's question turned it off.
    private func showTyping() {
        guard hiding else { return }
        terminal.restore()
        hiding = false
    }

    private func newLine() {
        if !atLineStart { write("\n") }
    }

    /// Plain lines: safe text already (the interview made them so).
    private func say(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        newLine()
        write(lines.map { $0 + "\n" }.joined())
    }

    private func write(_ text: String) {
        guard !text.isEmpty else { return }
        terminal.write(text)
        atLineStart = text.hasSuffix("\n")
    }
}
