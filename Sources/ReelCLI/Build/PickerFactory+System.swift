import ReelCore
import ReelTerminal

/// What the factory needs from the running system: the real stdin, files,
/// clock and locale, and which wheel may keep streaming while the picker runs.
extension PickerFactory {
    /// The wheel whose rows may stream in while the picker runs, if any,
    /// and the file they come from (nil: stdin). Not in `--batch`, and not
    /// when `--select` must see every row. One wheel streams: stdin when it
    /// is a wheel, else the first `@file` that is not a regular file (a
    /// fifo, /dev/zero, a process substitution) nor a terminal; regular
    /// files are mapped, and other such files read whole before the first
    /// frame.
    /// In a form, the first field with such a wheel streams it (`field`).
    static func streamingWheel(_ plan: RunPlan) -> (field: Int?, wheel: Int, path: String?)? {
        if plan.picker.isForm {
            if plan.start.selectOne || plan.start.exitZero { return nil }
            for (index, field) in plan.picker.fields.enumerated() {
                if let streamed = streamingWheel(field, plan) { return (index, streamed.wheel, streamed.path) }
            }
            return nil
        }
        return streamingWheel(plan.picker.fields[0], plan).map { (nil, $0.wheel, $0.path) }
    }

    private static func streamingWheel(_ field: FieldPlan, _ plan: RunPlan) -> (wheel: Int, path: String?)? {
        // Presets have no stdin wheel; a tree must be read whole to be built.
        // `--select-1` and `--exit-0` count the rows: the rows of a picker
        // of one wheel are read until they decide (`StartCount`), and the
        // rest streams once it is drawn; with more wheels every row is read
        // first (a row that comes later could make one match two).
        let waitsForStart = plan.start.selectOne || plan.start.exitZero
        guard !plan.batch, !plan.alert, case .components(let asked) = field.wheels, !waitsForStart || asked.count <= 1 else {
            return nil
        }
        let components = asked.isEmpty && !StandardStreams.inputIsTerminal ? [field.standardInput] : asked
        let selects = { (component: ComponentPlan) in component.options.select != nil || component.options.selectRow != nil }
        // A terminal on stdin is read whole, as `cat` reads it: its keys are the picker's.
        let stdin = components.indices.filter { components[$0].spec == .standardInput }
        if let index = stdin.first, stdin.count == 1, !selects(components[index]), !StandardStreams.inputIsTerminal {
            return (index, nil)
        }
        for (index, component) in components.enumerated() where !selects(component) {
            if case .file(let path) = component.spec, LineRows.streams(path: path) { return (index, path) }
        }
        return nil
    }

    /// The inputs that read real descriptors and files, the clock, and the
    /// words of `locale` (the plan's, read from the environment once).
    static func systemInputs(locale: String?) -> PickerFactory.Inputs {
        var inputs = PickerFactory.Inputs(
            standardInputIsTerminal: StandardStreams.inputIsTerminal,
            readStandardInput: { maxRows throws(LineRows.ReadError) in try LineRows.read(fd: 0, maxRows: maxRows) },
            readFile: { path, maxRows throws(LineRows.ReadError) in try LineRows.read(path: path, maxRows: maxRows) },
            now: .current(),
            locale: locale)
        inputs.readFileFirstRows = { path, maxRows throws(LineRows.ReadError) in try LineRows.readFirstRows(path: path, maxRows: maxRows) }
        return inputs
    }
}
