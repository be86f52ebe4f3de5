import ReelText

/// Wheels asked as one question and answered with one typed text, as a
/// preset's wheels are (a date as `YYYY-MM-DD`, a duration as `H:MM:SS`).
/// The preset (Spec/) conforms and reads the answer as it reads its
/// `--select`, so the words and the checks (`--min`/`--max`, the minute
/// interval) are its own; the model only keeps it beside its wheels.
package protocol TypedAnswer: Sendable {
    /// What the question is called when no field names it: `Date`.
    var name: String { get }
    /// What the question says it takes: `YYYY-MM-DD`, with its bounds or steps.
    var accepts: String { get }
    /// An answer it takes, for the help of `?`: `2026-02-14`.
    var example: String { get }
    /// The wheels' values (as printed) written as an answer: `2026-02-14`.
    func answer(values: [[UInt8]]) -> String
    /// The row each of its wheels takes for `text`, in wheel order.
    func rows(for text: String) throws(AnswerError) -> [Int]
}
