import ReelText

/// Why an answer was not taken: one line said before the question is
/// asked again. The words are written here and only here.
package enum AnswerError: Error, Equatable, Sendable {
    /// A value outside a range, or a number outside a numbered list.
    case notBetween(String, low: String, high: String)
    /// A number between a stepped range's ends but not on a step.
    case offStep(String, step: Int, low: String, high: String)
    /// Text that is no row of a short list.
    case notInList(String)
    /// Text no row of a long list contains.
    case noMatch(String)
    /// More rows than `--multi=N` lets be checked.
    case tooMany(given: Int, limit: Int)
    /// One row asked for, several given.
    case onlyOne(String)
    /// A preset's answer that does not fit it, and what does.
    case unfit(String, expected: String)
    /// A date in the right format that no calendar has (2026-02-30).
    case impossible(String, reason: String)
    /// The wheel has no rows (its command failed, its input gave none, a
    /// tree's branch has no children), with why when it is known.
    case nothingToChoose(because: String?)
    /// The last question takes yes or no.
    case yesOrNo(String)
    /// An alert's answer that names none of its buttons, or the start of
    /// several (`buttons`: those it could be).
    case notAButton(String, buttons: [String])
    /// A `--required` text left empty, by the field's name.
    case required(String)
    /// A text longer than `--max-length`: the field's name, the cap, and
    /// how many characters were typed (nil for a secret, kept unsaid).
    case tooLong(String, limit: Int, given: Int?)
    /// A switch answered with other than y, yes, n or no.
    case notYesOrNo(String)

    package var message: String {
        switch self {
        case .notBetween(let text, let low, let high): "\(text) is not between \(low) and \(high)"
        case .offStep(let text, let step, let low, let high): "\(text) is not one of \(low) to \(high) in steps of \(step)"
        case .notInList(let text): "\(text) is not in the list: type its number or its text"
        case .impossible(let text, let reason): "\(text): \(reason)"
        case .noMatch(let text): "no row contains \(text)"
        case .tooMany(let given, let limit): "\(given) chosen, but at most \(limit) may be"
        case .onlyOne(let text): "\(text): choose one"
        case .unfit(let text, let expected): "\(text) does not fit: expected \(expected)"
        case .nothingToChoose(let reason): "nothing to choose from" + (reason.map { ": " + $0 } ?? "")
        case .yesOrNo(let text): "\(text): answer y (or Enter) to accept, n to answer again"
        case .notAButton(let text, let buttons): "\(text): answer " + buttons.joined(separator: " or ")
        case .required(let name): "\(name) is required"
        case .tooLong(let name, let limit, let given):
            "\(name) takes at most \(limit) " + (limit == 1 ? "character" : "characters") + (given.map { ", not \($0)" } ?? "")
        case .notYesOrNo(let text): "\(text) is not yes or no: answer y or n"
        }
    }
}
