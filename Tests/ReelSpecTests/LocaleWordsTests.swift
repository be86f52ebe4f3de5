import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec

@Suite struct LocaleWordsTests {
    // MARK: Which locale

    struct Environment: Sendable, CustomTestStringConvertible {
        var variables: [String: String]
        var locale: String?
        var testDescription: String { variables.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ") }
    }

    @Test(arguments: [
        Environment(variables: ["LC_ALL": "ko_KR.UTF-8", "LC_TIME": "de_DE.UTF-8", "LANG": "ja_JP.UTF-8"], locale: "ko_KR.UTF-8"),
        Environment(variables: ["LC_TIME": "de_DE.UTF-8", "LANG": "ja_JP.UTF-8"], locale: "de_DE.UTF-8"),
        Environment(variables: ["LANG": "ja_JP.UTF-8"], locale: "ja_JP.UTF-8"),
        Environment(variables: ["LC_ALL": "", "LC_TIME": "", "LANG": "ja_JP.UTF-8"], locale: "ja_JP.UTF-8"),
        Environment(variables: ["LC_MESSAGES": "ko_KR.UTF-8"], locale: nil),
        Environment(variables: [:], locale: nil),
    ])
    func firstSetOfLcAllLcTimeLang(_ c: Environment) {
        #expect(LocaleWords.localeFromEnvironment(c.variables) == c.locale)
    }

    struct Keys: Sendable, CustomTestStringConvertible {
        var name: String?
        var keys: [String]
        var testDescription: String { name ?? "nil" }
    }

    @Test(arguments: [
        Keys(name: "ko_KR.UTF-8", keys: ["ko_KR", "ko"]),
        Keys(name: "de_AT@euro", keys: ["de_AT", "de"]),
        Keys(name: "sr_RS.UTF-8@latin", keys: ["sr_RS", "sr"]),
        Keys(name: "zh_Hant_TW", keys: ["zh_TW", "zh"]),
        Keys(name: "pt-br", keys: ["pt_BR", "pt"]),
        Keys(name: "ja", keys: ["ja"]),
        Keys(name: "C", keys: []),
        Keys(name: "C.UTF-8", keys: []),
        Keys(name: "POSIX", keys: []),
        Keys(name: "", keys: []),
        Keys(name: nil, keys: []),
    ])
    func posixNameToTableKeys(_ c: Keys) {
        #expect(LocaleWords.keys(fromPOSIX: c.name) == c.keys)
    }

    @Test func regionThenLanguageThenEnglish() {
        // en_GB has a record of its own (day month year), en_US none: it is en.
        #expect(LocaleWords(locale: "en_GB.UTF-8").date.map(\.field) == [.day, .month, .year])
        #expect(LocaleWords(locale: "en_US.UTF-8") == .english)
        #expect(LocaleWords(locale: "de_CH.UTF-8") == LocaleWords(locale: "de"), "no record of its own: German's")
        #expect(LocaleWords(locale: "de_AT.UTF-8").months[0] == "Jänner", "Austria's own January")
        #expect(LocaleWords(locale: "zh_TW.UTF-8").hours == "小時", "Traditional Chinese in Taiwan")
        #expect(LocaleWords(locale: "zh_CN.UTF-8").hours == "小时")
        #expect(LocaleWords(locale: "tlh_QO.UTF-8") == .english, "a language the table lacks")
        #expect(LocaleWords(locale: "C") == .english)
    }

    // MARK: The words

    struct Words: Sendable, CustomTestStringConvertible {
        var locale: String
        var units: [String]
        var february: String
        var amPM: [String]
        var buttons: [String]
        var dayPeriodFirst: Bool
        var date: [String]
        var testDescription: String { locale }
    }

    /// How a date part is written, as the generator's template.
    static func template(_ part: DatePart) -> String {
        let field = switch part.field {
        case .year: "y"
        case .month: part.numericMonth ? "M" : "L"
        case .day: part.paddedDay ? "dd" : "d"
        }
        return part.prefix + "{" + field + "}" + part.suffix
    }

    @Test(arguments: [
        Words(locale: "ko_KR.UTF-8", units: ["시간", "분", "초"], february: "2월", amPM: ["오전", "오후"],
              buttons: ["완료", "취소"], dayPeriodFirst: true, date: ["{y}년", "{L}", "{d}일"]),
        Words(locale: "de_DE.UTF-8", units: ["Std.", "Min.", "Sek."], february: "Februar", amPM: ["AM", "PM"],
              buttons: ["Fertig", "Abbrechen"], dayPeriodFirst: false, date: ["{d}", "{L}", "{y}"]),
        Words(locale: "ja_JP.UTF-8", units: ["時間", "分", "秒"], february: "2月", amPM: ["午前", "午後"],
              buttons: ["完了", "キャンセル"], dayPeriodFirst: true, date: ["{y}年", "{M}月", "{d}日"]),
        Words(locale: "en_US.UTF-8", units: ["hours", "min", "sec"], february: "February", amPM: ["AM", "PM"],
              buttons: ["Done", "Cancel"], dayPeriodFirst: false, date: ["{L}", "{d}", "{y}"]),
        Words(locale: "zh_CN.UTF-8", units: ["小时", "分钟", "秒"], february: "二月", amPM: ["上午", "下午"],
              buttons: ["完成", "取消"], dayPeriodFirst: true, date: ["{y}年", "{M}月", "{d}日"]),
    ])
    func wordsOfALanguage(_ c: Words) {
        let words = LocaleWords(locale: c.locale)
        #expect([words.hours, words.minutes, words.seconds] == c.units)
        #expect(words.months.count == 12)
        #expect(words.months[1] == c.february)
        #expect([words.am, words.pm] == c.amPM)
        #expect([words.done, words.cancel] == c.buttons)
        #expect(words.dayPeriodFirst == c.dayPeriodFirst)
        #expect(words.date.map(Self.template) == c.date)
    }

    struct Days: Sendable, CustomTestStringConvertible {
        var locale: String
        var weekdays: [String]
        var today: String
        var twelveHours: Bool
        /// Saturday 14 February 2026 on the datetime preset's day wheel.
        var day: String
        var testDescription: String { locale }
    }

    @Test(arguments: [
        Days(locale: "ko_KR.UTF-8", weekdays: ["일", "월", "화", "수", "목", "금", "토"], today: "오늘", twelveHours: true,
             day: "2월 14일 (토)"),
        Days(locale: "de_DE.UTF-8", weekdays: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."], today: "Heute",
             twelveHours: false, day: "Sa., 14. Feb."),
        Days(locale: "ja_JP.UTF-8", weekdays: ["日", "月", "火", "水", "木", "金", "土"], today: "今日", twelveHours: false,
             day: "2月14日(土)"),
        Days(locale: "en_US.UTF-8", weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], today: "Today",
             twelveHours: true, day: "Sat, Feb 14"),
        Days(locale: "en_GB.UTF-8", weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], today: "Today",
             twelveHours: false, day: "Sat 14 Feb"),
        Days(locale: "fr_FR.UTF-8", weekdays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
             today: "Aujourd’hui", twelveHours: false, day: "sam. 14 févr."),
    ])
    func weekdaysAndDays(_ c: Days) {
        let words = LocaleWords(locale: c.locale)
        #expect(words.weekdays == c.weekdays)
        #expect(words.today == c.today)
        #expect(words.usesTwelveHours == c.twelveHours)
        #expect(words.dayTitle(CalendarDay(year: 2026, month: 2, day: 14)) == c.day)
    }

    @Test func everyRecordReads() {
        for (name, index) in zip(LocaleWords.names, LocaleWords.recordIndex) {
            let words = LocaleWords(record: LocaleWords.records[Int(index)])
            #expect(words != nil, "\(name)")
            #expect(words?.weekdays.count == 7 && words?.shortMonths.count == 12, "\(name)")
            #expect(words?.dayFormat.contains("{E}") == true, "\(name): the weekday in the day's format")
        }
        #expect(LocaleWords.names == LocaleWords.names.sorted(), "binary search needs sorted names")
        #expect(LocaleWords.names.filter { !$0.contains("_") }.count >= 60, "CLDR's modern languages at least")
    }
}
