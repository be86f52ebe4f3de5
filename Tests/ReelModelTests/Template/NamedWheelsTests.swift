import Testing
@testable import ReelText
@testable import ReelModel

/// Which wheels a template reads: one answer (`NamedWheels`) for the
/// commands, the questions and the output, so `{Field.N}` means the same
/// wheels to each.
@Suite struct NamedWheelsTests {
    /// Country (wheels 0 and 1), City (2), Street (3 and 4).
    static let form = Form(fields: [Form.Field(name: "Country", wheels: 0..<2, separator: ""),
                                    Form.Field(name: "City", wheels: 2..<3, separator: ""),
                                    Form.Field(name: "Street", wheels: 3..<5, separator: "")])

    static func named(_ template: String, numbered: Range<Int>? = nil, form: Form? = form) throws -> NamedWheels {
        NamedWheels(try Template(parsing: template).parts, numbered: numbered, form: form)
    }

    @Test func eachPlaceholderNamesItsWheels() throws {
        #expect(try Self.named("echo {2}") == .these([1]))
        #expect(try Self.named("echo {2.row}") == .these([1]))
        #expect(try Self.named("echo {}") == .every)
        #expect(try Self.named("echo {}", numbered: 3..<5) == .these([3, 4]))
        #expect(try Self.named("echo {1}", numbered: 3..<5) == .these([3]))
        #expect(try Self.named("echo {Country}") == .these([0, 1]))
        #expect(try Self.named("echo {Country.2}") == .these([1]))
        #expect(try Self.named("echo {Street.1.row}") == .these([3]))
        #expect(try Self.named("echo {City} {Street.2}") == .these([2, 4]))
        #expect(try Self.named("echo plain") == .these([]))
        // A preset's derived field reads the wheels it is made of.
        #expect(try Self.named("echo {iso}", form: nil) == .every)
        #expect(try Self.named("echo {iso}", numbered: 2..<5, form: nil) == .these([2, 3, 4]))
        #expect(NamedWheels.every.wheels(count: 3) == [0, 1, 2])
    }

    /// A command that names `{Country.2}` is worked out again when that
    /// wheel moves, and not when another field's does: the commands read
    /// the field as the output does, not as `{}`.
    @Test func aFieldsWheelIsReadAsTheOutputReadsIt() throws {
        let wheels = (0..<5).map { _ in Wheel(rows: ListRows(["a", "b", "c"])) }
        var state = PickerState(wheels: wheels)
        state.form = Self.form
        var feed = CommandFeed(target: .wheel(2), template: try Template(parsing: "echo {Country.2}"), maxRows: 10)
        feed.scope = 2..<3
        state.commands.add(feed, form: Self.form)
        var clock = 1.0
        func linesAfter(_ action: Action) -> Int {
            clock += 1
            let before = state.commands.linesWorkedOut
            _ = state.apply(.input([action]), at: clock)
            return state.commands.linesWorkedOut - before
        }
        _ = state.apply(.tick, at: clock)
        #expect(linesAfter(.spin(wheel: 4, by: 1)) == 0, "Street moved: the command does not read it")
        #expect(linesAfter(.spin(wheel: 0, by: 1)) == 0, "Country's first wheel moved")
        #expect(linesAfter(.spin(wheel: 1, by: 1)) == 1, "Country's second wheel moved")
        let placeholders = Placeholders(SelectionValues(state), numbered: 2..<3, delimiter: [])
        #expect(placeholders.wheels(namedBy: feed.script.parameters) == state.commands.feeds[0].reads.wheels(count: 5))
    }
}
