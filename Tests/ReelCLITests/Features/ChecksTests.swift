import Testing
@testable import ReelTerminal
@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
import CoreTestSupport
import TerminalTestSupport

/// Multi-select checks alone, then on a picker and in its output.
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

    func picker(_ arguments: [String], stdin: String) throws -> (PickerState, Configuration) {
        let configuration = try ArgumentParser.parse(arguments)
        let inputs = PickerFactory.Inputs(standardInputIsTerminal: false,
                                          readStandardInput: { _ throws(LineRows.ReadError) in LineRows(stdin) },
                                          readFile: { _, _ throws(LineRows.ReadError) in throw LineRows.ReadError(errno: 2) })
        return (try PickerFactory.makeState(configuration, inputs: inputs), configuration)
    }

    func printed(_ state: PickerState, _ configuration: Configuration) -> String {
        String(decoding: OutputFormatter.bytes(for: state, options: configuration.output), as: UTF8.self)
    }

    @Test func aLoneMultiWheelPrintsARecordPerCheckedRowInRowOrder() throws {
        var (state, configuration) = try picker(["--multi"], stdin: "a\nb\nc\nd\n")
        #expect(printed(state, configuration) == "a\n", "nothing checked: the band's row")
        _ = state.apply(.end)
        _ = state.apply(.check)
        _ = state.apply(.home)
        _ = state.apply(.check)
        #expect(printed(state, configuration) == "a\nd\n")
        var nul = configuration
        nul.output.nulTerminated = true
        #expect(printed(state, nul) == "a\0d\0")
        var index = configuration
        index.output.format = .indices
        #expect(printed(state, index) == "0\n3\n")
        var json = configuration
        json.output.format = .json
        #expect(printed(state, json) == #"[{"component":1,"row":[0,3],"value":["a","d"],"title":["a","d"],"label":null}]"# + "\n")
    }

    @Test func besideOtherWheelsTheCheckedValuesAreJoinedByCommas() throws {
        var (state, configuration) = try picker(["-c", "-", "--multi", "-c", "x,y"], stdin: "a\nb\nc\n")
        _ = state.apply(.check)
        _ = state.apply(.down)
        _ = state.apply(.down)
        _ = state.apply(.check)
        #expect(printed(state, configuration) == "a,c\tx\n")
        #expect(SelectionValues(state).row(ofWheel: 0) == Array("0,2".utf8))
    }

    @Test func aSearchLeavesTheChecksBe() throws {
        var (state, _) = try picker(["--multi"], stdin: "apple\nbanana\ncherry\n")
        _ = state.apply(.check)
        _ = state.apply(.beginSearch)
        for c in "che" { _ = state.apply(.typed(c, at: 1)) }
        _ = state.apply(.activate)
        _ = state.apply(.check)
        #expect(state.checks.answer(0, band: state.wheels[0].selectedRow) == [0, 2])
    }

    @Test func multiIsRefusedOnPresetsAndTrees() {
        #expect(throws: ReelError.conflict("--preset", "--multi")) {
            try PickerFactory.validate(try ArgumentParser.parse(["-p", "time", "--multi"]))
        }
    }
}
