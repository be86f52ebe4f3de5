import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// `--live` and `--on-change` alone: the watch, some wheels, the clock;
/// then through the state, with a command wheel that reloads.
@Suite struct ChangeWatchTests {
    /// The watch after an event, as `PickerState.apply` asks it.
    static func after(_ watch: inout ChangeWatch, _ wheels: [Wheel], person: Bool = true, reloading: Bool = false,
                      allowed: Bool = true, complete: Bool = true, at now: Double) -> [Effect] {
        watch.effects(SelectionValues(wheels: wheels), byPerson: person, reloading: reloading, allowed: allowed,
                      complete: complete, at: now)
    }

    static func say(_ values: String...) -> Effect {
        .runOnChange(ShellCommand(script: Array("say \"${1}\"".utf8), arguments: values.map { Array($0.utf8) }))
    }

    @Test func aSettledChangeIsReportedOnceAndTheStartIsNot() throws {
        var wheels = [Wheel(rows: ListRows(["a", "b", "c"]))]
        var watch = ChangeWatch(onChange: try Template(parsing: "say {1}"))
        watch.notifies = true
        watch.start(from: SelectionValues(wheels: wheels))
        #expect(Self.after(&watch, wheels, at: 0).isEmpty)
        wheels[0].select(1)
        #expect(Self.after(&watch, wheels, at: 1).isEmpty, "just moved")
        wheels[0].select(2)
        #expect(Self.after(&watch, wheels, at: 1.1).isEmpty, "still moving")
        #expect(watch.due == 1.1 + CommandFeed.settleDelay)
        #expect(Self.after(&watch, wheels, at: 1.1 + CommandFeed.settleDelay) == [.settled, Self.say("c")])
        #expect(Self.after(&watch, wheels, at: 5).isEmpty)
        #expect(watch.due == nil)
    }

    @Test func aSelectionAboutToSpringBackIsNotReported() {
        var wheels = [Wheel(rows: ListRows(["a", "b"]))]
        var watch = ChangeWatch()
        watch.notifies = true
        watch.start(from: SelectionValues(wheels: wheels))
        wheels[0].select(1)
        _ = Self.after(&watch, wheels, allowed: false, at: 1)
        #expect(watch.due == nil)
        #expect(Self.after(&watch, wheels, allowed: false, at: 9).isEmpty)
    }

    /// A command wheel's rows arriving, at start or later, are nobody's
    /// change: nothing is reported, however long they stay.
    @Test func rowsArrivingByThemselvesAreNoChange() throws {
        var wheels = [Wheel(rows: ListRows(["1", "2"])), Wheel(rows: LineRows())]
        var watch = ChangeWatch(onChange: try Template(parsing: "say {1}"))
        watch.start(from: SelectionValues(wheels: wheels))
        #expect(Self.after(&watch, wheels, person: false, reloading: true, complete: false, at: 0).isEmpty)
        wheels[1].setLines(LineRows("r1"), measuredFrom: 0)
        #expect(Self.after(&watch, wheels, person: false, at: 0.4).isEmpty)
        #expect(watch.due == nil)
        #expect(Self.after(&watch, wheels, person: true, at: 5).isEmpty, "a key that changes nothing")
        wheels[1].setLines(LineRows("other"), measuredFrom: 0)
        #expect(Self.after(&watch, wheels, person: false, at: 6).isEmpty)
        #expect(Self.after(&watch, wheels, person: false, at: 9).isEmpty)
    }

    /// A change waits for the reload it caused: `2 r2` is reported once
    /// the second wheel's rows are in, never `2 r1`.
    @Test func aChangeWaitsForTheReloadItCaused() throws {
        var wheels = [Wheel(rows: ListRows(["1", "2"])), Wheel(rows: LineRows("r1"))]
        var watch = ChangeWatch(onChange: try Template(parsing: "say {1} {2}"))
        watch.notifies = true
        watch.start(from: SelectionValues(wheels: wheels))
        wheels[0].select(1)
        #expect(Self.after(&watch, wheels, at: 1).isEmpty)
        #expect(watch.changedAt == 1)
        // Settled, but the second wheel's command is due, then running.
        let settled = 1 + CommandFeed.settleDelay
        #expect(Self.after(&watch, wheels, reloading: true, at: settled).isEmpty)
        #expect(watch.due == nil, "the command's events call again; no tick is needed")
        #expect(Self.after(&watch, wheels, person: false, reloading: true, at: 1.5).isEmpty)
        wheels[1].setLines(LineRows("r2"), measuredFrom: 0)
        #expect(Self.after(&watch, wheels, person: false, reloading: true, at: 1.6).isEmpty, "rows in, still running")
        let reports = Self.after(&watch, wheels, person: false, at: 1.7)
        #expect(reports == [.settled, .runOnChange(ShellCommand(script: Array("say \"${1}\" \"${2}\"".utf8),
                                                                 arguments: [Array("2".utf8), Array("r2".utf8)]))])
        #expect(watch.changedAt == nil)
    }

    @Test func aChangeBackToWhatWasReportedReportsNothing() {
        var wheels = [Wheel(rows: ListRows(["a", "b"]))]
        var watch = ChangeWatch()
        watch.notifies = true
        watch.start(from: SelectionValues(wheels: wheels))
        wheels[0].select(1)
        _ = Self.after(&watch, wheels, at: 1)
        wheels[0].select(0)
        _ = Self.after(&watch, wheels, at: 1.05)
        #expect(Self.after(&watch, wheels, at: 2).isEmpty)
        #expect(watch.changedAt == nil)
    }

    /// Through the state: a list and a command wheel that names it, the
    /// command's output and end as the loop delivers them. Only the
    /// person's change is reported, with the rows reloaded for it.
    @Test func throughTheStateOnlyThePersonsChangeIsReported() throws {
        var state = PickerState(wheels: [Wheel(rows: ListRows(["1", "2", "3"])), Wheel(rows: LineRows())])
        state.commands.add(CommandFeed(target: .wheel(1), template: try Template(parsing: "echo r{1}"), maxRows: 100))
        state.watch = ChangeWatch()
        state.watch?.notifies = true
        var settled = 0
        func deliver(_ event: Event, at now: Double) {
            settled += state.apply(event, at: now).filter { $0 == .settled }.count
        }
        deliver(.tick, at: 0)  // the first run starts
        deliver(.commandOutput(.wheel(1), run: 1, bytes: Array("r1\n".utf8)), at: 0.4)
        deliver(.commandEnded(.wheel(1), run: 1, status: 0, firstErrorLine: nil), at: 0.4)
        deliver(.tick, at: 2)
        #expect(settled == 0, "the start and the first rows are no change")
        state.perform(.down, at: 3)
        deliver(.tick, at: 3 + CommandFeed.settleDelay)  // settled: the second run starts
        #expect(state.commands.feeds[0].run == 2)
        #expect(settled == 0, "2 beside r1 is not reported")
        deliver(.commandOutput(.wheel(1), run: 2, bytes: Array("r2\n".utf8)), at: 3.6)
        #expect(settled == 0)
        deliver(.commandEnded(.wheel(1), run: 2, status: 0, firstErrorLine: nil), at: 3.6)
        #expect(settled == 1)
        #expect(state.values.refs.map(state.values.value(of:)) == [Array("2".utf8), Array("r2".utf8)])
        deliver(.tick, at: 9)
        #expect(settled == 1)
    }
}
