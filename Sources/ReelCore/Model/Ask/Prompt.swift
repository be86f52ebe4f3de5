import ReelText

/// What is said to ask a question: lines before it (a numbered list, the
/// preview pane's output, a summary), then the question itself, which the
/// answer is typed after on the same line: `분 (1–20) [10]: `.
package struct Prompt: Equatable, Sendable {
    package var lines: [String]
    package var question: String

    package init(lines: [String] = [], question: String) {
        self.lines = lines
        self.question = question
    }
}

/// The interview's next turn, on the picker as it is now: a question to
/// ask, or the end: lines to say, then the actions that accept.
package enum Turn: Equatable, Sendable {
    case ask(Prompt)
    case end(lines: [String], actions: [Action])
}
