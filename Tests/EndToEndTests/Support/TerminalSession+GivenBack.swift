import Testing

extension TerminalSession {
    /// Everything reel changes, back as it was: termios (`stty -g`), the
    /// cursor, mouse and paste reporting, the alternate screen.
    func expectGivenBack(sourceLocation: SourceLocation = #_sourceLocation) {
        let screen = self.screen
        #expect(terminalAttributesRestored(), "stty -g differs", sourceLocation: sourceLocation)
        #expect(screen.isCursorVisible, "cursor hidden", sourceLocation: sourceLocation)
        #expect(!screen.isMouseReportingEnabled, "mouse reporting left on", sourceLocation: sourceLocation)
        #expect(!screen.modes.contains(Screen.Mode.bracketedPaste), "bracketed paste left on", sourceLocation: sourceLocation)
        #expect(!screen.isAlternateScreen, "alternate screen left on", sourceLocation: sourceLocation)
    }
}
