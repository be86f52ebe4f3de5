import Foundation

/// Waits that know how the accessible mode asks: each question ends
/// `): ` or `]: `, where the answer is typed, or, a form's text or switch,
/// `? ` or `? [Jürgen] `, and is answered with a line.
extension TerminalSession {
    /// Questions asked so far (asked again after a wrong answer counts again).
    var questionsAsked: Int {
        let text = String(decoding: raw, as: UTF8.self)
        return text.components(separatedBy: "]: ").count - 1 + text.components(separatedBy: "): ").count - 1
            + text.matches(of: Self.entryQuestion).count
    }

    /// `Name? `, `Name (required)? `, `Notify? [Y/n] `: a `?` after a name
    /// or its needs (not `(? says…`), then a default in brackets not
    /// followed by `:` (`Done? [Y/n]: ` is counted by its `]: `).
    nonisolated(unsafe) static let entryQuestion = /[^\s(]\? (?:\[[^\]\r\n]*\] (?!:)|(?!\[))/

    /// Types each line once the question it answers has been asked, Enter
    /// after it, as a person at the terminal would: the first line answers
    /// question `first` (counted from 0, from the start), the next the one after.
    func answer(_ lines: [String], startingAt first: Int = 0) throws {
        for (index, line) in lines.enumerated() {
            try waitForScreen { _ in self.questionsAsked > first + index }
            send(line + Keys.enter)
        }
    }

    /// What the terminal shows, a line per line, trailing blank lines left out.
    var transcript: String {
        var lines = screen.lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
