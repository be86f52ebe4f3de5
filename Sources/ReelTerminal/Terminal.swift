import ReelCore

/// The terminal a picker runs on, as the loop uses it: raw mode taken and
/// given back, its size, keys read and frames written. `TTY` (`/dev/tty`)
/// is the real one; a test plays one without a pseudo-terminal.
package protocol Terminal: AnyObject {
    /// Keys byte by byte, unechoed, ctrl+c and ctrl+z as bytes.
    func enterRawMode()
    /// The attributes found at start, exactly.
    func restore()
    /// The attributes found at start without echo: a secret typed in the
    /// terminal's own line mode, unseen; `restore` shows typing again.
    func hideTyping()
    /// What to write, beside the attributes found at start, if reel
    /// crashes while the terminal is taken (`CrashRestore`); a terminal
    /// that is no `/dev/tty` ignores it.
    func restoresOnCrash(_ bytes: [UInt8])
    /// The size it reports, capped at `TerminalSize.maximum`; 80×24 when none.
    func size() -> TerminalSize
    /// All of `bytes`; false when the terminal is gone.
    @discardableResult func write(_ bytes: [UInt8]) -> Bool
    /// All of a frame's bytes, calling `interrupted` whenever `signals`
    /// (the loop's signal pipe) becomes readable while the terminal is slow
    /// to take them; false when it is gone.
    func writeFrame(_ bytes: [UInt8], watching signals: Int32, interrupted: () -> Void) -> Bool
    /// What is there to read, at most `max` bytes: empty when nothing is,
    /// nil when the terminal hung up or failed.
    func read(max: Int) -> [UInt8]?
}

extension Terminal {
    package func restoresOnCrash(_ bytes: [UInt8]) {}

    @discardableResult
    package func write(_ text: String) -> Bool { write(Array(text.utf8)) }
}

extension TTY: Terminal {}
