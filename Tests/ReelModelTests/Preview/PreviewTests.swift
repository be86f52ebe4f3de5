import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// The preview pane alone: its feed, some wheels, the effects it asks for.
@Suite struct PreviewTests {
    func wheels() -> [Wheel] {
        [Wheel(rows: ListRows(["a", "b"])), Wheel(rows: LineRows())]
    }

    func line(_ script: String, _ arguments: String...) -> ShellCommand {
        ShellCommand(script: Array(script.utf8), arguments: arguments.map { Array($0.utf8) })
    }

    @Test func thePaneKeepsItsLinesAndStopsItsCommand() throws {
        var preview = Preview(CommandFeed(target: .preview, template: try Template(parsing: "cat {1}"), maxRows: 2), lines: 2)
        let start = preview.look(SelectionValues(wheels: wheels()), checksChanged: false, unsettled: [], at: 0)
        #expect(start == [.startCommand(.preview, run: 1, command: line("cat \"${1}\"", "a")), .relayout])
        #expect(preview.isLoading)
        #expect(preview.output(Array("1\n2\n3\n".utf8), run: 1, at: 1) == [.stopCommand(.preview), .relayout])
        #expect(preview.lines == ["1", "2"])
        #expect(!preview.isLoading)
    }

    /// The pane never runs while a wheel it names has no rows or is still
    /// loading them; it waits for their event, not a tick.
    @Test func itWaitsForTheRowsOfTheWheelsItNames() throws {
        var preview = Preview(CommandFeed(target: .preview, template: try Template(parsing: "show {2}"), maxRows: 3), lines: 3)
        var wheels = wheels()
        #expect(preview.look(SelectionValues(wheels: wheels), checksChanged: false, unsettled: [WheelRef(field: 0, wheel: 1)], at: 0).isEmpty)
        #expect(preview.nextTick(PickerState(wheels: wheels)) == nil, "no tick while it waits")
        var rows = LineRows()
        rows.append(Array("x\n".utf8), final: true, maxRows: 10)
        wheels[1].setLines(rows, measuredFrom: 0)
        #expect(preview.look(SelectionValues(wheels: wheels), checksChanged: false, unsettled: [], at: 0.1)
                == [.startCommand(.preview, run: 1, command: line("show \"${1}\"", "x")), .relayout])
    }

    /// A spin starts no run until the wheels have been still for the
    /// settle delay; output of a run replaced is dropped; a failure says
    /// its first stderr line in the pane.
    @Test func aSpinSettlesAndAFailureShowsWhy() throws {
        var preview = Preview(CommandFeed(target: .preview, template: try Template(parsing: "cat {1}"), maxRows: 2), lines: 2)
        var wheels = wheels()
        _ = preview.look(SelectionValues(wheels: wheels), checksChanged: false, unsettled: [], at: 0)
        wheels[0].select(1)
        #expect(preview.look(SelectionValues(wheels: wheels), checksChanged: false, unsettled: [], at: 1).isEmpty)
        #expect(preview.nextTick(PickerState(wheels: wheels)) == 1 + CommandFeed.settleDelay)
        #expect(preview.look(SelectionValues(wheels: wheels), checksChanged: false, unsettled: [], at: 1.2)
                == [.startCommand(.preview, run: 2, command: line("cat \"${1}\"", "b")), .relayout])
        #expect(preview.output(Array("old\n".utf8), run: 1, at: 1.3).isEmpty, "the run replaced says nothing")
        #expect(preview.ended(run: 2, status: 1, firstErrorLine: "cat: b: No such file") == [.relayout])
        #expect(preview.lines == ["cat: b: No such file"])
    }
}
