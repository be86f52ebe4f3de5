import Foundation
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

/// The accessible loop on a fake terminal: lines in, plain lines out, the
/// terminal never taken (no raw mode, nothing to restore, not one escape
/// sequence), every way out as the drawn picker's. The fake does not
/// echo: what it shows is what reel wrote.
@Suite struct AskedViewTests {
    static let start = 100.0

    static func restTimer() -> PickerState {
        PickerState(wheels: [Wheel(rows: NumberRows(first: 1, step: 1, count: 20), label: "분", selectedRow: 9)],
                    title: "휴식하기", message: "최대 20분까지 설정할 수 있습니다.")
    }

    static func session(_ console: FakeConsole, state: PickerState = restTimer(), stream: RowStream? = nil,
                        commands: CommandRunner = CommandRunner()) -> Session {
        Session.asked(state: state, terminal: console, poller: console, stream: stream, commands: commands)
    }

    @Test func theRestTimerAsAQuestion() {
        let console = FakeConsole()
        console.at(Self.start + 1, type: "25\n")
        console.at(Self.start + 2, type: "12\n")
        let session = Self.session(console)
        #expect(session.loop() == .ended(.accepted))
        #expect(session.state.selectedRows == [11])
        #expect(console.output == """
            휴식하기
            최대 20분까지 설정할 수 있습니다.
            분 (1–20) [10]: 25 is not between 1 and 20
            분 (1–20) [10]: 
            """)
        #expect(console.calls == [.catchSignals, .releaseSignals], "the terminal is left as it is")
        #expect(!console.written.contains(0x1B))
    }

    /// A wheel of stdin's rows, still streaming, and the pipe they come through.
    static func streamingList() -> (state: PickerState, stream: RowStream, writeEnd: Int32) {
        let (readEnd, writeEnd) = closeOnExecPipe()
        var state = PickerState(wheels: [Wheel(rows: LineRows())])
        state.edit(.streaming(Streaming(wheel: 0)))
        return (state, RowStream(fd: readEnd, wheel: 0, rows: LineRows.reserved()), writeEnd)
    }

    /// `seq 5 | reel --accessible`: rows that come just after the start
    /// (0.1 s on the console's clock) are waited for, and the question
    /// lists the five; the first turn, before the first read of stdin,
    /// said "rows still loading, 0 so far".
    @Test func rowsComingJustAfterTheStartAreWaitedFor() {
        let (state, stream, writeEnd) = Self.streamingList()
        let console = FakeConsole()
        console.at(Self.start + 0.1, .piped(Array("1\n2\n3\n4\n5\n".utf8), into: writeEnd, ends: true))
        console.at(Self.start + 1, type: "4\n")
        let session = Self.session(console, state: state, stream: stream)
        #expect(session.loop() == .ended(.accepted))
        #expect(console.output == "  1. 1\n  2. 2\n  3. 3\n  4. 4\n  5. 5\nChoose (1–5) [1]: ")
        #expect(session.state.selectedRows == [3])
    }

    /// A stream still open after `Interview.streamGrace` is asked about as
    /// it stands, with the rows come so far; the rest keep coming.
    @Test func aStreamStillOpenAfterTheGraceIsAskedAboutAsItStands() {
        let (state, stream, writeEnd) = Self.streamingList()
        defer { close(writeEnd) }
        let console = FakeConsole()
        console.at(Self.start + 0.1, .piped(Array("1\n2\n".utf8), into: writeEnd, ends: false))
        console.at(Self.start + Interview.streamGrace + 1, .signal(SIGINT))
        let session = Self.session(console, state: state, stream: stream)
        #expect(session.loop() == .ended(.interrupted))
        #expect(console.output.contains("rows still loading, 2 so far"), "\(console.output)")
    }

    struct WayOut: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let arrival: FakeConsole.Arrival
        let exit: Exit<Ending>
    }

    /// Every way out is the drawn picker's, on a fresh line, with the
    /// terminal untouched: EOF cancels, ctrl+c (SIGINT in cooked mode)
    /// interrupts, other signals and a hang-up kill.
    @Test(arguments: [
        WayOut(testDescription: "ctrl+d", arrival: .endOfInput, exit: .ended(.cancelled)),
        WayOut(testDescription: "ctrl+c", arrival: .signal(SIGINT), exit: .ended(.interrupted)),
        WayOut(testDescription: "SIGTERM", arrival: .signal(SIGTERM), exit: .died(SIGTERM)),
        WayOut(testDescription: "hang-up", arrival: .hangUp, exit: .died(SIGHUP)),
    ])
    func everyWayOut(_ way: WayOut) {
        let console = FakeConsole()
        console.at(Self.start + 1, way.arrival)
        #expect(Self.session(console).loop() == way.exit)
        #expect(console.calls == [.catchSignals, .releaseSignals])
        #expect(console.output.hasSuffix("[10]: \n"))
        #expect(!console.written.contains(0x1B))
    }

    /// `--timeout` counts from the last answer; `?` is not one, and says
    /// how long is left.
    @Test func theTimeoutIsSaidWhenAskedAndEnds() {
        let console = FakeConsole()
        console.at(Self.start + 2, type: "?\n")
        var state = Self.restTimer()
        state.idle = IdleTimeout(seconds: 5, accepts: false)
        let session = Self.session(console, state: state)
        #expect(session.loop() == .ended(.timedOut(accepted: false)))
        #expect(abs(console.clock - (Self.start + 5)) < 0.01, "? does not postpone it")
        #expect(console.output.contains("reel gives up after 5 seconds without an answer"))
        #expect(console.output.contains("3 seconds left before reel gives up."))
        #expect(console.output.hasSuffix("[10]: \nno answer for 5 seconds: reel gave up\n"))
    }

    @Test func anAnswerPostponesTheTimeout() {
        let console = FakeConsole()
        console.at(Self.start + 4, type: "\n")
        var state = PickerState(wheels: [Wheel(rows: ListRows(["a", "b"])), Wheel(rows: ListRows(["c", "d"]))])
        state.idle = IdleTimeout(seconds: 5, accepts: true)
        let session = Self.session(console, state: state)
        #expect(session.loop() == .ended(.timedOut(accepted: true)))
        #expect(abs(console.clock - (Self.start + 9)) < 0.01)
        #expect(console.output.hasSuffix("no answer for 5 seconds: the answers shown are taken\n"))
    }

    /// ctrl+z stops reel as a job (the terminal's attributes untouched,
    /// the signal handlers put back meanwhile); the question is asked again.
    @Test func aSuspendAsksTheQuestionAgain() {
        let console = FakeConsole()
        console.at(Self.start + 1, .signal(SIGTSTP))
        console.at(Self.start + 2, type: "3\n")
        let session = Self.session(console)
        #expect(session.loop() == .ended(.accepted))
        #expect(console.calls == [.catchSignals, .releaseSignals, .stopAsJob, .catchSignals, .releaseSignals])
        #expect(console.output.components(separatedBy: "분 (1–20) [10]: ").count == 3)
        #expect(session.state.selectedRows == [2])
    }

    /// A wheel whose command cannot run is asked after the wheel it names,
    /// once the run has failed: nothing to choose from, so the question it
    /// follows comes again; EOF then cancels.
    @Test func aCommandThatFailsSendsTheQuestionBack() throws {
        var state = PickerState(wheels: [Wheel(rows: ListRows(["Korea", "Japan"]), label: "Country"),
                                         Wheel(rows: LineRows(""), label: "City")])
        state.commands.add(CommandFeed(target: .wheel(1), template: try Template(parsing: "cities {1}"), maxRows: 100))
        let console = FakeConsole()
        console.at(Self.start + 1, type: "2\n")
        console.at(Self.start + 2, .endOfInput)
        let session = Self.session(console, state: state, commands: CommandRunner(shell: "/no/sh"))
        #expect(session.loop() == .ended(.cancelled))
        let failure = "cannot run /no/sh: " + String(cString: strerror(ENOENT))
        #expect(console.output == """
              1. Korea
              2. Japan
            Country (1–2) [Korea]: City: nothing to choose from: \(failure)
            Country (1–2) [Japan]: 

            """)
    }

    /// Lines pasted at once answer one question each, in order.
    @Test func pastedLinesAnswerOneQuestionEach() {
        let console = FakeConsole()
        console.at(Self.start + 1, type: "b\r\nd\n\n")
        let state = PickerState(wheels: [Wheel(rows: ListRows(["a", "b"])), Wheel(rows: ListRows(["c", "d"]))])
        let session = Self.session(console, state: state)
        #expect(session.loop() == .ended(.accepted))
        #expect(session.state.selectedRows == [1, 1])
        // Typed ahead, the answers were echoed before their questions: what
        // follows them starts a line of its own.
        #expect(console.output.hasSuffix("Component 2 (1–2) [c]: \nComponent 1: b\nComponent 2: d\nDone? [Y/n]: \n"))
    }

    /// A password and a switch: the password's question asked with the
    /// echo off.
    static func passwordAndSwitch() -> PickerState {
        PickerState(fields: [Form.Field(name: "Pass", kind: .text(TextField(isSecret: true))),
                             Form.Field(name: "Notify", kind: .toggle(SwitchField()))], chrome: Chrome())
    }

    /// The echo is off from before the secret's question to its line, then
    /// the attributes found are put back and the line its unechoed Enter
    /// did not end is ended; the next question asks with the echo on.
    @Test func aSecretIsTypedWithTheEchoOff() {
        let console = FakeConsole()
        console.at(Self.start + 1, type: "hunter2\n")
        console.at(Self.start + 2, type: "y\n")
        console.at(Self.start + 3, type: "\n")
        let session = Self.session(console, state: Self.passwordAndSwitch())
        #expect(session.loop() == .ended(.accepted))
        #expect(console.calls == [.catchSignals, .hideTyping, .restore, .releaseSignals])
        #expect(console.output == "Pass? \nNotify? [y/N] Pass: (hidden)\nNotify: yes\nDone? [Y/n]: ")
        #expect(SelectionValues(session.state, showsSecrets: true).value(of: WheelRef(field: 0, wheel: 0)) == Array("hunter2".utf8))
    }

    /// Whatever ends reel while a secret is typed gives the echo back
    /// first (SIGTERM's and a hang-up's kill included).
    @Test(arguments: [
        WayOut(testDescription: "ctrl+d", arrival: .endOfInput, exit: .ended(.cancelled)),
        WayOut(testDescription: "ctrl+c", arrival: .signal(SIGINT), exit: .ended(.interrupted)),
        WayOut(testDescription: "SIGTERM", arrival: .signal(SIGTERM), exit: .died(SIGTERM)),
        WayOut(testDescription: "hang-up", arrival: .hangUp, exit: .died(SIGHUP)),
    ])
    func everyWayOutOfASecretShowsTypingAgain(_ way: WayOut) {
        let console = FakeConsole()
        console.at(Self.start + 1, way.arrival)
        #expect(Self.session(console, state: Self.passwordAndSwitch()).loop() == way.exit)
        #expect(console.calls == [.catchSignals, .hideTyping, .restore, .releaseSignals])
        #expect(console.output == "Pass? \n")
    }

    /// ctrl+z while a secret is typed: the echo back before the stop, off
    /// again when the question is asked again.
    @Test func aSuspendDuringASecretGivesTheEchoBack() {
        let console = FakeConsole()
        console.at(Self.start + 1, .signal(SIGTSTP))
        console.at(Self.start + 2, .endOfInput)
        #expect(Self.session(console, state: Self.passwordAndSwitch()).loop() == .ended(.cancelled))
        #expect(console.calls == [.catchSignals, .hideTyping, .restore, .releaseSignals, .stopAsJob, .catchSignals,
                                  .hideTyping, .restore, .releaseSignals])
    }
}
