/// The date grammar: `YYYY-MM-DD`, `YYYY-MM`, `YYYY-MM-DDTHH:MM` as
/// `CalendarDay(iso:)`, `CalendarDay(isoMonth:last:)` and `LocalTime(iso:)`
/// read them, then as every preset's `--select`, `--min` and `--max`.
/// Input: a byte choosing the preset, then up to three NUL-separated texts
/// (`--select`, `--min`, `--max`; an empty one is left out).
/// What must hold: a text is a day, an impossible day or neither, never
/// both; what parses writes back to itself (its ISO form reads as the same
/// day, month or moment, a month preset's bound text included); counting
/// in days and minutes goes there and back; and the command line builds a
/// picker that prints, or fails with one safe line (a year near 7.7e17
/// trapped in `year * 12`).
func fuzzDates(_ bytes: [UInt8]) {
    guard let choice = bytes.first else { return }
    let texts = bytes.dropFirst().split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
    for text in texts.map({ String(decoding: $0, as: UTF8.self) }) { checkDateGrammar(text) }
    let preset = Preset.all[Int(choice) % Preset.all.count]
    var words: [[UInt8]] = [Array("-p".utf8), Array(preset.name.utf8)]
    for (option, text) in zip(["--select", "--min", "--max"], texts) where !text.isEmpty {
        words += [Array(option.utf8), text]
    }
    _ = pickerOrSafeError(Array(words.joined(separator: [0])))
}

private func checkDateGrammar(_ text: String) {
    if let day = CalendarDay(iso: text) {
        precondition(CalendarDay.impossible(iso: text) == nil, "a day and impossible: \(text)")
        precondition(CalendarDay.years.contains(day.year) && (1...12).contains(day.month)
                     && (1...CalendarDay.days(inMonth: day.month, year: day.year)).contains(day.day))
        precondition(CalendarDay(iso: day.iso) == day, "\(day.iso) does not read back")
        precondition(CalendarDay(dayNumber: day.dayNumber) == day, "\(day.iso) does not count back")
        let month = MonthPreset().boundText(day)
        precondition(CalendarDay(isoMonth: month, last: false) == CalendarDay(year: day.year, month: day.month, day: 1),
                     "month bound \(month) of \(day.iso) does not read back")
        _ = day.weekday
    }
    if let first = CalendarDay(isoMonth: text, last: false), let last = CalendarDay(isoMonth: text, last: true) {
        precondition(CalendarDay.impossible(isoMonth: text) == nil, "a month and impossible: \(text)")
        precondition(first.day == 1 && last.day == CalendarDay.days(inMonth: last.month, year: last.year) && first < last)
    }
    if let time = LocalTime(iso: text) {
        precondition(LocalTime.impossible(iso: text) == nil, "a moment and impossible: \(text)")
        precondition(LocalTime(iso: time.iso) == time, "\(time.iso) does not read back")
        precondition(LocalTime(minutes: time.minutes) == time, "\(time.iso) does not count back")
    }
    for impossible in [CalendarDay.impossible(iso: text), CalendarDay.impossible(isoMonth: text),
                       LocalTime.impossible(iso: text)].compactMap({ $0 }) {
        precondition(isOneSafeLine(impossible.reason))
    }
}
