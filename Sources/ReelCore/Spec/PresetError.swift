import ReelModel
import ReelText

/// What a preset's options can get wrong; the command line words them.
package enum PresetError: Error, Equatable, Sendable {
    /// `--select` that does not fit the preset (`expected` says what does).
    case select(value: String, preset: String, expected: String)
    /// `--select` in the preset's format, on a date no calendar has.
    case impossibleDate(value: String, CalendarDay.Impossible)
    case emptyDateRange(minimum: String, maximum: String)
}
