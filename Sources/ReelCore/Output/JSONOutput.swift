import ReelModel
import ReelSpec
import ReelText

/// `--json`: one object per component, in order, on one line:
/// `[{"component":1,"row":0,"value":"02","title":"February","label":null}]`,
/// each with `"button":"Edit"` too when a `--button` accepted.
/// `component` is 1-based and `row` 0-based (the man page's numbering);
/// `value` is what the default output prints, `title` what the wheel
/// shows. A multi-select wheel's `row`, `value` and `title` are lists, in
/// row order. A form is one object keyed by field name, each value the
/// field's list of objects, its components counted within it (a text
/// field's value a string, a switch's `true` or `false`). JSON strings
/// hold Unicode text only, so bytes that are not UTF-8 become U+FFFD there
/// (the default output keeps the exact bytes); control characters, U+2028
/// and U+2029 are escaped, so the line is safe to embed.
package enum JSONOutput {
    package static func bytes(for state: PickerState, showsSecrets: Bool = true) -> [UInt8] {
        // A `--button` that accepted is named in every object (Done adds nothing).
        let pressed = state.chrome.pressedButton.flatMap { state.chrome.buttons.indices.contains($0) ? state.chrome.buttons[$0].title : nil }
            .map { ",\"button\":" + quoted($0) } ?? ""
        // Values as the one reader reads them for every output: a secret's
        // only for stdout, a preset's wheels as the preset prints them.
        let selection = SelectionValues(state, showsSecrets: showsSecrets)
        let form = state.form
        // A plain picker's one unnamed field prints its wheels' array alone.
        guard form.hasLines else { return Array(components(state.wheels(ofField: 0), field: 0, selection, pressed: pressed).utf8) }
        let fields = form.fields.indices.map { index in
            // A text is a string, a switch true or false.
            let value = form.fields[index].entry.map { entry in
                switch entry.json {
                case .string: quoted(String(decoding: selection.value(of: WheelRef(field: index, wheel: 0)), as: UTF8.self))
                case .bool(let on): on ? "true" : "false"
                }
            }
            return quoted(form.fields[index].name) + ":" + (value ?? components(state.wheels(ofField: index), field: index, selection, pressed: pressed))
        }
        return Array(("{" + fields.joined(separator: ",") + "}").utf8)
    }

    /// The objects of a picker's (or field `field`'s) wheels, numbered
    /// from 1. A single row's value is the selection's (`{N}`: a
    /// datetime's hour `14`, not the wheel's `2`); a multi-select wheel's
    /// are its checked rows' values, a list.
    private static func components(_ state: WheelField, field: Int, _ selection: SelectionValues,
                                   pressed: String) -> String {
        let objects = state.wheels.indices.map { i -> String in
            let wheel = state.wheels[i]
            let rows = wheel.rows.count > 0 ? state.checks.answer(i, band: wheel.selectedSourceRow) : []
            let multi = state.checks.isMulti(i)
            let values = multi
                ? rows.map { quoted(String(decoding: wheel.sourceRows.value(at: $0), as: UTF8.self)) }
                : rows.isEmpty ? [] : [quoted(String(decoding: selection.value(of: WheelRef(field: field, wheel: i)), as: UTF8.self))]
            let titles = rows.map { quoted(wheel.sourceRows.title(at: $0)) }
            func one(_ items: [String]) -> String { multi ? "[" + items.joined(separator: ",") + "]" : items.first ?? "null" }
            return "{\"component\":\(i + 1),\"row\":" + one(rows.map(String.init))
                + ",\"value\":" + one(values) + ",\"title\":" + one(titles)
                + ",\"label\":" + (wheel.label.map(quoted) ?? "null") + pressed + "}"
        }
        return "[" + objects.joined(separator: ",") + "]"
    }

    private static func quoted(_ text: String) -> String { Escaped.jsonString(text) }
}
