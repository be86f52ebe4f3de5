import ReelText
import ReelModel

/// What an answer that was taken does: the actions it stands for, which
/// the session applies as the drawn picker applies a key's, and lines to
/// say before the next question (the matches of a search, the help).
package struct Reply: Equatable, Sendable {
    /// nil: the answer asked reel something (`?`) and changes nothing, not
    /// even the time since the last answer (`--timeout`); empty: the value
    /// is kept, which is an answer all the same.
    package var actions: [Action]?
    package var lines: [String]

    package init(actions: [Action]?, lines: [String] = []) {
        self.actions = actions
        self.lines = lines
    }
}
