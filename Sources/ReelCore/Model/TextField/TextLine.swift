import ReelText

/// The line a text field edits (`--field NAME --text`, `--secret`): its
/// text and where the cursor stands in it, changed only by `apply`.
package struct TextLine: Equatable, Sendable {
    /// Never holds a newline or other control character: `insert` and the
    /// starting text are cleaned, so the value printed is one line.
    package private(set) var text: String
    /// In Characters (grapheme clusters), 0...text.count.
    package private(set) var cursor: Int
    /// In Characters; nil: no cap.
    package let maxLength: Int?

    /// Starting text (`--select TEXT`), cleaned as a paste is (controls
    /// dropped, newlines and tabs → spaces) and cut at `maxLength`; the
    /// cursor at its end.
    package init(_ text: String = "", maxLength: Int? = nil) {
        self.maxLength = maxLength.map { max($0, 0) }
        self.text = ""
        self.cursor = 0
        apply(.insert(text))
    }

    /// Whether the text or the cursor changed (false: nothing to redraw,
    /// e.g. ← at the start, typing past `maxLength`).
    @discardableResult
    package mutating func apply(_ edit: TextEdit) -> Bool {
        let before = (text, cursor)
        switch edit {
        case .insert(let typed): insert(Self.clean(typed))
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, text.count)
        case .home: cursor = 0
        case .end: cursor = text.count
        case .deleteBackward where cursor > 0: remove(offset(cursor - 1)..<offset(cursor))
        case .deleteForward where cursor < text.count: remove(offset(cursor)..<offset(cursor + 1))
        case .deleteToStart: remove(text.startIndex..<offset(cursor))
        case .deleteToEnd: remove(offset(cursor)..<text.endIndex)
        case .deleteWordBackward: remove(wordStart(before: offset(cursor))..<offset(cursor))
        case .deleteBackward, .deleteForward: break
        }
        return before != (text, cursor)
    }

    private func offset(_ characters: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: characters)
    }

    private mutating func insert(_ clean: String) {
        guard !clean.isEmpty else { return }
        let at = offset(cursor)
        let head = text[..<at], tail = text[at...]
        var piece = Substring(clean)
        if let maxLength {
            let room = maxLength - text.count
            // Only the first and last inserted clusters join their
            // neighbours (an accent typed after a letter), so a piece of
            // more than room + 2 clusters does not fit: a megabyte paste
            // is cut before it is counted. The few lengths left are tried
            // from the longest down (regional indicators, which pair
            // anew after a lone one, at worst keep less than would fit).
            var kept = room >= piece.count ? piece.count : max(min(piece.count, room + 2), 0)
            while kept > 0, Self.joined(head, piece.prefix(kept), tail).count > maxLength { kept -= 1 }
            piece = piece.prefix(kept)
        }
        guard !piece.isEmpty else { return }
        let typed = Self.joined(head, piece, "")
        text = Self.joined(head, piece, tail)
        cursor = min(typed.count, text.count)
    }

    /// Removes `range` and leaves the cursor at its start; the clusters on
    /// either side may join (two regional indicators into a flag), so the
    /// cursor is counted again.
    private mutating func remove(_ range: Range<String.Index>) {
        guard !range.isEmpty else { return }
        let head = text[..<range.lowerBound]
        text = String(head) + text[range.upperBound...]
        cursor = min(head.count, text.count)
    }

    private static func joined(_ head: Substring, _ piece: Substring, _ tail: Substring) -> String {
        var text = String(head)
        text += piece
        text += tail
        return text
    }

    /// unix-word-rubout: back over whitespace, then over the word before it.
    private func wordStart(before end: String.Index) -> String.Index {
        var start = end
        while start > text.startIndex, text[text.index(before: start)].isWhitespace { start = text.index(before: start) }
        while start > text.startIndex, !text[text.index(before: start)].isWhitespace { start = text.index(before: start) }
        return start
    }

    /// Typed or pasted text as one line: line breaks and tabs are spaces,
    /// so a pasted paragraph keeps its words apart; other controls (ESC
    /// of a pasted colour sequence, DEL, C1) are dropped, so nothing in
    /// the value can act on a terminal it is printed to.
    static func clean(_ typed: String) -> String {
        if typed.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return typed }
        var scalars = String.UnicodeScalarView()
        var afterCR = false
        for scalar in typed.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where afterCR: continue // CRLF: one space, given for the CR
            case 0x09...0x0D, 0x85, 0x2028, 0x2029: scalars.append(" ")
            case 0x00..<0x20, 0x7F..<0xA0: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
