import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

/// What reaches the terminal for a theme colour at each colour depth.
@Suite struct SGRTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var style: Style
        var depth: ColorDepth
        var sgr: String
        var testDescription: String { "\(name) at \(depth)" }
    }

    static let cases: [Case] = [
        Case(name: "red", style: Style(foreground: .ansi(1)), depth: .ansi16, sgr: "0;31"),
        Case(name: "red", style: Style(foreground: .ansi(1)), depth: .truecolor, sgr: "0;31"),
        Case(name: "bright-red", style: Style(foreground: .ansi(9)), depth: .palette256, sgr: "0;91"),
        Case(name: "bg blue", style: Style(background: .ansi(4)), depth: .ansi16, sgr: "0;44"),
        Case(name: "bg bright-white", style: Style(background: .ansi(15)), depth: .ansi16, sgr: "0;107"),
        Case(name: "202", style: Style(foreground: .palette(202)), depth: .palette256, sgr: "0;38;5;202"),
        Case(name: "202", style: Style(foreground: .palette(202)), depth: .truecolor, sgr: "0;38;5;202"),
        Case(name: "202 on 16 colours: bright red", style: Style(foreground: .palette(202)), depth: .ansi16, sgr: "0;91"),
        Case(name: "bg 237 on 16 colours: black", style: Style(background: .palette(237)), depth: .ansi16, sgr: "0;40"),
        Case(name: "#ff8000", style: Style(foreground: .rgb(255, 128, 0)), depth: .truecolor, sgr: "0;38;2;255;128;0"),
        Case(name: "#ff8000 to 256: 208 (#ff8700)", style: Style(foreground: .rgb(255, 128, 0)), depth: .palette256, sgr: "0;38;5;208"),
        Case(name: "bg #1c1c1e to 256: grey 234", style: Style(background: .rgb(0x1C, 0x1C, 0x1E)), depth: .palette256, sgr: "0;48;5;234"),
        Case(name: "#0a84ff to 256: 33", style: Style(foreground: .rgb(0x0A, 0x84, 0xFF)), depth: .palette256, sgr: "0;38;5;33"),
        Case(name: "#ff8000 to 16: yellow", style: Style(foreground: .rgb(255, 128, 0)), depth: .ansi16, sgr: "0;33"),
        Case(name: "no colour keeps attributes", style: Style(foreground: .rgb(1, 2, 3), attributes: [.bold, .underline]), depth: .none, sgr: "0;1;4"),
        Case(name: "attributes", style: Style(attributes: [.bold, .dim, .italic, .underline, .reverse]), depth: .palette256, sgr: "0;1;2;3;4;7"),
    ]

    @Test(arguments: cases)
    func lowersColours(_ c: Case) {
        #expect(ANSI.sgr(c.style, depth: c.depth) == "\u{1B}[\(c.sgr)m")
    }

    @Test func depthFromTheEnvironment() {
        #expect(ColorDepth.detect(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .truecolor)
        #expect(ColorDepth.detect(environment: ["COLORTERM": "24bit"]) == .truecolor)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm"]) == .ansi16)
        #expect(ColorPolicy.depth(choice: .auto, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == .none)
        #expect(ColorPolicy.depth(choice: .always, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == .palette256)
    }
}
