import ReelModel
import ReelText

/// The options only some presets take. A preset lists the ones it takes
/// (`PresetKind.accepts`); any other preset, and the wheels of
/// `--component` and `--tree`, refuse them with the names of those that do.
package enum PresetOption: Hashable, Sendable {
    /// `--minute-interval`.
    case minuteInterval
    /// `--carry`.
    case carry
    /// `--min` and `--max`, as dates.
    case dateBounds
    /// A time of day after the date of `--min` or `--max` (`2026-02-14T09:30`).
    case timeBounds
}
