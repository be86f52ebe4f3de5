import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelTerminal
import ReelSystem
import CoreTestSupport
import TerminalTestSupport

/// A third view costs only the view: a program drives the real `Session`
/// through a view of the test's own, with nothing in the loop changed.
/// It reads one action's name a line (`down`, `right`, `choose 1 4`,
/// `enter`) and writes the state as one JSON line each time it changed,
/// as a view driven by a program rather than a person would.
@Suite struct ScriptedViewTests {
    static let start = 100.0

    final class ScriptedView: SessionView {
        let reader: any TerminalReader = LineReader()
        private let terminal: any Terminal
        private var lastWritten: String?
        /// The lines of words it could not read.
        private(set) var unknown: [String] = []

        init(terminal: any Terminal) { self.terminal = terminal }

        func open(_ state: PickerState, at now: Double) { writeIfChanged(state) }

        func turn(_ state: PickerState, at now: Double, dying: (Int32) -> Never) -> ViewTurn {
            writeIfChanged(state)
            return .wait(until: state.nextTick(), reading: true)
        }

        func translate(_ event: LoopEvent, _ state: PickerState, at now: Double) -> Event? {
            switch event {
            case .model(let event): return event
            case .endOfInput: return .input([.cancel])
            case .line(let line):
                guard let action = Self.action(line) else {
                    unknown.append(line)
                    return nil
                }
                return .input([action])
            case .key, .resized: return nil
            }
        }

        static func action(_ line: String) -> Action? {
            let words = line.split(separator: " ")
            switch words.first {
            case "down": return .down
            case "up": return .up
            case "right": return .right
            case "left": return .left
            case "enter": return .accept
            case "esc": return .cancel
            case "choose" where words.count == 3:
                guard let wheel = Int(words[1]), let row = Int(words[2]) else { return nil }
                return .choose(wheel: wheel, row: row)
            default: return nil
            }
        }

        private func writeIfChanged(_ state: PickerState) {
            let values = state.wheels.map { "\"" + String(decoding: $0.rows.value(at: $0.selectedRow), as: UTF8.self) + "\"" }
            let focus = if case .wheel(let i) = state.focus { i } else { -1 }
            let line = "{\"focus\":\(focus),\"rows\":\(state.selectedRows),\"values\":[\(values.joined(separator: ","))]}"
            guard line != lastWritten else { return }
            lastWritten = line
            terminal.write(line + "\n")
        }
    }

    static func picker() -> PickerState {
        PickerState(wheels: [Wheel(rows: NumberRows(first: 0, step: 1, count: 24)),
                             Wheel(rows: ListRows(["AM", "PM"]))])
    }

    @Test func aProgramDrivesTheRealLoopThroughItsOwnView() {
        let console = FakeConsole()
        console.at(Self.start + 0.1, type: "down\ndown\n")
        console.at(Self.start + 0.2, type: "right\ndown\nnonsense\n")
        console.at(Self.start + 0.3, type: "choose 0 7\nenter\n")
        let view = ScriptedView(terminal: console)
        let session = Session(state: Self.picker(), view: view, terminal: console, poller: console)
        #expect(session.loop() == .ended(.accepted))
        #expect(session.state.selectedRows == [7, 1])
        #expect(view.unknown == ["nonsense"])
        #expect(console.output == """
            {"focus":0,"rows":[0, 0],"values":["0","AM"]}
            {"focus":0,"rows":[1, 0],"values":["1","AM"]}
            {"focus":0,"rows":[2, 0],"values":["2","AM"]}
            {"focus":1,"rows":[2, 0],"values":["2","AM"]}
            {"focus":1,"rows":[2, 1],"values":["2","PM"]}
            {"focus":0,"rows":[7, 1],"values":["7","PM"]}

            """)
        #expect(!console.written.contains(0x1B), "the view writes no escape sequence; the loop none of its own")
    }

    /// The loop's own ways out hold for any view: the end of input
    /// cancels as the view says, and a signal ends it as for the others.
    @Test func theLoopsWaysOutHoldForAnyView() {
        let console = FakeConsole()
        console.at(Self.start + 0.1, .signal(SIGTERM))
        let session = Session(state: Self.picker(), view: ScriptedView(terminal: console), terminal: console, poller: console)
        #expect(session.loop() == .died(SIGTERM))
    }
}
