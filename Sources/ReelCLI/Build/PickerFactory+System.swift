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
    static func streamingPlan(for configuration: Configuration) -> (field: Int?, wheel: Int, path: String?)? {
        let waitsForStart = configuration.start.selectOne || configuration.start.exitZero
        if !configuration.fields.isEmpty {
            if waitsForStart { return nil }
            for index in configuration.fields.indices {
                if let plan = streamingPlan(for: configuration.field(index)) { return (index, plan.wheel, plan.path) }
            }
            return nil
        }
        // Presets have no stdin wheel; a tree must be read whole to be built.
        // `--select-1` and `--exit-0` count the rows: the rows of a picker
        // of one wheel are read until they decide (`StartCount`), and the
        // rest streams once it is drawn; with more wheels every row is read
        // first (a row that comes later could make one match two).
        guard !configuration.batch, configuration.preset == nil, configuration.tree == nil,
              !waitsForStart || configuration.components.count <= 1 else { return nil }
        let specs = configuration.components.isEmpty && !StandardStreams.inputIsTerminal ? ["-"] : configuration.components.map(\.spec)
        func selects(_ index: Int) -> Bool {
            let options = configuration.components.isEmpty ? configuration.defaults : configuration.options(of: index)
            return options.select != nil || options.selectRow != nil
        }
        // A terminal on stdin is read whole, as `cat` reads it: its keys are the picker's.
        if let index = specs.firstIndex(of: "-"), specs.filter({ $0 == "-" }).count == 1, !selects(index),
           !StandardStreams.inputIsTerminal {
            return (nil, index, nil)
        }
        for (index, spec) in specs.enumerated() where spec.hasPrefix("@") && spec.count > 1 && !selects(index) {
            let path = String(spec.dropFirst())
            if LineRows.streams(path: path) { return (nil, index, path) }
        }
        return nil
    }

    /// The inputs that read real descriptors and files, the clock and the
    /// locale of `environment`.
    static func systemInputs(environment: [String: String]) -> PickerFactory.Inputs {
        var inputs = PickerFactory.Inputs(
            standardInputIsTerminal: StandardStreams.inputIsTerminal,
            readStandardInput: { maxRows throws(LineRows.ReadError) in try LineRows.read(fd: 0, maxRows: maxRows) },
            readFile: { path, maxRows throws(LineRows.ReadError) in try LineRows.read(path: path, maxRows: maxRows) },
            now: .current(),
            locale: LocaleWords.localeFromEnvironment(environment))
        inputs.readFileFirstRows = { path, maxRows throws(LineRows.ReadError) in try LineRows.readFirstRows(path: path, maxRows: maxRows) }
        return inputs
    }
}
