import ReelCore
import ReelTerminal

/// What the factory needs from the running system: the real stdin, files,
/// clock and locale, and which wheel may keep streaming while the picker runs.
extension PickerFactory {
    /// The wheel whose rows may stream in from stdin while the picker runs,
    /// if any: not in `--batch`, and not when `--select` must see every row.
    static func streamingPlan(for configuration: Configuration) -> Int? {
        // Presets have no stdin wheel; a tree must be read whole to be built.
        guard !configuration.batch, configuration.preset == nil, configuration.tree == nil else { return nil }
        let specs = configuration.components.isEmpty && !StandardStreams.inputIsTerminal ? ["-"] : configuration.components.map(\.spec)
        guard let index = specs.firstIndex(of: "-"), specs.filter({ $0 == "-" }).count == 1 else { return nil }
        if !configuration.components.isEmpty {
            let options = configuration.options(of: index)
            if options.select != nil || options.selectRow != nil { return nil }
        } else if configuration.defaults.select != nil || configuration.defaults.selectRow != nil {
            return nil
        }
        return index
    }

    /// The inputs that read real descriptors and files, the clock and the
    /// locale of `environment`.
    static func systemInputs(environment: [String: String]) -> PickerFactory.Inputs {
        PickerFactory.Inputs(
            standardInputIsTerminal: StandardStreams.inputIsTerminal,
            readStandardInput: { maxRows throws(LineRows.ReadError) in try LineRows.read(fd: 0, maxRows: maxRows) },
            readFile: { path, maxRows throws(LineRows.ReadError) in try LineRows.read(path: path, maxRows: maxRows) },
            now: .current(),
            locale: LocaleWords.localeFromEnvironment(environment))
    }
}
