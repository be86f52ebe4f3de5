import ReelText
@testable import ReelRows
@testable import ReelModel
@_exported import ReelAsk

/// A test of the accessible mode's questions: what is asked next, an
/// answer applied as the session applies it, and the end.
package protocol InterviewDriving {}

extension InterviewDriving {
    /// The question asked next, as written (lines, then the question).
    package func asked(_ interview: inout Interview, _ state: PickerState) -> [String] {
        guard case .ask(let prompt) = interview.next(state) else { return ["(end)"] }
        return prompt.lines + [prompt.question]
    }

    /// Answers, applying what it does to the state as the session does;
    /// the error's words when it is not taken.
    @discardableResult
    package func answer(_ line: String, _ interview: inout Interview, _ state: inout PickerState, at now: Double = 0) -> String? {
        switch interview.answer(line, state: state, at: now) {
        case .failure(let error): return error.message
        case .success(let reply):
            if let actions = reply.actions { _ = state.apply(.input(actions), at: now) }
            return reply.lines.isEmpty ? nil : reply.lines.joined(separator: "\n")
        }
    }

    /// Whether the interview is over, the last answer accepting.
    package func ends(_ interview: inout Interview, _ state: PickerState) -> Bool {
        interview.next(state) == .end(lines: [], actions: [.accept])
    }
}
