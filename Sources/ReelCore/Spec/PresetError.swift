/// What a preset's options can get wrong; the command line words them.
package enum PresetError: Error, Equatable, Sendable {
    /// `--select` that does not fit the preset (`expected` says what does).
    case select(value: String, preset: String, expected: String)
    case emptyDateRange(minimum: String, maximum: String)
}
