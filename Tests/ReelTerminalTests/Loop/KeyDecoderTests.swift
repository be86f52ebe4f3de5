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

@Suite struct KeyDecoderTests {
    struct Stream: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var keys: [Key]
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ keys: [Key]) {
            self.name = name
            self.bytes = Array(text.utf8)
            self.keys = keys
        }
    }

    static let streams: [Stream] = [
        Stream("arrows CSI", "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.up, .down, .right, .left]),
        Stream("arrows SS3", "\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD", [.up, .down, .right, .left]),
        Stream("home end", "\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~",
               [.home, .end, .home, .end, .home, .end, .home, .end]),
        Stream("pages", "\u{1B}[5~\u{1B}[6~", [.pageUp, .pageDown]),
        Stream("shift+tab", "\u{1B}[Z\t", [.shiftTab, .tab]),
        Stream("enter cr and lf", "\r\n", [.enter, .enter]),
        Stream("letters and space", "jk q", [.character("j"), .character("k"), .character(" "), .character("q")]),
        Stream("controls", "\u{03}\u{10}\u{0E}\u{1A}", [.control("c"), .control("p"), .control("n"), .control("z")]),
        Stream("backspace", "\u{7F}\u{08}", [.backspace, .backspace]),
        Stream("utf-8", "분é", [.character("분"), .character("é")]),
        Stream("cursor position reply", "\u{1B}[12;40R", [.cursorPosition(row: 12, column: 40)]),
        Stream("F5 swallowed whole", "\u{1B}[15~j", [.unknown(Array("\u{1B}[15~".utf8)), .character("j")]),
        Stream("ctrl+up swallowed whole", "\u{1B}[1;5Aj", [.unknown(Array("\u{1B}[1;5A".utf8)), .character("j")]),
        Stream("F1 SS3 swallowed", "\u{1B}OPk", [.unknown(Array("\u{1B}OP".utf8)), .character("k")]),
        Stream("alt+x swallowed", "\u{1B}xj", [.unknown(Array("\u{1B}x".utf8)), .character("j")]),
        Stream("kitty report swallowed", "\u{1B}[97;5uj", [.unknown(Array("\u{1B}[97;5u".utf8)), .character("j")]),
        Stream("background reply, BEL", "\u{1B}]11;rgb:0000/0000/0000\u{07}k",
               [.backgroundColor(red: 0, green: 0, blue: 0), .character("k")]),
        Stream("background reply, ST", "\u{1B}]11;rgb:ffff/fefe/8080\u{1B}\\j",
               [.backgroundColor(red: 255, green: 254, blue: 128), .character("j")]),
        Stream("background reply, two digits a channel", "\u{1B}]11;rgb:fd/f6/e3\u{07}",
               [.backgroundColor(red: 0xFD, green: 0xF6, blue: 0xE3)]),
        Stream("background reply, one digit a channel", "\u{1B}]11;rgb:f/0/8\u{07}",
               [.backgroundColor(red: 255, green: 0, blue: 136)]),
        Stream("background reply with alpha", "\u{1B}]11;rgba:2828/2c2c/3434/ffff\u{07}",
               [.backgroundColor(red: 0x28, green: 0x2C, blue: 0x34)]),
        Stream("foreground reply swallowed", "\u{1B}]10;rgb:0000/0000/0000\u{07}k",
               [.unknown(Array("\u{1B}]10;rgb:0000/0000/0000\u{07}".utf8)), .character("k")]),
        Stream("malformed background reply swallowed", "\u{1B}]11;rgb:00000/0/0\u{07}k",
               [.unknown(Array("\u{1B}]11;rgb:00000/0/0\u{07}".utf8)), .character("k")]),
        Stream("DCS with 11 swallowed", "\u{1B}P11;rgb:0/0/0\u{1B}\\k",
               [.unknown(Array("\u{1B}P11;rgb:0/0/0\u{1B}\\".utf8)), .character("k")]),
        Stream("bracketed paste", "\u{1B}[200~jk\u{1B}[A\u{1B}[201~q", [.paste(Array("jk\u{1B}[A".utf8)), .character("q")]),
        Stream("SGR mouse wheel", "\u{1B}[<64;10;5Mj\u{1B}[<65;1;1M", [.mouse(Mouse(.wheelUp, row: 4, column: 9)), .character("j"), .mouse(Mouse(.wheelDown, row: 0, column: 0))]),
        Stream("SGR mouse click", "\u{1B}[<0;3;2M\u{1B}[<0;3;2m", [.mouse(Mouse(.press(0), row: 1, column: 2)), .mouse(Mouse(.release(0), row: 1, column: 2))]),
        Stream("SGR mouse drag is other", "\u{1B}[<32;3;2M", [.mouse(Mouse(.other, row: 1, column: 2))]),
        Stream("malformed mouse swallowed", "\u{1B}[<1;2Mk", [.unknown(Array("\u{1B}[<1;2M".utf8)), .character("k")]),
    ]

    @Test(arguments: streams)
    func decodesWhole(_ s: Stream) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(s.bytes) + decoder.flush() == s.keys)
    }

    /// The same keys whatever way the bytes are split across reads.
    @Test(arguments: streams)
    func decodesSplitAtEveryOffset(_ s: Stream) {
        for cut in 0...s.bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(s.bytes[0..<cut]) + decoder.feed(s.bytes[cut...]) + decoder.flush()
            #expect(keys == s.keys, "split at \(cut)")
        }
    }

    @Test(arguments: streams)
    func decodesByteByByte(_ s: Stream) {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in s.bytes { keys += decoder.feed([byte]) }
        #expect(keys + decoder.flush() == s.keys)
    }

    /// A background reply that a slow link cuts in two: its start waits
    /// a few Esc delays for the rest, so none of it is read as keys.
    @Test func aBackgroundReplyCutInTwoWaitsForItsRest() {
        for cut in 2..<"\u{1B}]11;rgb:ffff/ffff/ffff".utf8.count {
            let reply = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}j".utf8)
            var decoder = KeyDecoder()
            #expect(decoder.feed(reply[..<cut]) == [])
            #expect(decoder.flush() == [] && decoder.flush() == [], "cut at \(cut)")
            #expect(decoder.feed(reply[cut...]) == [.backgroundColor(red: 255, green: 255, blue: 255), .character("j")])
            #expect(!decoder.hasPending)
        }
    }

    /// Issue 34: while the reply is awaited, an Esc alone may be its first
    /// byte: it waits for the rest as a started reply does, and is the Esc
    /// key only once its patience is out.
    @Test func anEscAloneWaitsWhileTheReplyIsAwaited() {
        var decoder = KeyDecoder(awaitsReply: true)
        #expect(decoder.feed([0x1B]) == [])
        for _ in 0..<3 { #expect(decoder.flush() == []) }
        #expect(decoder.feed(Array("]11;rgb:ffff/ffff/ffff\u{07}".utf8)) == [.backgroundColor(red: 255, green: 255, blue: 255)])
        #expect(decoder.feed([0x1B]) == [])
        for _ in 0..<KeyDecoder.replyPatience { #expect(decoder.flush() == []) }
        #expect(decoder.flush() == [.escape])
    }

    /// One whose rest never comes is dropped whole after its patience.
    @Test func aBackgroundReplyThatNeverEndsIsDroppedWhole() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}]11;rgb:ff".utf8)) == [])
        for _ in 0..<KeyDecoder.replyPatience { #expect(decoder.flush() == []) }
        #expect(decoder.flush() == [.unknown(Array("\u{1B}]11;rgb:ff".utf8))])
        #expect(!decoder.hasPending)
        #expect(decoder.feed([0x1B]) == [] && decoder.flush() == [.escape], "a lone Esc does not wait")
        #expect(decoder.feed(Array("\u{1B}]2;x".utf8)) == [] && decoder.flush() == [.unknown(Array("\u{1B}]2;x".utf8))],
                "another OSC does not wait")
    }

    @Test func loneEscapeWaitsForTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test func escapeThenAKeyAfterTheTimeoutIsTwoKeys() {
        var decoder = KeyDecoder()
        _ = decoder.feed([0x1B])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed(Array("[A".utf8)) == [.character("["), .character("A")])
    }

    @Test func doubleEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, 0x1B]) == [.escape])
        #expect(decoder.flush() == [.escape])
    }

    @Test func invalidUTF8IsUnknownNotACrash() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xFF, 0x6A]) == [.unknown([0xFF]), .character("j")])
        #expect(decoder.feed([0xE2, 0x28]) == [.unknown([0xE2]), .character("(")])
    }

    @Test func incompleteSequenceIsConsumedWholeOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.flush() == [.unknown(Array("\u{1B}[1;".utf8))])
    }

    /// Issue 49 item 7: a paste whose end marker never comes is what was
    /// pasted, taken as typed when the decoder is flushed, not dropped; the
    /// end marker coming late after all is no key that types or accepts.
    @Test func aPasteWithoutItsEndIsTakenAsTyped() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~hunter\n2".utf8)) == [])
        #expect(decoder.isInsidePaste)
        #expect(decoder.flush() == [.paste(Array("hunter\n2".utf8))])
        #expect(!decoder.hasPending && !decoder.isInsidePaste)
        #expect(decoder.feed(Array("\u{1B}[201~x".utf8)).last == .character("x"))
    }

    /// The queue flushes it once the terminal has sent nothing for
    /// `pasteIdleDelay` since its last byte (not the Esc delay, nor from
    /// the paste's first byte): the clock is the test's.
    @Test func theQueueWaitsForAPasteFromItsLastByte() {
        var queue = KeyQueue()
        queue.append(Array("\u{1B}[200~abc".utf8), at: 10)
        #expect(queue.decode(budget: 1 << 16, at: 10) == [])
        #expect(queue.flushIfDue(at: 10 + KeyDecoder.escapeDelay * 2) == [], "a paste waits longer than an Esc")
        queue.append(Array("def".utf8), at: 10.4)
        #expect(queue.decode(budget: 1 << 16, at: 10.4) == [])
        #expect(queue.flushIfDue(at: 10 + KeyDecoder.pasteIdleDelay) == [], "more came at 10.4")
        #expect(queue.flushIfDue(at: 10.4 + KeyDecoder.pasteIdleDelay) == [.paste(Array("abcdef".utf8))])
        #expect(!queue.hasPendingSequence)
    }
}
