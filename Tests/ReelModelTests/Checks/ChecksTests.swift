import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// Multi-select checks alone, then on a picker.
@Suite struct ChecksTests {
    @Test func rowSetsKeepSortedDisjointRanges() {
        var set = RowSet()
        for row in [5, 3, 4, 9, 1] { set.insert(row) }
        #expect(set.ranges == [1..<2, 3..<6, 9..<10])
        set.remove(4)
        #expect(set.ranges == [1..<2, 3..<4, 5..<6, 9..<10])
        #expect(set.rows == [1, 3, 5, 9])
        set.clip(to: 5)
        #expect(set.rows == [1, 3])
    }

    @Test func spaceTogglesUpToTheLimitAndCtrlAChecksAllThenNone() {
        var checks = Checks()
        checks.allowMultiple(inWheel: 0, limit: 2)
        checks.toggle(1, inWheel: 0)
        checks.toggle(4, inWheel: 0)
        checks.toggle(2, inWheel: 0)
        #expect(checks.answer(0, band: 7) == [1, 4], "a third check past --multi=2 is not taken")
        checks.toggle(1, inWheel: 0)
        #expect(checks.answer(0, band: 7) == [4])
        checks.toggleAll(inWheel: 0, count: 10)
        #expect(checks.answer(0, band: 7) == [0, 1])
        checks.toggleAll(inWheel: 0, count: 10)
        #expect(checks.answer(0, band: 7) == [7], "nothing checked: the band's row")
    }

    @Test func ctrlAOnAMillionRowsIsOneRange() {
        var checks = Checks()
        checks.allowMultiple(inWheel: 0)
        checks.toggleAll(inWheel: 0, count: 1_000_000)
        #expect(checks.wheels[0]?.rows.ranges == [0..<1_000_000])
        #expect(checks.note(wheel: 0) == ToolbarNote(.info, "1000000 ✓"))
    }

    @Test func aReloadChecksTheValuesThatComeBackAndCountsTheRest() {
        var checks = Checks()
        checks.allowMultiple(inWheel: 0)
        let old = ListRows(["a", "b", "c"])
        checks.toggle(0, inWheel: 0)
        checks.toggle(2, inWheel: 0)
        checks.rowsWillBeReplaced(inWheel: 0, rows: old)
        let new = ListRows(["x", "c", "y"])
        checks.rowsArrived(inWheel: 0, rows: new, from: 0)
        checks.rowsSettled(inWheel: 0, count: new.count)
        #expect(checks.answer(0, band: 0) == [1])
        #expect(checks.note(wheel: 0) == ToolbarNote(.info, "1 ✓  1 gone"))
    }

    @Test func aSearchLeavesTheChecksBe() throws {
        var state = PickerState(wheels: [Wheel(rows: LineRows("apple\nbanana\ncherry\n"))])
        state.edit(.multiple(wheel: 0, allowed: true, limit: nil))
        state.perform(.check)
        state.perform(.beginSearch)
        for c in "che" { state.perform(.typed(c, at: 1)) }
        state.perform(.activate)
        state.perform(.check)
        #expect(state.checks.answer(0, band: state.wheels[0].selectedRow) == [0, 2])
    }
}
