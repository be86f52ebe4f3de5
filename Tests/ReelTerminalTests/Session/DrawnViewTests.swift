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

/// The whole loop on a fake terminal: keys in, frames out, the terminal's
/// modes taken and given back, on a clock the test moves (FakeConsole).
/// The pseudo-terminal tests (EndToEndTests) check the same on a real
/// terminal; these check what the session itself decides.
@Suite struct DrawnViewTests {
    static let start = 100.0

    static func picker() -> PickerState {
        PickerState(wheels: [Wheel(rows: ListRows(["alpha", "beta", "gamma"]))])
    }

    static func session(_ console: FakeConsole, state: PickerState = picker(), fullscreen: Bool = false,
                        commands: CommandRunner = CommandRunner()) -> Session {
        var appearance = Appearance()
        appearance.fullscreen = fullscreen
        return Session.drawn(state: state, renderer: Renderer(appearance: appearance), depth: .none,
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

    /// Issue 41 item 10: characters typed in one read reach the model as
    /// one event, so one edit of the filter's query (4,000 keys once
    /// filtered 4,000 times); a key that types nothing (Enter) still comes
    /// after them, and the query stops at its cap.
    @Test func aBurstTypedInOneReadIsOneEditOfTheQuery() {
        let long = String(repeating: "a", count: 600)
        let rows = CountingRows(ListRows(["alpha", "beta", long]))
        var state = PickerState(wheels: [Wheel(rows: rows)])
        state.edit(.filter(WheelFilter(wheel: 0)))
        let console = FakeConsole()
        console.at(Self.start + 0.1, type: String(repeating: "a", count: 2_000) + "\r")
        let session = Self.session(console, state: state)
        #expect(session.loop() == .ended(.accepted))
        #expect(rows.titlesSearched == 3, "one edit: each row tested once")
        #expect(session.state.filter?.query.count == WheelFilter.queryCap)
        #expect(session.state.wheels[0].selectedSourceRow == 2)
    }

    /// After `?`, the first key only takes the help down, as ever: the
    /// rest of the read is typed.
    @Test func theKeyAfterTheHelpIsNotTypedWithTheBurst() {
        var state = PickerState(wheels: [Wheel(rows: ListRows(["alpha", "beta"]))])
        state.edit(.filter(WheelFilter(wheel: 0)))
        var chrome = state.chrome
        chrome.showsKeys = true
        state.edit(.chrome(chrome))
        let console = FakeConsole()
        console.at(Self.start + 0.1, type: "xbe\r")
        let session = Self.session(console, state: state)
        #expect(session.loop() == .ended(.accepted))
        #expect(session.state.filter?.query == "be")
        #expect(session.state.wheels[0].selectedSourceRow == 1)
    }

    /// Issue 43 item 6: the state hears which buttons the layout draws
    /// before the first frame, so in 30 columns (Cancel left off) Tab
    /// goes from the wheel to Back, and a resize that leaves the focused
    /// Cancel off gives the focus back to the wheel.
    static func withButtons() -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: ListRows(["alpha", "beta"]))], cancelTitle: "Cancel")
        state.edit(.buttons([ToolbarButton(title: "Back", keyName: "ctrl+b"), ToolbarButton(title: "Skip", keyName: "s")]))
        return state
    }

    @Test func tabReachesOnlyTheButtonsDrawn() {
        let console = FakeConsole(size: TerminalSize(columns: 30, rows: 24))
        console.at(Self.start + 0.1, type: "\t\r")
        let session = Self.session(console, state: Self.withButtons())
        #expect(session.loop() == .ended(.pressed(0)))
        #expect(session.state.chrome.drawnButtons == [.button(0), .button(1), .done])
    }

    @Test func aResizeThatLeavesTheFocusedButtonOffFocusesTheWheel() {
        let console = FakeConsole(size: TerminalSize(columns: 80, rows: 24))
        console.at(Self.start + 0.1, type: "\t")
        console.at(Self.start + 0.2, .resize(TerminalSize(columns: 30, rows: 24)))
        console.at(Self.start + 0.3, type: "\r")
        let session = Self.session(console, state: Self.withButtons())
        #expect(session.loop() == .ended(.accepted))
        #expect(session.state.focus == .wheel(0))
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
        let exit: Exit<Ending>
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
        // Blanks at a line's end are erased, not written: each line up to its text.
        // Blank lines are erased, not written.
        #expect(first.count <= 24 && first.allSatisfy { $0.count <= 80 } && first.contains { $0.count > 40 })
        #expect(last.count <= 12 && last.allSatisfy { $0.count <= 40 })
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
        session.reports.onSettle = { settled.append(($0.selectedRows, $0.clock)) }
        #expect(session.loop() == .ended(.accepted))
        #expect(settled.map(\.rows) == [[1]])
        #expect(settled.allSatisfy { $0.at >= Self.start + 0.1 + CommandFeed.settleDelay })
    }

    // MARK: The terminal's background (--theme auto)

    static let darkBand = "48;5;237", lightBand = "48;5;253"

    static func autoSession(_ console: FakeConsole, fullscreen: Bool = false, assumed: Backdrop = .dark,
                            state: PickerState = picker()) -> Session {
        func look(_ theme: Theme) -> Appearance {
            var appearance = Appearance()
            appearance.theme = theme
            appearance.fullscreen = fullscreen
            return appearance
        }
        let query = BackdropQuery(assumed: assumed, depth: .palette256) { backdrop, _ in
            look(backdrop == .light ? .standardLight : .standard)
        }
        return Session.drawn(state: state, renderer: Renderer(appearance: look(.standard)), depth: .palette256,
                             terminal: console, poller: console, backdrop: query)
    }

    struct Background: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let answer: (UInt8, UInt8, UInt8)?
        var assumed = Backdrop.dark
        var fullscreen = false
        let band: String
    }

    /// The first frame is drawn once the terminal has answered, in the
    /// look for the background it gave, or, when it does not know the
    /// query (the cursor's position comes back first), for the one
    /// assumed: never one look and then the other.
    @Test(arguments: [
        Background(testDescription: "white", answer: (0xFF, 0xFF, 0xFF), band: lightBand),
        Background(testDescription: "solarized light", answer: (0xFD, 0xF6, 0xE3), band: lightBand),
        Background(testDescription: "black", answer: (0, 0, 0), band: darkBand),
        Background(testDescription: "dark, COLORFGBG said light", answer: (0x1E, 0x1E, 0x1E), assumed: .light,
                   band: darkBand),
        Background(testDescription: "no answer", answer: nil, band: darkBand),
        Background(testDescription: "no answer, COLORFGBG said light", answer: nil, assumed: .light, band: lightBand),
        Background(testDescription: "white, fullscreen", answer: (0xFF, 0xFF, 0xFF), fullscreen: true, band: lightBand),
    ])
    func theFirstFrameHasTheLookOfTheBackground(_ c: Background) throws {
        let console = FakeConsole()
        console.background = c.answer
        console.at(Self.start + 0.5, type: "\r")
        let session = Self.autoSession(console, fullscreen: c.fullscreen, assumed: c.assumed)
        #expect(session.loop() == .ended(.accepted))
        let query = try #require(console.output.range(of: ANSI.queryBackground))
        #expect(console.output[query.upperBound...].contains(ANSI.queryCursorPosition), "the sentinel follows it")
        #expect(console.count(ANSI.queryBackground) == 1)
        let frames = console.frames.map { String(decoding: $0, as: UTF8.self) }
        #expect(frames.first?.contains(c.band) == true, "\(frames.first ?? "")")
        let other = c.band == Self.darkBand ? Self.lightBand : Self.darkBand
        #expect(!frames.contains { $0.contains(other) })
    }

    /// A terminal that answers neither query costs the first frame no more
    /// than the locate deadline it already waited for the cursor.
    @Test func aTerminalThatNeverAnswersWaitsOnlyTheLocateDeadline() {
        let console = FakeConsole()
        console.cursor = nil
        console.at(Self.start + InlineRegion.locateTimeout + 0.01, type: "\r")
        let session = Self.autoSession(console)
        #expect(session.loop() == .ended(.accepted))
        #expect(console.frames.count >= 1, "drawn before the Enter")
        #expect(console.frames.first.map { String(decoding: $0, as: UTF8.self).contains(Self.darkBand) } == true)
    }

    /// A reply the link cuts in two, its rest a while later, is still
    /// the background, and none of it is a key.
    @Test func aReplyCutInTwoIsNoKey() {
        let console = FakeConsole()
        console.at(Self.start + 0.3, type: "\u{1B}]11;rgb:ffff/")
        console.at(Self.start + 0.6, type: "ffff/ffff\u{07}")
        console.at(Self.start + 0.8, type: "\r")
        let session = Self.autoSession(console)
        #expect(session.loop() == .ended(.accepted))
        #expect(session.state.selectedRows == [0] && !session.state.finder.isSearching)
        #expect(console.frames.last.map { String(decoding: $0, as: UTF8.self).contains(Self.lightBand) } == true)
    }

    /// An answer that comes after the first frame (a slow link) still
    /// brings the light look, and is no key: no search starts at its `/`,
    /// no row is chosen by its digits.
    @Test func aLateAnswerChangesTheLookAndIsNoKey() {
        let console = FakeConsole()
        console.at(Self.start + 0.6, type: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")
        console.at(Self.start + 0.8, type: "\r")
        let session = Self.autoSession(console)
        #expect(session.loop() == .ended(.accepted))
        #expect(session.state.selectedRows == [0])
        let frames = console.frames.map { String(decoding: $0, as: UTF8.self) }
        #expect(frames.first?.contains(Self.darkBand) == true)
        #expect(frames.last?.contains(Self.lightBand) == true)
        #expect(!frames.last!.contains("/"), "nothing of the reply shown")
    }

    /// Stdout is a pipe nobody reads and each settled change writes 70 KB
    /// to it (`--live`): the keys after are still answered, each with its
    /// frame, and the loop ends on Esc with the rest still queued.
    @Test func aStdoutNobodyReadsNeverHoldsBackAKey() {
        let (readEnd, writeEnd) = closeOnExecPipe()
        let fds = [readEnd, writeEnd]
        defer { close(fds[0]); close(fds[1]) }
        var state = Self.picker()
        state.watch = ChangeWatch()
        state.watch?.notifies = true
        let console = FakeConsole()
        for (i, key) in ["j", "j", "k", "j"].enumerated() { console.at(Self.start + 0.5 * Double(i + 1), type: key) }
        console.at(Self.start + 3, type: "\u{1B}")
        let session = Self.session(console, state: state)
        let output = OutputQueue(fd: fds[1])
        session.reports = SettledReports(report: { _ in [UInt8](repeating: UInt8(ascii: "x"), count: 70_000) + [0x0A] },
                                         output: output)
        let framesBefore = console.frames.count
        #expect(session.loop() == .ended(.cancelled))
        #expect(session.state.selectedRows == [2])
        #expect(console.frames.count - framesBefore >= 4, "a frame per key")
        #expect(output.pendingBytes > 0)
        #expect(output.loss?.hasSuffix("not written: its reader stopped reading") == true)
    }
}
