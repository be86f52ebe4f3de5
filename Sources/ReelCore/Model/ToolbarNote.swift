import ReelText

/// One thing the toolbar may say beside its buttons, with how much it
/// matters, so that a toolbar too narrow for everything keeps what matters
/// most. Each feature says its own (`Finder.note`, `Streaming.note`, …);
/// `PickerState.notes` puts them together.
package struct ToolbarNote: Equatable, Sendable {
    /// From most to least important.
    package enum Rank: Int, Comparable, Sendable {
        /// What the person is typing (a `/` search).
        case typing
        /// Why a wheel is empty or its rows stopped: a command's failure, a read error.
        case error
        /// `--timeout`'s last seconds.
        case countdown
        /// An accept waiting for rows (`HeldAccept`): why Enter ended nothing.
        case accepting
        /// Rows still arriving.
        case loading
        /// Where the band is in a long list (`12/304`).
        case position
        /// Anything else: a weekday, the program's status.
        case info

        package static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    package var rank: Rank
    package var text: String
    /// A search shows its end, where the typing is; other notes their start.
    package var keepsEnd: Bool

    package init(_ rank: Rank, _ text: String, keepsEnd: Bool = false) {
        self.rank = rank
        self.text = text
        self.keepsEnd = keepsEnd
    }
}
