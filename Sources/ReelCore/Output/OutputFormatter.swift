import ReelModel
import ReelSpec
import ReelText

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
    /// `showsSecrets`: the answer on stdout (a `--secret`'s text is in it),
    /// not a `--live` report.
    package static func bytes(for state: PickerState, options: OutputOptions, showsSecrets: Bool = true) -> [UInt8] {
        let end: UInt8 = options.nulTerminated ? 0 : 0x0A
        let selection = SelectionValues(state, showsSecrets: showsSecrets)
        switch options.format {
        case .json:
            return JSONOutput.bytes(for: state, showsSecrets: showsSecrets) + [end]
        case .template(let template):
            return template.render(Placeholders(selection, delimiter: options.delimiter)) + [end]
        case .values, .indices:
            let indices = options.format == .indices
            let only = state.wheels(ofField: 0)
            if !state.form.hasLines, only.wheels.count == 1, only.checks.isMulti(0) {
                let wheel = only.wheels[0]
                return only.checks.answer(0, band: wheel.selectedSourceRow).flatMap { row in
                    (indices ? Array(String(row).utf8) : wheel.sourceRows.value(at: row)) + [end]
                }
            }
            // A picker's wheels, or each field's.
            return selection.fields.indices.flatMap { field in
                // A preset may print other than one value per wheel (datetime).
                let parts = indices ? selection.refs(ofField: field).map(selection.row(of:)) : selection.printed(field: field)
                return Array(parts.joined(separator: options.delimiter)) + [end]
            }
        }
    }

    /// One `--live` report, and with `--live` the final choice: a
    /// selection that prints several records (a form's fields, the rows
    /// checked on a picker whose only wheel is multi-select) ends with an
    /// empty one, a blank line (a NUL with `--print0`), so that a `while
    /// read` reader knows where each selection ends. One record (a
    /// picker's line, `--format`, `--json`'s one line) needs no more.
    /// A report as the selection changes reads a `--secret` as empty; the
    /// final one is the answer, and has it.
    package static func report(for state: PickerState, options: OutputOptions, final: Bool = false) -> [UInt8] {
        let bytes = bytes(for: state, options: options, showsSecrets: final)
        guard printsRecords(state, options: options) else { return bytes }
        return bytes + [options.nulTerminated ? 0 : 0x0A]
    }

    /// Whether a selection of `state` prints as several records.
    package static func printsRecords(_ state: PickerState, options: OutputOptions) -> Bool {
        guard options.format == .values || options.format == .indices else { return false }
        // Named fields print a record each; a lone multi-select wheel, a row each.
        let only = state.wheels(ofField: 0)
        return state.form.hasLines || (only.wheels.count == 1 && only.checks.isMulti(0))
    }
}
