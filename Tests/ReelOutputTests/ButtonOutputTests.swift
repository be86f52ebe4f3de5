import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelOutput

/// `--button`: `--json` names the button that accepted, and not Done.
@Suite struct ButtonOutputTests {
    func json(_ state: PickerState) -> String {
        var options = OutputOptions()
        options.choose(.json)
        return String(decoding: OutputFormatter.bytes(for: state, options: options), as: UTF8.self)
    }

    @Test func jsonNamesTheButtonThatAccepted() {
        var state = PickerState(wheels: [Wheel(rows: ByteListRows([[0x61], [0x62]]))])
        state.edit(.buttons([ToolbarButton(title: "Edit")]))
        #expect(state.apply(.input([.press(.button(0))]), at: 0) == [.finish(.pressed(0))])
        #expect(json(state) == #"[{"component":1,"row":0,"value":"a","title":"a","label":null,"button":"Edit"}]"# + "\n")
    }

    @Test func doneIsNotNamedInJSON() {
        var state = PickerState(wheels: [Wheel(rows: ByteListRows([[0x61], [0x62]]))])
        state.edit(.buttons([ToolbarButton(title: "Edit")]))
        #expect(state.apply(.input([.activate]), at: 0) == [.finish(.accepted)])
        #expect(json(state) == #"[{"component":1,"row":0,"value":"a","title":"a","label":null}]"# + "\n")
    }
}
