import Foundation
import Testing

/// The 16-colour look, as Debian's xterm (`TERM=xterm`) and mlterm get it,
/// read off the cells a real pseudo-terminal shows, resolved to the
/// colours a dark or a light terminal draws (`TerminalColors`): one band
/// across wheels, gaps and separators with every theme; far rows that fade
/// without the faint attribute; swatches in colour; and 256 colours where
/// the terminal answers for colour 255.
@Suite struct SixteenColoursEndToEndTests {
    static let sixteen: [String: String?] = ["TERM": "xterm", "COLORTERM": nil]

    struct Case: Sendable, CustomTestStringConvertible {
        var theme: String
        var terminal: TerminalColors
        var testDescription: String { "--theme \(theme) on a \(terminal.name) terminal" }
    }

    static let themes = ["auto", "default", "dark", "light", "mono"]
    static let cases = [TerminalColors.dark, .light].flatMap { terminal in themes.map { Case(theme: $0, terminal: terminal) } }

    /// The issue's picker: three wheels, gaps, separators, two lines a row.
    @Test(arguments: cases)
    func oneBandAcrossWheelsGapsAndSeparators(_ c: Case) throws {
        let session = try TerminalSession.reel(["--theme", c.theme, "--row-height", "2", "--rows", "3", "-c", "1...12", "-s", "9",
                                                "-c", "00...55/5", "-s", "30", "-c", "AM,PM", "--gap", "3", "--separator", ":"],
                                               environment: Self.sixteen, colors: c.terminal)
        let screen = try session.waitForText("[ Done ]")
        let done = try #require(screen.position(of: "[ Done ]"))
        let text = try #require(screen.position(of: "AM"))
        let width = done.column + 8
        let bandLines = [text.row, text.row + 1]
        let band = c.terminal.shown(screen.style(atRow: text.row, column: 0)).background
        for line in bandLines {
            for column in 0..<width {
                let shown = c.terminal.shown(screen.style(atRow: line, column: column))
                #expect(shown.background == band, "line \(line) column \(column): one band, no gap in it")
            }
        }
        let above = c.terminal.shown(screen.style(atRow: text.row - 1, column: 0)).background
        let below = c.terminal.shown(screen.style(atRow: text.row + 2, column: 0)).background
        #expect(TerminalColors.contrast(band, above) >= BackgroundEndToEndTests.visible)
        #expect(TerminalColors.contrast(band, below) >= BackgroundEndToEndTests.visible)
        for word in ["9", "30", "AM", ":"] {
            let at = try #require(screen.lines[text.row].range(of: word).map { screen.lines[text.row].distance(from: screen.lines[text.row].startIndex, to: $0.lowerBound) })
            let shown = c.terminal.shown(screen.style(atRow: text.row, column: at))
            // Bold text, so WCAG's 3 for large or bold text: white on
            // xterm's bright black (127 grey) is 4.0.
            #expect(TerminalColors.contrast(shown.text, shown.background) >= 3, "\(word) on the band")
        }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "9\t30\tAM\n")
    }

    /// Rows two away are fainter than rows one away by their colour, not
    /// by the faint attribute, which mlterm never draws and xterm draws as
    /// plain black on a light background.
    @Test(arguments: cases.filter { $0.theme != "mono" })
    func farRowsFadeWithoutTheFaintAttribute(_ c: Case) throws {
        let session = try TerminalSession.reel(["--theme", c.theme, "-c", "1...20", "-s", "10"], environment: Self.sixteen,
                                               colors: c.terminal)
        let screen = try session.waitForText("[ Done ]")
        let chosen = try #require(screen.position(of: "10"))
        func text(_ offset: Int) -> (TerminalColors.RGB, TerminalColors.RGB) {
            var style = screen.style(atRow: chosen.row + offset, column: chosen.column + 1)
            style.isDim = false  // what a terminal that ignores faint draws
            let shown = c.terminal.shown(style)
            return (shown.text, shown.background)
        }
        for side in [-1, 1] {
            let near = text(side), far = text(2 * side)
            let nearContrast = TerminalColors.contrast(near.0, near.1), farContrast = TerminalColors.contrast(far.0, far.1)
            #expect(farContrast < nearContrast * 0.8, "two away \(farContrast) against one away \(nearContrast)")
            #expect(farContrast >= 1.5, "and still there: \(farContrast)")
        }
        session.send(Keys.escape)
        _ = try session.waitForExit()
    }

    static let colours = "Red\nOrange\nYellow\nGreen\nBlue\nBlack\nPurple\n"

    /// The first seed's colour picker at 16 colours: each swatch in the
    /// nearest of the 16, never a grey or white block.
    @Test func swatchesAreInColourWithSixteen() throws {
        let session = try TerminalSession.reel(["--title", "Colour", "--swatch", "-s", "Yellow", "--rows", "7"],
                                               stdin: .text(Self.colours), environment: Self.sixteen, colors: .light)
        let screen = try session.waitForText("[ Done ]")
        var seen: [String: CellStyle.Color] = [:]
        for name in ["Red", "Green", "Blue", "Yellow"] {
            let at = try #require(screen.position(of: name))
            let block = try #require((0..<at.column).first { screen.lines[at.row].dropFirst($0).hasPrefix("██") })
            let style = screen.style(atRow: at.row, column: block)
            guard case .basic = style.foreground else {
                Issue.record("\(name): \(String(describing: style.foreground))")
                continue
            }
            seen[name] = style.foreground
        }
        #expect(Set(seen.values).count == 4, "four colours for four names: \(seen)")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "Yellow\n")
    }

    /// With 256 colours or true colour a named swatch is a fixed colour,
    /// never palette colours 0–15, which each terminal draws its own way.
    @Test(arguments: [["TERM": "xterm-256color", "COLORTERM": nil], ["COLORTERM": "truecolor"]] as [[String: String?]])
    func namedSwatchesAreFixedColours(_ environment: [String: String?]) throws {
        let session = try TerminalSession.reel(["--swatch", "--rows", "7", "-s", "Green"], stdin: .text(Self.colours),
                                               environment: environment)
        let screen = try session.waitForText("[ Done ]")
        for name in ["Red", "Yellow", "Green", "Blue", "Purple"] {
            let at = try #require(screen.position(of: name))
            let block = try #require((0..<at.column).first { screen.lines[at.row].dropFirst($0).hasPrefix("██") })
            switch screen.style(atRow: at.row, column: block).foreground {
            case .palette(let n)?: #expect(n >= 16, "\(name): palette \(n)")
            case .rgb?: break
            case let other: Issue.record("\(name): \(String(describing: other))")
            }
        }
        let red = try #require(screen.position(of: "Red"))
        let block = try #require((0..<red.column).first { screen.lines[red.row].dropFirst($0).hasPrefix("██") })
        if environment["COLORTERM"] == "truecolor" {
            #expect(screen.style(atRow: red.row, column: block).foreground == .rgb(0xFF, 0x3B, 0x30), "UIKit's systemRed")
        }
        session.send(Keys.escape)
        _ = try session.waitForExit()
    }

    /// `TERM=xterm` but the terminal answers for colour 255 (Debian's
    /// xterm): the 256-colour look, the grey band; a terminal that does
    /// not answer keeps the 16-colour one.
    @Test(arguments: [TerminalColors.dark, .dark.with256, .light, .light.with256])
    func aPaletteAnswerGivesThe256ColourLook(_ terminal: TerminalColors) throws {
        let session = try TerminalSession.reel(["-c", "1...20", "-l", "min", "-s", "10"], environment: Self.sixteen, colors: terminal)
        let screen = try session.waitForText("[ Done ]")
        #expect(screen.operatingSystemCommands.contains("4;255;?"))
        let chosen = try #require(screen.position(of: "10 min"))
        let style = screen.style(atRow: chosen.row, column: chosen.column)
        if terminal.has256 {
            #expect(style.background == .palette(terminal.background == TerminalColors.light.background ? 253 : 237))
            #expect(!style.isReversed)
        } else {
            #expect(style.isReversed && style.background == nil, "reverse video: the 16-colour band")
        }
        #expect(!screen.contains("rgb") && !screen.contains("4;"), "the reply is never shown")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "10\n", "the reply typed nothing")
    }

    /// Already 256 colours: nothing to ask.
    @Test func twoHundredFiftySixColoursAreNotAskedAgain() throws {
        let session = try TerminalSession.reel(["-c", "a,b", "--theme", "dark"], environment: ["TERM": "xterm-256color"],
                                               colors: .dark.with256)
        try session.waitForText("[ Done ]")
        session.send(Keys.escape)
        _ = try session.waitForExit()
        #expect(!session.screen.operatingSystemCommands.contains("4;255;?"))
    }

    /// The focus rule runs along the band's lower edge only, however tall
    /// the band (not a strike-through at 2, not a box at 3).
    @Test(arguments: [1, 2, 3])
    func theFocusIsOneRuleUnderTheBand(_ height: Int) throws {
        let session = try TerminalSession.reel(["--row-height", "\(height)", "--rows", "3", "-c", "1...12", "-s", "9",
                                                "-c", "00...55/5", "-s", "30"])
        let screen = try session.waitForText("[ Done ]")
        let text = try #require(screen.position(of: "9"))
        let textLine = text.row
        let firstBandLine = textLine - (height - 1) / 2
        for line in (firstBandLine - height)..<(firstBandLine + 2 * height) {
            let underlined = screen.style(atRow: line, column: text.column).isUnderlined
            #expect(underlined == (line == firstBandLine + height - 1), "line \(line), text on \(textLine)")
        }
        session.send(Keys.escape)
        _ = try session.waitForExit()
    }

    /// ✓ where the locale is UTF-8; `*` where it is not, whose fonts may
    /// have no ✓ (xterm's bitmap font drew a blank).
    @Test(arguments: [("C.UTF-8", "✓"), ("en_US.utf8", "✓"), ("C", "*"), ("en_US.ISO-8859-1", "*")])
    func theCheckMarkFollowsTheLocale(_ locale: String, _ mark: String) throws {
        let session = try TerminalSession.reel(["-c", "apple,kiwi", "--multi"], environment: ["LANG": locale, "LC_ALL": nil])
        try session.waitForText("[ Done ]")
        session.send(Keys.space)
        try session.waitForScreen { $0.contains("\(mark) apple") && $0.contains("1 \(mark)") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "apple\n")
    }
}
