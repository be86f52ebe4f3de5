import ReelCore

/// What to write to turn the screen showing one frame into the next: only
/// the changed span of each changed line, SGR only where the style changes,
/// the whole inside synchronized output, with `before` (the region's own
/// moves: a fresh line, reserved lines) first inside it. The cursor starts
/// where the frame before left it (`resting`; nil: the top-left of the
/// picker's region), goes to the top-left before anything else, and ends
/// where the new frame says (`Frame.cursor`), else at the top-left; moves
/// are relative, so the region can sit anywhere on the screen (inline mode).
package enum FrameDiff {
    package static func bytes(from old: Frame?, to new: Frame, depth: ColorDepth, before: String = "",
                              resting: Frame.Cursor? = nil) -> [UInt8] {
        var out = ""
        var row = 0
        let full = old == nil || old!.width != new.width

        func move(to target: Int) {
            if target > row { out += ANSI.cursorDown(target - row) }
            if target < row { out += ANSI.cursorUp(row - target) }
            row = target
        }

        for (y, line) in new.lines.enumerated() {
            let previous = full ? nil : old!.lines.indices.contains(y) ? old!.lines[y] : nil
            guard let span = changedSpan(previous, line) else { continue }
            move(to: y)
            out += ANSI.column(span.lowerBound)
            // A new line clears what was there first: erasing after the
            // text would also erase its last cell when the line fills the
            // terminal (the cursor waits on that cell to wrap).
            if previous == nil { out += ANSI.eraseLine }
            write(line[span], depth: depth, into: &out)
        }
        if let old, old.lines.count > new.lines.count {
            move(to: new.lines.count)
            out += "\r" + ANSI.eraseBelow
        }
        guard !out.isEmpty || !before.isEmpty || resting != new.cursor else { return [] }
        if let cursor = new.cursor {
            move(to: cursor.line)
            out += ANSI.column(cursor.column)
        } else {
            move(to: 0)
            if !out.isEmpty { out += "\r" }
        }
        return Array((ANSI.beginSynchronized + home(from: resting) + before + out + ANSI.endSynchronized).utf8)
    }

    /// Back to the top-left of the region from where the cursor rests, so
    /// that the region's own moves and the lines' relative moves start there.
    static func home(from resting: Frame.Cursor?) -> String {
        guard let resting, resting != Frame.Cursor(line: 0, column: 0) else { return "" }
        return ANSI.cursorUp(resting.line) + "\r"
    }

    /// The cells that differ, widened so a wide glyph is written whole.
    static func changedSpan(_ old: [Frame.Cell]?, _ new: [Frame.Cell]) -> Range<Int>? {
        guard let old, old.count == new.count else { return new.isEmpty ? nil : 0..<new.count }
        guard var first = new.indices.first(where: { old[$0] != new[$0] }) else { return nil }
        var last = new.indices.last(where: { old[$0] != new[$0] })!
        while first > 0, new[first].isContinuation || old[first].isContinuation { first -= 1 }
        while last + 1 < new.count, new[last + 1].isContinuation || old[last + 1].isContinuation { last += 1 }
        return first..<(last + 1)
    }

    private static func write(_ cells: ArraySlice<Frame.Cell>, depth: ColorDepth, into out: inout String) {
        var current: Style? = nil
        for cell in cells where !cell.isContinuation {
            if cell.style != current {
                out += cell.style == .plain && current == nil ? "" : ANSI.sgr(cell.style, depth: depth)
                current = cell.style
            }
            out += cell.text
        }
        if let current, current != .plain { out += ANSI.resetStyle }
    }
}
