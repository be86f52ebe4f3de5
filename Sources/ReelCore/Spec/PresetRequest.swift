import ReelModel
import ReelText

/// What the command line asked of a preset, besides which one: the options
/// only some presets take (`PresetOption`) and `--select`.
package struct PresetRequest: Equatable, Sendable {
    /// Minutes between rows of the minute wheel (`--minute-interval`).
    package var minuteInterval = 1
    /// Bounds of the date and datetime presets; nil: a hundred years
    /// (datetime: one year) either side of today.
    package var minimum: CalendarDay?
    package var maximum: CalendarDay?
    /// The time of day of a bound, in minutes from midnight (datetime
    /// only); nil: the bound's day from 00:00 (`--min`) or to 23:59 (`--max`).
    package var minimumClock: Int?
    package var maximumClock: Int?
    package var carry = false
    package var select: String?

    package init() {}

    /// A `--min` or `--max` as written: a date (`2026-02-14`), a date and
    /// time (`2026-02-14T09:30`, the time in minutes from midnight), or a
    /// month (`2026-02`) standing for its first day, or with `monthEnd` its
    /// last; nil: none of these.
    package static func bound(_ text: String, monthEnd: Bool = false) -> (day: CalendarDay, clock: Int?)? {
        if let time = LocalTime(iso: text) { return (time.day, time.minuteOfDay) }
        if let month = CalendarDay(isoMonth: text, last: monthEnd) { return (month, nil) }
        return CalendarDay(iso: text).map { ($0, nil) }
    }

    /// UIDatePicker.minuteInterval takes these.
    package static let minuteIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]
}
