import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelRender
import CoreTestSupport

/// Issue 42 items 8–10: a form's text, secret and switch on their lines:
/// the text with its cursor, a placeholder dim, a secret as bullets, a
/// switch as a toggle and its word.
@Suite struct EntryRenderTests {
    static let size = TerminalSize(columns: 50, rows: 20)

    static func form(name: String = "Jürgen", focused: Int = 0) -> PickerState {
        let time = PickerState(wheels: [Wheel(rows: ListRows(["13", "14", "15"])), Wheel(rows: ListRows(["04", "05", "06"]))])
        var state = PickerState(fields: [
            Form.Field(name: "Name", kind: .text(TextField(text: name, placeholder: "your name"))),
            Form.Field(name: "Password", kind: .text(TextField(text: "hunter2", isSecret: true))),
            Form.Field(name: "Time", picker: time),
            Form.Field(name: "Notify", kind: .toggle(SwitchField(isOn: true))),
        ], chrome: Chrome())
        state.edit(.showField(focused))
        return state
    }

    static func line(_ frame: Frame, _ prefix: String) -> Int? {
        frame.text.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) || $0.hasPrefix("› " + prefix) }
    }

    @Test func eachKindShowsOnItsLine() throws {
        let frame = Renderer().render(Self.form(), size: Self.size)
        let text = frame.text.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        #expect(text.contains("› Name      Jürgen"), "\(text)")
        #expect(text.contains("  Password  •••••••"), "the secret's characters are never drawn")
        #expect(text.contains("  Notify    ━━●  yes"))
        #expect(!frame.text.joined().contains("hunter2"))
    }

    @Test func theCursorIsACellInReverseVideoWhereTheNextCharacterGoes() throws {
        let renderer = Renderer()
        let frame = renderer.render(Self.form(), size: Self.size)
        let line = try #require(Self.line(frame, "Name"))
        let reversed = frame.lines[line].indices.filter { frame.lines[line][$0].style.attributes.contains(.reverse) }
        #expect(reversed.count == 1)
        let column = try #require(reversed.first)
        #expect(frame.lines[line][column].text == " " && frame.lines[line][column - 1].text == "n", "after the text")
        #expect(frame.cursor?.line == line && frame.cursor?.column == column)
        // Not focused: no cursor drawn.
        let other = renderer.render(Self.form(focused: 2), size: Self.size)
        #expect(!other.lines[line].contains { $0.style.attributes.contains(.reverse) })
    }

    @Test func anEmptyTextShowsItsPlaceholderDim() throws {
        let renderer = Renderer()
        let frame = renderer.render(Self.form(name: "", focused: 2), size: Self.size)
        let line = try #require(Self.line(frame, "Name"))
        #expect(frame.text[line].contains("your name"))
        let cells = frame.lines[line].filter { $0.text == "y" || $0.text == "o" }
        #expect(!cells.isEmpty && cells.allSatisfy { $0.style.attributes.contains(.dim) })
    }

    /// The form keeps its width as the text grows, and a long text scrolls
    /// inside its field, the cursor in view.
    @Test func aLongTextScrollsInsideItsField() throws {
        let renderer = Renderer()
        let short = renderer.render(Self.form(name: "A"), size: Self.size)
        let long = renderer.render(Self.form(name: String(repeating: "abcdefghij", count: 10) + "END"), size: Self.size)
        #expect(short.width == long.width)
        let line = try #require(Self.line(long, "Name"))
        #expect(long.text[line].contains("…") && long.text[line].contains("END"), "\(long.text[line])")
    }
}
