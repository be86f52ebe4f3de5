import ReelInput
import ReelModel
import ReelText

/// One screenful of the picker as a value: lines of cells, every line
/// exactly `width` columns. A wide glyph fills its cell and the next one,
/// which is a continuation (width 0, empty text).
public struct Frame: Equatable, Sendable {
    package struct Cell: Hashable, Sendable {
        package var text: String
        package var width: Int
        package var style: Style

        package init(_ text: String, width: Int = 1, style: Style = .plain) {
            self.text = text
            self.width = width
            self.style = style
        }

        package static let blank = Cell(" ")
        static let continuation = Cell("", width: 0)
        package var isContinuation: Bool { width == 0 }
    }

    /// A place in the frame: a line and a column, 0-based.
    package struct Cursor: Equatable, Sendable {
        package var line: Int
        package var column: Int
        /// Columns of the choice from `column` (its text, whole glyphs).
        package var width: Int

        package init(line: Int, column: Int, width: Int = 0) {
            self.line = line
            self.column = column
            self.width = width
        }
    }

    public var width: Int
    package var lines: [[Cell]]
    /// Where the terminal's (hidden) cursor rests once the frame is shown:
    /// on the focused wheel's band, where its chosen text starts, so that
    /// screen magnifiers and readers that follow the cursor land on the
    /// choice. A change on its line rewrites the whole choice, last (see
    /// FrameDiff), so a reader that speaks what is written hears the new
    /// value, not the one digit that changed. nil: the frame's top-left corner.
    package var cursor: Cursor?

    package init(width: Int, lines: [[Cell]] = []) {
        self.width = width
        self.lines = lines
    }

    /// The text of each line, trailing spaces kept: what tests compare.
    public var text: [String] {
        lines.map { $0.map(\.text).joined() }
    }
}
