import ReelText
import ReelModel

/// What is said to ask a question: lines before it (a numbered list, the
/// preview pane's output, a summary), then the question itself, which the
/// answer is typed after on the same line: `분 (1–20) [10]: `.
package struct Prompt: Equatable, Sendable {
    package var lines: [String]
    package var question: String
    /// The answer is a secret (`--secret`): typed with the terminal's echo
    /// off, and a line ended for it, since its Enter is not echoed either.
    package var isSecret: Bool

    package init(lines: [String] = [], question: String, isSecret: Bool = false) {
        self.lines = lines
        self.question = question
        self.isSecret = isSecret
    }
}

/// The interview's next turn, on the picker as it is now: a question to
/// ask, or the end: lines to say, then the actions that accept.
package enum Turn: Equatable, Sendable {
    case ask(Prompt)
    case end(lines: [String], actions: [Action])
}
