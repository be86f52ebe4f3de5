import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// Which wheels a template reads: one answer (`NamedWheels`) for the
/// commands, the questions and the output, so `{Field.N}` means the same
/// wheels to each. Wheels are named by field and place within it.
@Suite struct NamedWheelsTests {
    static func picker(_ wheels: Int) -> PickerState {
        PickerState(wheels: (0..<wheels).map { _ in Wheel(rows: ListRows(["a", "b", "c"])) })
    }

    /// Country (2 wheels), City (1), Street (2).
    static let state = PickerState(fields: [("Country", picker(2)), ("City", picker(1)), ("Street", picker(2))],
                                   chrome: Chrome())

    static func ref(_ field: Int, _ wheel: Int) -> WheelRef { WheelRef(field: field, wheel: wheel) }

    static func named(_ template: String, field: Int? = nil, form: Form? = state.form) throws -> NamedWheels {
        NamedWheels(try Template(parsing: template).parts, field: field, form: form)
    }

    static func refs(_ pairs: [(Int, Int)]) -> NamedWheels {
        .these(Set(pairs.map { WheelRef(field: $0.0, wheel: $0.1) }))
    }

    @Test func eachPlaceholderNamesItsWheels() throws {
        #expect(try Self.named("echo {2}") == Self.refs([(0, 1)]))
        #expect(try Self.named("echo {2.row}") == Self.refs([(0, 1)]))
        #expect(try Self.named("echo {}") == .every)
        #expect(try Self.named("echo {1}", field: 2) == Self.refs([(2, 0)]))
        #expect(try Self.named("echo {Country}") == Self.refs([(0, 0), (0, 1)]))
        #expect(try Self.named("echo {Country.2}") == Self.refs([(0, 1)]))
        #expect(try Self.named("echo {Street.1.row}") == Self.refs([(2, 0)]))
        #expect(try Self.named("echo {City} {Street.2}", field: 1) == Self.refs([(1, 0), (2, 1)]))
        #expect(try Self.named("echo plain") == .these([]))
        // A preset's derived field reads the wheels it is made of.
        #expect(try Self.named("echo {iso}", form: nil) == .every)
    }

    /// `{}` is the asking field's wheels, or for the form's own templates
    /// every field's; each named by its field and place there.
    @Test func theWheelsAreFoundInTheSelectionOfEveryField() throws {
        let selection = SelectionValues(Self.state)
        #expect(selection.fields.map(\.wheels.count) == [2, 1, 2])
        #expect(NamedWheels.every.refs(in: selection, field: 2) == [Self.ref(2, 0), Self.ref(2, 1)])
        #expect(NamedWheels.every.refs(in: selection, field: nil).count == 5)
        #expect(try Self.named("echo {City} {Street.2}").refs(in: selection, field: 0) == [Self.ref(1, 0), Self.ref(2, 1)])
        #expect(NamedWheels.every.refs(field: 1, counts: [2, 1, 2]) == [WheelRef(field: 1, wheel: 0)])
        #expect(selection.refs[3] == WheelRef(field: 2, wheel: 0))
        #expect(!selection.contains(WheelRef(field: 1, wheel: 1)), "City has one wheel")
    }

    /// A command that names `{Country.2}` is worked out again when that
    /// wheel moves, and not when another field's does: the commands read
    /// the field as the output does, not as `{}`.
    /// (Lines worked out are counted as reads of `{Country.2}`'s value.)
    @Test func aFieldsWheelIsReadAsTheOutputReadsIt() throws {
        var city = Self.picker(1)
        city.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: "echo {Country.2}"), maxRows: 10)))
        let named = CountingRows(ListRows(["a", "b", "c"]))
        let country = PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c"])), Wheel(rows: named)])
        var state = PickerState(fields: [("Country", country), ("City", city), ("Street", Self.picker(2))],
                                chrome: Chrome())
        var clock = 1.0
        func linesAfter(_ actions: [Action]) -> Int {
            clock += 1
            let before = named.valuesRead
            _ = state.apply(.input(actions), at: clock)
            return named.valuesRead - before
        }
        _ = state.apply(.tick, at: clock)
        #expect(linesAfter([.focusField(2), .down]) == 0, "Street moved: the command does not read it")
        #expect(linesAfter([.focusField(0), .focus(.wheel(0)), .down]) == 0, "Country's first wheel moved")
        #expect(linesAfter([.focus(.wheel(1)), .down]) == 1, "Country's second wheel moved")
        #expect(state.field(1).commands.feeds[0].reads == Self.refs([(0, 1)]))
        #expect(state.field(1).commands.feeds[0].target == .wheel(0, field: 1), "its runs say whose they are")
    }
}
