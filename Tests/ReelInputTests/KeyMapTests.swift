import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput

/// The key table binds the keys and writes their help; these hold it to
/// being one table: no key bound twice where it would be shadowed, every
/// binding answered by the lookup, help and hints merged from neighbours.
@Suite struct KeyMapTests {
    static let modes: [KeyBinding.Mode] = [.always, .searching, .filtering, .editingText, .onSwitch]

    /// The keys each mode binds by name, once each: a second binding of a
    /// key in the same mode could never be reached.
    @Test(arguments: modes)
    func noKeyIsBoundTwiceInAMode(_ mode: KeyBinding.Mode) {
        var keys: [Key] = []
        for binding in KeyMap.bindings where binding.mode == mode {
            if case .these(let these) = binding.keys { keys += these }
        }
        #expect(Set(keys).count == keys.count, "\(keys.map(\.name))")
        #expect(!keys.contains { KeyBinding.Keys.digits.matches($0) }, "digits are type-ahead in every mode")
    }

    /// Each binding's keys get its command in its mode: the lookup reads
    /// the table and nothing else.
    @Test func everyBindingIsWhatItsKeysDo() {
        for binding in KeyMap.bindings {
            let keys: [Key] = switch binding.keys {
            case .these(let keys): keys
            case .digits: [.character("0"), .character("7")]
            case .characters: [.character("j"), .character("q"), .character(" "), .character("분")]
            }
            for key in keys {
                var context = KeyMap.Context(searching: binding.mode == .searching, multiSelect: binding.mode == .multiSelect,
                                             filtering: binding.mode == .filtering)
                context.editingText = binding.mode == .editingText
                context.onSwitch = binding.mode == .onSwitch
                #expect(KeyMap.actions(for: key, in: context, at: 3) == (binding.does.action(for: key, at: 3).map { [$0] } ?? []), "\(key.name)")
            }
        }
    }

    /// Under --filter every character is the query's, a --button's key
    /// too; the keys that are not characters keep their jobs.
    @Test func aFilterTakesEveryCharacter() {
        var context = KeyMap.Context(multiSelect: true, filtering: true)
        context.buttonKeys = [.character("e"), .control("e")]
        for c in "jkq 1/?e" { #expect(KeyMap.actions(for: .character(c), in: context, at: 1) == [.typed(c, at: 1)]) }
        #expect(KeyMap.actions(for: .control("e"), in: context) == [.press(.button(1))])
        #expect(KeyMap.actions(for: .control("t"), in: context) == [.check])
        #expect(KeyMap.actions(for: .down, in: context) == [.down])
        #expect(KeyMap.actions(for: .escape, in: context) == [.cancel])
        #expect(KeyMap.actions(for: .paste(Array("a b\n".utf8)), in: context, at: 2) == [.pasted("a b", at: 2)])
    }

    @Test func aSearchMakesLettersTextButLeavesTheOtherKeys() {
        #expect(KeyMap.actions(for: .character("q"), in: KeyMap.Context(searching: true), at: 1) == [.typed("q", at: 1)])
        #expect(KeyMap.actions(for: .character(" "), in: KeyMap.Context(searching: true), at: 1) == [.typed(" ", at: 1)])
        #expect(KeyMap.actions(for: .character(" "), in: KeyMap.Context(searching: false), at: 1) == [.activate])
        #expect(KeyMap.actions(for: .escape, in: KeyMap.Context(searching: true)) == [.cancel])
        #expect(KeyMap.actions(for: .backspace, in: KeyMap.Context(searching: true), at: 2) == [.erase(at: 2)])
        // Under --filter Esc cancels at once; ctrl+u clears the query.
        #expect(KeyMap.actions(for: .escape, in: KeyMap.Context(filtering: true)) == [.cancel])
        #expect(KeyMap.actions(for: .control("u"), in: KeyMap.Context(filtering: true)) == [.edit(.deleteToStart)])
        #expect(KeyMap.actions(for: .insert, in: KeyMap.Context(searching: true)) == [])
    }

    @Test func helpLinesShareTheWordsOfNeighbours() {
        #expect(KeyMap.helpLines.map(\.keysText) == [
            "up k ctrl+p / down j ctrl+n", "pgup / pgdn", "home g / end G", "left h / right l", "tab / shift+tab",
            "enter space", "any character", "ctrl+u", "space / ctrl+t", "ctrl+a", "0-9", "backspace", "/", "any character", "n / N", "esc q", "?", "ctrl+c",
            "ctrl+l / ctrl+z", "any character", "left ctrl+b / right ctrl+f", "home ctrl+a / end ctrl+e",
            "backspace / delete ctrl+d", "ctrl+u / ctrl+k", "ctrl+w", "space left right h l",
        ])
        #expect(KeyMap.helpLines.last { $0.keysText == "any character" }?.help.hasPrefix("in a text field: ") == true)
        #expect(KeyMap.helpLines.filter { $0.keysText == "any character" }[1].help.hasPrefix("while searching: "))
        #expect(KeyMap.helpLines.first { $0.keysText == "any character" }?.help.hasPrefix("with --filter: ") == true)
    }

    @Test func hintsAreTheKeysAPersonNeedsFirst() {
        func words(_ context: KeyMap.Context) -> [String] {
            KeyMap.hints(in: context).map { "\($0.keys.map(\.name).joined(separator: " ")) \($0.word)" }
        }
        // Space checks only on a --multi wheel; elsewhere it accepts.
        #expect(words(KeyMap.Context()) == ["up down spin", "tab next", "enter done", "/ find", "esc cancel", "? keys"])
        #expect(words(KeyMap.Context(multiSelect: true))
                == ["up down spin", "tab next", "enter done", "space check", "/ find", "esc cancel", "? keys"])
    }

    @Test func aMultiSelectWheelMakesSpaceACheckUnlessSearching() {
        let multi = KeyMap.Context(multiSelect: true)
        #expect(KeyMap.actions(for: .character(" "), in: multi) == [.check])
        #expect(KeyMap.actions(for: .control("a"), in: multi) == [.checkAll])
        #expect(KeyMap.actions(for: .enter, in: multi) == [.activate])
        #expect(KeyMap.actions(for: .control("a"), in: KeyMap.Context()) == [])
        #expect(KeyMap.actions(for: .character(" "), in: KeyMap.Context(searching: true, multiSelect: true))
                == [.typed(" ", at: 0)])
    }

    @Test func keysMapToActions() {
        let pairs: [(Key, Action)] = [
            (.up, .up), (.character("k"), .up), (.control("p"), .up),
            (.down, .down), (.character("j"), .down), (.control("n"), .down),
            (.pageUp, .pageUp), (.pageDown, .pageDown),
            (.home, .home), (.character("g"), .home),
            (.end, .end), (.character("G"), .end),
            (.left, .left), (.character("h"), .left), (.shiftTab, .previous),
            (.right, .right), (.character("l"), .right), (.tab, .next),
            (.enter, .activate), (.character(" "), .activate),
            (.escape, .cancel), (.character("q"), .cancel),
            (.control("c"), .interrupt), (.control("l"), .redraw), (.control("z"), .suspend),
        ]
        for (key, action) in pairs { #expect(KeyMap.actions(for: key) == [action], "\(key.name)") }
        #expect(KeyMap.actions(for: .unknown([0x1B, 0x5B, 0x31, 0x35, 0x7E])) == [])
    }
}
