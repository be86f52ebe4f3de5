import ReelModel
import ReelText

/// One `--preset NAME`: everything reel knows of it, in one type. A new
/// preset is a file in `Spec/` with a type that conforms, and one line in
/// `Preset.all`; the parser, `--help`, the completions, the checks of the
/// options only some presets take and the output all read it there. Its
/// values and fields (`ValueFormat`) are how the picker's selection is
/// written, on stdout and in commands alike.
package protocol PresetKind: ValueFormat {
    /// What `--preset` takes.
    var name: String { get }
    /// Its wheels in a few words, in the help of `--preset`: duration (h m s).
    var wheelsInBrief: String { get }
    /// A few words beside the name where a shell shows them (zsh, fish).
    var choiceHelp: String { get }
    /// How `--select` is written (`H:MM:SS`), and an example (`1:30:00`),
    /// which the help of `--select` lists.
    var selectPattern: String { get }
    var selectExample: String { get }
    /// The question the accessible mode asks when no field names it (`Date`),
    /// how its answer is written (`--select`'s format unless said otherwise)
    /// and an example of one.
    var questionName: String { get }
    var answerPattern: String { get }
    var answerExample: String { get }
    /// The options only some presets take that this one takes.
    var accepts: Set<PresetOption> { get }
    /// A `--min` or `--max` as this preset's answers write it (the month
    /// preset: `2026-02`); the day's ISO format by default.
    func boundText(_ day: CalendarDay) -> String

    /// The wheels' values written as `answerPattern` (`2026-02-14`), which
    /// `build` reads back as `--select` onto the same rows.
    func answerText(values: [[UInt8]]) -> String
    /// The wheels, on `now` (the initial selection) or `--select`.
    func build(_ request: PresetRequest, now: LocalTime, names: LocaleWords,
               measure: DisplayWidth) throws(PresetError) -> PresetPicker
}

extension PresetKind {
    package var answerPattern: String { selectPattern }
    package var answerExample: String { selectExample }
    package func boundText(_ day: CalendarDay) -> String { day.iso }

    /// The values as text, for `answerText`.
    func texts(_ values: [[UInt8]]) -> [String] { values.map { String(decoding: $0, as: UTF8.self) } }

    /// `--select` as this preset reads it, for error messages.
    package var selectFormat: String { "\(selectPattern), e.g. \(selectExample)" }

    /// A `--select` this preset cannot start on; `expected` says what it
    /// can, when that is narrower than `selectFormat` (a bound, an interval).
    func selectError(_ text: String, expected: String? = nil) -> PresetError {
        .select(value: text, preset: name, expected: expected ?? selectFormat)
    }
}
