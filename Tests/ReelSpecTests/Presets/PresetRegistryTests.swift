import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
import SpecTestSupport

/// `Preset.all` is the one list of presets: what each declares (its
/// `--select` example, its fields) holds when it is built.
@Suite struct PresetRegistryTests {
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 2, day: 14), hour: 9, minute: 30)

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
        let state = try PickerState.preset(name, PresetRequest(select: kind.selectExample), now: Self.now)
        let values = state.wheels.map { $0.rows.value(at: $0.selectedRow) }
        let fields = kind.derivedFields(values: values)
        #expect(fields.keys.sorted() == kind.fieldNames.sorted())
        #expect(fields.values.allSatisfy { !$0.isEmpty })
        #expect(kind.selectFormat.hasSuffix(", e.g. " + kind.selectExample))
    }

    @Test func alternativesReadAsASentence() {
        #expect([String]().joinedAsAlternatives == "")
        #expect(["date"].joinedAsAlternatives == "date")
        #expect(["date", "datetime"].joinedAsAlternatives == "date or datetime")
        #expect(["a", "b", "c"].joinedAsAlternatives == "a, b or c")
    }
}
