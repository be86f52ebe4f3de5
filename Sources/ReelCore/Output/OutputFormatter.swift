/// The bytes printed on stdout after an accept, in the `OutputFormat`
/// chosen, ended by a newline or NUL. Values are the rows' original bytes,
/// whatever they hold (JSON aside: see JSONOutput).
package enum OutputFormatter {
    package static func bytes(for state: PickerState, options: OutputOptions) -> [UInt8] {
        var out: [UInt8]
        switch options.format {
        case .values:
            // A preset may print other than one value per wheel (datetime).
            let values = chosenValues(state)
            out = joined(state.form?.printedValues(values) ?? values, by: options.delimiter)
        case .indices:
            out = joined(state.selectedRows.map { Array(String($0).utf8) }, by: options.delimiter)
        case .json:
            out = JSONOutput.bytes(for: state)
        case .template(let template):
            // `{N}` as commands see it: the form's value (datetime's 24-hour hour).
            let selection = state.values
            out = template.render(values: selection.values, rows: state.selectedRows, delimiter: options.delimiter,
                                  fields: selection.fields, all: selection.printed)
        }
        out.append(options.nulTerminated ? 0 : 0x0A)
        return out
    }

    /// The value of each wheel's selected row, in component order.
    private static func chosenValues(_ state: PickerState) -> [[UInt8]] {
        state.wheels.map { $0.rows.value(at: $0.selectedRow) }
    }

    private static func joined(_ parts: [[UInt8]], by delimiter: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for (i, part) in parts.enumerated() {
            if i > 0 { out += delimiter }
            out += part
        }
        return out
    }
}
