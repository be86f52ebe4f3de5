import Testing
@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelKit
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

/// `Preset.all` is the one list of presets: what each declares (its
/// `--select` example, its fields, the options it takes) holds when it is
/// built through the command line.
@Suite struct PresetRegistryTests {
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 2, day: 14), hour: 9, minute: 30)

    func make(_ arguments: [String]) throws -> PickerState {
        try PickerFactory.presetState(arguments, now: Self.now, locale: nil)
    }

    @Test func namesAreUniqueWords() {
        let names = Preset.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(!name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }) }
    }

    /// The example the help of `--select` shows starts the preset, and every
    /// field it declares is filled in.
    @Test(arguments: Preset.all.map(\.name))
    func theSelectExampleStartsItAndEveryFieldHasAValue(_ name: String) throws {
        let kind = try #require(Preset.named(name)).kind
        let state = try make(["-p", name, "-s", kind.selectExample])
        let values = state.wheels.map { $0.rows.value(at: $0.selectedRow) }
        let fields = kind.derivedFields(values: values)
        #expect(fields.keys.sorted() == kind.fieldNames.sorted())
        #expect(fields.values.allSatisfy { !$0.isEmpty })
        #expect(kind.selectForm.hasSuffix(", e.g. " + kind.selectExample))
    }

    /// An option only some presets take works with those that declare it
    /// and is refused, naming them, by the rest.
    @Test(arguments: Preset.all.map(\.name))
    func theOptionsItTakesAreTheOnesItDeclares(_ name: String) throws {
        let kind = try #require(Preset.named(name)).kind
        let given: [(PresetOption, [String])] = [
            (.minuteInterval, ["--minute-interval", "5"]), (.carry, ["--carry"]),
            (.dateBounds, ["--min", "2026-01-01"]), (.timeBounds, ["--min", "2026-01-01T10:00"]),
        ]
        for (option, arguments) in given {
            let taken = kind.accepts.contains(option) && (option != .timeBounds || kind.accepts.contains(.dateBounds))
            do {
                _ = try make(["-p", name] + arguments)
                #expect(taken, "--preset \(name) \(arguments.joined(separator: " ")) should be refused")
            } catch let error as ReelError {
                #expect(!taken, "--preset \(name) \(arguments.joined(separator: " ")): \(error.message)")
                let takers = option == .timeBounds && kind.accepts.contains(.dateBounds) ? Preset.names(accepting: .timeBounds)
                    : Preset.names(accepting: option == .timeBounds ? .dateBounds : option)
                #expect(error.message.contains(takers), "\(error.message)")
            }
        }
    }

    @Test func alternativesReadAsASentence() {
        #expect([String]().joinedAsAlternatives == "")
        #expect(["date"].joinedAsAlternatives == "date")
        #expect(["date", "datetime"].joinedAsAlternatives == "date or datetime")
        #expect(["a", "b", "c"].joinedAsAlternatives == "a, b or c")
    }
}
