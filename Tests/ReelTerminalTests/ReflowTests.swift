import Testing
@testable import ReelText
@testable import ReelRender
@testable import ReelTerminal

/// What a terminal that reflows on narrowing makes of a frame shown, and
/// where the next frame starts then.
@Suite struct ReflowTests {
    func line(_ text: String, width: Int) -> [Frame.Cell] {
        var cells: [Frame.Cell] = []
        for c in text {
            let wide = c.unicodeScalars.first.map { $0.value >= 0x1100 } ?? false
            cells.append(Frame.Cell(String(c), width: wide ? 2 : 1))
            if wide { cells.append(Frame.Cell("", width: 0)) }
        }
        return cells + Array(repeating: .blank, count: width - cells.reduce(0) { $0 + max($1.width, 0) })
    }

    @Test func aLineTakesWhatItsTextNeedsItsBlanksNothing() {
        #expect(Reflow.lines(line("abc", width: 120), columns: 80) == 1, "blanks at the end are erased, not text")
        #expect(Reflow.lines(line(String(repeating: "x", count: 81), width: 120), columns: 80) == 2)
        #expect(Reflow.lines(line(String(repeating: "x", count: 80), width: 120), columns: 80) == 1)
        #expect(Reflow.lines(line(String(repeating: "x", count: 161), width: 200), columns: 80) == 3)
        // A wide glyph that would straddle the edge starts the next line.
        #expect(Reflow.lines(line("x" + String(repeating: "분", count: 40), width: 120), columns: 80) == 2)
        #expect(Reflow.lines(line(String(repeating: "분", count: 40), width: 120), columns: 80) == 1)
        var styled = line("ab", width: 10)
        styled[9].style = Style(background: .ansi(4))
        #expect(Reflow.lines(styled, columns: 5) == 2, "a coloured blank is text")
    }

    @Test func theCursorsPlaceAfterTheReflow() {
        let frame = Frame(width: 120, lines: [line(String(repeating: "t", count: 100), width: 120),
                                              line("> query", width: 120), line(String(repeating: "r", count: 119), width: 120)])
        #expect(Reflow.height(frame, columns: 80) == 5)
        #expect(Reflow.above(Frame.Cursor(line: 1, column: 7), in: frame, columns: 80) == 2)
        #expect(Reflow.above(Frame.Cursor(line: 2, column: 90), in: frame, columns: 80) == 4)
        #expect(Reflow.above(nil, in: frame, columns: 80) == 0)
    }

    /// By its place: where the reflowed frame overflows the screen it ends
    /// on the last line, else its first line stays.
    @Test func theNextFrameStartsWhereTheReflowedOneBegins() {
        var region = InlineRegion(fullscreen: false)
        _ = region.locate(at: 0)
        region.located(row: 11, column: 1)
        _ = region.prepare(height: 14, screenRows: 30)
        #expect(region.top == 10)
        region.reflowed(height: 18, above: 0, screenRows: 30)
        #expect(region.top == 10)
        #expect(region.prepare(height: 14, screenRows: 30).hasPrefix("\u{1B}[11;1H"))
        region.reflowed(height: 28, above: 0, screenRows: 30)
        #expect(region.top == 2, "28 lines end on the screen's last")
        #expect(region.prepare(height: 14, screenRows: 30).hasPrefix("\u{1B}[3;1H"))
        // Unknown place: from the cursor, as far up as the reflow put it.
        var unknown = InlineRegion(fullscreen: false)
        unknown.reflowed(height: 28, above: 3, screenRows: 30)
        #expect(unknown.prepare(height: 1, screenRows: 30) == "\u{1B}[3A\r")
    }

    @Test func whichTerminalsReflow() {
        #expect(Reflow.applies(environment: ["TERM": "xterm-kitty"]))
        #expect(Reflow.applies(environment: ["TERM": "alacritty"]))
        #expect(Reflow.applies(environment: ["TERM": "xterm-256color"]), "VTE, Konsole and others say xterm")
        #expect(!Reflow.applies(environment: ["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"]))
        #expect(!Reflow.applies(environment: ["TERM": "rxvt-unicode-256color"]))
        #expect(!Reflow.applies(environment: ["TERM": "st-256color"]))
        #expect(!Reflow.applies(environment: ["TERM": "linux"]))
        #expect(Reflow.applies(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "XTERM_VERSION": "XTerm(379)"]))
    }
}
