import Testing
@testable import ReelCore
@testable import ReelTerminal
import ReelSystem

/// The whole loop on a fake terminal: keys in, frames out, the terminal's
/// modes taken and given back, on a clock the test moves (FakeConsole).
/// The pseudo-terminal tests (EndToEndTests) check the same on a real
/// terminal; these check what the session itself decides.
@Suite struct PickerSessionTests {
    static let start = 100.0

    static func picker() -> PickerState {
        PickerState(wheels: [Wheel(rows: ListRows(["alpha", "beta", "gamma"]))])
    }

    static func session(_ console: FakeConsole, state: PickerState = picker(), fullscreen: Bool = false,
                        commands: CommandRunner = CommandRunner()) -> PickerSession {
        var appearance = Appearance()
        appearance.fullscreen = fullscreen
        return PickerSession(state: state, renderer: Renderer(appearance: appearance), depth: .none,
                             terminal: console, poller: console, commands: commands)
    }

    @Test func enterAcceptsWithTheStateAsLeft() {
        let console = FakeConsole()
        console.at(Self.start + 0.1, type: "j")
        console.at(Self.start + 0.2, type: "\r")
        let session = Self.session(console)
        #expect(session.loop() == .ended(.accepted))
        #expect(session.state.selectedRows == [1])
    }

    /// A lone Esc is a key once its delay passes on the console's clock.
    @Test func escCancels() {
        let console = FakeConsole()
        console.at(Self.start + 0.1, type: "\u{1B}")
        #expect(Self.session(console).loop() == .ended(.cancelled))
        #expect(console.clock >= Self.start + 0.1 + KeyDecoder.escapeDelay)
    }

    struct WayOut: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let arrival: FakeConsole.Arrival
        let exit: PickerSession.Exit
        var fullscreen = false
    }

    /// Every way out gives the terminal back once, exactly as it was taken:
    /// raw mode left, modes reset, cursor shown, signals released.
    @Test(arguments: [
        WayOut(testDescription: "enter", arrival: .bytes(Array("\r".utf8)), exit: .ended(.accepted)),
        WayOut(testDescription: "esc", arrival: .bytes([0x1B]), exit: .ended(.cancelled)),
        WayOut(testDescription: "ctrl+c", arrival: .bytes([0x03]), exit: .ended(.interrupted)),
        WayOut(testDescription: "hang-up", arrival: .hangUp, exit: .died(SIGHUP)),
        WayOut(testDescription: "SIGTERM", arrival: .signal(SIGTERM), exit: .died(SIGTERM)),
        WayOut(testDescription: "enter, fullscreen", arrival: .bytes(Array("\r".utf8)), exit: .ended(.accepted),
               fullscreen: true),
        WayOut(testDescription: "hang-up, fullscreen", arrival: .hangUp, exit: .died(SIGHUP), fullscreen: true),
    ])
    func theTerminalIsGivenBackOnce(_ way: WayOut) {
        let console = FakeConsole()
        console.at(Self.start + 0.5, way.arrival)
        #expect(Self.session(console, fullscreen: way.fullscreen).loop() == way.exit)
        #expect(console.calls == [.catchSignals, .enterRawMode, .restore, .releaseSignals])
        for (taken, given) in [(ANSI.hideCursor, ANSI.showCursor), (ANSI.enableBracketedPaste, ANSI.disableBracketedPaste),
                               (ANSI.enableMouse, ANSI.disableMouse)] {
            #expect(console.count(taken) == 1)
            #expect(console.count(given) == 1)
        }
        #expect(console.count(ANSI.enterAlternateScreen) == (way.fullscreen ? 1 : 0))
        #expect(console.count(ANSI.leaveAlternateScreen) == (way.fullscreen ? 1 : 0))
        #expect(console.output.hasSuffix(ANSI.showCursor))
    }

    /// Ctrl-Z gives the terminal back, stops, and takes it again.
    @Test func aSuspendGivesTheTerminalBackAndTakesItAgain() {
        let console = FakeConsole()
        console.at(Self.start + 0.5, type: "\u{1A}")
        console.at(Self.start + 1, type: "\r")
        #expect(Self.session(console).loop() == .ended(.accepted))
        #expect(console.calls == [.catchSignals, .enterRawMode, .restore, .releaseSignals, .stopAsJob,
                                  .catchSignals, .enterRawMode, .restore, .releaseSignals])
        #expect(console.count(ANSI.queryCursorPosition) == 2)
    }

    /// The size is the session's: a resize lays the picker out again and
    /// the next frame is drawn whole at the new width.
    @Test func aResizeLaysThePickerOutAgain() throws {
        let console = FakeConsole(size: TerminalSize(columns: 80, rows: 24))
        console.at(Self.start + 0.1, .resize(TerminalSize(columns: 40, rows: 12)))
        console.at(Self.start + 0.2, type: "\r")
        #expect(Self.session(console, fullscreen: true).loop() == .ended(.accepted))
        let first = FakeConsole.lines(ofWholeFrame: try #require(console.frames.first))
        let last = FakeConsole.lines(ofWholeFrame: try #require(console.frames.last))
        #expect(console.frames.count == 2)
        #expect(first.count == 24 && first.allSatisfy { $0.count == 80 })
        #expect(last.count == 12 && last.allSatisfy { $0.count == 40 })
        #expect(last.contains { $0.contains("alpha") })
    }

    struct Activity: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let bytes: String
        /// When `--timeout 1` ends the picker, after `bytes` came at 0.9 s.
        let timesOutAt: Double
    }

    /// `--timeout` counts from the last thing the person did: the
    /// terminal's answer to the cursor query is not that, a key is.
    @Test(arguments: [
        Activity(testDescription: "cursor-position reply", bytes: "\u{1B}[3;1R", timesOutAt: 1),
        Activity(testDescription: "a key", bytes: "k", timesOutAt: 1.9),
    ])
    func onlyThePersonPostponesTheTimeout(_ activity: Activity) {
        let console = FakeConsole()
        // A terminal that never answers the query at start (the picker
        // draws after InlineRegion.locateTimeout), then answers late.
        console.cursor = nil
        console.at(Self.start + 0.9, type: activity.bytes)
        var state = Self.picker()
        state.idle = IdleTimeout(seconds: 1, accepts: false)
        #expect(Self.session(console, state: state).loop() == .ended(.timedOut(accepted: false)))
        #expect(abs(console.clock - (Self.start + activity.timesOutAt)) < 0.01)
    }

    /// `!CMD` with no shell to run it: the failure comes back as an
    /// event, which the next turn delivers; no `apply` runs inside the
    /// effects of another. So a frame shows the run starting
    /// (`loading…`), and the next one its failure.
    @Test func aCommandThatCannotStartFailsOnTheNextTurn() throws {
        // Wide enough for the toolbar to show the whole failure.
        var state = PickerState(wheels: [Wheel(rows: LineRows(""), width: 60)])
        state.commands.add(CommandFeed(target: .wheel(0), template: try Template(parsing: "ls"), maxRows: 100))
        let console = FakeConsole()
        console.at(Self.start + 0.5, type: "\u{1B}")
        let session = Self.session(console, state: state, commands: CommandRunner(shell: "/no/sh"))
        #expect(session.loop() == .ended(.cancelled))
        let failure = "cannot run /no/sh: " + String(cString: strerror(ENOENT))
        #expect(session.state.commands.feeds.first?.failure == failure)
        let frames = console.frames.map { String(decoding: $0, as: UTF8.self) }
        let loading = try #require(frames.firstIndex { $0.contains("loading…") })
        let failed = try #require(frames.firstIndex { $0.contains("cannot run") })
        #expect(failed == loading + 1)
    }

    /// `Effect.settled` hands the state to the library's callback once the
    /// wheels have been still for the settle delay.
    @Test func aSettledChangeCallsOnSettleWithTheState() {
        var state = Self.picker()
        state.watch = ChangeWatch()
        state.watch?.notifies = true
        let console = FakeConsole()
        console.at(Self.start + 0.1, type: "j")
        console.at(Self.start + 1, type: "\r")
        let session = Self.session(console, state: state)
        var settled: [(rows: [Int], at: Double)] = []
        session.onSettle = { settled.append(($0.selectedRows, $0.clock)) }
        #expect(session.loop() == .ended(.accepted))
        #expect(settled.map(\.rows) == [[1]])
        #expect(settled.allSatisfy { $0.at >= Self.start + 0.1 + CommandFeed.settleDelay })
    }

    /// Stdout is a pipe nobody reads and each settled change writes 70 KB
    /// to it (`--live`): the keys after are still answered, each with its
    /// frame, and the loop ends on Esc with the rest still queued.
    @Test func aStdoutNobodyReadsNeverHoldsBackAKey() {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        var state = Self.picker()
        state.watch = ChangeWatch()
        state.watch?.notifies = true
        let console = FakeConsole()
        for (i, key) in ["j", "j", "k", "j"].enumerated() { console.at(Self.start + 0.5 * Double(i + 1), type: key) }
        console.at(Self.start + 3, type: "\u{1B}")
        let session = Self.session(console, state: state)
        let output = OutputQueue(fd: fds[1])
        session.output = output
        session.report = { _ in [UInt8](repeating: UInt8(ascii: "x"), count: 70_000) + [0x0A] }
        let framesBefore = console.frames.count
        #expect(session.loop() == .ended(.cancelled))
        #expect(session.state.selectedRows == [2])
        #expect(console.frames.count - framesBefore >= 4, "a frame per key")
        #expect(output.pendingBytes > 0)
        #expect(output.loss?.hasSuffix("not written: its reader stopped reading") == true)
    }
}
