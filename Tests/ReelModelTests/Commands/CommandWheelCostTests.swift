import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// Issue 26 item 7: a picker of many command wheels costs each event what
/// the event changes, not what the picker holds. Counted work — command
/// lines worked out, wheel values read — for 30 and 300 wheels, never a
/// time (the layout's narrowing: `LayoutNarrowingTests`). Counted from
/// outside the model, in the values its rows give (`CountingRows`).
@Suite struct CommandWheelCostTests {
    /// What one scenario cost: the start, every wheel's rows arriving and
    /// its command ending, three spins of the first wheel.
    struct Cost: Equatable {
        var starting = 0
        var loading = 0
        var spinning = 0
        /// The most command lines one event after the start worked out.
        var mostPerEvent = 0
        var valuesRead = 0
    }

    /// The list `1…9` and `n` command wheels (`echo wN`), the first of
    /// which names the list (`echo {1}`), as
    /// `reel -c 1...9 -c '!echo {1}' -c '!echo w2' … -c '!echo wN'`.
    /// Each command also names a still wheel of its own (`x`, never
    /// moved), whose value is read once for each time its line is worked
    /// out: the lines worked out are those reads (a line worked out twice
    /// in one event reads it once, as the selection reads each wheel once
    /// per look).
    static func cost(wheels n: Int) throws -> Cost {
        let list = CountingRows(ListRows((1...9).map(String.init)))
        let still = CountingRows(ListRows(["x"]))
        var state = PickerState(wheels: [Wheel(rows: list)] + (1...n).map { _ in Wheel(rows: LineRows()) }
                                    + (1...n).map { _ in Wheel(rows: still) })
        for k in 1...n {
            // Wheel k's still wheel is wheel n + k, `{n + k + 1}`.
            let template = try Template(parsing: (k == 1 ? "echo {1}" : "echo w\(k)") + " {\(n + k + 1)}")
            state.commands.add(CommandFeed(target: .wheel(k), template: template, maxRows: 100))
        }
        var cost = Cost()
        var clock = 0.0
        func deliver(_ event: Event) -> Int {
            clock += 0.001
            let before = still.valuesRead
            _ = state.apply(event, at: clock)
            return still.valuesRead - before
        }
        list.valuesRead = 0
        cost.starting = deliver(.tick)
        for k in 1...n {
            let worked = deliver(.commandOutput(.wheel(k), run: 1, bytes: Array("w\(k)\n".utf8)))
                + deliver(.commandEnded(.wheel(k), run: 1, status: 0, firstErrorLine: nil))
            cost.loading += worked
            cost.mostPerEvent = max(cost.mostPerEvent, worked)
        }
        for _ in 0..<3 {
            let worked = deliver(.input([.down])) + { clock += 1; return deliver(.tick) }()
            cost.spinning += worked
            cost.mostPerEvent = max(cost.mostPerEvent, worked)
        }
        cost.valuesRead = list.valuesRead
        return cost
    }

    @Test func anEventCostsWhatItChangesNotHowManyWheelsThereAre() throws {
        let few = try Self.cost(wheels: 30), many = try Self.cost(wheels: 300)
        // The start works out each wheel's command once.
        #expect(few.starting == 30)
        #expect(many.starting == 300)
        // A wheel's rows arriving change no other command: the wheel that
        // names the list re-reads nothing, and neither do the rest. (The
        // first wheel's own rows: its own line, once per event.)
        #expect(many.loading == few.loading)
        #expect(many.mostPerEvent == few.mostPerEvent)
        #expect(many.mostPerEvent <= 2)
        // A spin of the list: the one command that names it, whatever else there is.
        #expect(many.spinning == few.spinning)
        // The list's value is read for the one command that names it, at
        // the start and once per spin; never once per wheel.
        #expect(many.valuesRead == few.valuesRead)
        #expect(many.valuesRead <= 1 + 3 * 2)
    }
}
