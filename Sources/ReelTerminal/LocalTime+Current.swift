import ReelCore
import ReelSystem

extension LocalTime {
    /// Now in the local time zone (TZ and /etc/localtime, via the C library).
    package static func current() -> LocalTime {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return LocalTime(day: CalendarDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
                                          day: Int(parts.tm_mday)),
                         hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
    }
}
