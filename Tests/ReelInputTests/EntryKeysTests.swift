import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
import CoreTestSupport

/// Issue 42 items 8 and 10: a text field and a switch in the running
/// form, driven by keys through the key table as the session drives them.
@Suite struct EntryKeysTests {
    /// Name (a text), List (a wheel), Notify (a switch); a `--button`
    /// pressed by `e`.
    static func form(text: String = "") -> PickerState {
        let list = PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c"]))])
        var state = PickerState(fields: [Form.Field(name: "Name", kind: .text(TextField(text: text))),
                                         Form.Field(name: "List", picker: list),
                                         Form.Field(name: "Notify", kind: .toggle(SwitchField()))], chrome: Chrome())
        var chrome = state.chrome
        chrome.buttons = [ToolbarButton(title: "Edit", keyName: "e")]
        state.edit(.chrome(chrome))
        return state
    }

    static func text(_ state: PickerState) -> String { (state.form.fields[0].entry as? TextField)?.text ?? "?" }

    static func type(_ text: String, into state: inout PickerState) {
        for character in text { _ = state.press(.character(character), at: 1) }
    }

    /// Keys that spin, search, check, press a button or cancel elsewhere
    /// are text here.
    @Test func everyPrintableKeyIsText() {
        var state = Self.form()
        Self.type("jkq g/?n e 1", into: &state)
        #expect(Self.text(state) == "jkq g/?n e 1")
        #expect(state.form.shown == 0 && state.focus == .entry)
    }

    @Test func theEditingKeysOfAShellLine() {
        var state = Self.form(text: "hello big world")
        func keys(_ keys: Key...) { for key in keys { _ = state.press(key, at: 1) } }
        keys(.control("w"))
        #expect(Self.text(state) == "hello big ")
        keys(.left, .left, .backspace)
        #expect(Self.text(state) == "hello bg ")
        keys(.home, .delete)
        #expect(Self.text(state) == "ello bg ")
        keys(.control("e"), .character("!"), .control("a"), .character(">"))
        #expect(Self.text(state) == ">ello bg !")
        keys(.right, .control("k"))
        #expect(Self.text(state) == ">e")
        keys(.left, .control("u"))
        #expect(Self.text(state) == "e")
        keys(.end, .control("b"), .control("d"), .control("f"))
        #expect(Self.text(state) == "")
    }

    /// A bracketed paste is one edit, its newlines spaces.
    @Test func aPasteIsOneEdit() {
        var state = Self.form()
        let actions = KeyMap.actions(for: .paste(Array("one\ntwo\r\nthree".utf8)), in: KeyMap.Context(state), at: 1)
        #expect(actions.count == 1)
        _ = state.apply(.input(actions), at: 1)
        #expect(Self.text(state) == "one two three")
    }

    @Test func tabLeavesEnterAcceptsEscCancels() {
        var state = Self.form(text: "x")
        _ = state.press(.tab, at: 1)
        #expect(state.form.shown == 1 && state.focus == .wheel(0))
        _ = state.press(.shiftTab, at: 1)
        #expect(state.focus == .entry)
        #expect(state.press(.enter, at: 1).contains(.finish(.accepted)))
        var other = Self.form()
        #expect(other.press(.escape, at: 1).contains(.finish(.cancelled)))
    }

    @Test func spaceArrowsAndHLFlipASwitch() {
        var state = Self.form()
        _ = state.press(.tab, at: 1)
        _ = state.press(.tab, at: 1)
        #expect(state.form.shown == 2 && state.focus == .entry)
        var seen: [Bool] = []
        for key in [Key.character(" "), .left, .right, .character("h"), .character("l")] {
            _ = state.press(key, at: 1)
            seen.append((state.form.fields[2].entry as? SwitchField)?.isOn ?? false)
        }
        #expect(seen == [true, false, true, false, true])
        #expect(state.press(.character("e"), at: 1).contains(.finish(.pressed(0))), "a button's key is still its own there")
    }
}
