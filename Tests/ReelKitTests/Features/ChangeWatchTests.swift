import Testing
@testable import ReelCore

/// `--live` and `--on-change` alone: the watch, some wheels, the clock.
@Suite struct ChangeWatchTests {
    @Test func aSettledChangeIsReportedOnceAndTheStartIsNot() throws {
        var wheels = [Wheel(rows: ListRows(["a", "b", "c"]))]
        var watch = ChangeWatch(onChange: try Template(parsing: "say {1}"))
        watch.notifies = true
        watch.start(from: wheels)
        #expect(watch.effects(wheels: wheels, allowed: true, complete: true, at: 0).isEmpty)
        wheels[0].select(1)
        #expect(watch.effects(wheels: wheels, allowed: true, complete: true, at: 1).isEmpty, "just moved")
        wheels[0].select(2)
        #expect(watch.effects(wheels: wheels, allowed: true, complete: true, at: 1.1).isEmpty, "still moving")
        #expect(watch.due == 1.1 + CommandFeed.settleDelay)
        #expect(watch.effects(wheels: wheels, allowed: true, complete: true, at: 1.1 + CommandFeed.settleDelay)
                == [.settled, .runOnChange(ShellCommand(script: Array("say \"${1}\"".utf8), arguments: [Array("c".utf8)]))])
        #expect(watch.effects(wheels: wheels, allowed: true, complete: true, at: 5).isEmpty)
    }

    @Test func aSelectionAboutToSpringBackIsNotReported() {
        var wheels = [Wheel(rows: ListRows(["a", "b"]))]
        var watch = ChangeWatch()
        watch.notifies = true
        watch.start(from: wheels)
        wheels[0].select(1)
        _ = watch.effects(wheels: wheels, allowed: false, complete: true, at: 1)
        #expect(watch.due == nil)
        #expect(watch.effects(wheels: wheels, allowed: false, complete: true, at: 9).isEmpty)
    }
}
