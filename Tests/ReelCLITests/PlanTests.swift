import Testing
@testable import ReelCLI
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec

/// The command line read into the plan: each SPEC and command parsed once,
/// the options each wheel takes, a preset's request, a form's fields.
@Suite struct PlanTests {
    func plan(_ arguments: [String]) throws -> PickerPlan { try RunPlan(ArgumentParser.parse(arguments)).picker }

    @Test func eachSpecAndCommandIsReadOnce() throws {
        let plan = try plan(["--cyclic", "-c", "1...3", "-l", "n", "-c", "a,b", "-c", "!echo {1} {2}"])
        #expect(!plan.isForm)
        let components = plan.fields[0].components
        #expect(components.map(\.spec) == [.numbers(NumberRows(first: 1, step: 1, count: 3)), .list([[0x61], [0x62]]),
                                           .command("echo {1} {2}")])
        #expect(components.map(\.written) == ["1...3", "a,b", "!echo {1} {2}"])
        #expect(components.map(\.options.label) == ["n", nil, nil])
        #expect(components.allSatisfy { $0.options.cyclic == true }, "the defaults under each one's own")
        #expect(components[2].command == (try Template(parsing: "echo {1} {2}")))
        #expect(components[0].command == nil)
        #expect(plan.commandReads == [[nil, nil, [WheelRef(field: 0, wheel: 0), WheelRef(field: 0, wheel: 1)]]])
    }

    @Test func aPresetsRequestAndATreesSource() throws {
        var request = PresetRequest()
        request.minimum = CalendarDay(year: 2026, month: 2, day: 1)
        request.maximum = CalendarDay(year: 2026, month: 3, day: 1)
        request.maximumClock = 9 * 60
        request.select = "2026-02-14T09:00"
        let preset = try plan(["-p", "datetime", "--min", "2026-02", "--max", "2026-03-01T09:00", "-s", "2026-02-14T09:00"])
        #expect(preset.fields[0].wheels == .preset(try #require(Preset.named("datetime")), request))
        #expect(try plan(["--tree", "-", "-s", "Asia,,Seoul"]).fields[0].wheels
            == .tree(path: nil, select: [Array("Asia".utf8), [], Array("Seoul".utf8)]))
        #expect(try plan(["--tree", "places.txt"]).fields[0].wheels == .tree(path: "places.txt"))
        #expect(try plan(["-p", "time", "-l", "h,,s"]).fields[0].labels == ["h", "", "s"])
    }

    /// A form's fields take the options given before the first `--field`.
    @Test func aFormsFieldsHaveNamesAndTheFormsDefaults() throws {
        let plan = try plan(["--align", "left", "--field", "A", "-c", "x", "--field", "B", "-p", "time", "--separator", "h"])
        #expect(plan.fieldNames == ["A", "B"])
        #expect(plan.fields[0].components[0].options.alignment == .left)
        #expect(plan.fields[1].defaults.alignment == .left && plan.fields[1].separator == "h")
    }

    /// A picker's `--preview` that does not parse is said where its
    /// commands are set, after its input (as before the plan); a form's
    /// with the other argument errors.
    @Test func aPreviewThatDoesNotParse() throws {
        let picker = try plan(["-c", "a", "--preview", "cat {"])
        #expect(picker.preview == .failure(TemplateError(template: "cat {", problem: .unclosed)))
        #expect(throws: ReelError.commandTemplate(spec: "--preview", TemplateError(template: "cat {", problem: .unclosed))) {
            try plan(["--field", "A", "-c", "a", "--preview", "cat {"])
        }
    }
}
