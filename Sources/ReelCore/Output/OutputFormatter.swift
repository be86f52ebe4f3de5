/// The bytes printed on stdout after an accept, in the `OutputFormat`
/// chosen, each record ended by a newline or NUL. Values are the rows'
/// original bytes, whatever they hold (JSON aside: see JSONOutput).
///
/// A picker prints one record: its wheels' values joined by the delimiter.
/// A form prints one record per field, in field order, each as a picker of
/// that field's wheels would print it, so `read` takes a line a field. A
/// picker whose only wheel is multi-select prints one record per checked
/// row, in row order, as `fzf --multi` does; elsewhere a multi-select
/// wheel's value is its checked values joined by `,`.
package enum OutputFormatter {
    package static func bytes(for state: PickerState, options: OutputOptions) -> [UInt8] {
        let end: UInt8 = options.nulTerminated ? 0 : 0x0A
        let selection = SelectionValues(state, delimiter: options.delimiter)
        switch options.format {
        case .json:
            return JSONOutput.bytes(for: state) + [end]
        case .template(let template):
            var selection = selection
            for (name, value) in derivedFields(state, options: options) { selection.derived[name] = Array(value.utf8) }
            return template.render(selection) + [end]
        case .values, .indices:
            let indices = options.format == .indices
            if state.form == nil, state.wheels.count == 1, state.checks.isMulti(0) {
                let wheel = state.wheels[0]
                return state.checks.answer(0, band: wheel.selectedRow).flatMap { row in
                    (indices ? Array(String(row).utf8) : wheel.rows.value(at: row)) + [end]
                }
            }
            let records: [(wheels: Range<Int>, preset: Preset?)] = state.form.map { form in
                form.fields.map { ($0.wheels, options.fieldPresets[$0.name]) }
            } ?? [(state.wheels.indices, options.preset)]
            return records.flatMap { wheels, preset in
                let parts = indices ? wheels.map(selection.row(ofWheel:))
                    : printed(wheels.map(selection.value(ofWheel:)), preset: preset)
                return Array(parts.joined(separator: options.delimiter)) + [end]
            }
        }
    }

    /// A preset may print other than one value per wheel (datetime).
    private static func printed(_ values: [[UInt8]], preset: Preset?) -> [[UInt8]] {
        preset?.kind.printedValues(values) ?? values
    }

    /// The fields presets derive (`{seconds}`; in a form `{Name.seconds}`).
    private static func derivedFields(_ state: PickerState, options: OutputOptions) -> [String: String] {
        guard let form = state.form else {
            return options.preset?.kind.derivedFields(values: state.wheels.map(\.currentValue)) ?? [:]
        }
        var fields: [String: String] = [:]
        for field in form.fields {
            guard let preset = options.fieldPresets[field.name] else { continue }
            for (name, value) in preset.kind.derivedFields(values: field.wheels.map { state.wheels[$0].currentValue }) {
                fields["\(field.name).\(name)"] = value
            }
        }
        return fields
    }
}
