import ReelModel
import ReelText

/// The words reel shows in the reader's language: the presets' labels,
/// month names and AM/PM, how a date is written (the order of its wheels
/// and their affixes: 2026年 2月 14日), and the buttons' default words.
/// They come from a table generated from CLDR (LocaleWords+Generated.swift,
/// scripts/gen-locale-table.py); the buttons' words are iOS's.
///
/// Only shown: values print as numbers and AM/PM whatever the language, in
/// the documented order (year, month, day), so scripts read the same output
/// everywhere.
package struct LocaleWords: Equatable, Sendable {
    /// The duration preset's labels, as the iOS timer shows them.
    package var hours: String
    package var minutes: String
    package var seconds: String
    /// Stand-alone month names, January first.
    package var months: [String]
    package var am: String
    package var pm: String
    /// The accept and cancel buttons' words (`--done`, `--cancel` override them).
    package var done: String
    package var cancel: String
    /// AM/PM stands before the hour, as in Korean and Chinese (오후 2:05).
    package var dayPeriodFirst: Bool
    /// The date's fields as the locale writes them, left to right.
    package var date: [DatePart]
    /// The locale's own clock counts 1 to 12 with AM/PM (US English,
    /// Korean), so the datetime preset adds an AM/PM wheel.
    package var usesTwelveHours: Bool
    /// The relative day 0, standing for today on the datetime wheel; empty
    /// where CLDR has none (the day is then written like the others).
    package var today: String
    /// A day with its weekday: `{E}, {MMM} {d}` in US English (see
    /// `dayTitle(_:)`).
    package var dayFormat: String
    /// Abbreviated weekdays, Sunday first (`Sat`, `Sa.`, `토`).
    package var weekdays: [String]
    /// Abbreviated months, January first (`Feb`, `Feb.`, `2월`).
    package var shortMonths: [String]

    package init(hours: String, minutes: String, seconds: String, months: [String], am: String, pm: String,
                done: String = "Done", cancel: String = "Cancel", dayPeriodFirst: Bool = false,
                date: [DatePart] = [DatePart(.year), DatePart(.month), DatePart(.day)],
                usesTwelveHours: Bool = false, today: String = "Today", dayFormat: String = "{E} {d} {MMM}",
                weekdays: [String] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
                shortMonths: [String]? = nil) {
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
        self.months = months
        self.am = am
        self.pm = pm
        self.done = done
        self.cancel = cancel
        self.dayPeriodFirst = dayPeriodFirst
        self.date = date
        self.usesTwelveHours = usesTwelveHours
        self.today = today
        self.dayFormat = dayFormat
        self.weekdays = weekdays
        self.shortMonths = shortMonths ?? months
    }

    /// `day` as the datetime preset's wheel writes it: `Sat, Feb 14` in US
    /// English, `Sa., 14. Feb.` in German, `2월 14일 (토)` in Korean.
    package func dayTitle(_ day: CalendarDay) -> String {
        var out = ""
        var rest = dayFormat[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            switch rest[rest.index(after: open)..<close] {
            case "E": out += weekdays[day.weekday]
            case "MMM": out += shortMonths[day.month - 1]
            case "M": out += String(day.month)
            case "d": out += String(day.day)
            case "dd": out += pad(day.day, 2)
            default: break
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// US English: CLDR's `en`, with the iOS timer's words.
    package static let english = LocaleWords(record: records[0])!

    /// The words for a POSIX locale name (`ko_KR.UTF-8`, `de_AT@euro`,
    /// `C`): the table's `language_REGION`, else its `language`, else
    /// English. C and POSIX are English.
    package init(locale name: String?) {
        for key in Self.keys(fromPOSIX: name) {
            if let words = Self.lookUp(key) {
                self = words
                return
            }
        }
        self = .english
    }

    /// `ko_KR.UTF-8@mod` → `["ko_KR", "ko"]`; nothing for C, POSIX and
    /// nothing. The codeset and modifier say nothing about the words.
    static func keys(fromPOSIX name: String?) -> [String] {
        guard let name else { return [] }
        let base = name.prefix { $0 != "." && $0 != "@" }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = parts.first, first != "C", first != "POSIX",
              first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
        let language = first.lowercased()
        // A script between them (zh_Hant_TW) is skipped: the region decides.
        guard let region = parts.dropFirst().last(where: { $0.count == 2 }), region.allSatisfy(\.isASCII)
        else { return [language] }
        return [language + "_" + region.uppercased(), language]
    }

    /// The table's entry for a key, by binary search of the sorted names.
    static func lookUp(_ key: String) -> LocaleWords? {
        var low = 0, high = names.count
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < names.count, names[low] == key else { return nil }
        return LocaleWords(record: records[Int(recordIndex[low])])
    }

    /// The locale for dates and times as the C library picks it: the first
    /// of LC_ALL, LC_TIME and LANG that is set and not empty.
    package static func localeFromEnvironment(_ environment: [String: String]) -> String? {
        for name in ["LC_ALL", "LC_TIME", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return nil
    }

    /// A generated record: the fields the generator lists, joined by `|`.
    init?(record: String) {
        let fields = record.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 45 else { return nil }
        let date = fields[8...10].compactMap(DatePart.init(template:))
        guard date.count == 3, Set(date.map(\.field)).count == 3 else { return nil }
        self.init(hours: fields[0], minutes: fields[1], seconds: fields[2], months: Array(fields[33...]),
                  am: fields[3], pm: fields[4], done: fields[5], cancel: fields[6], dayPeriodFirst: fields[7] == "a",
                  date: date, usesTwelveHours: fields[11] == "12", today: fields[12], dayFormat: fields[13],
                  weekdays: Array(fields[14..<21]), shortMonths: Array(fields[21..<33]))
    }
}
