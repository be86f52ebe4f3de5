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

@Suite struct FrameDiffTests {
    func frame(_ lines: [String], width: Int? = nil) -> Frame {
        let w = width ?? lines.map(\.count).max() ?? 0
        return Frame(width: w, lines: lines.map { line in
            line.map { Frame.Cell(String($0)) } + Array(repeating: .blank, count: w - line.count)
        })
    }

    func text(_ bytes: [UInt8]) -> String {
        String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "⎋" : $0 })
    }

    @Test func unchangedFrameWritesNothing() {
        let a = frame(["abc", "def"])
        #expect(FrameDiff.bytes(from: a, to: a, depth: .truecolor) == [])
    }

    @Test func firstFrameClearsEachLineThenWritesIt() {
        #expect(text(FrameDiff.bytes(from: nil, to: frame(["ab", "cd"]), depth: .truecolor))
                == "⎋[?2026h⎋[1G⎋[2Kab⎋[1B⎋[1G⎋[2Kcd⎋[1A\r⎋[?2026l")
    }

    @Test func onlyTheChangedSpanOfAChangedLine() {
        let bytes = FrameDiff.bytes(from: frame(["abcdef", "xyz"]), to: frame(["abXYef", "xyz"]), depth: .truecolor)
        #expect(text(bytes) == "⎋[?2026h⎋[3GXY\r⎋[?2026l")
    }

    @Test func fewerLinesEraseBelow() {
        let bytes = FrameDiff.bytes(from: frame(["ab", "cd", "ef"]), to: frame(["ab"]), depth: .truecolor)
        #expect(text(bytes) == "⎋[?2026h⎋[1B\r⎋[J⎋[1A\r⎋[?2026l")
    }

    @Test func newWidthRedrawsEverything() {
        let bytes = FrameDiff.bytes(from: frame(["ab"]), to: frame(["ab "], width: 3), depth: .truecolor)
        #expect(text(bytes) == "⎋[?2026h⎋[1G⎋[2Kab\r⎋[?2026l", "the blank at its end is erased, not written")
    }

    @Test func styleIsEmittedOnlyWhereItChanges() {
        var new = frame(["abcd"])
        let bold = Style(attributes: .bold)
        new.lines[0][1].style = bold
        new.lines[0][2].style = bold
        let bytes = FrameDiff.bytes(from: frame(["abcd"]), to: new, depth: .truecolor)
        #expect(text(bytes) == "⎋[?2026h⎋[2G⎋[0;1mbc⎋[0m\r⎋[?2026l")
    }

    @Test func wideGlyphIsWrittenWhole() {
        var old = frame(["abcd"])
        old.lines[0][1] = Frame.Cell("분", width: 2)
        old.lines[0][2] = Frame.Cell("", width: 0)
        let new = frame(["abcd"])
        let bytes = FrameDiff.bytes(from: old, to: new, depth: .truecolor)
        #expect(text(bytes) == "⎋[?2026h⎋[2Gbc\r⎋[?2026l")
        let back = FrameDiff.bytes(from: new, to: old, depth: .truecolor)
        #expect(text(back) == "⎋[?2026h⎋[2G분\r⎋[?2026l")
    }

    /// The cursor goes home from where it rested before anything is
    /// written, and rests where the new frame says afterwards; its line
    /// is written last.
    @Test func cursorRestsWhereTheFrameSays() {
        var new = frame(["ab", "cd", "ef"])
        new.cursor = Frame.Cursor(line: 1, column: 1)
        #expect(text(FrameDiff.bytes(from: nil, to: new, depth: .truecolor))
                == "⎋[?2026h⎋[1G⎋[2Kab⎋[2B⎋[1G⎋[2Kef⎋[1A⎋[1G⎋[2Kcd⎋[2G⎋[?2026l")
        var moved = new
        moved.lines[0][0] = Frame.Cell("X")
        moved.cursor = Frame.Cursor(line: 2, column: 0)
        #expect(text(FrameDiff.bytes(from: new, to: moved, depth: .truecolor, resting: new.cursor))
                == "⎋[?2026h⎋[1A\r⎋[1GX⎋[2B⎋[1G⎋[?2026l")
    }

    /// A spin from 10 to 11 changes one digit on the band, but the whole
    /// choice is written, after the other lines: a screen reader that
    /// speaks what is written says `11` last.
    @Test func theChoiceIsWrittenWholeAndLast() {
        var old = frame([" 9   ", "10 분", "11   "])
        old.lines[1][3] = Frame.Cell("분", width: 2)
        old.lines[1][4] = Frame.Cell("", width: 0)
        old.cursor = Frame.Cursor(line: 1, column: 0, width: 2)
        var new = old
        for (y, text) in [(0, "10"), (1, "11"), (2, "12")] {
            for (x, c) in text.enumerated() { new.lines[y][x] = Frame.Cell(String(c)) }
        }
        #expect(text(FrameDiff.bytes(from: old, to: new, depth: .truecolor, resting: old.cursor))
                == "⎋[?2026h⎋[1A\r⎋[1G10⎋[2B⎋[2G2⎋[1A⎋[1G11⎋[1G⎋[?2026l")
    }

    /// Only the cursor moved (the focus went to a wheel drawn the same):
    /// no line is written, the cursor goes there.
    @Test func cursorAloneMoves() {
        var old = frame(["ab", "cd"])
        old.cursor = Frame.Cursor(line: 1, column: 0)
        var new = old
        new.cursor = Frame.Cursor(line: 1, column: 1)
        #expect(text(FrameDiff.bytes(from: old, to: new, depth: .truecolor, resting: old.cursor))
                == "⎋[?2026h⎋[1A\r⎋[1B⎋[2G⎋[?2026l")
        #expect(FrameDiff.bytes(from: new, to: new, depth: .truecolor, resting: new.cursor) == [])
    }

    @Test func colorsAreLoweredToTheTerminal() {
        let style = Style(foreground: .rgb(255, 0, 0), background: .palette(237))
        #expect(ANSI.sgr(style, depth: .truecolor) == "\u{1B}[0;38;2;255;0;0;48;5;237m")
        #expect(ANSI.sgr(style, depth: .palette256) == "\u{1B}[0;38;5;196;48;5;237m")
        #expect(ANSI.sgr(style, depth: .ansi16) == "\u{1B}[0;91;40m")
        #expect(ANSI.sgr(style, depth: .none) == "\u{1B}[0m")
    }

    @Test func colorPolicy() {
        #expect(ColorPolicy.depth(choice: .auto, environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(ColorPolicy.depth(choice: .auto, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == .none)
        #expect(ColorPolicy.depth(choice: .auto, environment: ["TERM": "xterm", "NO_COLOR": ""]) == .ansi16)
        #expect(ColorPolicy.depth(choice: .auto, environment: ["TERM": "dumb"]) == .none)
        #expect(ColorPolicy.depth(choice: .always, environment: ["TERM": "xterm", "NO_COLOR": "1", "COLORTERM": "truecolor"]) == .truecolor)
        #expect(ColorPolicy.depth(choice: .never, environment: ["TERM": "xterm-256color"]) == .none)
    }
}
