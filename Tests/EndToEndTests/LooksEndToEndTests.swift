import Foundation
import Testing

import ReelSystem

/// Themes, fullscreen and resizing on a real pseudo-terminal.
@Suite struct LooksEndToEndTests {
    /// The parameters of every SGR sequence in `bytes`.
    static func sgrParameters(_ bytes: [UInt8]) -> [[Int]] {
        let text = String(decoding: bytes, as: UTF8.self)
        var found: [[Int]] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            let body = rest.prefix { $0.isNumber || $0 == ";" }
            guard rest.dropFirst(body.count).first == "m" else { continue }
            found.append(body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
        }
        return found
    }

    /// Whether an SGR sequence sets a colour: 30–38, 40–48, 90–97, 100–107.
    static func setsColour(_ parameters: [Int]) -> Bool {
        parameters.contains { (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0) || (100...107).contains($0) }
    }

    static let colourful = ["--theme", "dark,label:orange", "--swatch", "--border", "rounded", "--title", "Colour",
                            "--cancel", "Cancel", "-c", "Red,Orange,Yellow", "-l", "tone"]

    @Test func noColorEmitsNoColourCodes() throws {
        let session = try TerminalSession.reel(Self.colourful, environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
        try session.waitForText("[ Done ]")
        // Tab runs left to right: Cancel, then Done.
        session.send(Keys.down + Keys.tab + Keys.tab)
        try session.waitForScreen { $0.contains("Orange tone") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "Orange\n")
        let sgr = Self.sgrParameters(session.raw)
        #expect(!sgr.isEmpty, "attributes (bold, underline, dim) still drawn")
        #expect(!sgr.contains(where: Self.setsColour), "\(sgr.filter(Self.setsColour))")
    }

    @Test func monoEmitsNoColourCodesSwatchesIncluded() throws {
        let arguments = ["--theme", "mono", "--swatch", "--border", "rounded", "-c", "Red,Orange,Yellow"]
        let session = try TerminalSession.reel(arguments, environment: ["COLORTERM": "truecolor"])
        try session.waitForText("[ Done ]")
        session.send(Keys.down)
        try session.waitForScreen { $0.contains("Orange") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "Orange\n")
        let sgr = Self.sgrParameters(session.raw)
        #expect(!sgr.contains(where: Self.setsColour), "\(sgr.filter(Self.setsColour))")
    }

    @Test func withoutNoColorTheSameThemeIsTruecolor() throws {
        let session = try TerminalSession.reel(Self.colourful, environment: ["COLORTERM": "truecolor"])
        let screen = try session.waitForText("[ Done ]")
        // The dark theme's background behind the border, in true colour.
        let corner = try #require(screen.position(of: "╭"))
        #expect(screen.style(atRow: corner.row, column: corner.column).background == .rgb(0x1C, 0x1C, 0x1E))
        let label = try #require(screen.position(of: "tone"))
        #expect(screen.style(atRow: label.row, column: label.column).foreground == .rgb(0xFF, 0x80, 0x00))
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }

    @Test func without256ColoursTheThemeFallsBackToThePalette() throws {
        let session = try TerminalSession.reel(Self.colourful, environment: ["COLORTERM": nil, "TERM": "xterm-256color"])
        let screen = try session.waitForText("[ Done ]")
        let label = try #require(screen.position(of: "tone"))
        #expect(screen.style(atRow: label.row, column: label.column).foreground == .palette(208))
        #expect(!Self.sgrParameters(session.raw).contains { $0.contains(2) && $0.contains(38) && $0.count >= 5 })
        session.send(Keys.escape)
        _ = try session.waitForExit()
    }

    enum WayOut: String, Sendable, CaseIterable { case accept, cancel, ctrlC, sigterm }

    @Test(arguments: WayOut.allCases)
    func fullscreenEntersAndLeavesTheAlternateScreen(_ way: WayOut) throws {
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", "printf 'prompt$ ' > /dev/tty; exec \"$0\" --fullscreen --border rounded --title Pick -c 1...9",
                        try ReelBinary.path])
        let screen = try session.waitForScreen { $0.isAlternateScreen && $0.contains("[ Done ]") }
        #expect(!screen.contains("prompt$"))
        // Centred: the box sits in the middle of the 24×80 screen.
        let top = try #require(screen.position(of: "╭"))
        let bottom = try #require(screen.position(of: "╰"))
        #expect(abs(top.row - (24 - 1 - bottom.row)) <= 1, "top \(top.row), bottom \(bottom.row)")
        #expect(screen.lines[top.row].contains("Pick"))
        switch way {
        case .accept: session.send(Keys.down + Keys.enter)
        case .cancel: session.send(Keys.escape)
        case .ctrlC: session.send(Keys.ctrlC)
        case .sigterm: session.signal(SIGTERM)
        }
        let result = try session.waitForExit()
        let expected: [WayOut: ExitResult.Status] = [.accept: .exited(0), .cancel: .exited(1), .ctrlC: .exited(130),
                                                     .sigterm: .signaled(SIGTERM)]
        #expect(result.status == expected[way])
        #expect(result.stdoutText == (way == .accept ? "2\n" : ""))
        #expect(!session.screen.isAlternateScreen)
        #expect(session.screen.lines[0] == "prompt$")
        #expect(session.screen.isCursorVisible)
        #expect(session.terminalAttributesRestored())
    }

    @Test func fullscreenResizeDropsTheBorderAndBringsItBack() throws {
        let session = try TerminalSession.reel(["--fullscreen", "--border", "heavy", "-c", "Bananarama,Kiwi", "-l", "fruit"],
                                               rows: 20, columns: 60)
        try session.waitForScreen { $0.contains("┏") && $0.contains("Bananarama fruit") }
        session.resize(rows: 10, columns: 16)
        // The value keeps its columns; the label gives up its own first.
        let narrow = try session.waitForScreen { !$0.contains("┏") && $0.contains("Bananarama fr") && $0.contains("…") }
        #expect(narrow.lines.allSatisfy { $0.count <= 16 })
        session.resize(rows: 24, columns: 80)
        let wide = try session.waitForScreen { $0.contains("┏") && $0.contains("Bananarama fruit") }
        let corner = try #require(wide.position(of: "┏"))
        #expect(corner.column > 20 && corner.row > 5, "centred again: \(corner)")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "Bananarama\n")
    }

    @Test func tenByThreeTerminalShowsTheBand() throws {
        let session = try TerminalSession.reel(["--title", "Minutes", "--border", "double", "--row-height", "2",
                                                "-c", "1...20", "-s", "7", "-l", "min"], rows: 3, columns: 10)
        let screen = try session.waitForText("7 min")
        #expect(!screen.contains("╔"))
        session.send(Keys.down)
        try session.waitForText("8 min")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "8\n")
    }

    @Test func rowHeightAndIconsOnTheTerminal() throws {
        let session = try TerminalSession.reel(["--row-height", "3", "--icon", "1", "--show", "2", "--value", "2"],
                                               stdin: .text("🍎\tApple\n🥝\tKiwi\n"))
        let screen = try session.waitForText("🍎 Apple")
        let apple = try #require(screen.position(of: "Apple"))
        let kiwi = try #require(screen.position(of: "Kiwi"))
        #expect(kiwi.row - apple.row == 3)
        session.send(Keys.down + Keys.enter)
        #expect(try session.waitForExit().stdoutText == "Kiwi\n")
    }
}
