import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// The reload step on its own: any dependency sees every change, with the
/// row before it and the rows spun.
@Suite struct WheelDependencyTests {
    /// Mirrors wheel 0's row into wheel 1 and remembers nothing: pure.
    struct Mirror: WheelDependency {
        func update(_ wheels: inout [Wheel], after change: WheelChange) {
            guard change.wheel == 0 else { return }
            wheels[1].reload(NumberRows(first: 0, step: 1, count: wheels[0].selectedRow + 1),
                             selecting: .max, measure: DisplayWidth())
        }
    }

    @Test func everyPathThatMovesAWheelRunsTheDependencies() {
        var state = PickerState(wheels: [Wheel(rows: NumberRows(first: 0, step: 1, count: 200)),
                                         Wheel(rows: NumberRows(first: 0, step: 1, count: 1))])
        state.dependencies = Dependencies([Mirror()])
        state.perform(.down)
        #expect(state.wheels[1].rows.count == 2)
        #expect(state.wheels[1].selectedRow == 1)
        state.perform(.pageDown)
        #expect(state.wheels[1].rows.count == 7)
        state.perform(.end)
        #expect(state.wheels[1].rows.count == 200)
        #expect(state.wheels[1].measuredWidth == 3, "measured again after the reload")
        state.select(9, inWheel: 0)
        #expect(state.wheels[1].rows.count == 10)
        state.perform(.right)
        state.perform(.up)
        #expect(state.wheels[1].rows.count == 10, "a change of wheel 1 leaves it alone")
        #expect(state.wheels[1].selectedRow == 8)
    }

    @Test func carryAsDigits() {
        let digits = NumberRows(first: 0, step: 1, count: 10)
        var state = PickerState(wheels: [Wheel(rows: digits, isCyclic: true, selectedRow: 0),
                                         Wheel(rows: digits, isCyclic: true, selectedRow: 8)], focus: .wheel(1))
        state.dependencies = Dependencies([Carry(digits: [0, 1], wrapsAround: true)])
        state.perform(.pageDown)  // 08 + 5 = 13
        #expect(state.selectedRows == [1, 3])
        state.perform(.pageUp)
        state.perform(.pageUp)  // 13 - 10 = 03
        #expect(state.selectedRows == [0, 3])
        state.perform(.up)
        state.perform(.up)
        state.perform(.up)
        state.perform(.up)  // 03 - 4 wraps to 99
        #expect(state.selectedRows == [9, 9])
        state.perform(.home)
        #expect(state.selectedRows == [9, 0], "a direct selection carries nothing")
    }

    /// Allows only even rows of wheel 0; springs back one row up.
    struct EvenOnly: WheelDependency {
        func update(_ wheels: inout [Wheel], after change: WheelChange) {}
        func allows(_ wheels: [Wheel]) -> Bool { wheels[0].selectedRow % 2 == 0 }
        func springBack(_ wheels: inout [Wheel]) { wheels[0].select(wheels[0].selectedRow - 1) }
    }

    func evenOnly() -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: NumberRows(first: 0, step: 1, count: 20))])
        state.dependencies = Dependencies([EvenOnly()])
        return state
    }

    @Test func aSelectionNotAllowedSpringsBackOnlyOnceStill() {
        var state = evenOnly()
        state.perform(.down, at: 1)
        #expect(state.selectedRows == [1])
        #expect(state.nextTick() == 1 + Dependencies.springBackDelay)
        state.perform(.down, at: 1.3)
        state.perform(.down, at: 1.6)
        #expect(state.selectedRows == [3], "passing through 2 to 3 while the keys keep coming")
        _ = state.apply(.tick, at: 2)
        #expect(state.selectedRows == [3])
        _ = state.apply(.tick, at: 1.6 + Dependencies.springBackDelay)
        #expect(state.selectedRows == [2])
        #expect(state.nextTick() == nil, "nothing left to wait for")
    }

    @Test func theChangeWatchReportsWhereTheSpringLands() {
        var state = evenOnly()
        var watch = ChangeWatch()
        watch.notifies = true
        state.watch = watch
        _ = state.apply(.tick, at: 0)
        state.perform(.down, at: 1)
        #expect(state.apply(.tick, at: 1 + CommandFeed.settleDelay) == [], "row 1 is never reported")
        let landed = state.apply(.tick, at: 1 + Dependencies.springBackDelay)
        #expect(landed == [], "back on row 0, the row reported at the start")
        state.perform(.down, at: 3)
        state.perform(.down, at: 3.1)
        #expect(state.apply(.tick, at: 3.1 + CommandFeed.settleDelay) == [.settled])
        #expect(state.selectedRows == [2], "the settled row is the one reported")
    }

    @Test func acceptingOnTimeOutTakesTheAllowedSelection() {
        var state = evenOnly()
        state.idle = IdleTimeout(seconds: 5, accepts: true)
        state.perform(.down, at: 1)
        #expect(state.apply(.tick, at: 6) == [.finish(.timedOut(accepted: true))])
        #expect(state.selectedRows == [0])
    }
}
