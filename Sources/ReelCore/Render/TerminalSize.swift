import ReelInput
import ReelModel
import ReelText

/// A terminal's size in character cells.
public struct TerminalSize: Equatable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// What a terminal that reports no size is taken to be.
    public static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The largest size reel draws for: a terminal reporting more (up to
    /// 65535×65535) gets a frame of at most this many cells, at its top left,
    /// so frames, their diffs and memory stay bounded (SECURITY.md).
    public static let maximum = TerminalSize(columns: 1000, rows: 500)

    /// This size, no larger than `maximum`.
    package var capped: TerminalSize {
        TerminalSize(columns: min(columns, Self.maximum.columns), rows: min(rows, Self.maximum.rows))
    }
}
