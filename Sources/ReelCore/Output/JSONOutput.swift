/// `--json`: one object per component, in order, on one line:
/// `[{"component":1,"row":0,"value":"02","title":"February","label":null}]`.
/// `component` is 1-based and `row` 0-based (DESIGN.md's numbering);
/// `value` is what the default output prints, `title` what the wheel
/// shows. JSON strings hold Unicode text only, so bytes that are not UTF-8
/// become U+FFFD there (the default output keeps the exact bytes); control
/// characters, U+2028 and U+2029 are escaped, so the line is safe to embed.
package enum JSONOutput {
    package static func bytes(for state: PickerState) -> [UInt8] {
        var out = "["
        for (i, wheel) in state.wheels.enumerated() {
            if i > 0 { out += "," }
            let row = wheel.selectedRow
            out += "{\"component\":\(i + 1),\"row\":\(row)"
            out += ",\"value\":" + quoted(String(decoding: wheel.rows.value(at: row), as: UTF8.self))
            out += ",\"title\":" + quoted(wheel.rows.title(at: row))
            out += ",\"label\":" + (wheel.label.map(quoted) ?? "null") + "}"
        }
        out += "]"
        return Array(out.utf8)
    }

    private static func quoted(_ text: String) -> String { Escaped.jsonString(text) }
}
