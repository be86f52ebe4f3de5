import ReelText

/// `--switch`: a UISwitch in a form, on or off. Space, ←/→ and a click
/// flip it (`Action.flip`); it answers `yes` or `no`, `--json` a boolean.
package struct SwitchField: FieldEntry {
    package private(set) var isOn: Bool
    package private(set) var revision = 0

    package init(isOn: Bool = false) {
        self.isOn = isOn
    }

    package var value: [UInt8] { Array((isOn ? "yes" : "no").utf8) }
    package var json: JSONValue { .bool(isOn) }
    package var flips: Bool { true }

    /// The toggle (its knob at the right when on) and the word.
    static func drawn(isOn: Bool) -> String { isOn ? "━━●  yes" : "●━━  no" }

    package func columns(width: DisplayWidth) -> Int { SafeText.columns(of: Self.drawn(isOn: true), width: width) }

    package func line(columns: Int, focused: Bool, width: DisplayWidth) -> EntryLine {
        let drawn = columns >= 8 ? Self.drawn(isOn: isOn) : (isOn ? "yes" : "no")
        let glyphs = SafeText.fit(SafeText.glyphs(drawn, maxColumns: columns + 1, width: width).glyphs, truncated: false,
                                  columns: min(columns, SafeText.columns(of: drawn, width: width)), alignment: .left)
        return EntryLine(glyphs: glyphs, look: isOn ? .on : .off)
    }

    /// The program's setting (`UISwitch.setOn`).
    package mutating func setOn(_ on: Bool) {
        guard on != isOn else { return }
        isOn = on
        revision &+= 1
    }

    package mutating func handle(_ action: Action) -> Bool {
        guard action == .flip else { return false }
        isOn.toggle()
        revision &+= 1
        return true
    }
}
