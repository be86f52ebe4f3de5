import ReelCore
import ReelTerminal

/// Shell commands that feed the picker while it runs: a component's rows
/// (`reel -c '!CMD'`), a preview pane (`--preview`) and a command run on
/// every settled change (`--on-change`). Placeholders are those of
/// `reel --format`: `{1}` a component's value, `{2.row}` its row, `{}`
/// every value joined by `separator`; values are the shell's positional
/// parameters, never pasted into the script (ShellScript), so a value is
/// text and never code in any quoting. Commands run with
/// `/bin/sh -c`, `/dev/null` as stdin and never the terminal, in a process
/// group of their own that ends with the picker.
extension Picker {
    /// Fills `component` with the output lines of `command`, run while the
    /// picker shows and re-run 150 ms after a component it names settles;
    /// a newer run kills the older one. The rows arrive asynchronously (the
    /// toolbar says "loading…"); a failure empties the component and shows
    /// its first stderr line in the toolbar. `selecting` is the value to
    /// select when it shows up in the rows, and after each run the
    /// component keeps its value when the new rows still have it. At most
    /// `maxRows` rows are read; the rest of the output ends the command.
    public mutating func setRowsCommand(_ command: String, forComponent component: Int,
                                        maxRows: Int = 10_000_000, selecting value: String? = nil,
                                        separator: String = " ") throws(RowsCommandError) {
        _ = try componentOwner(ofComponent: component, field: nil)
        try setRowsCommand(Self.parsed(command, component: component), forComponent: component, maxRows: maxRows,
                           selecting: value.map { Array($0.utf8) }, separator: Array(separator.utf8))
    }

    /// The same with the command parsed (the command line's, once) and
    /// the value and separator as bytes: the command line's `--select` and
    /// `--delimiter` keep invalid UTF-8, as rows do. `field`: the form's
    /// field whose component it fills (its `{1}`, `{2}`… are the field's);
    /// nil: the picker's.
    package mutating func setRowsCommand(_ template: Template, forComponent component: Int, maxRows: Int,
                                         selecting value: [UInt8]?, separator: [UInt8],
                                         field: Int? = nil) throws(RowsCommandError) {
        let owner = try componentOwner(ofComponent: component, field: field)
        try check(template, component: component, components: field.map { _ in owner.wheels.count })
        let field = field ?? state.form.shown
        let feed = CommandFeed(target: .wheel(component), template: template, maxRows: max(1, maxRows),
                               delimiter: separator, keep: value)
        state.edit(.field(field, .rowsCommand(feed)))
    }

    /// Shows the first `lines` lines of `command`'s output in a pane under
    /// the components, run again 150 ms after the selection settles. The
    /// output is sanitised and cut to the pane; a failing command shows its
    /// first stderr line there. The pane is the first thing a short
    /// terminal drops.
    public mutating func setPreviewCommand(_ command: String, lines: Int = 5,
                                           separator: String = " ") throws(RowsCommandError) {
        try setPreviewCommand(Self.parsed(command, component: nil), lines: lines, separator: Array(separator.utf8))
    }

    package mutating func setPreviewCommand(_ template: Template, lines: Int, separator: [UInt8]) throws(RowsCommandError) {
        try check(template, component: nil)
        let lines = max(1, lines)
        state.edit(.preview(CommandFeed(target: .preview, template: template, maxRows: lines, delimiter: separator),
                            lines: lines))
    }

    /// Runs `command` on every settled change a person makes to the
    /// selection while the picker shows (the selection it starts with, and
    /// rows a command loads by itself, are no change): fire and forget, one
    /// run at a time; a change made while one runs waits and only a newer
    /// change replaces it, a running command is never killed by a change,
    /// so a volume is never set half-way. Only its shell's exit counts (a
    /// background job holds nothing back). Its output is discarded.
    public mutating func setChangeCommand(_ command: String, separator: String = " ") throws(RowsCommandError) {
        try setChangeCommand(Self.parsed(command, component: nil), separator: Array(separator.utf8))
    }

    package mutating func setChangeCommand(_ template: Template, separator: [UInt8]) throws(RowsCommandError) {
        try check(template, component: nil)
        state.edit(.changeCommand(template, delimiter: separator))
    }

    /// Runs every component's command once, left to right, each with the
    /// values chosen so far, and waits for it: the rows a run without a
    /// terminal uses (`reel --batch`). The components keep those rows and
    /// their commands are dropped. Throws for the first command that fails
    /// or prints nothing.
    public mutating func loadRowsCommands() throws(RowsCommandError) {
        // A form's fields in order, each its own commands; the values they
        // read are every field's as they stand.
        for field in 0..<state.form.fields.count {
            // A named field is named in the error.
            let owner: Int? = state.form.hasLines ? field : nil
            for feed in state.wheels(ofField: field).commands.feeds {
                // As it stands after the feeds before it loaded.
                let picker = state.wheels(ofField: field)
                let wheels = picker.wheels
                guard let component = feed.wheel, wheels.indices.contains(component) else { continue }
                let command = picker.commands.commandLine(for: feed, selection: state.values)
                let (rows, status, line) = CommandRunner.runToEnd(command, maxRows: feed.maxRows)
                var failure: String?
                if status != 0 { failure = line ?? "exit status \(status)" } else if rows.count == 0 { failure = line ?? "no output" }
                if let failure {
                    var error = RowsCommandError(component: component, message: failure)
                    error.field = owner
                    throw error
                }
                var wheel = wheels[component]
                wheel.setLines(rows, measuredFrom: 0)
                wheel.select(feed.keep.flatMap { wheel.rows.row(matching: String(decoding: $0, as: UTF8.self)) } ?? 0)
                let edits: [PickerEdit] = [.wheel(component, wheel), .removeCommand(feed.target)]
                state.edit(edits.map { .field(field, $0) })
            }
        }
    }

    /// The picker, or the form's `field`, whose wheel `component` is, if it has it.
    private func componentOwner(ofComponent component: Int, field: Int?) throws(RowsCommandError) -> WheelField {
        let owner = state.wheels(ofField: field ?? state.form.shown)
        guard owner.wheels.indices.contains(component) else {
            throw RowsCommandError(component: component, message: "no component \(component)")
        }
        return owner
    }

    /// `command`'s placeholders read, or why not, as `component`'s error.
    package static func parsed(_ command: String, component: Int?) throws(RowsCommandError) -> Template {
        do { return try Template(parsing: command) } catch {
            throw RowsCommandError(component: component, message: error.problemText)
        }
    }

    /// The placeholders checked against the components.
    private func check(_ template: Template, component: Int?, components: Int? = nil) throws(RowsCommandError) {
        do {
            // A preset's fields (`{hour}`, `{iso}`) as in `--format`, a form's names.
            try template.validate(components: components ?? state.shownWheels.wheels.count, fields: SelectionValues.fieldNames(of: state))
        } catch {
            throw RowsCommandError(component: component, message: error.problemText)
        }
    }
}
