import Foundation
import Testing

import ReelSystem

/// Issue 18 and issue 20 item 2 on a real pseudo-terminal: every signal
/// that ends reel gives the terminal back first, a Ctrl-C behind a flood
/// of input is answered, a huge terminal gets a bounded frame. How soon
/// is not timed here: that a Ctrl-C or Esc goes ahead of the keys queued
/// before it, and keys ahead of rows, is counted in `EventSourceTests`.
@Suite struct ReliabilityEndToEndTests {
    func expectTerminalGivenBack(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        session.expectGivenBack(sourceLocation: sourceLocation)
    }

    static let fatalSignals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
                                        SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE]

    /// Nothing else would wake this picker (no rows coming, no timeout):
    /// that it ends at all is the signal waking the loop.
    @Test(arguments: fatalSignals, [false, true])
    func everyFatalSignalGivesTheTerminalBackThenKills(_ signo: Int32, fullscreen: Bool) throws {
        let session = try TerminalSession.reel(["-c", "alpha,beta,gamma"] + (fullscreen ? ["--fullscreen"] : []))
        try session.waitForText("alpha")
        #expect(!session.screen.isCursorVisible)
        #expect(session.screen.isAlternateScreen == fullscreen)
        session.signal(signo)
        let result = try session.waitForExit()
        #expect(result.status == .signaled(signo))
        #expect(result.stdout.isEmpty)
        expectTerminalGivenBack(session)
    }

    /// Issue 20 item 2: a megabyte pasted, then Ctrl-C: reel ends with 130,
    /// whatever is still queued before it (which it discards:
    /// `EventSourceTests`).
    @Test(arguments: [false, true])
    func controlCAfterAMegabytePasteEndsAtOnce(search: Bool) throws {
        let session = try TerminalSession.reel(["-c", "1...100", "--cancel", "No"])
        try session.waitForText("[ Done ]")
        if search { session.send("/") }
        let text = [UInt8](repeating: UInt8(ascii: "7"), count: 1 << 20)
        session.send(bytes: Array("\u{1B}[200~".utf8) + text + Array("\u{1B}[201~".utf8))
        session.send(bytes: [0x03])
        let result = try session.waitForExit()
        #expect(result.status == .exited(130))
        expectTerminalGivenBack(session)
    }

    @Test func controlCAfterAMegabyteOfTypedDigitsEndsAtOnce() throws {
        let session = try TerminalSession.reel(["-c", "1...100", "--cancel", "No"])
        try session.waitForText("[ Done ]")
        session.send(bytes: [UInt8](repeating: UInt8(ascii: "5"), count: 1 << 20))
        session.send(bytes: [0x03])
        let result = try session.waitForExit()
        #expect(result.status == .exited(130))
        expectTerminalGivenBack(session)
    }

    /// Issue 18 item 3: an endless line on stdin (no "\n" ever) draws
    /// before the input ends (its first frame still says `loading…`), and
    /// Esc and Ctrl-C still end reel (Enter would print the 64 MiB first
    /// row, which the harness then has to read).
    @Test(arguments: [(Keys.escape, 1), ("\u{03}", 130)] as [(String, Int32)])
    func endlessStdinLeavesTheKeysAnswered(_ key: String, status: Int32) throws {
        let session = try TerminalSession.reel([], stdin: .file("/dev/zero"))
        let first = try session.waitForScreen { $0.framesEnded == 1 }
        #expect(first.contains("[ Done ]") && first.contains("loading…"))
        session.send(key)
        let result = try session.waitForExit()
        #expect(result.status == .exited(status))
        expectTerminalGivenBack(session)
    }

    /// Issue 18 item 2: stdin open but silent, `--timeout 1` still ends
    /// reel (124), the terminal given back as it was (the picker is drawn
    /// with `loading…` meanwhile: `LateRowsEndToEndTests`).
    /// (When the countdown ends is `EventTimingTests`, on a clock of its own.)
    @Test func timeoutPassesBeforeTheFirstRow() throws {
        let session = try TerminalSession.reel(["--timeout", "1"], stdin: .pipe)
        let result = try session.waitForExit()
        #expect(result.status == .exited(124))
        expectTerminalGivenBack(session)
    }

    /// A terminal larger than `TerminalSize.maximum` (1000×500): the frame
    /// fits the cap, and SIGTERM ends reel. (The harness's own screen is
    /// too slow for 65535×65535; /tmp measurements in the note.)
    @Test(arguments: [false, true])
    func aHugeTerminalGetsABoundedFrame(fullscreen: Bool) throws {
        let session = try TerminalSession.reel(["-c", "alpha,beta", "--rows", "1000", "--width", "1000"]
                                               + (fullscreen ? ["--fullscreen"] : []), rows: 600, columns: 1200)
        try session.waitForText("alpha")
        let lines = session.screen.lines.enumerated().filter { !$0.element.allSatisfy { $0 == " " } }.map(\.offset)
        #expect((lines.max() ?? 0) < 500, "drawn below the 500-line cap")
        let widest = session.screen.lines.map { $0.reversed().drop { $0 == " " }.count }.max() ?? 0
        #expect(widest <= 1000, "drawn right of the 1000-column cap")
        session.signal(SIGTERM)
        let result = try session.waitForExit()
        #expect(result.status == .signaled(SIGTERM))
        expectTerminalGivenBack(session)
    }

    /// Issue 18 item 1 end to end: out of range is a one-line error and exit 2, in --batch too.
    @Test(arguments: ["--row-height", "--width", "--gap", "--rows"], [false, true])
    func hugeLayoutNumbersAreRefused(_ option: String, batch: Bool) throws {
        let session = try TerminalSession.reel(["-c", "1...20", "-c", "1...3", option, "9223372036854775807"]
                                               + (batch ? ["--batch"] : []))
        let result = try session.waitForExit()
        #expect(result.status == .exited(2))
        #expect(result.stderr.hasPrefix("reel: \(option): '9223372036854775807' is not valid; expected a whole number from"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
