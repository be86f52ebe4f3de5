import Testing
@testable import ReelCLI
@testable import ReelRender

/// `--theme`'s mistakes, each one line naming the word.
@Suite struct ThemeArgumentTests {
    struct Bad: Sendable, CustomTestStringConvertible {
        var spec: String
        var message: String
        var testDescription: String { spec }
    }

    static let bad: [Bad] = [
        Bad(spec: "label:bleu", message: "--theme: unknown colour 'bleu'; expected a name (red, bright-red, orange, …), 0-255 or #rrggbb"),
        Bad(spec: "dark,lable:red", message: "--theme: unknown key 'lable'; expected one of fg, bg, selected, band, label, title, message, button, accent, dim, border, focus"),
        Bad(spec: "label:red+blink", message: "--theme: unknown attribute 'blink'; expected one of bold, dim, italic, underline, reverse"),
        Bad(spec: "solarized", message: "--theme: unknown theme 'solarized'; expected auto, default, dark, light, mono or key:color"),
        Bad(spec: "fg:300", message: "--theme: unknown colour '300'; expected a name (red, bright-red, orange, …), 0-255 or #rrggbb"),
    ]

    @Test(arguments: bad)
    func badSpecNamesTheWord(_ c: Bad) {
        #expect(throws: ThemeError.self) { try ThemeSpec.parse(c.spec) }
        do {
            _ = try ThemeSpec.parse(c.spec)
        } catch {
            let message = ReelError.theme(error).message
            #expect(message == c.message)
            #expect(!message.contains("\n"))
        }
    }
}
