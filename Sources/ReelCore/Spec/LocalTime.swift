#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The wall-clock time where the person is: the presets' initial selection.
/// A value passed in, so tests choose their own "now".
public struct LocalTime: Equatable, Sendable {
    public var day: CalendarDay
    public var hour: Int
    public var minute: Int

    public init(day: CalendarDay, hour: Int, minute: Int) {
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// Now in the local time zone (TZ and /etc/localtime, via the C library).
    public static func current() -> LocalTime {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return LocalTime(day: CalendarDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
                                          day: Int(parts.tm_mday)),
                         hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
    }
}
