import ReelModel
import ReelText

/// The wall-clock time where the person is: the presets' initial selection.
/// A value passed in, so tests choose their own "now".
package struct LocalTime: Equatable, Sendable {
    package var day: CalendarDay
    package var hour: Int
    package var minute: Int

    package init(day: CalendarDay, hour: Int, minute: Int) {
        self.day = day
        self.hour = hour
        self.minute = minute
    }
}
