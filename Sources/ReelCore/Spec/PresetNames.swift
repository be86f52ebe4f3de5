// Only swift-foundation's locale, calendar and duration formatting are
// used, and only here: the hot paths (drawing, spinning) never touch them.
#if canImport(FoundationInternationalization)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif

/// The words the presets show: wheel labels, month names, AM and PM. They
/// follow the locale's language where Foundation knows it (ICU's data),
/// English otherwise. Only shown: values print as numbers and AM/PM
/// whatever the language, so scripts read the same output everywhere.
package struct PresetNames: Equatable, Sendable {
    package var hours: String
    package var minutes: String
    package var seconds: String
    /// January first.
    package var months: [String]
    package var am: String
    package var pm: String

    /// The iOS timer's words.
    package static let english = PresetNames(
        hours: "hours", minutes: "min", seconds: "sec",
        months: ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                 "October", "November", "December"],
        am: "AM", pm: "PM")

    package init(hours: String, minutes: String, seconds: String, months: [String], am: String, pm: String) {
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
        self.months = months
        self.am = am
        self.pm = pm
    }

    /// Names for a POSIX locale name (`ko_KR.UTF-8`, `de_DE@euro`, `C`).
    /// English for C, POSIX, English, and languages Foundation answers in
    /// English anyway (it knows no better).
    package init(locale name: String?) {
        guard let identifier = Self.identifier(fromPOSIX: name) else {
            self = .english
            return
        }
        let locale = Locale(identifier: identifier)
        guard let language = locale.language.languageCode?.identifier, language != "en" else {
            self = .english
            return
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let english = Locale(identifier: "en_US")
        func unit(_ seconds: Int64, _ unit: Duration.UnitsFormatStyle.Unit, _ fallback: String) -> String {
            let style = Duration.UnitsFormatStyle(allowedUnits: [unit], width: .abbreviated)
            let local = Duration.seconds(seconds).formatted(style.locale(locale))
            guard local != Duration.seconds(seconds).formatted(style.locale(english)) else { return fallback }
            // "2 Std.", "2시간": the unit is what is left without the number.
            let word = String(local.filter { !$0.isNumber && !$0.isWhitespace })
            return word.isEmpty ? fallback : word
        }
        let months = calendar.standaloneMonthSymbols
        self.init(hours: unit(7200, .hours, Self.english.hours), minutes: unit(120, .minutes, Self.english.minutes),
                  seconds: unit(2, .seconds, Self.english.seconds),
                  months: months.count == 12 ? months : Self.english.months,
                  am: calendar.amSymbol.isEmpty ? "AM" : calendar.amSymbol,
                  pm: calendar.pmSymbol.isEmpty ? "PM" : calendar.pmSymbol)
    }

    /// `ko_KR.UTF-8@mod` → `ko_KR`; nil for C, POSIX and nothing.
    static func identifier(fromPOSIX name: String?) -> String? {
        guard let name, !name.isEmpty else { return nil }
        let base = String(name.prefix { $0 != "." && $0 != "@" })
        return base.isEmpty || base == "C" || base == "POSIX" ? nil : base
    }

    /// The locale for dates and times as the C library picks it:
    /// LC_ALL, then LC_TIME, then LANG.
    package static func localeFromEnvironment(_ environment: [String: String]) -> String? {
        for name in ["LC_ALL", "LC_TIME", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return nil
    }
}
