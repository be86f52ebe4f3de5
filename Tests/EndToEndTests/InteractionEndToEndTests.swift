import Foundation
import Testing

import ReelSystem

/// Spinning the wheels with the mouse and the keyboard, timeouts, suspend
/// and hang-up, on a real pseudo-terminal.
@Suite struct InteractionEndToEndTests {
    static let duration = ["-c", "0...23", "-l", "hours", "-c", "00...59", "-l", "min", "-c", "00...59", "-l", "sec"]

    @Test func mouseWheelSpinsTheWheelUnderThePointer() throws {
        let session = try TerminalSession.reel(Self.duration)
        let screen = try session.waitForText("0 hours  00 min  00 sec")
        #expect(screen.modes.contains(1000) && screen.modes.contains(1006))
        let minutes = try #require(screen.position(of: "00 min"))
        session.send(Keys.wheelDown(row: minutes.row - 1, column: minutes.column))
        session.send(Keys.wheelDown(row: minutes.row + 2, column: minutes.column + 1))
        try session.waitForText("0 hours  02 min  00 sec")
        let done = try #require(session.screen.position(of: "[ Done ]"))
        session.send(Keys.click(row: done.row, column: done.column + 3))
        let result = try session.waitForExit()
        #expect(result.stdoutText == "0\t02\t00\n")
        #expect(!session.screen.isMouseReportingEnabled)
        #expect(!session.screen.modes.contains(2004))
        #expect(session.terminalAttributesRestored())
    }

    /// A tap on [ Done ] as a touchpad sends it: the press, and the release
    /// only once reel has drawn the press. reel must read the release before
    /// it gives the terminal back; the program after it (here a shell's
    /// `read`) gets only what is typed after, not `ESC [ < 0 ; … m`.
    @Test func aClickOnDoneLeavesNothingForTheNextProgram() throws {
        let script = #"""
            r=$("$1" -c 0...23 -l hours -c 00...59 -l min -c 00...59 -l sec --separator :)
            printf 'chose %s\n' "$r" >/dev/tty
            IFS= read -r line
            printf '%s' "$line" | od -An -tx1 | tr -d ' \n'; echo
            """#
        let session = try TerminalSession(executable: "/bin/sh", arguments: ["-c", script, "sh", ReelBinary.path])
        let screen = try session.waitForText("[ Done ]")
        let done = try #require(screen.position(of: "[ Done ]"))
        let (press, release) = Keys.clickParts(row: done.row, column: done.column + 3)
        session.send(press)
        // Drawn as pressed (the focus on Done), or, before the fix, ended.
        try session.waitForScreen { $0.style(atRow: done.row, column: done.column + 2).isUnderlined || $0.contains("chose") }
        session.send(release)
        try session.waitForText("chose 0")
        session.send("x\n")
        #expect(try session.waitForStdout { $0.hasSuffix("\n") } == "78\n", "the shell read only the x typed after reel")
        #expect(try session.waitForExit().status == .exited(0))
    }

    @Test func clickOnARowSelectsItAndFocusesItsWheel() throws {
        let session = try TerminalSession.reel(Self.duration)
        let screen = try session.waitForText("0 hours  00 min  00 sec")
        let seconds = try #require(screen.position(of: "00 sec"))
        // Two rows below the band of the seconds wheel shows 02.
        session.send(Keys.click(row: seconds.row + 2, column: seconds.column))
        try session.waitForText("0 hours  00 min  02 sec")
        session.send("j")
        try session.waitForText("0 hours  00 min  03 sec")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "0\t00\t03\n")
    }

    @Test func noMouseLeavesTheMouseAlone() throws {
        let session = try TerminalSession.reel(["--no-mouse", "-c", "1...3"])
        let screen = try session.waitForText("[ Done ]")
        #expect(!screen.isMouseReportingEnabled)
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "1\n")
    }

    @Test func typeAheadFifteen() throws {
        let session = try TerminalSession.reel(["-c", "1...20", "-l", "분"])
        try session.waitForText("1 분")
        session.send("15")
        try session.waitForText("15 분")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "15\n")
    }

    @Test func slashSearchShowsTheQueryAndJumps() throws {
        let session = try TerminalSession.reel(["-c", "-"], stdin: .text("Red\nOrange\nYellow\nGreen\nBlue\nBlack\n"))
        try session.waitForText("[ Done ]")
        session.send("/bla")
        try session.waitForScreen { $0.contains("/bla") && ($0.lines.first { $0.contains("Black") }.map { _ in true } ?? false) }
        session.send(Keys.enter)
        try session.waitForScreen { !$0.contains("/bla") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "Black\n")
    }

    @Test func pasteIsNeverReadAsKeys() throws {
        let session = try TerminalSession.reel(["-c", "1...20"])
        let screen = try session.waitForText("[ Done ]")
        #expect(screen.modes.contains(2004))
        // "q" and Enter inside a paste must neither cancel nor accept.
        session.send(Keys.paste("q\r1") + Keys.paste("2"))
        try session.waitForScreen { $0.lines.contains { $0.contains("12") } && $0.lines.contains { $0.hasSuffix("11") } }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "12\n")
    }

    @Test func timeoutCancelsWith124() throws {
        let session = try TerminalSession.reel(["--timeout", "1", "-c", "1...3"])
        try session.waitForScreen { $0.contains("1s") }
        let result = try session.waitForExit()
        #expect(result.status == .exited(124))
        #expect(result.stdout.isEmpty)
        #expect(session.terminalAttributesRestored())
    }

    @Test func timeoutCanAccept() throws {
        let session = try TerminalSession.reel(["--timeout", "1", "--on-timeout", "accept", "-c", "1...3", "-s", "2"])
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2\n")
    }

    /// How long each key postpones the timeout is a unit test with its own
    /// clock (EventTimingTests); here, that keys reach the loop while it
    /// counts down and the timeout still ends the run with 124. Each key
    /// is sent once the one before shows, so the harness has the whole
    /// timeout, three seconds, to send it: a wide margin, not a measure.
    @Test func keysPostponeTheTimeout() throws {
        let session = try TerminalSession.reel(["--timeout", "3", "-c", "1...9"])
        try session.waitForText("[ Done ]")
        for row in 2...5 {
            session.send("j")
            // Row+2 shows two rows below the band once the band is on `row`.
            try session.waitForScreen { $0.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "\(row + 2)" } }
        }
        let result = try session.waitForExit()
        #expect(result.status == .exited(124))
    }

    @Test func ctrlZThenContinueRedrawsTheWholePicker() throws {
        let session = try TerminalSession.reel(["-c", "1...9"])
        try session.waitForText("[ Done ]")
        session.send("jj")
        // Row 5 shows only once the band has moved down to 3.
        try session.waitForScreen { $0.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "5" } }
        // In this test's orphaned process group the stop is discarded; the
        // terminal is given back and the picker drawn anew.
        let before = session.raw.count
        session.send(Keys.ctrlZ)
        try session.waitForScreen { _ in String(decoding: session.raw[before...], as: UTF8.self).contains("[ Done ]") }
        let written = String(decoding: session.raw[before...], as: UTF8.self)
        #expect(written.contains("\u{1B}[?25h"), "the cursor was shown while suspended")
        let redrawn = session.raw.count
        session.signal(SIGCONT)
        try session.waitForScreen { _ in String(decoding: session.raw[redrawn...], as: UTF8.self).contains("[ Done ]") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "3\n")
        #expect(session.terminalAttributesRestored())
    }

    /// A real stop: reel run by an interactive bash, which has job control
    /// on this pty. Ctrl-Z gives the terminal back (cursor shown, mouse
    /// off) and stops reel as a job; `fg` continues it, raw mode comes back
    /// and the picker is drawn again where the cursor now is.
    @Test func ctrlZStopsTheJobAndFgResumesIt() throws {
        // bash writes its prompt to stderr, which the harness keeps apart:
        // everything goes to the terminal here, as in a person's shell.
        let session = try TerminalSession(executable: "/bin/bash",
                                          arguments: ["-c", "exec bash --norc --noprofile -i >/dev/tty 2>&1"],
                                          environment: ["PS1": "prompt$ ", "HISTFILE": "/dev/null"])
        // An interactive bash as root may set its own prompt (bash-5.2#).
        try session.waitForScreen { $0.contains("prompt$") || $0.contains("bash-") }
        session.send("\(try ReelBinary.path) -c 1...9\r")
        try session.waitForText("[ Done ]")
        session.send("jj")
        try session.waitForScreen { $0.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "5" } }
        let before = session.raw.count
        session.send(Keys.ctrlZ)
        try session.waitForScreen { $0.contains("Stopped") && !$0.contains("[ Done ]") }
        let given = String(decoding: session.raw[before...], as: UTF8.self)
        #expect(given.contains("\u{1B}[?25h"), "the cursor was shown before the stop")
        #expect(given.contains("\u{1B}[?1000l"), "mouse reporting was turned off before the stop")
        // The shell's own terminal: line editing and echo, as after any job.
        session.send("stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e echo | paste -sd+ -\r")
        try session.waitForText("icanon+echo")
        session.send("fg\r")
        try session.waitForText("[ Done ]")
        session.send(Keys.enter)
        // The row chosen before the stop, printed once reel has ended.
        try session.waitForScreen { $0.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "3" } && !$0.contains("[ Done ]") }
        session.send("echo status=$?\r")
        try session.waitForText("status=0")
        session.send("exit\r")
        _ = try session.waitForExit()
    }

    @Test func hangUpEndsReelWithSIGHUP() throws {
        let session = try TerminalSession.reel(["-c", "1...9"])
        try session.waitForText("[ Done ]")
        session.closeMaster()
        let result = try session.waitForExit()
        #expect(result.status == .signaled(SIGHUP))
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownSequencesAreSwallowedWhole() throws {
        let session = try TerminalSession.reel(["-c", "1...9"])
        try session.waitForText("[ Done ]")
        // F5, ctrl+up, alt+q, a kitty key report: none may act as j, q or Enter.
        session.send("\u{1B}[15~\u{1B}[1;5A\u{1B}q\u{1B}[113;5u")
        session.send("j")
        try session.waitForScreen { $0.lines.contains { $0.contains("2") && !$0.contains("Done") } }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "2\n")
    }
}

/// Rows that arrive while the picker runs.
@Suite struct StreamingEndToEndTests {
    @Test func pickerAppearsWithTheFirstRowsAndStaysUsable() throws {
        let session = try TerminalSession.reel(["-c", "-"], stdin: .pipe)
        session.writeStdin("first\nsecond\n")
        try session.waitForText("first")
        // Where the band is, and that more may come.
        try session.waitForText("1/2 loading…")
        session.send("j")
        session.writeStdin("third\n")
        try session.waitForText("2/3 loading…")
        session.closeStdin()
        try session.waitForScreen { !$0.contains("loading") }
        session.send("j")
        try session.waitForScreen { $0.lines.contains { $0.contains("third") } }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "third\n")
    }

    @Test func aLongListShowsItsCountAndNFindsTheNextMatch() throws {
        let rows = (1...300).map { "item \($0)" }.joined(separator: "\n") + "\n"
        let session = try TerminalSession.reel([], stdin: .text(rows))
        try session.waitForText("1/300")
        session.send("/7" + Keys.enter)
        try session.waitForText("7/300")
        session.send("n")
        try session.waitForText("17/300")
        session.send("N")
        try session.waitForText("7/300")
        session.send("N")
        try session.waitForText("297/300")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "item 297\n")
    }

    @Test func theWheelWidensForAWiderRowThatArrivesLater() throws {
        let session = try TerminalSession.reel(["-c", "-"], stdin: .pipe)
        session.writeStdin("a\n")
        try session.waitForText("1/1 loading…")
        session.writeStdin("a much wider row\n")
        try session.waitForText("1/2 loading…")
        session.send("j")
        try session.waitForText("a much wider row")
        session.closeStdin()
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "a much wider row\n")
    }

    @Test func endlessInputStopsAtMaxRowsWithANote() throws {
        let session = try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", "yes | exec \"$0\" -c - --max-rows 1000", try ReelBinary.path])
        try session.waitForText("only first 1000")
        session.send("G")
        try session.waitForScreen { $0.lines.contains { $0.hasSuffix("y") } }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "y\n")
    }
}

/// Focus stays visible with no colour at all, and is never reverse video.
@Suite struct FocusEndToEndTests {
    @Test func focusIsUnderlinedNeverReversedWithColorNever() throws {
        let session = try TerminalSession.reel(["--color", "never", "--focus", "2", "-c", "1...3", "-l", "a", "-c", "4...6", "-l", "b"])
        let screen = try session.waitForText("1 a")
        let first = try #require(screen.position(of: "1 a"))
        let second = try #require(screen.position(of: "4 b"))
        #expect(!screen.style(atRow: first.row, column: first.column).isUnderlined)
        #expect(screen.style(atRow: second.row, column: second.column).isUnderlined)
        // With no colour the band is reverse video, under both wheels
        // alike: the focus adds the underline and nothing else.
        #expect(screen.style(atRow: first.row, column: first.column).isReversed)
        #expect(screen.style(atRow: second.row, column: second.column).isReversed)
        #expect(!String(decoding: session.raw, as: UTF8.self).contains("38;"))
        session.send(Keys.shiftTab)
        try session.waitForScreen { $0.style(atRow: first.row, column: first.column).isUnderlined }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "1\t4\n")
    }

    @Test func oneWheelHasNoFocusMarker() throws {
        let session = try TerminalSession.reel(["--title", "휴식하기", "-c", "1...20", "-l", "분", "-s", "10"])
        let screen = try session.waitForText("10 분")
        let at = try #require(screen.position(of: "10 분"))
        let chosen = screen.style(atRow: at.row, column: at.column)
        #expect(!chosen.isReversed && !chosen.isUnderlined, "the chosen row is plain text on the band")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "10\n")
    }

    @Test func tabRunsLeftToRightAndShiftTabBack() throws {
        let session = try TerminalSession.reel(["--cancel", "Cancel", "-c", "1...3", "-c", "4...6"])
        let screen = try session.waitForText("[ Cancel ]  [ Done ]")
        let cancel = try #require(screen.position(of: "[ Cancel ]"))
        let done = try #require(screen.position(of: "[ Done ]"))
        func focused(_ at: Screen.Position) -> (Screen) -> Bool {
            { $0.style(atRow: at.row, column: at.column).isUnderlined }
        }
        session.send(Keys.tab + Keys.tab)
        try session.waitForScreen(focused(cancel))
        session.send(Keys.tab)
        try session.waitForScreen { focused(done)($0) && !focused(cancel)($0) }
        session.send(Keys.shiftTab)
        try session.waitForScreen { focused(cancel)($0) && !focused(done)($0) }
        session.send(Keys.enter)
        #expect(try session.waitForExit().status == .exited(1))
    }

    @Test func focusOutsideTheComponentsIsAnError() throws {
        let run = try DetachedRun.reel(["--batch", "--focus", "3", "-c", "1...3"])
        #expect(run.status == 2)
        #expect(run.stderr == "reel: --focus 3 is not a component; expected 1 to 1\n")
    }
}

@Suite struct StreamingWidthEndToEndTests {
    /// Rows that arrive later widen the wheel as they are shown (fields,
    /// icons), not as their raw lines.
    @Test func laterRowsWidenTheWheelByWhatTheyShow() throws {
        let session = try TerminalSession.reel(["--icon", "1", "--show", "2", "-l", "L"], stdin: .pipe)
        session.writeStdin("🍎\tApple\n")
        try session.waitForText("🍎 Apple L")
        session.writeStdin("🥝\tWatermelon\n")
        session.closeStdin()
        try session.waitForScreen { !$0.contains("loading") }
        let screen = session.screen
        #expect(screen.contains("Watermelon"))
        #expect(screen.contains("🍎    Apple   L"), "\(screen.lines)")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "🍎\tApple\n")
    }
}
