import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// Relations between wheels alone: a dependency, some wheels, the clock.
@Suite struct DependenciesTests {
    /// Allows only even rows of wheel 0; springs back down to one.
    struct EvenOnly: WheelDependency {
        func update(_ wheels: inout [Wheel], after change: WheelChange) {}
        func allows(_ wheels: [Wheel]) -> Bool { wheels[0].selectedRow % 2 == 0 }
        func springBack(_ wheels: inout [Wheel]) { wheels[0].select(wheels[0].selectedRow - 1) }
        func note(_ wheels: [Wheel]) -> String? { "row \(wheels[0].selectedRow)" }
    }

    @Test func aSelectionNotAllowedSpringsBackOnceStill() {
        var wheels = [Wheel(rows: NumberRows(first: 0, step: 1, count: 10))]
        var dependencies = Dependencies([EvenOnly()])
        wheels[0].select(3)
        dependencies.follow(selectionMoved: true, wheels: &wheels, at: 1)
        #expect(dependencies.springBackDue == 1 + Dependencies.springBackDelay)
        dependencies.follow(selectionMoved: false, wheels: &wheels, at: 1.2)
        #expect(wheels[0].selectedRow == 3, "still waiting")
        dependencies.follow(selectionMoved: false, wheels: &wheels, at: 1 + Dependencies.springBackDelay)
        #expect(wheels[0].selectedRow == 2)
        #expect(dependencies.springBackDue == nil)
        #expect(dependencies.note(wheels) == ToolbarNote(.info, "row 2"))
    }

    @Test func carryMovesTheNextWheelOn() {
        var wheels = [Wheel(rows: NumberRows(first: 0, step: 1, count: 24)),
                      Wheel(rows: NumberRows(first: 0, step: 1, count: 60), isCyclic: true, selectedRow: 59)]
        var dependencies = Dependencies([Carry(digits: [0, 1], wrapsAround: true)])
        wheels[1].spin(by: 1)
        dependencies.didSelect(WheelChange(wheel: 1, previousRow: 59, spin: 1), wheels: &wheels)
        #expect(wheels.map(\.selectedRow) == [1, 0])
    }
}
