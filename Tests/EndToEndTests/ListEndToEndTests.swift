import Foundation
import Testing

/// The table look through the built reel on a pseudo-terminal: what
/// `--filter` on one wheel draws, and `--layout list` asks for. Keys in,
/// screen, stdout and exit status out, the terminal given back.
@Suite struct ListEndToEndTests {
    static let paths = Data(["./Sources/ReelCore/Model/Wheel.swift", "./README.md", "./Tests/WheelLayoutTests.swift",
                             "./docs/wheel.md", "./Sources/ReelCore/Render/Renderer+WheelLine.swift"]
        .joined(separator: "\n").utf8 + [0x0A])

    /// The line of the query and the count: `> query … 3/5`.
    func queryLine(_ screen: Screen, _ query: String, _ count: String) -> Bool {
        guard let first = screen.lines.first else { return false }
        let line = String(first.reversed().drop { $0 == " " }.reversed())
        return (query.isEmpty || line.hasPrefix("> " + query)) && line.hasSuffix(count)
    }

    /// The lines drawn on the band's background (the highlight).
    func highlighted(_ screen: Screen) -> [String] {
        screen.lines.indices.filter { line in screen.cells[line].contains { $0.style.background != nil } }
            .map { screen.lines[$0].trimmingCharacters(in: .whitespaces) }
    }

    @Test func filterDrawsAListTheBestFirstUnderTheQuery() throws {
        let session = try TerminalSession.reel(["--filter"], stdin: .data(Self.paths), rows: 20, columns: 60)
        try session.waitForScreen { queryLine($0, "", "5/5") }
        session.send("whl")
        let screen = try session.waitForScreen { queryLine($0, "whl", "4/5") }
        // Left-aligned from the second column, one a line, from the top.
        #expect(screen.lines[1].hasPrefix(" ./Tests/WheelLayoutTests.swift"), "\(screen.lines)")
        #expect(highlighted(screen).contains("./Tests/WheelLayoutTests.swift"), "the best match is chosen")
        session.send(Keys.down)
        try session.waitForScreen { highlighted($0).contains("./Sources/ReelCore/Render/Renderer+WheelLine.swift") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0), "\(result.stderr)")
        #expect(result.stdoutText == "./Sources/ReelCore/Render/Renderer+WheelLine.swift\n")
        #expect(session.terminalAttributesRestored())
    }

    /// 40% of a 30-line terminal: 12 rows; the highlight moves down to two
    /// rows from the bottom, then the list scrolls; End, PgUp and Home.
    @Test func theListScrollsTwoRowsFromAnEdge() throws {
        let rows = Data((1...100).map { "row \($0)\n" }.joined().utf8)
        let session = try TerminalSession.reel(["--layout", "list"], stdin: .data(rows), rows: 30, columns: 40)
        var screen = try session.waitForScreen { queryLine($0, "", "1/100") }
        #expect(screen.lines[12].trimmingCharacters(in: .whitespaces) == "row 12")
        #expect(screen.lines[13].trimmingCharacters(in: .whitespaces).isEmpty || screen.lines[13].contains("Done"))
        for _ in 0..<9 { session.send(Keys.down) }
        screen = try session.waitForScreen { queryLine($0, "", "10/100") }
        #expect(screen.lines[1].trimmingCharacters(in: .whitespaces) == "row 1")
        session.send(Keys.down)
        screen = try session.waitForScreen { queryLine($0, "", "11/100") }
        #expect(screen.lines[1].trimmingCharacters(in: .whitespaces) == "row 2", "\(screen.lines)")
        #expect(highlighted(screen) == ["row 11"])
        session.send(Keys.end)
        screen = try session.waitForScreen { queryLine($0, "", "100/100") }
        #expect(screen.lines[12].trimmingCharacters(in: .whitespaces) == "row 100")
        session.send(Keys.pageUp)
        screen = try session.waitForScreen { queryLine($0, "", "88/100") }
        session.send(Keys.home)
        screen = try session.waitForScreen { queryLine($0, "", "1/100") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "row 1\n")
    }

    @Test func aClickChoosesTheRowAndTheWheelMoves() throws {
        let rows = Data((1...30).map { "item \($0)\n" }.joined().utf8)
        let session = try TerminalSession.reel(["--layout", "list", "--rows", "8"], stdin: .data(rows))
        let screen = try session.waitForScreen { queryLine($0, "", "1/30") }
        let item4 = try #require(screen.position(of: "item 4"))
        session.send(Keys.click(row: item4.row, column: item4.column + 2))
        try session.waitForScreen { queryLine($0, "", "4/30") }
        session.send(Keys.wheelDown(row: item4.row, column: item4.column))
        try session.waitForScreen { queryLine($0, "", "5/30") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "item 5\n")
        #expect(!session.screen.isMouseReportingEnabled)
        #expect(session.terminalAttributesRestored())
    }

    /// `ps aux | reel --header-lines 1`: the header stands above the rows,
    /// is never chosen, filtered or printed.
    @Test func headerLinesStandAboveTheRows() throws {
        let table = Data("USER PID COMMAND\nroot 1 init\nme 42 reel --filter\n".utf8)
        let session = try TerminalSession.reel(["--filter", "--header-lines", "1", "--header", "Pick one"],
                                               stdin: .data(table), columns: 50)
        var screen = try session.waitForScreen { queryLine($0, "", "2/2") }
        #expect(screen.lines[1].trimmingCharacters(in: .whitespaces) == "Pick one")
        #expect(screen.lines[2].trimmingCharacters(in: .whitespaces) == "USER PID COMMAND")
        #expect(highlighted(screen) == ["root 1 init"])
        session.send("user")
        screen = try session.waitForScreen { queryLine($0, "user", "0/2") }
        #expect(screen.lines[2].contains("USER PID COMMAND"), "the header stays")
        session.send("\u{7F}\u{7F}\u{7F}\u{7F}reel")
        try session.waitForScreen { queryLine($0, "reel", "1/2") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "me 42 reel --filter\n")
        let batch = try DetachedRun.reel(["--batch", "--header-lines", "1"], stdin: table)
        #expect(batch.stdoutText == "root 1 init\n")
    }

    /// Header lines streamed in: they arrive before the rows, in pieces.
    @Test func streamedHeaderLinesAreTheHeader() throws {
        let session = try TerminalSession.reel(["--filter", "--header-lines", "2"], stdin: .pipe)
        session.writeStdin("NAME ")
        session.writeStdin("SIZE\n-----\n")
        try session.waitForText("-----")
        session.writeStdin("a 1\nb 2\n")
        let screen = try session.waitForScreen { queryLine($0, "", "2/2 loading…") }
        #expect(!screen.lines.last { $0.contains("Done") }!.contains("loading"), "said once, on the query line")
        session.closeStdin()
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "a 1\n")
    }

    @Test func keepRightShowsTheFileName() throws {
        let long = Data("/usr/share/doc/a-package-with-a-long-name/examples/configuration/sample.conf\n/x\n".utf8)
        let session = try TerminalSession.reel(["--layout", "list", "--keep-right"], stdin: .data(long), columns: 40)
        let screen = try session.waitForText("sample.conf")
        #expect(screen.lines[1].hasPrefix(" …"), "\(screen.lines)")
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }

    @Test func aListOfTwoWheelsIsAnError() throws {
        let run = try DetachedRun.reel(["--batch", "--layout", "list", "-c", "a,b", "-c", "c,d"])
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("--layout"), "\(run.stderr)")
    }

    /// `--layout wheel` keeps the wheel under `--filter`.
    @Test func layoutWheelKeepsTheWheel() throws {
        let session = try TerminalSession.reel(["--filter", "--layout", "wheel"], stdin: .data(Self.paths))
        try session.waitForText(">   5/5")
        session.send(Keys.escape)
        _ = try session.waitForExit()
    }

    /// Issue 48 item 9: Esc cancels at once in the list look, as in fzf
    /// and gum filter, even with a query typed (`-q`): exit 1, nothing on
    /// stdout. It took two (the first cleared the query).
    @Test func escCancelsAtOnceWithAQuery() throws {
        let session = try TerminalSession.reel(["--filter", "-q", "a"], stdin: .data(Data("a\nb\n".utf8)))
        try session.waitForScreen { queryLine($0, "a", "1/2") }
        session.send(Keys.escape)
        let result = try session.waitForExit()
        #expect(result.status == .exited(1), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(session.terminalAttributesRestored())
    }

    /// ctrl+u clears the query; the list shows every row again.
    @Test func controlUClearsTheQuery() throws {
        let session = try TerminalSession.reel(["--filter", "-q", "whl"], stdin: .data(Self.paths), rows: 20, columns: 60)
        try session.waitForScreen { queryLine($0, "whl", "4/5") }
        session.send("\u{15}")
        try session.waitForScreen { queryLine($0, "", "5/5") && !$0.lines[0].contains("whl") }
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }
}
