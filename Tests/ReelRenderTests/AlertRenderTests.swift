import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender

/// The alert drawn: its title, message and buttons, and no wheel's band.
@Suite struct AlertRenderTests {
    static let delete = PickerState.alert(title: "Delete 3 files?", message: "They go for good.", doneTitle: "Delete",
                                          cancelTitle: "Keep")

    @Test func titleMessageAndButtonsOnly() {
        let frame = Renderer().render(Self.delete, size: TerminalSize(columns: 60, rows: 24))
        #expect(frame.text == [
            "   Delete 3 files?  ",
            "  They go for good. ",
            "[ Keep ]  [ Delete ]",
        ])
        // No line has the band's background.
        let band = Theme.standard.band.background
        #expect(!frame.lines.flatMap { $0 }.contains { $0.style.background == band })
    }

    @Test func theCursorRestsOnTheFocusedButton() {
        let frame = Renderer().render(Self.delete, size: TerminalSize(columns: 60, rows: 24))
        #expect(frame.cursor?.line == 2)
    }

    /// A terminal of one line keeps the buttons, the title and message going first.
    @Test func aShortTerminalKeepsTheButtons() {
        let frame = Renderer().render(Self.delete, size: TerminalSize(columns: 60, rows: 1))
        #expect(frame.text.count == 1)
        #expect(frame.text[0].contains("[ Delete ]"))
    }

    /// In a border the title is set into its top edge, as a picker's.
    @Test func inABorder() {
        var appearance = Appearance()
        appearance.border = .rounded
        let frame = Renderer(appearance: appearance).render(Self.delete, size: TerminalSize(columns: 60, rows: 24))
        #expect(frame.text == [
            "╭── Delete 3 files? ───╮",
            "│   They go for good.  │",
            "│ [ Keep ]  [ Delete ] │",
            "╰──────────────────────╯",
        ])
    }
}
