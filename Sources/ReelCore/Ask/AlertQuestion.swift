import ReelText
import ReelModel

/// The alert asked in words: `Delete 3 files? [Delete/keep] `. Done's
/// title comes first, capitalised, as the answer Enter gives; the other
/// buttons follow lower-case in the toolbar's order (Cancel, then the
/// `--button`s), as `[Y/n]` shows its default. An answer is a button's
/// title, in any case, or the start of only one.
package struct AlertQuestion: Equatable, Sendable {
    package struct Choice: Equatable, Sendable {
        package var button: Focus
        /// Safe text already.
        package var title: String
    }

    /// Done first, then the others as the toolbar draws them.
    package let choices: [Choice]
    /// The title, else the message: what is asked.
    private let asked: String

    package init(_ state: PickerState) {
        let chrome = state.chrome
        var choices = [Choice(button: .done, title: SafeText.line(chrome.doneTitle))]
        if let cancel = chrome.cancelTitle { choices.append(Choice(button: .cancel, title: SafeText.line(cancel))) }
        for (index, button) in chrome.buttons.enumerated() {
            choices.append(Choice(button: .button(index), title: SafeText.line(button.title)))
        }
        self.choices = choices
        asked = SafeText.line(chrome.title ?? chrome.message ?? "")
    }

    /// Said before the question: the message, when the title is the question.
    package func opening(_ state: PickerState) -> [String] {
        guard state.chrome.title != nil, let message = state.chrome.message else { return [] }
        return [SafeText.line(message)]
    }

    /// `Delete 3 files? [Delete/keep/later] `.
    package var prompt: String {
        let offered = choices.enumerated().map { index, choice in
            index == 0 ? choice.title.prefix(1).uppercased() + choice.title.dropFirst() : choice.title.lowercased()
        }
        return (asked.isEmpty ? "" : asked + " ") + "[" + offered.joined(separator: "/") + "] "
    }

    /// `?`: how to answer.
    package var help: String {
        "Type a button's name (" + choices.map(\.title).joined(separator: ", ")
            + ") or its first letters; Enter alone is " + choices[0].title + "."
    }

    /// The button `text` names (trimmed already): empty is Done; a title
    /// in any case; else the start of exactly one title.
    package func read(_ text: String) -> Result<Focus, AnswerError> {
        guard !text.isEmpty else { return .success(.done) }
        let typed = text.lowercased()
        if let exact = choices.first(where: { $0.title.lowercased() == typed }) { return .success(exact.button) }
        let starting = choices.filter { $0.title.lowercased().hasPrefix(typed) }
        if starting.count == 1 { return .success(starting[0].button) }
        let said = SafeText.line(text)
        if starting.isEmpty { return .failure(.notAButton(said, buttons: choices.map(\.title))) }
        return .failure(.notAButton(said, buttons: starting.map(\.title)))
    }
}
