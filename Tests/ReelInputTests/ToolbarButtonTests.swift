import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
import CoreTestSupport

/// `--button TEXT[:KEY]`: a toolbar button between Cancel and Done that
/// accepts as Done does and says which button it was.
@Suite struct ToolbarButtonTests {
    /// `-c a,b` (or `rows`) with these buttons, and `--cancel cancel`.
    static func make(_ buttons: [ToolbarButton], rows: [String] = ["a", "b"], cancel: String? = nil) -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: ByteListRows(rows.map { Array($0.utf8) }))], cancelTitle: cancel)
        state.edit(.buttons(buttons))
        return state
    }

    /// What `--format template` prints.
    static func printed(_ state: PickerState, _ format: String = "{}") throws -> String {
        String(decoding: try Template(parsing: format).render(Placeholders(SelectionValues(state), delimiter: [0x09])), as: UTF8.self)
    }

    @Test func tabWalksCancelTheButtonsThenDone() throws {
        var state = Self.make([ToolbarButton(title: "Edit"), ToolbarButton(title: "Back")], cancel: "No")
        #expect(state.focusStops == [.wheel(0), .cancel, .button(0), .button(1), .done])
        _ = state.press(.tab, at: 0)
        _ = state.press(.tab, at: 0)
        #expect(state.focus == .button(0))
        #expect(state.press(.enter, at: 0) == [.finish(.pressed(0))])
        #expect(try Self.printed(state) == "a", "the selection, as Done prints it")
        #expect(try Self.printed(state, "{1} {button}") == "a Edit")
    }

    @Test func itsKeyPressesItFromAnywhereButASearch() throws {
        var state = Self.make([ToolbarButton(title: "Edit", keyName: "ctrl+e"), ToolbarButton(title: "Back", keyName: "x")])
        _ = state.press(.down, at: 0)
        #expect(state.press(.control("e"), at: 0) == [.finish(.pressed(0))])
        #expect(try Self.printed(state) == "b")
        var searching = Self.make([ToolbarButton(title: "Back", keyName: "x")], rows: ["xa", "xb"])
        _ = searching.press(.character("/"), at: 0)
        #expect(searching.press(.character("x"), at: 0) == [], "typed into the search")
        #expect(searching.finder.search?.query == "x")
    }

    @Test func aClickPressesIt() {
        var state = Self.make([ToolbarButton(title: "Edit")])
        #expect(state.apply(.input([.press(.button(0))]), at: 0) == [.finish(.pressed(0))])
        #expect(state.apply(.input([.press(.button(5))]), at: 0) == [], "no such button")
    }

    @Test func doneNamesItselfInTheTemplate() throws {
        var state = Self.make([ToolbarButton(title: "Edit")])
        #expect(state.press(.enter, at: 0) == [.finish(.accepted)])
        #expect(try Self.printed(state, "{button}") == "Done")
    }

    @Test func theAccessibleModeOffersTheButtons() throws {
        var state = Self.make([ToolbarButton(title: "Edit")])
        var interview = Interview(state)
        guard case .ask = interview.next(state) else { Issue.record("asks the wheel first"); return }
        let chosen = try interview.answer("b", state: state, at: 0).get()
        _ = state.apply(.input(chosen.actions ?? []), at: 0)
        guard case .ask(let prompt) = interview.next(state) else { Issue.record("then Done or a button"); return }
        #expect(prompt.question == "Done? [Y/n, Edit]: ")
        _ = try interview.answer("edit", state: state, at: 0).get()
        guard case .end(_, let actions) = interview.next(state) else { Issue.record("ends"); return }
        #expect(state.apply(.input(actions), at: 0) == [.finish(.pressed(0))])
        #expect(try Self.printed(state) == "b")
    }
}
