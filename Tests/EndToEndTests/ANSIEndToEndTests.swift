import Foundation
import Testing

/// `--ansi` on a real terminal: colour codes in rows drawn as colours,
/// printed without them (or with them, `--ansi=keep`), and nothing else a
/// row holds reaching the terminal as anything but a placeholder.
@Suite struct ANSIEndToEndTests {
    static let e = "\u{1B}"

    /// (Yellow: it reads on the dark band, in bold and bright too; red,
    /// under 3:1 there, gives way to the theme's text: BandContrastEndToEndTests.)
    @Test func coloursAreDrawnAndThePrintedRowHasNoCodes() throws {
        let e = Self.e
        let session = try TerminalSession.reel(["--ansi"], stdin: .text("\(e)[33myellow\(e)[0m\nplain\n"))
        let screen = try session.waitForText("[ Done ]")
        #expect(!screen.text.contains("␛"))
        let yellow = try #require(screen.position(of: "yellow"))
        for column in yellow.column..<yellow.column + 6 {
            #expect(screen.style(atRow: yellow.row, column: column).foreground == .basic(3))
        }
        // The cells after the text and the row below: not yellow.
        #expect(screen.style(atRow: yellow.row, column: yellow.column + 6).foreground != .basic(3))
        let plain = try #require(screen.position(of: "plain"))
        #expect(screen.style(atRow: plain.row, column: plain.column).foreground != .basic(3))
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "yellow\n")
        #expect(session.terminalAttributesRestored())
    }

    @Test func keepPrintsTheRowAsItCame() throws {
        let e = Self.e
        let session = try TerminalSession.reel(["--ansi=keep"], stdin: .text("\(e)[31mred\(e)[0m\nplain\n"))
        _ = try session.waitForText("[ Done ]")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "\(e)[31mred\(e)[0m\n")
    }

    @Test func withoutANSITheCodesArePlaceholdersAsBefore() throws {
        let e = Self.e
        let session = try TerminalSession.reel([], stdin: .text("\(e)[31mred\(e)[0m\nplain\n"))
        let screen = try session.waitForText("[ Done ]")
        #expect(screen.contains("␛[31mred␛[0m"))
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "\(e)[31mred\(e)[0m\n")
    }

    /// Inside a coloured row: OSC 52 (the clipboard), cursor moves and a
    /// clear, ESC ] … BEL (the title), a CSI with an intermediate byte:
    /// dropped, never sent; the 8-bit CSI (no sequence reel reads) stays
    /// a placeholder; a colour left on at the row's end ends with its row.
    @Test func hostileEscapesInColouredRowsAreDroppedOrPlaceholders() throws {
        let e = Self.e
        let rows = [
            "\(e)[32mclip\(e)]52;c;aGVsbG8=\u{07}end",
            "\(e)[33mmove\(e)[2J\(e)[Hend",
            "\(e)[34mtitle\(e)]0;pwned\u{07}end",
            "\(e)[35minter\(e)[1 qend",
            "\(e)[36mcsi8\u{9B}31mend",
            "\(e)[41mleft on",
            "after",
        ]
        let session = try TerminalSession.reel(["--ansi", "--rows", "7", "--select-row", "3"],
                                               stdin: .text(rows.joined(separator: "\n") + "\n"))
        let screen = try session.waitForText("[ Done ]")
        #expect(screen.operatingSystemCommands.allSatisfy { $0 == "11;?" }, "\(screen.operatingSystemCommands)")
        #expect(screen.title == nil)
        #expect(!screen.isAlternateScreen)
        for shown in ["clipend", "moveend", "titleend", "interend", "csi8␦31mend"] {
            #expect(screen.contains(shown), "\(shown) in \(screen.lines)")
        }
        let leftOn = try #require(screen.position(of: "left on"))
        #expect(screen.style(atRow: leftOn.row, column: leftOn.column).background == .basic(1))
        let after = try #require(screen.position(of: "after"))
        let below = (0..<screen.columns).map { screen.style(atRow: after.row, column: $0) }
        #expect(below.allSatisfy { $0.background != .basic(1) }, "\(below)")
        let toolbar = try #require(screen.position(of: "[ Done ]"))
        #expect((0..<screen.columns).allSatisfy { screen.style(atRow: toolbar.row, column: $0).background != .basic(1) })
        session.send(Keys.enter)
        // Printed without them, as the row is shown.
        #expect(try session.waitForExit().stdoutText == "interend\n")
    }

    /// `/` searches the text: a query split by a code in the bytes finds its row.
    @Test func searchSeesTheText() throws {
        let e = Self.e
        let session = try TerminalSession.reel(["--ansi", "--rows", "3"], stdin: .text("one\ntwo\n\(e)[31mre\(e)[1md\(e)[m\nfour\n"))
        _ = try session.waitForText("[ Done ]")
        // Keys are taken in order: the search ends before the second Enter.
        session.send("/red" + Keys.enter)
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "red\n")
    }

    @Test func batchFilterPrintsTheMatchingRowsWithoutCodes() throws {
        let e = Self.e
        let input = Data("\(e)[33mabc\(e)[m fix\n\(e)[33mdef\(e)[m add\n".utf8)
        let run = try DetachedRun.reel(["--ansi", "--batch", "--filter", "--query", "add"], stdin: input)
        #expect(run.stdoutText == "def add\n")
        let kept = try DetachedRun.reel(["--ansi=keep", "--batch", "--filter", "--query", "add"], stdin: input)
        #expect(kept.stdoutText == "\(e)[33mdef\(e)[m add\n")
    }

    /// An OSC 8 hyperlink (`ls --hyperlink`, `gcc`'s diagnostics) shows
    /// its text and is never sent to the terminal; the filter matches the
    /// text, not the URL; `--ansi=keep` prints the row as it came.
    @Test func hyperlinksShowTheirTextAndNeverReachTheTerminal() throws {
        let e = Self.e
        let link = "\(e)]8;;file:///etc/zzz\(e)\\notes.txt\(e)]8;;\(e)\\"
        let input = "\(e)[34mdocs\(e)[m \(link)\nplain row\n"
        let session = try TerminalSession.reel(["--ansi", "--rows", "3"], stdin: .text(input))
        let screen = try session.waitForText("[ Done ]")
        #expect(screen.contains("docs notes.txt"), "\(screen.lines)")
        #expect(screen.operatingSystemCommands.allSatisfy { $0 == "11;?" }, "\(screen.operatingSystemCommands)")
        #expect(!screen.text.contains("␛"))
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "docs notes.txt\n")

        let found = try DetachedRun.reel(["--ansi", "--batch", "--filter", "--query", "notes"], stdin: Data(input.utf8))
        #expect(found.stdoutText == "docs notes.txt\n")
        let url = try DetachedRun.reel(["--ansi", "--batch", "--filter", "--query", "zzz"], stdin: Data(input.utf8))
        #expect(url.status == 1 && url.stdout.isEmpty)
        let kept = try DetachedRun.reel(["--ansi=keep", "--batch", "--filter", "--query", "notes"], stdin: Data(input.utf8))
        #expect(kept.stdoutText == "\(e)[34mdocs\(e)[m \(link)\n")
    }

    /// Rows streamed through a pipe: those that come later are read as
    /// coloured too, and the wheel widens to their text, not their codes.
    @Test func rowsArrivingLaterAreColouredAndMeasuredAsText() throws {
        let e = Self.e
        let session = try TerminalSession.reel(["--ansi", "-l", "L"], stdin: .pipe)
        session.writeStdin("\(e)[32mfirst\(e)[m\n")
        _ = try session.waitForText("first")
        session.writeStdin("\(e)[1;38;5;214m\(e)[4mlater and wider\(e)[m\n")
        session.closeStdin()
        // Down only once the row is there: sent earlier, it may find one row.
        _ = try session.waitForText("later and wider")
        session.send(Keys.down)
        let screen = try session.waitForScreen { $0.lines.contains { $0.contains("later and wider") && $0.contains("L") } }
        let later = try #require(screen.position(of: "later"))
        // The wheel is as wide as the text: the label follows it closely.
        let label = try #require(screen.lines[later.row].range(of: "wider")).upperBound
        let rest = screen.lines[later.row][label...]
        #expect(rest.hasPrefix(" L") || rest.hasPrefix("  L"), "\(screen.lines)")
        #expect(screen.style(atRow: later.row, column: later.column).foreground == .palette(214))
        #expect(screen.style(atRow: later.row, column: later.column).isUnderlined)
        #expect(!screen.text.contains("␛"))
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "later and wider\n")
    }

    /// Issue 48 item 8: rows holding every kind of sequence ECMA-48 has
    /// (a DCS that asks the terminal a question, a terminal reset, the
    /// cursor saved and restored, an APC, an overstrike) and the issue's
    /// nested OSC inside an unfinished CSI: `--ansi` prints them without
    /// one ESC or BS byte, as the list shows them, and the filter matches
    /// the same text.
    static let hostile = [
        "\(e)[33m\(e)P+q544e\(e)\\DCS",
        "reset\(e)[3J\(e)c",
        "\(e)7saved\(e)8",
        "\(e)_Ga=T;AAAA\(e)\\apc",
        "b\u{08}bo\u{08}ol\u{08}ld\u{08}d",
        "\(e)[31\(e)]52;c;QQ==\u{07}mNESTED",
        "\(e)^pm\(e)\\\(e)Xsos\(e)\\end\(e)",
    ]
    static let hostileText = ["DCS", "reset", "saved", "apc", "bold", "mNESTED", "end"]

    @Test func batchOutputHoldsNoEscapeByte() throws {
        let input = Data((Self.hostile.joined(separator: "\n") + "\n").utf8)
        let run = try DetachedRun.reel(["--ansi", "--batch", "--filter"], stdin: input)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains(0x1B) && !run.stdout.contains(0x08), "\(Array(run.stdout))")
        #expect(run.stdoutText == Self.hostileText.joined(separator: "\n") + "\n")
        let nested = try DetachedRun.reel(["--ansi", "--batch", "--filter", "-q", "NESTED"], stdin: input)
        #expect(nested.stdoutText == "mNESTED\n")
        let query = try DetachedRun.reel(["--ansi", "--batch", "--filter", "-q", "544e"], stdin: input)
        #expect(query.status == 1, "a DCS's text is not matched: \(query.stdoutText)")
    }

    @Test func hostileRowsAreDrawnAndPrintedWithoutTheirSequences() throws {
        let session = try TerminalSession.reel(["--ansi", "--filter", "-q", "NESTED"],
                                               stdin: .text(Self.hostile.joined(separator: "\n") + "\n"))
        let screen = try session.waitForText("mNESTED")
        #expect(!screen.text.contains("␛") && !screen.text.contains("␈"), "\(screen.lines)")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "mNESTED\n")
        #expect(!result.stdout.contains(0x1B))
    }
}
