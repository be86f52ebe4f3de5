import Foundation
import Testing

/// The band through the binary, on a dark and a light terminal that
/// answer OSC 11 (`TerminalColors`, xterm's palette): every cell on it
/// with something to see reads at 3:1 or better, whatever `--theme`, at
/// 256 colours and true colour. Issue 43: `--theme light` on a dark
/// terminal drew the separator in the terminal's white on #E4E4E4, `--theme
/// dark` on a light one in its black on #3A3A3A; git's bold green `main`
/// stayed bright green (#00FF00 as xterm draws bold green) on the light
/// band, about 1:1.
@Suite struct BandContrastEndToEndTests {
    static let minimum = 3.0
    static let e = "\u{1B}"

    struct Case: Sendable, CustomTestStringConvertible {
        var theme: String
        var terminal: TerminalColors
        var depth: String
        var environment: [String: String?]
        var testDescription: String { "--theme \(theme) on a \(terminal.name) terminal, \(depth)" }
    }

    static let depths: [(String, [String: String?])] = [
        ("truecolor", ["COLORTERM": "truecolor"]),
        ("256 colours", ["TERM": "xterm-256color", "COLORTERM": nil]),
    ]

    static let cases: [Case] = ["light", "dark", "default", "auto"].flatMap { theme in
        [TerminalColors.dark, .light].flatMap { terminal in
            depths.map { Case(theme: theme, terminal: terminal, depth: $0.0, environment: $0.1) }
        }
    }

    /// The lowest contrast the cell's text may show at: bold in colours
    /// 0–7 also in the bright variant xterm draws it in.
    static func contrast(_ style: CellStyle, on terminal: TerminalColors) -> Double {
        var styles = [style]
        if style.isBold, case .basic(let n)? = style.foreground, n < 8 {
            var bright = style
            bright.foreground = .basic(n + 8)
            styles.append(bright)
        }
        return styles.map { style in
            let shown = terminal.shown(style)
            return TerminalColors.contrast(shown.text, shown.background)
        }.min()!
    }

    /// The cells of `row` that show their text colour: not blanks, unless underlined.
    static func lowest(onRow row: Int, of screen: Screen, terminal: TerminalColors) -> [String] {
        (0..<screen.lines[row].count).compactMap { column in
            let cell = screen.cell(atRow: row, column: column)
            guard !cell.isContinuation, cell.style.isUnderlined || !cell.text.allSatisfy(\.isWhitespace) else { return nil }
            let ratio = contrast(cell.style, on: terminal)
            return ratio < minimum ? "\"\(cell.text)\" at \(column): \(String(format: "%.2f", ratio))" : nil
        }
    }

    /// Two wheels, labels and a separator: the band's line holds the chosen
    /// rows, the labels, the separator and the focus underline.
    @Test(arguments: cases)
    func everyCellOnTheBandReads(_ c: Case) throws {
        let session = try TerminalSession.reel(["--theme", c.theme, "-c", "0...23", "-l", "h", "-c", "0...59", "-l", "min",
                                                "--separator", ":", "--rows", "3"],
                                               environment: c.environment, colors: c.terminal)
        let screen = try session.waitForText("[ Done ]")
        let band = try #require(screen.position(of: " h : "), "\(screen.lines)")
        let unreadable = Self.lowest(onRow: band.row, of: screen, terminal: c.terminal)
        #expect(unreadable.isEmpty, "\(screen.lines[band.row]): \(unreadable)")
        session.send(Keys.escape)
        _ = try session.waitForExit()
        #expect(session.terminalAttributesRestored())
    }

    /// `printf '\033[1;32mmain\033[0m\n…' | reel --ansi --theme light`: the
    /// colour code emitted for `main` on the band is one that reads.
    @Test(arguments: ["light", "auto"].flatMap { theme in
        [TerminalColors.dark, .light].flatMap { terminal in
            depths.map { Case(theme: theme, terminal: terminal, depth: $0.0, environment: $0.1) }
        }
    })
    func gitsBoldGreenBranchReadsOnTheBand(_ c: Case) throws {
        // `auto` is only light on a light terminal.
        if c.theme == "auto", c.terminal.name != TerminalColors.light.name { return }
        let e = Self.e
        let session = try TerminalSession.reel(["--ansi", "--theme", c.theme],
                                               stdin: .text("\(e)[1;32mmain\(e)[0m\nfeature\n\(e)[33mfix\(e)[m\n"),
                                               environment: c.environment, colors: c.terminal)
        let screen = try session.waitForText("[ Done ]")
        let main = try #require(screen.position(of: "main"))
        for column in main.column..<main.column + 4 {
            let style = screen.style(atRow: main.row, column: column)
            #expect(style.foreground != .basic(2) && style.foreground != .basic(10), "\(style)")
            #expect(style.isBold, "the row's weight stays")
            #expect(Self.contrast(style, on: c.terminal) >= Self.minimum, "\(style): \(Self.contrast(style, on: c.terminal))")
        }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "main\n")
        #expect(session.terminalAttributesRestored())
    }
}
