import Foundation
import Testing

/// `--theme auto` and the band on dark and light terminals, at every
/// colour depth: the test terminal resolves each cell's SGR to the
/// colours it shows (`TerminalColors`), and the band must stand out from
/// the rows around it and its text from the band, whether the terminal
/// answered OSC 11 or only `COLORFGBG` said what it is.
@Suite struct BackgroundEndToEndTests {
    struct Look: Sendable {
        var name: String
        var environment: [String: String?]
        var arguments: [String] = []
    }

    static let looks: [Look] = [
        Look(name: "truecolor", environment: ["COLORTERM": "truecolor"]),
        Look(name: "256 colours", environment: ["TERM": "xterm-256color", "COLORTERM": nil]),
        Look(name: "16 colours", environment: ["TERM": "xterm", "COLORTERM": nil]),
        Look(name: "NO_COLOR", environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]),
        Look(name: "--color never", environment: [:], arguments: ["--color", "never"]),
        Look(name: "mono", environment: [:], arguments: ["--theme", "mono"]),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var terminal: TerminalColors
        var look: Look
        /// The terminal answers OSC 11; otherwise only COLORFGBG says.
        var answers: Bool
        var testDescription: String {
            "\(look.name) on a \(terminal.name) terminal, " + (answers ? "OSC 11 answered" : "COLORFGBG only")
        }
    }

    static let cases: [Case] = [TerminalColors.dark, .light].flatMap { terminal in
        looks.flatMap { look in [true, false].map { Case(terminal: terminal, look: look, answers: $0) } }
    }

    /// WCAG's minimum for text (AA), and a visible step between two
    /// backgrounds (the light band on white is 1.4, the dark one on black 1.8).
    static let readable = 4.5
    static let visible = 1.25

    @Test(arguments: cases)
    func theBandShowsAndItsTextReads(_ c: Case) throws {
        var environment = c.look.environment
        if !c.answers { environment["COLORFGBG"] = c.terminal.colorfgbg }
        let session = try TerminalSession.reel(["-c", "1...20", "-l", "min", "-s", "10", "--rows", "3"] + c.look.arguments,
                                               environment: environment, colors: c.answers ? c.terminal : nil)
        let screen = try session.waitForText("[ Done ]")
        let chosen = try #require(screen.position(of: "10 min"))
        let above = try #require(screen.position(of: " 9"))
        let band = c.terminal.shown(screen.style(atRow: chosen.row, column: chosen.column))
        let label = c.terminal.shown(screen.style(atRow: chosen.row, column: chosen.column + 3))
        let row = c.terminal.shown(screen.style(atRow: above.row, column: above.column))
        let bandSteps = TerminalColors.contrast(band.background, row.background)
        #expect(bandSteps >= Self.visible, "the band against the rows: \(bandSteps)")
        let text = TerminalColors.contrast(band.text, band.background)
        #expect(text >= Self.readable, "the chosen row on the band: \(text)")
        #expect(TerminalColors.contrast(label.text, label.background) >= Self.readable, "the label on the band")
        #expect(label.background == band.background, "one band across the picker")
        #expect(!screen.contains("rgb") && !screen.contains("11;"), "the terminal's reply is never shown")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "10\n", "the reply typed nothing")
        #expect(session.terminalAttributesRestored())
    }

    /// Only where the background changes the look is the terminal asked.
    @Test func theTerminalIsAskedOnlyWhereItsAnswerMatters() throws {
        for (arguments, environment, asks) in [([String](), [String: String?](), true),
                                               (["--theme", "dark"], [:], false),
                                               (["--color", "never"], [:], false),
                                               ([], ["TERM": "linux", "COLORTERM": "truecolor"], false)] {
            let session = try TerminalSession.reel(["-c", "a,b"] + arguments, environment: environment,
                                                   colors: .light)
            try session.waitForText("[ Done ]")
            session.send(Keys.escape)
            _ = try session.waitForExit()
            #expect(session.screen.operatingSystemCommands.contains("11;?") == asks, "\(arguments) \(environment)")
        }
    }
}
