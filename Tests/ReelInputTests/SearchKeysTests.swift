import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
import CoreTestSupport

/// What the keys mean around a `/` search: letters are its text while it
/// is open, and `n` / `N` find again after it.
@Suite struct SearchKeysTests {
    func picker(_ titles: [String]) -> PickerState {
        PickerState(wheels: [Wheel(rows: ListRows(titles))], visibleRows: 3)
    }

    @Test func keyMapSendsLettersToTheSearchOnly() {
        #expect(KeyMap.actions(for: .character("j"), in: KeyMap.Context(searching: true), at: 1) == [.typed("j", at: 1)])
        #expect(KeyMap.actions(for: .character("j"), in: KeyMap.Context(searching: false), at: 1) == [.down])
        #expect(KeyMap.actions(for: .character("5"), in: KeyMap.Context(searching: false), at: 1) == [.typed("5", at: 1)])
        #expect(KeyMap.actions(for: .character("/"), in: KeyMap.Context(searching: false), at: 1) == [.beginSearch])
        #expect(KeyMap.actions(for: .backspace, in: KeyMap.Context(searching: false), at: 2) == [.erase(at: 2)])
    }

    @Test func nKeysAreSearchTextWhileSearchingAndNothingBeforeASearch() {
        #expect(KeyMap.actions(for: .character("n"), in: KeyMap.Context(searching: false)) == [.nextMatch])
        #expect(KeyMap.actions(for: .character("N"), in: KeyMap.Context(searching: false)) == [.previousMatch])
        #expect(KeyMap.actions(for: .character("n"), in: KeyMap.Context(searching: true)) == [.typed("n", at: 0)])
        var state = picker(["a", "b", "c"])
        _ = state.press(.character("n"), at: 0)
        #expect(state.selectedRows == [0])
        _ = state.press(.character("/"), at: 0)
        _ = state.press(.character("b"), at: 0)
        _ = state.press(.escape, at: 0)
        #expect(state.finder.lastQuery == nil, "Esc keeps no search for n")
    }
}
