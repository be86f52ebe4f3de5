/// The bytes printed on stdout after an accept: one value (or row index)
/// per component joined by the delimiter, or `--json`, or a `--format`
/// template; ended by a newline or NUL. Values are the rows' original
/// bytes, whatever they hold (JSON aside: see JSONOutput).
package enum OutputFormatter {
    package static func bytes(for state: PickerState, options: OutputOptions) -> [UInt8] {
        var out: [UInt8] = []
        let delimiter = options.delimiter
        if options.json {
            out = JSONOutput.bytes(for: state)
        } else if let template = options.template {
            let values = state.wheels.map { $0.rows.value(at: $0.selectedRow) }
            out = template.render(values: values, rows: state.selectedRows, delimiter: delimiter,
                                  fields: options.preset?.derivedFields(values: values) ?? [:])
        } else if options.indices {
            for (i, row) in state.selectedRows.enumerated() {
                if i > 0 { out += delimiter }
                out += Array(String(row).utf8)
            }
        } else {
            // A preset may print other than one value per wheel (datetime).
            let values = state.wheels.map { $0.rows.value(at: $0.selectedRow) }
            for (i, value) in (options.preset?.printedValues(values) ?? values).enumerated() {
                if i > 0 { out += delimiter }
                out += value
            }
        }
        out.append(options.nulTerminated ? 0 : 0x0A)
        return out
    }
}
