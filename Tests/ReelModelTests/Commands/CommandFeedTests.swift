import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// `!CMD` wheels decided in the pure model, with the time injected: what
/// runs, when (the settle delay), what replaces what, and failures.
@Suite struct CommandFeedTests {
    /// Two wheels: a list and rows from `echo {1}`.
    func state(maxRows: Int = 1000) throws -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: ListRows((1...100).map(String.init))), Wheel(rows: LineRows())])
        state.commands.add(CommandFeed(target: .wheel(1), template: try Template(parsing: "echo {1}"), maxRows: maxRows))
        return state
    }

    func starts(_ effects: [Effect]) -> [String] {
        effects.compactMap {
            if case .startCommand(_, let run, let command) = $0 { "\(run): " + command.shown } else { nil }
        }
    }

    @Test func theFirstRunStartsAtOnceAndSpinningWaitsForTheWheelToSettle() throws {
        var state = try state()
        #expect(state.nextTick() == 0)
        #expect(starts(state.apply(.tick, at: 10)) == ["1: echo \"${1}\" ← 1"])
        var runs: [String] = []
        // A key every 20 ms through 99 rows: nothing runs while spinning.
        for i in 0..<99 { runs += starts(state.perform(.down, at: 10 + Double(i) * 0.02)) }
        #expect(runs.isEmpty)
        let last = 10 + 98 * 0.02
        #expect(state.nextTick() == last + CommandFeed.settleDelay)
        #expect(starts(state.apply(.tick, at: last + 0.1)).isEmpty)
        #expect(starts(state.apply(.tick, at: last + CommandFeed.settleDelay)) == ["2: echo \"${1}\" ← 100"])
        #expect(state.nextTick() == nil)
    }

    @Test func outputOfAReplacedRunIsDiscarded() throws {
        var state = try state()
        _ = state.apply(.tick, at: 0)
        state.perform(.down, at: 1)
        _ = state.apply(.tick, at: 2)
        _ = state.apply(.commandOutput(.wheel(1), run: 1, bytes: Array("old\n".utf8)), at: 2.1)
        #expect(state.wheels[1].rows.count == 0)
        _ = state.apply(.commandOutput(.wheel(1), run: 2, bytes: Array("new\nrows\n".utf8)), at: 2.2)
        #expect(state.wheels[1].rows.title(at: 1) == "rows")
        #expect(state.note == "loading… 2")
        _ = state.apply(.commandEnded(.wheel(1), run: 2, status: 0, firstErrorLine: nil), at: 2.3)
        #expect(state.note == nil)
    }

    @Test func theWheelKeepsItsRowWhenTheValueComesBack() throws {
        var state = try state()
        _ = state.apply(.tick, at: 0)
        _ = state.apply(.commandOutput(.wheel(1), run: 1, bytes: Array("a\nb\nc\n".utf8)), at: 0.1)
        _ = state.apply(.commandEnded(.wheel(1), run: 1, status: 0, firstErrorLine: nil), at: 0.1)
        state.focus = .wheel(1)
        state.perform(.down, at: 0.2)
        state.perform(.down, at: 0.2)
        state.focus = .wheel(0)
        state.perform(.down, at: 1)
        _ = state.apply(.tick, at: 2)
        _ = state.apply(.commandOutput(.wheel(1), run: 2, bytes: Array("x\nc\n".utf8)), at: 2.1)
        #expect(state.wheels[1].selectedRow == 1)
    }

    @Test func aFailureEmptiesTheWheelSaysWhyAndEnterWaits() throws {
        var state = try state()
        _ = state.apply(.tick, at: 0)
        _ = state.apply(.commandOutput(.wheel(1), run: 1, bytes: Array("partial\n".utf8)), at: 0.1)
        _ = state.apply(.commandEnded(.wheel(1), run: 1, status: 128, firstErrorLine: "fatal: bad revision"), at: 0.2)
        #expect(state.wheels[1].rows.count == 0)
        #expect(state.note == "fatal: bad revision")
        #expect(state.perform(.activate, at: 0.3) == [])
        #expect(state.perform(.cancel, at: 0.4).contains(.finish(.cancelled)))
    }

    @Test func maxRowsCutsAndStopsTheCommand() throws {
        var state = try state(maxRows: 2)
        _ = state.apply(.tick, at: 0)
        let effects = state.apply(.commandOutput(.wheel(1), run: 1, bytes: Array("1\n2\n3\n4\n".utf8)), at: 0.1)
        #expect(effects.contains(.stopCommand(.wheel(1))))
        #expect(state.wheels[1].rows.count == 2)
        #expect(state.note == "only first 2")
    }
}
