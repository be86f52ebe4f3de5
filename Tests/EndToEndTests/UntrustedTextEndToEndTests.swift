import Foundation
import Testing

/// Wide text lines up and hostile text stays in its cell, as the terminal
/// itself shows it.
@Suite struct UntrustedTextEndToEndTests {
    @Test func koreanLabelAndJapaneseRowsStayAligned() throws {
        let session = try TerminalSession.reel(["-c", "東京,大阪,ｵｵｻｶ,京都府", "-l", "시간", "-c", "1...3", "-l", "분"])
        let first = try session.waitForText("시간")
        let label = try #require(first.position(of: "시간"))
        let minutes = try #require(first.position(of: "1 분"))
        for _ in 0..<3 {
            session.send(Keys.left + Keys.down + Keys.right + Keys.down)
        }
        try session.waitForScreen { $0.contains("京都府 시간") }
        let screen = session.screen
        // Labels did not move while rows of other widths passed the band.
        #expect(screen.position(of: "시간") == label)
        #expect(screen.position(of: "3 분")?.column == minutes.column)
        // Rows of every width end where the band text ends: centred in 6 columns.
        #expect(screen.position(of: "京都府")?.column == label.column - 7)
        #expect(screen.position(of: "ｵｵｻｶ")?.column == label.column - 6)
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "京都府\t3\n")
    }

    static let hostile: [String] = [
        "\u{1B}[2J\u{1B}[H",                       // clear screen, home
        "\u{1B}]0;pwned\u{07}",                     // window title
        "\u{1B}]52;c;aGVsbG8=\u{07}",               // OSC 52: write the clipboard
        "\u{1B}[?1049h",                            // alternate screen
        "\u{9B}31m",                                // C1 CSI
        "a\tb\u{7F}c\u{0}d",
    ]

    @Test func hostileRowsChangeNothingButTheirOwnCell() throws {
        let rows = Self.hostile.map { "safe" + $0 + "end" }.joined(separator: "\n") + "\n"
        let session = try TerminalSession.reel(["-c", "-", "--rows", "7", "--title", "T\u{1B}[2Jitle"], stdin: .text(rows))
        func expectUntouched(_ screen: Screen) {
            // reel's own question for the background (--theme auto), and nothing a row sent.
            #expect(screen.operatingSystemCommands.allSatisfy { $0 == "11;?" }, "\(screen.operatingSystemCommands)")
            #expect(!screen.isAlternateScreen)
            #expect(screen.title == nil)
            #expect(screen.contains("T␛[2Jitle"))
            // Every row still on its own line, placeholders visible.
            #expect(screen.lines.filter { $0.contains("safe") }.count >= 4)
        }
        expectUntouched(try session.waitForText("[ Done ]"))
        for step in 1..<Self.hostile.count {
            session.send(Keys.down)
            let rowsBelow = Self.hostile.count - 1 - step
            expectUntouched(try session.waitForScreen { screen in
                let band = screen.lines.firstIndex { $0.contains("T␛[2Jitle") }.map { $0 + 4 } ?? 0
                return screen.lines[band + 1...band + 3].filter { $0.contains("safe") }.count == min(3, rowsBelow)
            })
        }
        let shown = session.screen.lines[4].contains("safea␉b␡c␀dend")
        #expect(shown, "\(session.screen.lines)")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        // stdout is the row's exact bytes, controls and all.
        #expect(result.stdout == Data(("safe" + Self.hostile.last! + "end\n").utf8))
        #expect(session.terminalAttributesRestored())
    }

    @Test func hostileRowIsPrintedByteForByte() throws {
        var bytes = Data("x\u{1B}[2J".utf8)
        bytes.append(contentsOf: [0xFF, 0xFE, 0x0D, 0x0A])
        let session = try TerminalSession.reel(["-c", "-"], stdin: .data(bytes))
        let screen = try session.waitForText("[ Done ]")
        #expect(screen.contains("x␛[2J��"))
        session.send(Keys.enter)
        var expected = Data("x\u{1B}[2J".utf8)
        expected.append(contentsOf: [0xFF, 0xFE, 0x0A])
        #expect(try session.waitForExit().stdout == expected)
    }

    /// reel pads ① to two columns only when told ambiguous characters are
    /// narrow; this screen model draws them narrow, so the label moves.
    @Test func ambiwideDrawsAmbiguousCharactersWide() throws {
        let narrow = try TerminalSession.reel(["-c", "①,ab", "-l", "x"])
        let a = try narrow.waitForText("x")
        narrow.send(Keys.escape)
        _ = try narrow.waitForExit()
        let wide = try TerminalSession.reel(["-c", "①,ab", "-l", "x", "--ambiwide"])
        let b = try wide.waitForText("x")
        wide.send(Keys.escape)
        _ = try wide.waitForExit()
        #expect(try #require(a.position(of: "x")).column == (try #require(b.position(of: "x")).column) + 1)
    }
}
