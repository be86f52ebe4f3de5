import ReelCore

/// Where on the screen the picker is drawn: the whole alternate screen
/// (`--fullscreen`), or lines reserved below the cursor, found with a
/// cursor-position query. Returns the bytes to write rather than writing
/// them, so the session puts them inside the next synchronized frame.
package struct InlineRegion {
    package let fullscreen: Bool
    /// The screen row (0-based) of the picker's first line, when known.
    package private(set) var top: Int?
    /// Lines below the first that belong to the picker.
    private var reserved = 0
    /// Until when the first frame waits for the terminal to say where the
    /// cursor is; terminals that never answer cost at most this long.
    package private(set) var locatingUntil: Double?
    /// Bytes for the next frame: a fresh line, an erase.
    private var pending = ""

    /// How long a terminal has to answer the cursor position query.
    static let locateTimeout = 0.25

    package init(fullscreen: Bool) {
        self.fullscreen = fullscreen
        top = fullscreen ? 0 : nil
    }

    /// Asks where the cursor is (at start, and after a suspend, when the
    /// shell has printed below): returns the query to write.
    package mutating func locate(at now: Double) -> String {
        reserved = 0
        guard !fullscreen else { return "" }
        top = nil
        locatingUntil = now + Self.locateTimeout
        return ANSI.queryCursorPosition
    }

    /// Whether the first frame must still wait for the cursor's position.
    package func isLocating(at now: Double) -> Bool { locatingUntil.map { now < $0 } ?? false }

    /// The terminal's answer (1-based): start on a fresh line when the
    /// cursor is mid-line.
    package mutating func located(row: Int, column: Int) {
        guard locatingUntil != nil else { return }
        locatingUntil = nil
        top = row - 1
        if column > 1 {
            // Before anything already pending (the first frame's erase),
            // which must happen on the fresh line, not the shell's.
            pending = "\r\n" + pending
            top = row
        }
    }

    /// The terminal reflowed the frame shown into `height` lines of a
    /// screen now `screenRows` high: the next frame starts where its
    /// first line went, found without the cursor, which terminals move
    /// with the text or not (kitty 0.26 leaves it where it was when the
    /// reflowed text pushes the screen up). The frame is the screen's last
    /// text: when the reflowed lines overflow, they end on its last line,
    /// else its first stays where it was. Where the region is not known
    /// (no answer to the position query), from the cursor: `above` lines
    /// up, as a terminal that moves it with its text has it.
    package mutating func reflowed(height: Int, above: Int, screenRows: Int) {
        guard !fullscreen else { return }
        reserved = 0
        if let known = top {
            let first = max(0, min(known, screenRows - height))
            top = first
            pending = ANSI.line(first) + pending
        } else {
            pending = ANSI.cursorUp(above) + "\r" + pending
        }
    }

    /// Forget what is drawn: the next frame starts from a clear region.
    package mutating func clear() {
        pending += fullscreen ? ANSI.home + ANSI.eraseScreen : "\r" + ANSI.eraseBelow
    }

    /// The bytes that go before a frame of `height` lines on a screen of
    /// `screenRows`: pending moves, then lines reserved below the cursor,
    /// scrolling the screen up when the cursor is near the bottom.
    package mutating func prepare(height: Int, screenRows: Int) -> String {
        var out = pending
        pending = ""
        // The alternate screen is all the picker's: nothing to scroll.
        guard !fullscreen, height - 1 > reserved else { return out }
        out += ANSI.cursorDown(reserved) + String(repeating: "\n", count: height - 1 - reserved)
        out += ANSI.cursorUp(height - 1) + "\r"
        reserved = height - 1
        // Lines that did not fit below pushed the screen (and the picker) up.
        if let known = top { top = min(known, max(0, screenRows - height)) }
        return out
    }

    /// What lies under a mouse report, or nil while the region is unknown.
    package func hit(_ mouse: Mouse, in layout: Layout) -> Hit? {
        guard let top else { return nil }
        return layout.hit(line: mouse.row - top, column: mouse.column)
    }

    /// The bytes that remove the picker: the alternate screen left, or
    /// the reserved lines erased with the cursor back where it was.
    package var erase: String {
        fullscreen ? ANSI.leaveAlternateScreen : "\r" + ANSI.eraseBelow
    }
}
