import ReelCore
import ReelKit
import ReelTerminal

/// The options that run commands while the picker shows (`!CMD` wheels,
/// `--preview`, `--on-change`) and `--live` are set through the API
/// Docs/Library.md documents, as any program embedding the picker would
/// set them: the command line is one client of the library.
extension PickerFactory {
    /// The picker the configuration describes, commands and change
    /// reports included.
    package static func makePicker(_ configuration: Configuration, inputs: Inputs) throws(ReelError) -> Picker {
        var picker = Picker(state: try makeState(configuration, inputs: inputs))
        if let form = picker.state.form {
            // Each field's `!CMD` wheels, numbered within the field; then
            // what the whole form has (preview, on-change, --live).
            for index in form.fields.indices { try wireRowCommands(&picker, configuration.field(index), field: index) }
        } else {
            try wireRowCommands(&picker, configuration, field: nil)
        }
        try wireCommands(&picker, configuration)
        return picker
    }

    /// The `!CMD` wheels of a picker, or of a form's `field`, whose `{1}`,
    /// `{2}`… are its own wheels.
    static func wireRowCommands(_ picker: inout Picker, _ configuration: Configuration, field: Int?) throws(ReelError) {
        guard configuration.preset == nil, configuration.tree == nil else { return }
        let components = field.map { picker.state.field($0).wheels.count } ?? picker.numberOfComponents
        // Named only when a command needs them: a form of twenty fields
        // would otherwise list every field's names once per field.
        var fieldNames: [String]?
        for (index, request) in configuration.components.enumerated() {
            guard case .command(let command)? = try? ComponentSpec.parse(request.spec) else { continue }
            let names = fieldNames ?? SelectionValues.fieldNames(of: picker.state)
            fieldNames = names
            _ = try commandTemplate(command, spec: request.spec, components: components, fields: names)
            // `--select` is the value to keep when it shows up.
            do {
                try picker.setRowsCommand(command, forComponent: index, maxRows: configuration.maxRows,
                                          selecting: configuration.options(of: index).select,
                                          separator: configuration.output.delimiter, field: field)
            } catch {
                throw .commandFailed(spec: request.spec, reason: error.message)
            }
        }
    }

    /// Placeholders are checked here first so that a bad one is worded as
    /// every other argument error; `{}` joins values with `--delimiter`, as
    /// the printed choice does.
    static func wireCommands(_ picker: inout Picker, _ configuration: Configuration) throws(ReelError) {
        let components = picker.numberOfComponents
        let separator = configuration.output.delimiter
        let fields = configuration.preview == nil && configuration.onChange == nil
            ? [] : SelectionValues.fieldNames(of: picker.state)
        if let preview = configuration.preview {
            _ = try commandTemplate(preview, spec: "--preview", components: components, fields: fields)
            do {
                try picker.setPreviewCommand(preview, lines: configuration.previewLines, separator: separator)
            } catch {
                throw .commandFailed(spec: "--preview", reason: error.message)
            }
        }
        if let onChange = configuration.onChange {
            _ = try commandTemplate(onChange, spec: "--on-change", components: components, fields: fields)
            do {
                try picker.setChangeCommand(onChange, separator: separator)
            } catch {
                throw .commandFailed(spec: "--on-change", reason: error.message)
            }
        }
        if configuration.live {
            let output = configuration.output
            // One report per settled selection, in the accept format, queued
            // for stdout and written as soon as it has room: a `while read`
            // loop sees each line at once, one that stops reading holds
            // nothing back (OutputQueue). A selection of several records
            // ends with an empty one (OutputFormatter.report).
            picker.options.report = { state in OutputFormatter.report(for: state, options: output) }
        }
    }
}
