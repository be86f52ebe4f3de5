import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// The text field's line alone: each edit by value, no form, no keys.
@Suite struct TextLineTests {
    /// A line written with its cursor as "|": "ab|c" is "abc" with the cursor before c.
    static func line(_ marked: String, maxLength: Int? = nil) -> TextLine {
        let parts = marked.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        var line = TextLine(parts.joined(), maxLength: maxLength)
        line.apply(.home)
        for _ in 0..<parts[0].count { line.apply(.right) }
        return line
    }

    static func marked(_ line: TextLine) -> String {
        let at = line.text.index(line.text.startIndex, offsetBy: line.cursor)
        return String(line.text[..<at]) + "|" + line.text[at...]
    }

    struct EditCase: Sendable, CustomTestStringConvertible {
        let before: String
        let edit: TextEdit
        let after: String
        var changes: Bool { before != after }
        init(_ before: String, _ edit: TextEdit, _ after: String) {
            (self.before, self.edit, self.after) = (before, edit, after)
        }
        var testDescription: String { "\(before) \(edit) → \(after)" }
    }

    static let editCases: [EditCase] = [
        // Moves.
        EditCase("|", .left, "|"), EditCase("|abc", .left, "|abc"), EditCase("a|bc", .left, "|abc"), EditCase("abc|", .left, "ab|c"),
        EditCase("|", .right, "|"), EditCase("|abc", .right, "a|bc"), EditCase("ab|c", .right, "abc|"), EditCase("abc|", .right, "abc|"),
        EditCase("|", .home, "|"), EditCase("|abc", .home, "|abc"), EditCase("ab|c", .home, "|abc"), EditCase("abc|", .home, "|abc"),
        EditCase("|", .end, "|"), EditCase("|abc", .end, "abc|"), EditCase("a|bc", .end, "abc|"), EditCase("abc|", .end, "abc|"),
        // Deletes.
        EditCase("|", .deleteBackward, "|"), EditCase("|abc", .deleteBackward, "|abc"),
        EditCase("ab|c", .deleteBackward, "a|c"), EditCase("abc|", .deleteBackward, "ab|"),
        EditCase("|", .deleteForward, "|"), EditCase("|abc", .deleteForward, "|bc"),
        EditCase("a|bc", .deleteForward, "a|c"), EditCase("abc|", .deleteForward, "abc|"),
        EditCase("|", .deleteToStart, "|"), EditCase("|abc", .deleteToStart, "|abc"),
        EditCase("ab|c", .deleteToStart, "|c"), EditCase("abc|", .deleteToStart, "|"),
        EditCase("|", .deleteToEnd, "|"), EditCase("|abc", .deleteToEnd, "|"),
        EditCase("a|bc", .deleteToEnd, "a|"), EditCase("abc|", .deleteToEnd, "abc|"),
        // Ctrl-W: the whitespace before the cursor, then the word before it.
        EditCase("|", .deleteWordBackward, "|"), EditCase("|one two", .deleteWordBackward, "|one two"),
        EditCase("one two|", .deleteWordBackward, "one |"), EditCase("one two   |", .deleteWordBackward, "one |"),
        EditCase("one   two|", .deleteWordBackward, "one   |"), EditCase("one tw|o", .deleteWordBackward, "one |o"),
        EditCase("one |two", .deleteWordBackward, "|two"), EditCase("one|", .deleteWordBackward, "|"),
        EditCase("   |", .deleteWordBackward, "|"), EditCase("a-b/c.d|", .deleteWordBackward, "|"),
        EditCase("one\u{3000}two|", .deleteWordBackward, "one\u{3000}|"),
        // Typing.
        EditCase("|", .insert("x"), "x|"), EditCase("|bc", .insert("a"), "a|bc"),
        EditCase("a|c", .insert("b"), "ab|c"), EditCase("ab|", .insert("c"), "abc|"),
        EditCase("a|c", .insert("xyz"), "axyz|c"), EditCase("ab|", .insert(""), "ab|"),
        EditCase("|", .insert(" "), " |"), EditCase("|", .insert("jkq"), "jkq|"),
    ]

    @Test(arguments: editCases)
    func anEditAtTheStartMiddleOrEnd(_ test: EditCase) {
        var line = Self.line(test.before)
        let changed = line.apply(test.edit)
        #expect(Self.marked(line) == test.after)
        #expect(changed == test.changes)
    }

    @Test func theStartingTextIsCleanedAndCutWithTheCursorAtItsEnd() {
        #expect(Self.marked(TextLine()) == "|")
        #expect(Self.marked(TextLine("Jürgen")) == "Jürgen|")
        #expect(Self.marked(TextLine("a\nb\u{1B}c\td")) == "a bc d|")
        #expect(Self.marked(TextLine("abcdef", maxLength: 4)) == "abcd|")
        #expect(TextLine("abc", maxLength: 4).maxLength == 4)
        #expect(TextLine().maxLength == nil)
        #expect(Self.marked(TextLine("abc", maxLength: -1)) == "|", "a negative cap is no room")
    }

    // MARK: maxLength

    @Test func typingStopsAtMaxLengthAndSaysNothingChanged() {
        var line = TextLine(maxLength: 3)
        let typed = ["a", "b", "c"].map { line.apply(.insert($0)) }
        #expect(typed == [true, true, true])
        var changed = line.apply(.insert("d"))
        #expect(!changed)
        #expect(Self.marked(line) == "abc|")
        line.apply(.home)
        changed = line.apply(.insert("x"))
        #expect(!changed, "full in the middle too")
        #expect(Self.marked(line) == "|abc")
        changed = line.apply(.deleteForward)
        #expect(changed)
        changed = line.apply(.insert("x"))
        #expect(changed)
        #expect(Self.marked(line) == "x|bc")
    }

    @Test func aPasteIsCutAtMaxLength() {
        var line = TextLine(maxLength: 3)
        var changed: Bool
        changed = line.apply(.insert("abcdef"))
        #expect(changed)
        #expect(Self.marked(line) == "abc|")
        changed = line.apply(.insert("ghi"))
        #expect(!changed)

        var middle = Self.line("a|d", maxLength: 4)
        changed = middle.apply(.insert("bcXYZ"))
        #expect(changed)
        #expect(Self.marked(middle) == "abc|d")
    }

    @Test func maxLengthCountsCharacters() {
        var line = TextLine(maxLength: 2)
        line.apply(.insert("🇩🇪👍🏽한x"))
        #expect(Self.marked(line) == "🇩🇪👍🏽|")
        var cut = TextLine("e\u{301}e\u{301}e\u{301}", maxLength: 2)
        #expect(cut.text.unicodeScalars.count == 4)
        let changed = cut.apply(.insert("a"))
        #expect(!changed)
    }

    @Test func anAccentTypedOnAFullLineJoinsItsLetter() {
        // It adds no Character: é counts as one, as it is drawn.
        var line = TextLine("cafe", maxLength: 4)
        let changed = line.apply(.insert("\u{301}"))
        #expect(changed)
        #expect(line.text.unicodeScalars.elementsEqual("cafe\u{301}".unicodeScalars))
        #expect(line.cursor == 4)
    }

    @Test func aZeroCapTakesNothing() {
        var line = TextLine(maxLength: 0)
        var changed: Bool
        changed = line.apply(.insert("a"))
        #expect(!changed)
        changed = line.apply(.insert("abc"))
        #expect(!changed)
        #expect(Self.marked(line) == "|")
    }

    @Test func aHugeCapDoesNotOverflow() {
        var line = TextLine("ab", maxLength: .max)
        var changed: Bool
        changed = line.apply(.insert("cd"))
        #expect(changed)
        #expect(Self.marked(line) == "abcd|")
    }

    // MARK: Pastes and controls

    struct PasteCase: Sendable, CustomTestStringConvertible {
        let pasted: String
        let text: String
        var testDescription: String { pasted.debugDescription }
    }

    static let pasteCases: [PasteCase] = [
        PasteCase(pasted: "one\ntwo", text: "one two"),
        PasteCase(pasted: "one\r\ntwo", text: "one two"),
        PasteCase(pasted: "one\rtwo", text: "one two"),
        PasteCase(pasted: "one\n\ntwo\r\n", text: "one  two "),
        PasteCase(pasted: "one\r\r\ntwo", text: "one  two"),
        PasteCase(pasted: "a\tb", text: "a b"),
        PasteCase(pasted: "a\u{0B}b\u{0C}c\u{85}d\u{2028}e\u{2029}f", text: "a b c d e f"),
        PasteCase(pasted: "a\u{1B}[31mb", text: "a[31mb"),
        PasteCase(pasted: "a\u{1B}]0;title\u{07}b", text: "a]0;titleb"),
        PasteCase(pasted: "a\u{9B}31mb", text: "a31mb"),
        PasteCase(pasted: "\u{0}a\u{7F}b\u{8}\u{1F}", text: "ab"),
        PasteCase(pasted: "\u{1B}", text: ""),
    ]

    @Test(arguments: pasteCases)
    func aPasteIsOneLineWithoutControls(_ test: PasteCase) {
        var line = Self.line("<|>")
        let changed = line.apply(.insert(test.pasted))
        #expect(line.text == "<" + test.text + ">")
        #expect(line.cursor == 1 + test.text.count)
        #expect(changed == !test.text.isEmpty)
        #expect(!line.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }

    @Test func aPasteIsOneEdit() {
        var line = TextLine()
        var changed: Bool
        changed = line.apply(.insert("several words\nand a line"))
        #expect(changed)
        #expect(Self.marked(line) == "several words and a line|")
    }

    // MARK: Grapheme clusters

    @Test func aCombiningAccentIsPartOfItsLetter() {
        var line = TextLine("cafe\u{301}s")
        #expect(line.text.count == 5)
        line.apply(.left)
        line.apply(.left)
        #expect(line.cursor == 3, "one step over é")
        line.apply(.deleteForward)
        #expect(Self.marked(line) == "caf|s", "é deleted whole, accent and all")

        var back = TextLine("cafe\u{301}s")
        back.apply(.left)
        back.apply(.deleteBackward)
        #expect(Self.marked(back) == "caf|s")
    }

    @Test func typingAnAccentAfterItsLetterMakesOneCharacter() {
        var line = TextLine()
        line.apply(.insert("e"))
        line.apply(.insert("\u{301}"))
        #expect(line.text == "e\u{301}")
        #expect(line.cursor == 1)
        line.apply(.deleteBackward)
        #expect(Self.marked(line) == "|")
    }

    @Test func anEmojiWithASkinToneIsOneStep() {
        var line = TextLine("a👍🏽b")
        line.apply(.home)
        line.apply(.right)
        line.apply(.right)
        #expect(line.cursor == 2)
        line.apply(.deleteBackward)
        #expect(Self.marked(line) == "a|b")
    }

    @Test func aFlagIsOneStepAndItsHalvesJoinAsTyped() {
        var line = TextLine("🇩🇪🇫🇷")
        #expect(line.cursor == 2)
        line.apply(.deleteBackward)
        #expect(Self.marked(line) == "🇩🇪|")

        var typed = TextLine()
        typed.apply(.insert("\u{1F1E9}"))
        typed.apply(.insert("\u{1F1EA}"))
        #expect(typed.text == "🇩🇪")
        #expect(typed.cursor == 1)
    }

    @Test func aHangulSyllableIsOneStepWhetherComposedOrNot() {
        for syllable in ["한", "\u{1112}\u{1161}\u{11AB}"] {
            var line = TextLine("a" + syllable + "b")
            #expect(line.text.count == 3)
            line.apply(.left)
            line.apply(.deleteBackward)
            #expect(Self.marked(line) == "a|b", "\(syllable.unicodeScalars.count) scalars")
        }
    }

    @Test func ctrlWTakesWholeClusters() {
        var line = TextLine("go 🇩🇪👍🏽한e\u{301}")
        line.apply(.deleteWordBackward)
        #expect(Self.marked(line) == "go |")
    }

    @Test func deletingBetweenTwoClustersThatJoinKeepsTheCursorInside() {
        // Two regional indicators kept apart by a letter join into a flag
        // once it is deleted: the cursor is counted again, not assumed.
        var line = TextLine("\u{1F1E9}x\u{1F1EA}")
        #expect(line.text.count == 3)
        line.apply(.left)
        line.apply(.deleteBackward)
        #expect(line.text == "🇩🇪")
        #expect((0...line.text.count).contains(line.cursor))
    }

    // MARK: Whatever is typed

    /// Random edits of text from a pool of awkward pieces: the text never
    /// holds a control, the cursor stays within it, the cap holds.
    @Test(arguments: [nil, 0, 1, 5, 12] as [Int?])
    func randomEditsKeepTheLineWhole(maxLength: Int?) {
        let pieces = ["a", " ", "é", "e", "\u{301}", "👍", "🏽", "🇩", "🇪", "한", "\u{1112}", "\u{1161}", "世",
                      "\n", "\r\n", "\r", "\t", "\u{1B}[31m", "\u{7F}", "\u{9B}", "\u{200D}", "\u{202E}", "word ", "  "]
        let moves: [TextEdit] = [.left, .right, .home, .end, .deleteBackward, .deleteForward,
                                 .deleteToStart, .deleteToEnd, .deleteWordBackward]
        var random = SplitMix64(state: 42 &+ UInt64(maxLength ?? 99))
        var line = TextLine(maxLength: maxLength)
        for step in 0..<3_000 {
            let before = line
            let edit: TextEdit
            if random.below(2) == 0 {
                edit = .insert((0..<(1 + random.below(4))).map { _ in pieces[random.below(pieces.count)] }.joined())
            } else {
                edit = moves[random.below(moves.count)]
            }
            let changed = line.apply(edit)
            #expect(changed == (line != before), "step \(step): \(edit)")
            #expect((0...line.text.count).contains(line.cursor), "step \(step): \(edit)")
            #expect(line.text.count <= maxLength ?? .max, "step \(step): \(edit)")
            #expect(!line.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) },
                    "step \(step): \(edit)")
            if random.below(50) == 0 { line = TextLine(maxLength: maxLength) }
        }
    }
}
