import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput

/// KEYS, the keys a test writes down instead of pressing (`REEL_KEYS`):
/// read into the decoder's own keys, and a person's keys written back
/// (`REEL_RECORD`) as text that reads as the same keys.
@Suite struct KeyScriptTests {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var steps: [KeyScript.Step]
        var description: String { text }
    }

    static let cases: [Case] = [
        Case(text: "", steps: []),
        Case(text: "Ada", steps: [.key(.character("A")), .key(.character("d")), .key(.character("a"))]),
        Case(text: "a b", steps: [.key(.character("a")), .key(.character(" ")), .key(.character("b"))]),
        Case(text: "<enter>", steps: [.key(.enter)]),
        Case(text: "<esc><tab><shift+tab>", steps: [.key(.escape), .key(.tab), .key(.shiftTab)]),
        Case(text: "<up><down><left><right>", steps: [.key(.up), .key(.down), .key(.left), .key(.right)]),
        Case(text: "<pgup><pgdn><home><end>", steps: [.key(.pageUp), .key(.pageDown), .key(.home), .key(.end)]),
        Case(text: "<space><backspace><delete><insert>",
             steps: [.key(.character(" ")), .key(.backspace), .key(.delete), .key(.insert)]),
        Case(text: "<ctrl+t><ctrl+c>", steps: [.key(.control("t")), .key(.control("c"))]),
        Case(text: "<lt>b>", steps: [.key(.character("<")), .key(.character("b")), .key(.character(">"))]),
        Case(text: "<wait>x<wait>", steps: [.wait, .key(.character("x")), .wait]),
        Case(text: "<x>", steps: [.key(.character("x"))]),
        Case(text: "분\t", steps: [.key(.character("분")), .key(.tab)]),
    ]

    @Test(arguments: cases) func readsKeys(_ example: Case) throws {
        #expect(try KeyScript(parsing: example.text).steps == example.steps)
    }

    struct Bad: Sendable, CustomStringConvertible {
        var text: String
        var error: KeyScriptError
        var description: String { text }
    }

    static let bad: [Bad] = [
        Bad(text: "<enterr>", error: .unknownKey("enterr")),
        Bad(text: "a<Enter>", error: .unknownKey("Enter")),
        Bad(text: "<ctrl-t>", error: .unknownKey("ctrl-t")),
        Bad(text: "<ctrl+tt>", error: .unknownKey("ctrl+tt")),
        Bad(text: "<>", error: .unknownKey("")),
        Bad(text: "a<b", error: .unclosed("<b")),
        Bad(text: "a\nb", error: .controlCharacter(10)),
    ]

    @Test(arguments: bad) func refusesWhatNamesNoKey(_ example: Bad) {
        #expect(throws: example.error) { try KeyScript(parsing: example.text) }
    }

    @Test func anUnknownNameIsNamedInTheReason() {
        #expect(KeyScriptError.unknownKey("enterr").reason.hasPrefix("unknown key <enterr>"))
    }

    /// What a recording writes reads back as the keys recorded: a `<`
    /// typed, a paste typed, what has no spelling left out.
    @Test func writtenKeysReadBackAsTheSame() throws {
        let keys: [Key] = [.character("A"), .character(" "), .character("<"), .tab, .shiftTab, .control("t"), .down,
                           .pageDown, .escape, .enter, .backspace, .character("분")]
        let written = KeyScript.written(keys)
        #expect(written == "A<space><lt><tab><shift+tab><ctrl+t><down><pgdn><esc><enter><backspace>분")
        #expect(try KeyScript(parsing: written).steps == keys.map { .key($0) })
        let noisy: [Key] = [.cursorPosition(row: 1, column: 1), .paste(Array("x<y".utf8)), .mouse(Mouse(.press(0), row: 1, column: 1))]
        #expect(KeyScript.written(noisy) == "x<lt>y")
    }
}
