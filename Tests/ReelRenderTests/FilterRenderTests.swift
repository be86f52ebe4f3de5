import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender
import CoreTestSupport

/// `--filter` on screen: the wheel shows the matches, best first, with the
/// matched characters highlighted, and the toolbar the query line.
@Suite struct FilterRenderTests {
    let size = TerminalSize(columns: 60, rows: 24)
    static let rows = ["src/main.swift", "README.md", "src/picker/Wheel.swift", "docs/wheel.md", "Tests/WheelTests.swift"]

    func picker() -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: LineRows(Self.rows.joined(separator: "\n") + "\n"), alignment: .left)])
        state.edit(.filter(WheelFilter(wheel: 0)))
        return state
    }

    /// The characters of `line` drawn with the highlight (underlined).
    func highlighted(_ line: [Frame.Cell]) -> String {
        line.filter { $0.style.attributes.contains(.underline) }.map(\.text).joined()
    }

    @Test func theWheelShowsTheMatchesAndTheToolbarTheQueryLine() {
        var state = picker()
        let before = Renderer().render(state, size: size).text
        #expect(before.last?.hasPrefix(">   5/5") == true, "\(before)")
        for c in "wh" { _ = state.press(.character(c), at: 1) }
        let frame = Renderer().render(state, size: size)
        #expect(frame.text == [
            "                                              ",
            "                                              ",
            "            docs/wheel.md                     ",
            "            src/picker/Wheel.swift            ",
            "            Tests/WheelTests.swift            ",
            "> wh  3/5                             [ Done ]",
        ], "the toolbar keeps room for the query line from the start")
    }

    /// fzf's places: the word start after `/` in each row, "W" matched
    /// case-blind; the band's row and the others alike.
    @Test func matchedCharactersAreHighlighted() {
        var state = picker()
        for c in "wh" { _ = state.press(.character(c), at: 1) }
        let frame = Renderer().render(state, size: size)
        #expect(highlighted(frame.lines[2]) == "wh")
        #expect(highlighted(frame.lines[3]) == "Wh")
        // Exactly the characters: "docs/" before them is not.
        let band = frame.lines[2]
        #expect(band.firstIndex { $0.style.attributes.contains(.underline) } == 17)
        // An exact term and a suffix: each its own run.
        _ = state.press(.control("u"), at: 2)
        for c in "'src swift$" { _ = state.press(.character(c), at: 3) }
        let exact = Renderer().render(state, size: size)
        #expect(highlighted(exact.lines[2]) == "srcswift", "\(exact.text)")
    }

    @Test func noHighlightWithoutAQuery() {
        let frame = Renderer().render(picker(), size: size)
        #expect(frame.lines.dropLast().allSatisfy { highlighted($0).isEmpty })
    }
}
