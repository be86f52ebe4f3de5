import ReelModel
import ReelText

/// What a mouse report does, given what lies under the pointer.
package enum MouseMap {
    package static func action(for mouse: Mouse, hit: Hit?, state: PickerState) -> Action? {
        switch (mouse.kind, hit) {
        case (.wheelUp, .wheel(let i, _)?): return .spin(wheel: i, by: -1)
        case (.wheelDown, .wheel(let i, _)?): return .spin(wheel: i, by: 1)
        case (.wheelUp, .listRow(let i, _, _)?): return .spin(wheel: i, by: -1)
        case (.wheelDown, .listRow(let i, _, _)?): return .spin(wheel: i, by: 1)
        case (.press(0), .listRow(let i, let row, let visible)?):
            // A click chooses the row under it, as a table's tap does.
            let chosen = state.listTop(visible: visible) + row
            guard state.shownWheels.wheels.indices.contains(i), chosen < state.shownWheels.wheels[i].rows.count else { return nil }
            return chosen == state.shownWheels.wheels[i].selectedRow ? .focus(.wheel(i)) : .choose(wheel: i, row: chosen)
        case (.press(0), .wheel(let i, let offset)?):
            // A click on the band only focuses; on another row it also selects it.
            guard offset != 0, let row = state.shownWheels.wheels[i].row(atOffset: offset) else { return .focus(.wheel(i)) }
            return .choose(wheel: i, row: row)
        // A button acts on the release, as a UIButton's touch-up-inside
        // does: the press only focuses it (its highlight). Acting on the
        // press ended reel with the release still on its way, and the
        // terminal then typed it (`^[[<0;23;7m`) into the shell. The
        // release counts only on the button the press focused, so a press
        // elsewhere dragged onto Done does not accept.
        case (.press(0), .button(let button)?): return .focus(button)
        case (.release(0), .button(let button)?) where state.focus == button: return .press(button)
        case (.press(0), .field(let field)?): return .focusField(field)
        default: return nil
        }
    }
}
