import Foundation

/// What the child reads on fd 0. Keys always come from /dev/tty, so data on
/// stdin and keys on the terminal can be tested together, as `ls | reel`.
enum StdinSource: Sendable {
    /// fd 0 is the terminal, as in an interactive shell.
    case terminal
    /// `</dev/null`, as cron gives.
    case null
    /// These bytes, from an already unlinked temporary file.
    case data(Data)
    /// A path the child opens, as `<file`.
    case file(String)
    /// A pipe the test writes with `writeStdin` and ends with `closeStdin`:
    /// rows that arrive while the picker is already up.
    case pipe

    static func text(_ text: String) -> StdinSource { .data(Data(text.utf8)) }
}
