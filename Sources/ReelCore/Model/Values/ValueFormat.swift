import ReelText

/// How a selection is written wherever a script reads it — stdout, and
/// `{N}` and the named fields in commands, previews and on-change — when
/// it is more than each wheel's own value: a preset's (`PresetKind`
/// conforms). datetime prints the 24-hour hour in every locale, whether
/// or not the locale adds an AM/PM wheel, and derives `{iso}`, `{hour}`….
/// The state keeps it (`PickerState.presets`), so that every reader of the
/// selection agrees by construction.
package protocol ValueFormat: Sendable {
    /// Fields a template may name besides the components (`{seconds}`).
    var fieldNames: [String] { get }
    /// The fields of `fieldNames`, computed from the wheels' values, so
    /// that they agree with the printed values by construction.
    func derivedFields(values: [[UInt8]]) -> [String: String]
    /// What the default output prints, one value per field; the wheels'
    /// values unless the format prints something else.
    func printedValues(_ values: [[UInt8]]) -> [[UInt8]]
}

extension ValueFormat {
    package func printedValues(_ values: [[UInt8]]) -> [[UInt8]] { values }

    /// `{N}` for every wheel: the N-th printed value, and past those the
    /// wheel's own value (datetime prints no AM/PM: `{4}` is its wheel's).
    package func placeholderValues(_ values: [[UInt8]]) -> [[UInt8]] {
        let printed = printedValues(values)
        return printed.count >= values.count ? printed : printed + values.dropFirst(printed.count)
    }
}
