/// Waits that know how reel draws.
extension TerminalSession {
    /// Waits until reel has handled every key sent so far, for keys that
    /// show nothing (Enter on an empty wheel): it opens a search with `/`,
    /// whose prompt shows only once the keys before it are handled (keys
    /// are handled in order), then closes it again with Esc. Instead of a
    /// sleep that may be too short on a busy machine.
    func waitUntilKeysAreHandled() throws {
        send("/")
        try waitForScreen { $0.showsSearchPrompt }
        send(Keys.escape)
        try waitForScreen { !$0.showsSearchPrompt }
    }
}

extension Screen {
    /// The toolbar shows a `/` search being typed (in place of the buttons).
    var showsSearchPrompt: Bool {
        lines.contains { line in line.drop { $0 == " " || $0 == "│" }.hasPrefix("/") }
    }
}
