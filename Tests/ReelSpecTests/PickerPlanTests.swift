import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec

/// The plan the factories build from: its values as the command line would
/// make them, and what it works out from them alone.
@Suite struct PickerPlanTests {
    static func component(_ spec: String, options: ComponentOptions = ComponentOptions()) throws -> ComponentPlan {
        let parsed = try ComponentSpec.parse(spec)
        var command: Template?
        if case .command(let text) = parsed { command = try Template(parsing: text) }
        return ComponentPlan(parsed, written: spec, options: options, command: command)
    }

    static func field(_ name: String?, _ specs: String...) throws -> FieldPlan {
        FieldPlan(name: name, wheels: .components(try specs.map { try component($0) }))
    }

    static func refs(_ pairs: (Int, Int)...) -> Set<WheelRef> { Set(pairs.map { WheelRef(field: $0.0, wheel: $0.1) }) }

    /// Each command's placeholders name (field, wheel) pairs: `{N}` its own
    /// field's, `{Name}` every wheel of that field, `{Name.N}` one of them.
    @Test func aCommandReadsWheelsByFieldAndWheel() throws {
        let plan = PickerPlan(fields: [
            try Self.field("Country", "Korea,Japan", "!echo {1}"),
            try Self.field("City", "!grep {Country.1} {Street}"),
            try Self.field("Street", "a,b", "c,d"),
        ])
        #expect(plan.isForm)
        #expect(plan.fieldNames == ["Country", "City", "Street"])
        #expect(plan.commandReads == [
            [nil, Self.refs((0, 0))],
            [Self.refs((0, 0), (2, 0), (2, 1))],
            [nil, nil],
        ])
    }

    /// In a picker that is no form, a name is a field its preset derives:
    /// it reads every wheel; `{}` does too.
    @Test func aPickersCommandNamesItsOwnWheels() throws {
        let plan = PickerPlan(fields: [try Self.field(nil, "1...3", "!echo {iso}", "!echo {1} {3.row}", "!echo {}")])
        #expect(!plan.isForm)
        #expect(plan.commandReads == [[nil, Self.refs((0, 0), (0, 1), (0, 2), (0, 3)), Self.refs((0, 0), (0, 2)),
                                       Self.refs((0, 0), (0, 1), (0, 2), (0, 3))]])
    }

    /// A preset's or a tree's wheels are counted once built: before, a
    /// field of them has no wheel for a command to read.
    @Test func aPresetFieldHasNoWheelsYet() throws {
        let plan = PickerPlan(fields: [
            FieldPlan(name: "When", wheels: .preset(try #require(Preset.named("time")), PresetRequest())),
            try Self.field("Note", "!echo {When} {When.1}"),
        ])
        #expect(plan.commandReads == [[], [[]]])
    }

    /// A wheel's options are its component's; a preset's, a tree's and
    /// stdin's (rows piped with no component) are the defaults.
    @Test func optionsOfEachWheel() throws {
        var defaults = ComponentOptions()
        defaults.label = "all"
        var own = ComponentOptions()
        own.label = "mine"
        let field = FieldPlan(wheels: .components([try Self.component("a,b", options: own)]), defaults: defaults)
        #expect(field.options(ofWheel: 0).label == "mine")
        #expect(field.options(ofWheel: 1).label == "all")
        #expect(field.standardInput == ComponentPlan(.standardInput, written: "-", options: defaults))
        #expect(FieldPlan(wheels: .tree(path: nil), defaults: defaults).components.isEmpty)
    }

    @Test func optionsOverTheDefaults() {
        var defaults = ComponentOptions()
        (defaults.label, defaults.cyclic, defaults.show) = ("all", true, FieldRange(first: 2, last: 2))
        var own = ComponentOptions()
        (own.label, own.multi) = ("mine", 3)
        let merged = own.over(defaults)
        #expect(merged.label == "mine" && merged.cyclic == true && merged.multi == 3)
        #expect(merged.usesFields && !own.usesFields)
    }
}
