import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// The commands feature alone: its feeds, some wheels, the effects it asks for.
@Suite struct CommandsTests {
    func wheels() -> [Wheel] {
        [Wheel(rows: ListRows(["a", "b"])), Wheel(rows: LineRows())]
    }

    func commands(_ template: String = "echo {1}") throws -> Commands {
        var commands = Commands()
        commands.add(CommandFeed(target: .wheel(1), template: try Template(parsing: template), maxRows: 100))
        return commands
    }

    @Test func theFirstRunStartsAtOnceWithTheValuesAsQuotedWords() throws {
        var commands = try commands()
        let effects = commands.effects(SelectionValues(wheels: wheels()), at: 5)
        #expect(effects == [.startCommand(.wheel(1), run: 1, command: ShellCommand(script: Array("echo \"${1}\"".utf8), arguments: [Array("a".utf8)])), .relayout])
        #expect(commands.effects(SelectionValues(wheels: wheels()), at: 5).isEmpty, "nothing new to run")
    }

    @Test func aChangeWaitsForTheWheelsToSettle() throws {
        var commands = try commands()
        var wheels = wheels()
        _ = commands.effects(SelectionValues(wheels: wheels), at: 0)
        wheels[0].select(1)
        #expect(commands.effects(SelectionValues(wheels: wheels), at: 1).isEmpty)
        #expect(commands.nextDue == 1 + CommandFeed.settleDelay)
        #expect(commands.effects(SelectionValues(wheels: wheels), at: 1 + CommandFeed.settleDelay).first
                == .startCommand(.wheel(1), run: 2, command: ShellCommand(script: Array("echo \"${1}\"".utf8), arguments: [Array("b".utf8)])))
    }

    @Test func outputFillsTheWheelAndAFailureEmptiesItWithTheReason() throws {
        var commands = try commands()
        var wheels = wheels()
        _ = commands.effects(SelectionValues(wheels: wheels), at: 0)
        #expect(commands.output(Array("x\ny\n".utf8), for: .wheel(1), run: 1, wheels: &wheels, at: 1) == [.relayout])
        #expect(wheels[1].rows.count == 2)
        #expect(commands.notes(wheels: wheels) == [ToolbarNote(.loading, "loading… 2")])
        _ = commands.ended(.wheel(1), run: 1, status: 2, firstErrorLine: "no such thing", wheels: &wheels)
        #expect(wheels[1].rows.count == 0)
        #expect(commands.notes(wheels: wheels) == [ToolbarNote(.error, "no such thing")])
    }

    @Test func outputOfAnOlderRunIsDropped() throws {
        var commands = try commands()
        var wheels = wheels()
        _ = commands.effects(SelectionValues(wheels: wheels), at: 0)
        #expect(commands.output(Array("old\n".utf8), for: .wheel(1), run: 7, wheels: &wheels, at: 1) == [])
        #expect(wheels[1].rows.count == 0)
    }

    @Test func rowsFromACommandAreMeasuredAsTheWheelMeasures() throws {
        // ± is East Asian ambiguous: two columns each under --ambiwide.
        var wheels = wheels()
        wheels[1].measure(with: DisplayWidth(ambiguousIsWide: true))
        var commands = try commands()
        _ = commands.effects(SelectionValues(wheels: wheels), at: 0)
        _ = commands.output(Array("±±±±\nab\n".utf8), for: .wheel(1), run: 1, wheels: &wheels, at: 1)
        #expect(wheels[1].measuredWidth == 8)
    }

    /// A command never runs while a wheel it names has no rows or is
    /// still loading them; it waits for their event, not a tick.
    @Test func aCommandWaitsForTheRowsOfTheWheelsItNames() throws {
        var commands = try commands()
        commands.add(CommandFeed(target: .wheel(0), template: try Template(parsing: "show {2}"), maxRows: 3))
        var wheels = wheels()
        let first = commands.effects(SelectionValues(wheels: wheels), unsettled: [WheelRef(field: 0, wheel: 1)], at: 0)
        #expect(first.contains { if case .startCommand(.wheel(1, _), _, _) = $0 { true } else { false } }, "the rows' own command runs")
        #expect(!first.contains { if case .startCommand(.wheel(0, _), _, _) = $0 { true } else { false } }, "the other waits")
        #expect(commands.nextDue == nil, "no tick while it waits")
        _ = commands.output(Array("x\n".utf8), for: .wheel(1), run: 1, wheels: &wheels, at: 1)
        _ = commands.ended(.wheel(1), run: 1, status: 0, firstErrorLine: nil, wheels: &wheels)
        let then = commands.effects(SelectionValues(wheels: wheels), unsettled: [], at: 0.1)
        #expect(then.first == .startCommand(.wheel(0), run: 1, command: ShellCommand(script: Array("show \"${1}\"".utf8),
                                                                                    arguments: [Array("x".utf8)])))
    }

    /// Issue 34: ↓ then ↑ within the settle delay brings a line back to
    /// the one it ran; the feed that waited for that wheel must not wait
    /// for ever (it did: nothing was left to wake it).
    @Test func aFeedWaitingForALineThatCameBackStillRuns() throws {
        var commands = Commands()
        commands.add(CommandFeed(target: .wheel(1), template: try Template(parsing: "echo v{1}"), maxRows: 100))
        commands.add(CommandFeed(target: .wheel(3), template: try Template(parsing: "echo {2}{3}"), maxRows: 100))
        var wheels = [Wheel(rows: ListRows(["1", "2"])), Wheel(rows: LineRows()), Wheel(rows: ListRows(["a", "b"])),
                      Wheel(rows: LineRows())]
        func settle(at time: Double) -> [Effect] {
            commands.effects(SelectionValues(wheels: wheels), unsettled: unsettled(), at: time)
        }
        func unsettled() -> Set<WheelRef> {
            Set(commands.reloadingWheels.union(wheels.indices.filter { wheels[$0].rows.count == 0 }).map { WheelRef(field: 0, wheel: $0) })
        }
        _ = settle(at: 0)
        _ = commands.output(Array("v1\n".utf8), for: .wheel(1), run: 1, wheels: &wheels, at: 1)
        _ = commands.ended(.wheel(1), run: 1, status: 0, firstErrorLine: nil, wheels: &wheels)
        _ = settle(at: 0.01)
        _ = commands.output(Array("v1a\n".utf8), for: .wheel(3), run: 1, wheels: &wheels, at: 1)
        _ = commands.ended(.wheel(3), run: 1, status: 0, firstErrorLine: nil, wheels: &wheels)
        _ = settle(at: 0.02)
        // ↓ ↑ on the first wheel, ↓ on the third: one run due, then none.
        wheels[0].select(1)
        _ = settle(at: 1)
        wheels[0].select(0)
        _ = settle(at: 1.01)
        wheels[2].select(1)
        _ = settle(at: 1.02)
        #expect(commands.isLoadingRows(at: 1))
        var started: [Effect] = []
        var now = 1.02
        while let due = commands.nextDue, started.isEmpty, due < 10 {
            now = due
            started = settle(at: now).filter { if case .startCommand = $0 { true } else { false } }
        }
        #expect(started == [.startCommand(.wheel(3), run: 2, command: ShellCommand(script: Array("echo \"${1}\"\"${2}\"".utf8),
                                                                                    arguments: [Array("v1".utf8), Array("b".utf8)]))])
    }

    /// Rows are loading (an accept waits: `HeldAccept`) while a run is
    /// due or a reload runs; the first run of a wheel loads nothing an
    /// accept waits for.
    @Test func rowsLoadWhileARunIsDueOrAReloadRuns() throws {
        var commands = try commands()
        var wheels = wheels()
        _ = commands.effects(SelectionValues(wheels: wheels), at: 0)
        _ = commands.output(Array("a\n".utf8), for: .wheel(1), run: 1, wheels: &wheels, at: 1)
        #expect(!commands.isLoadingRows(at: 1), "a first run that goes on holds nothing")
        _ = commands.ended(.wheel(1), run: 1, status: 0, firstErrorLine: nil, wheels: &wheels)
        wheels[0].select(1)
        _ = commands.effects(SelectionValues(wheels: wheels), at: 1)
        #expect(commands.isLoadingRows(at: 1), "due")
        _ = commands.effects(SelectionValues(wheels: wheels), at: 1 + CommandFeed.settleDelay)
        #expect(commands.isLoadingRows(at: 1), "the reload runs and has printed nothing")
        #expect(commands.keepDeadline(after: 1) == nil, "no rows yet: no deadline")
        _ = commands.output(Array("b\n".utf8), for: .wheel(1), run: 2, wheels: &wheels, at: 2)
        #expect(commands.isLoadingRows(at: 2), "the row the wheel had (a) may come in the next write")
        #expect(commands.keepDeadline(after: 2) == 2 + Commands.keepWait, "a tick gives up waiting for it")
        #expect(!commands.isLoadingRows(at: 2 + Commands.keepWait))
        #expect(commands.keepDeadline(after: 2 + Commands.keepWait) == nil)
    }

    /// The row the wheel had coming back in a reload's second write ends
    /// the wait at once, on that row (the shell writes `echo b; echo a`
    /// in two writes).
    @Test func aReloadLoadsUntilTheRowKeptComes() throws {
        var commands = try commands()
        var wheels = wheels()
        _ = commands.effects(SelectionValues(wheels: wheels), at: 0)
        _ = commands.output(Array("a\n".utf8), for: .wheel(1), run: 1, wheels: &wheels, at: 1)
        _ = commands.ended(.wheel(1), run: 1, status: 0, firstErrorLine: nil, wheels: &wheels)
        wheels[0].select(1)
        _ = commands.effects(SelectionValues(wheels: wheels), at: 1)
        _ = commands.effects(SelectionValues(wheels: wheels), at: 1 + CommandFeed.settleDelay)
        _ = commands.output(Array("b\n".utf8), for: .wheel(1), run: 2, wheels: &wheels, at: 2)
        #expect(commands.isLoadingRows(at: 2))
        _ = commands.output(Array("a\n".utf8), for: .wheel(1), run: 2, wheels: &wheels, at: 2.01)
        #expect(!commands.isLoadingRows(at: 2.01))
        #expect(String(decoding: wheels[1].rows.value(at: wheels[1].selectedRow), as: UTF8.self) == "a")
    }
}
