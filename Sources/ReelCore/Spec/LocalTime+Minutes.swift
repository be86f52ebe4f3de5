import ReelModel
import ReelText

/// A moment as the datetime preset counts it: minutes since 1970-01-01
/// 00:00 on the wall clock, so bounds, spring-back and the day wheel are
/// integer arithmetic; written and read as ISO 8601 without seconds.
extension LocalTime {
    package static let minutesPerDay = 1440

    /// `2026-02-14T09:30`, or with a space for the T; nil for anything else.
    package init?(iso text: String) {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count == 2, let day = CalendarDay(iso: String(parts[0])) else { return nil }
        let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 2, clock.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hour = Int(clock[0]), let minute = Int(clock[1]), hour < 24, minute < 60 else { return nil }
        self.init(day: day, hour: hour, minute: minute)
    }

    /// A date and time in the format `2026-02-30T10:00` whose date no
    /// calendar has; nil otherwise.
    package static func impossible(iso text: String) -> CalendarDay.Impossible? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count == 2 else { return nil }
        return CalendarDay.impossible(iso: String(parts[0]))
    }

    package init(minutes: Int) {
        let day = minutes >= 0 ? minutes / Self.minutesPerDay : (minutes - Self.minutesPerDay + 1) / Self.minutesPerDay
        let minuteOfDay = minutes - day * Self.minutesPerDay
        self.init(day: CalendarDay(dayNumber: day), hour: minuteOfDay / 60, minute: minuteOfDay % 60)
    }

    /// Minutes since 1970-01-01 00:00.
    package var minutes: Int { day.dayNumber * Self.minutesPerDay + minuteOfDay }

    /// Minutes since midnight.
    package var minuteOfDay: Int { hour * 60 + minute }

    package var iso: String { day.iso + "T" + pad(hour, 2) + ":" + pad(minute, 2) }
}
