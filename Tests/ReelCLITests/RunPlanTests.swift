import Testing
@testable import ReelCLI
@testable import ReelModel
@testable import ReelRender

/// What the run reads from its plan instead of from the arguments: each
/// wheel's `--swatch`, in a form field by field.
@Suite struct RunPlanTests {
    struct Case: Sendable, CustomStringConvertible {
        var arguments: [String]
        var swatches: [Bool]
        var fieldSwatches: [[Bool]] = []
        var description: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(arguments: ["--swatch", "-c", "Red,Blue", "-c", "1...3"], swatches: [true, true]),
        Case(arguments: ["-c", "Red,Blue", "--swatch", "-c", "1...3"], swatches: [true, false]),
        Case(arguments: ["--field", "A", "-c", "Red,Blue", "--swatch", "--field", "B", "-c", "1...3", "-c", "x,y"],
             swatches: [false], fieldSwatches: [[true], [false, false]]),
        Case(arguments: ["--swatch", "--field", "A", "-c", "Red,Blue", "--field", "B", "--text"],
             swatches: [false], fieldSwatches: [[true], []]),
    ])
    func eachWheelTakesItsOwnSwatch(_ c: Case) throws {
        let plan = try RunPlan(ArgumentParser.parse(c.arguments))
        let appearance = plan.appearance(state: try PickerFactory.makeState(plan, inputs: .fixed()), depth: .none)
        #expect(appearance.swatches == c.swatches)
        #expect(appearance.fieldSwatches == c.fieldSwatches)
    }
}
