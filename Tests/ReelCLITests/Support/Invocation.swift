@testable import ReelCLI
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
@testable import ReelKit
@testable import ReelTerminal

/// `reel ARGUMENTS` as far as the picker it builds, the way `ReelCommand`
/// goes: parsed, planned, made.
enum Invocation {
    static func picker(_ arguments: [String], inputs: PickerFactory.Inputs) throws(ReelError) -> Picker {
        try PickerFactory.makePicker(try RunPlan(ArgumentParser.parse(arguments)), inputs: inputs)
    }

    static func state(_ arguments: [String], inputs: PickerFactory.Inputs) throws(ReelError) -> PickerState {
        try PickerFactory.makeState(try RunPlan(ArgumentParser.parse(arguments)), inputs: inputs)
    }
}

extension PickerFactory.Inputs {
    /// No terminal on stdin when there are `stdin`'s rows, the files of
    /// `files` only, a fixed "now" (by default 2026-01-01 00:00), the words
    /// of `locale`: tests that do not care about the clock do not read it.
    static func fixed(stdin: String? = nil, files: [String: String] = [:],
                      now: LocalTime = LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0),
                      locale: String? = nil) -> Self {
        Self(standardInputIsTerminal: stdin == nil,
             readStandardInput: { _ throws(LineRows.ReadError) in LineRows(stdin ?? "") },
             readFile: { path, _ throws(LineRows.ReadError) in
                 guard let text = files[path] else { throw LineRows.ReadError(errno: 2) }
                 return LineRows(text)
             },
             now: now, locale: locale)
    }
}
