/// Jumping to rows by typing: digits (type-ahead) and `/` search.
extension PickerState {
    /// Digits typed on a wheel at `time` (one key, or a paste at once):
    /// within `TypeAhead.pause` of the previous ones they extend the
    /// prefix, else they start a new one. Digits past the wheel's widest
    /// row are dropped, since no row starts with them: a flood of digits
    /// costs one look at each, not a search each.
    mutating func typeAhead(_ digits: String, at time: Double) {
        guard case .wheel(let i) = focus else { return }
        if time - typeAhead.lastInput > TypeAhead.pause || typeAhead.wheel != i {
            typeAhead = TypeAhead()
            typeAhead.wheel = i
        }
        typeAhead.lastInput = time
        let previous = typeAhead.length, limit = matchLimit(wheel: i)
        for digit in digits where digit.isASCII && digit.isNumber {
            guard typeAhead.length < limit else { break }
            typeAhead.text.append(digit)
            typeAhead.length += 1
        }
        if typeAhead.length > previous { jumpTypeAhead(wheel: i, grew: previous > 0) }
    }

    /// Backspace shortens the prefix (and jumps again), while it is fresh.
    mutating func typeAheadBackspace(at time: Double) {
        guard case .wheel(let i) = focus, i == typeAhead.wheel, time - typeAhead.lastInput <= TypeAhead.pause,
              !typeAhead.text.isEmpty else { return }
        typeAhead.text.removeLast()
        typeAhead.length -= 1
        typeAhead.lastInput = time
        typeAhead.match = 0
        typeAhead.pending = nil
        if !typeAhead.text.isEmpty { jumpTypeAhead(wheel: i, grew: false) }
    }

    /// The most characters a typed prefix or query can usefully have on
    /// wheel `i`: its widest row (every character takes a column; rows are
    /// measured up to `Wheel.measureCap`).
    func matchLimit(wheel i: Int) -> Int { max(1, wheels[i].measuredWidth) }

    private mutating func jumpTypeAhead(wheel i: Int, grew: Bool) {
        // A longer prefix can only match at or after the shorter one's row.
        typeAhead.pending = PendingFind(match: .prefix, next: grew ? typeAhead.match : 0)
        continueTypeAhead(bytes: Search.firstSliceBytes)
    }

    /// One slice of the type-ahead search; the next tick does the next.
    private mutating func continueTypeAhead(bytes: Int = Search.sliceBytes) {
        guard let pending = typeAhead.pending, wheels.indices.contains(typeAhead.wheel) else {
            typeAhead.pending = nil
            return
        }
        let i = typeAhead.wheel, rows = wheels[i].rows
        // The rows may have been replaced meanwhile (a command's reload): fewer now.
        let next = min(pending.next, rows.count)
        let end = max(next, rows.searchSlice(from: next, bytes: bytes, as: .prefix))
        if let row = rows.firstRow(matching: typeAhead.text, as: .prefix, in: next..<end) {
            typeAhead.pending = nil
            typeAhead.match = row
            select(row, inWheel: i)
        } else {
            typeAhead.pending = end < rows.count ? PendingFind(match: .prefix, next: end) : nil
        }
    }

    /// Whether a search or type-ahead waits for its next slice.
    package var isFinding: Bool { search?.pending != nil || typeAhead.pending != nil }

    /// A tick while a search is pending: one slice more of each.
    mutating func continueFinding() {
        if typeAhead.pending != nil { continueTypeAhead() }
        if var current = search, current.pending != nil {
            continueSearch(&current)
            search = current
        }
    }

    mutating func beginSearch() {
        guard case .wheel(let i) = focus else { return }
        search = Search(wheel: i, origin: wheels[i].selectedRow)
    }

    /// Text typed or pasted into the search: appended up to the wheel's
    /// widest row (a longer query matches no row; the rest is dropped and
    /// the toolbar says so), then looked for once.
    mutating func extendSearch(_ text: String) {
        guard var current = search else { return }
        let limit = matchLimit(wheel: current.wheel)
        var grew = false
        for character in text {
            guard current.length < limit else {
                current.full = true
                break
            }
            current.query.append(character)
            current.length += 1
            grew = true
        }
        if grew { find(&current, grew: true) }
        search = current
    }

    /// Backspace in the search.
    mutating func eraseSearch() {
        guard var current = search, !current.query.isEmpty else { return }
        current.query.removeLast()
        current.length -= 1
        current.full = false
        find(&current, grew: false)
        search = current
    }

    /// The query changed: jump to the first row that starts with it, else
    /// to the first that contains it; stay put when none does. The search
    /// starts here and goes on a slice per tick (`continueSearch`).
    private mutating func find(_ current: inout Search, grew: Bool) {
        current.pending = nil
        if !grew {
            // What is known about a longer query says nothing of this one.
            current.match = 0
            current.containsOnly = false
            current.missed = false
        }
        guard !current.query.isEmpty else {
            current.match = 0
            current.containsOnly = false
            current.missed = false
            select(current.origin, inWheel: current.wheel)
            return
        }
        // No row contains the shorter query, so none contains a longer one:
        // typing on after a miss reads no rows at all.
        if grew && current.missed { return }
        // A longer query can only match at or after the shorter one's row,
        // and starts no row when the shorter one started none.
        if grew && current.containsOnly {
            current.pending = PendingFind(match: .contains, next: current.match)
        } else {
            current.pending = PendingFind(match: .prefix, next: grew ? current.match : 0)
        }
        continueSearch(&current, bytes: Search.firstSliceBytes)
    }

    /// One slice of the search: a row starting with the query ends it; at
    /// the end of the rows, the first row containing it does (PendingFind).
    private mutating func continueSearch(_ current: inout Search, bytes: Int = Search.sliceBytes) {
        guard var pending = current.pending else { return }
        let rows = wheels[current.wheel].rows
        // The rows may have been replaced meanwhile (a command's reload): fewer now.
        let last = min(pending.end ?? rows.count, rows.count)
        pending.next = min(pending.next, last)
        if let containing = pending.containing, containing >= rows.count { pending.containing = nil }
        let end = max(pending.next, min(last, rows.searchSlice(from: pending.next, bytes: bytes, as: .contains)))
        switch pending.match {
        case .prefix:
            let (starting, containing) = rows.firstRows(matching: current.query, in: pending.next..<end)
            if let starting { return found(starting, containsOnly: false, in: &current) }
            pending.containing = pending.containing ?? containing
            if end < last {
                pending.next = end
            } else if pending.start > 0 {
                // Rows before the pass began may contain it (not start with it).
                let containing = pending.containing
                pending = PendingFind(match: .contains, next: 0, end: pending.start)
                pending.containing = containing
                current.pending = pending
                return continueSearch(&current, bytes: bytes)
            } else {
                return found(pending.containing, containsOnly: true, in: &current)
            }
        case .contains:
            if let row = rows.firstRow(matching: current.query, as: .contains, in: pending.next..<end) {
                return found(row, containsOnly: true, in: &current)
            }
            guard end < last else { return found(pending.containing, containsOnly: true, in: &current) }
            pending.next = end
        }
        current.pending = pending
    }

    /// The search is over: `row` found (selected), or none.
    private mutating func found(_ row: Int?, containsOnly: Bool, in current: inout Search) {
        current.pending = nil
        if let row {
            current.missed = false
            current.containsOnly = containsOnly
            current.match = row
            select(row, inWheel: current.wheel)
        } else {
            current.match = 0
            current.containsOnly = false
            current.missed = true
        }
    }

    /// Enter keeps the row found; Esc goes back to where the search began.
    mutating func endSearch(keep: Bool) {
        guard let current = search else { return }
        if !keep { select(current.origin, inWheel: current.wheel) }
        if keep, !current.query.isEmpty { lastSearch = current.query }
        search = nil
    }

    /// `n` / `N`: the next / previous row of the focused wheel that
    /// contains the last search, wrapping past either end (less, vim).
    mutating func findAgain(forward: Bool) {
        guard case .wheel(let i) = focus, let query = lastSearch else { return }
        let rows = wheels[i].rows
        let here = wheels[i].selectedRow
        let found: Int?
        if forward {
            found = rows.firstRow(matching: query, as: .contains, from: here + 1)
                ?? rows.firstRow(matching: query, as: .contains, in: 0..<(here + 1))
        } else {
            found = rows.lastRow(matching: query, as: .contains, in: 0..<here)
                ?? rows.lastRow(matching: query, as: .contains, in: here..<rows.count)
        }
        if let found { select(found, inWheel: i) }
    }
}
