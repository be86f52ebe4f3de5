@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelTerminal
@testable import ReelKit
import CoreTestSupport
import TerminalTestSupport

extension PickerFactory.Inputs {
    /// Inputs at a fixed "now" (2026-01-01 00:00) in no locale, so that
    /// tests that do not care about the clock do not read it.
    init(standardInputIsTerminal: Bool,
         readStandardInput: @escaping (Int) throws(LineRows.ReadError) -> LineRows,
         readFile: @escaping (String, Int) throws(LineRows.ReadError) -> LineRows) {
        self.init(standardInputIsTerminal: standardInputIsTerminal, readStandardInput: readStandardInput,
                  readFile: readFile, now: LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0),
                  locale: nil)
    }
}

extension PickerFactory {
    /// The state a preset picker starts in at `now` in `locale`, with no
    /// stdin and no files: what the preset tests compare.
    static func presetState(_ arguments: [String], now: LocalTime, locale: String?) throws -> PickerState {
        let inputs = Inputs(
            standardInputIsTerminal: true,
            readStandardInput: { _ throws(LineRows.ReadError) in LineRows("") },
            readFile: { _, _ throws(LineRows.ReadError) in throw LineRows.ReadError(errno: 2) },
            now: now, locale: locale)
        return try makeState(try ArgumentParser.parse(arguments), inputs: inputs)
    }

    /// The command line's way: the configuration planned, then built.
    static func makeState(_ configuration: Configuration, inputs: Inputs) throws(ReelError) -> PickerState {
        try makeState(PickerPlan(configuration), configuration, inputs: inputs)
    }

    static func makePicker(_ configuration: Configuration, inputs: Inputs) throws(ReelError) -> Picker {
        try makePicker(PickerPlan(configuration), configuration, inputs: inputs)
    }

    static func validate(_ configuration: Configuration, locale: String? = nil) throws(ReelError) {
        _ = try PickerPlan(configuration, locale: locale)
    }
}
