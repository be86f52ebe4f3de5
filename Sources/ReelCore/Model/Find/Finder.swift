import ReelText

/// Finding rows by what a person types: digits that jump the focused wheel
/// (type-ahead), a `/` search, and `n`/`N` for the last query kept. The
/// finder owns all of it and only says where a wheel should go; the picker
/// moves the wheel (`PickerState.select(_:inWheel:)`), so dependent wheels
/// follow as they do for any other change.
///
/// A search of a long wheel runs in slices (`PendingFind`): while one is
/// pending, `isPending` asks the loop for a tick at once, and each `tick`
/// searches one slice more, so keys typed meanwhile are read in between.
package struct Finder: Sendable, Equatable {
    package var typeAhead = TypeAhead()
    /// The `/` search open, if any.
    package var search: Search?
    /// The query of the last search kept with Enter, for `n` and `N`.
    package private(set) var lastQuery: String?

    package init() {}

    package var isSearching: Bool { search != nil }

    /// Whether a search or type-ahead waits for its next slice.
    package var isPending: Bool { search?.pending != nil || typeAhead.pending != nil }

    /// The search being typed, for the toolbar.
    package var note: ToolbarNote? {
        guard let search else { return nil }
        return ToolbarNote(.typing, "/" + search.query + (search.full ? " " + Search.fullQuery : ""), keepsEnd: true)
    }

    /// Where `action` moves the wheels, if it is the finder's: nil lets the
    /// picker handle it. While a search is open, text edits the query and
    /// Enter/Esc end it; other actions pass (the wheels still spin).
    package mutating func handle(_ action: Action, focused: Int?, wheels: [Wheel]) -> [FindStep]? {
        var steps: [FindStep] = []
        if search != nil {
            switch action {
            case .typed(let character, _): extendSearch(String(character), wheels: wheels, into: &steps)
            case .pasted(let text, _): extendSearch(text, wheels: wheels, into: &steps)
            case .erase: eraseSearch(wheels: wheels, into: &steps)
            case .activate, .accept: endSearch(keep: true, into: &steps)
            case .cancel: endSearch(keep: false, into: &steps)
            case .beginSearch: break
            default: return nil
            }
            return steps
        }
        switch action {
        case .typed(let character, let time):
            if character.isASCII, character.isNumber { typeAhead(String(character), at: time, focused: focused, wheels: wheels, into: &steps) }
        case .pasted(let text, let time): typeAhead(text, at: time, focused: focused, wheels: wheels, into: &steps)
        case .erase(let time): typeAheadBackspace(at: time, focused: focused, wheels: wheels, into: &steps)
        case .beginSearch:
            if let i = focused { search = Search(wheel: i, origin: wheels[i].selectedRow) }
        case .nextMatch: findAgain(forward: true, focused: focused, wheels: wheels, into: &steps)
        case .previousMatch: findAgain(forward: false, focused: focused, wheels: wheels, into: &steps)
        default: return nil
        }
        return steps
    }

    /// One slice more of whatever search is pending.
    package mutating func tick(wheels: [Wheel]) -> [FindStep] {
        var steps: [FindStep] = []
        if typeAhead.pending != nil { continueTypeAhead(wheels: wheels, into: &steps) }
        if var current = search, current.pending != nil {
            continueSearch(&current, wheels: wheels, into: &steps)
            search = current
        }
        return steps
    }

    // MARK: - Type-ahead

    /// Digits typed on a wheel at `time` (one key, or a paste at once):
    /// within `TypeAhead.pause` of the previous ones they extend the
    /// prefix, else they start a new one. Digits past the wheel's widest
    /// row are dropped, since no row starts with them: a flood of digits
    /// costs one look at each, not a search each.
    private mutating func typeAhead(_ digits: String, at time: Double, focused: Int?, wheels: [Wheel],
                                    into steps: inout [FindStep]) {
        guard let i = focused else { return }
        if time - typeAhead.lastInput > TypeAhead.pause || typeAhead.wheel != i {
            typeAhead = TypeAhead()
            typeAhead.wheel = i
        }
        typeAhead.lastInput = time
        let previous = typeAhead.length, limit = Self.matchLimit(wheels[i])
        for digit in digits where digit.isASCII && digit.isNumber {
            guard typeAhead.length < limit else { break }
            typeAhead.text.append(digit)
            typeAhead.length += 1
        }
        if typeAhead.length > previous { jumpTypeAhead(grew: previous > 0, wheels: wheels, into: &steps) }
    }

    /// Backspace shortens the prefix (and jumps again), while it is fresh.
    private mutating func typeAheadBackspace(at time: Double, focused: Int?, wheels: [Wheel],
                                             into steps: inout [FindStep]) {
        guard let i = focused, i == typeAhead.wheel, time - typeAhead.lastInput <= TypeAhead.pause,
              !typeAhead.text.isEmpty else { return }
        typeAhead.text.removeLast()
        typeAhead.length -= 1
        typeAhead.lastInput = time
        typeAhead.match = 0
        typeAhead.pending = nil
        if !typeAhead.text.isEmpty { jumpTypeAhead(grew: false, wheels: wheels, into: &steps) }
    }

    /// The most characters a typed prefix or query can usefully have on a
    /// wheel: its widest row (every character takes a column; rows are
    /// measured up to `Wheel.measureCap`).
    private static func matchLimit(_ wheel: Wheel) -> Int { max(1, wheel.measuredWidth) }

    private mutating func jumpTypeAhead(grew: Bool, wheels: [Wheel], into steps: inout [FindStep]) {
        // A longer prefix can only match at or after the shorter one's row.
        typeAhead.pending = PendingFind(match: .prefix, next: grew ? typeAhead.match : 0)
        continueTypeAhead(bytes: Search.firstSliceBytes, wheels: wheels, into: &steps)
    }

    /// One slice of the type-ahead search; the next tick does the next.
    private mutating func continueTypeAhead(bytes: Int = ScanCost.sliceBytes, wheels: [Wheel], into steps: inout [FindStep]) {
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
            steps.append(FindStep(wheel: i, row: row))
        } else {
            typeAhead.pending = end < rows.count ? PendingFind(match: .prefix, next: end) : nil
        }
    }

    // MARK: - `/` search

    /// Text typed or pasted into the search: appended up to the wheel's
    /// widest row (a longer query matches no row; the rest is dropped and
    /// the toolbar says so), then looked for once.
    private mutating func extendSearch(_ text: String, wheels: [Wheel], into steps: inout [FindStep]) {
        guard var current = search else { return }
        let limit = Self.matchLimit(wheels[current.wheel])
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
        if grew { find(&current, grew: true, wheels: wheels, into: &steps) }
        search = current
    }

    /// Backspace in the search.
    private mutating func eraseSearch(wheels: [Wheel], into steps: inout [FindStep]) {
        guard var current = search, !current.query.isEmpty else { return }
        current.query.removeLast()
        current.length -= 1
        current.full = false
        find(&current, grew: false, wheels: wheels, into: &steps)
        search = current
    }

    /// The query changed: jump to the first row that starts with it, else
    /// to the first that contains it; stay put when none does. The search
    /// starts here and goes on a slice per tick (`continueSearch`).
    private func find(_ current: inout Search, grew: Bool, wheels: [Wheel], into steps: inout [FindStep]) {
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
            steps.append(FindStep(wheel: current.wheel, row: current.origin))
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
        continueSearch(&current, bytes: Search.firstSliceBytes, wheels: wheels, into: &steps)
    }

    /// One slice of the search: a row starting with the query ends it; at
    /// the end of the rows, the first row containing it does (PendingFind).
    private func continueSearch(_ current: inout Search, bytes: Int = ScanCost.sliceBytes, wheels: [Wheel],
                                into steps: inout [FindStep]) {
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
            if let starting { return Self.found(starting, containsOnly: false, in: &current, into: &steps) }
            pending.containing = pending.containing ?? containing
            if end < last {
                pending.next = end
            } else if pending.start > 0 {
                // Rows before the pass began may contain it (not start with it).
                let containing = pending.containing
                pending = PendingFind(match: .contains, next: 0, end: pending.start)
                pending.containing = containing
                current.pending = pending
                return continueSearch(&current, bytes: bytes, wheels: wheels, into: &steps)
            } else {
                return Self.found(pending.containing, containsOnly: true, in: &current, into: &steps)
            }
        case .contains:
            if let row = rows.firstRow(matching: current.query, as: .contains, in: pending.next..<end) {
                return Self.found(row, containsOnly: true, in: &current, into: &steps)
            }
            guard end < last else { return Self.found(pending.containing, containsOnly: true, in: &current, into: &steps) }
            pending.next = end
        }
        current.pending = pending
    }

    /// The search is over: `row` found (selected), or none.
    private static func found(_ row: Int?, containsOnly: Bool, in current: inout Search, into steps: inout [FindStep]) {
        current.pending = nil
        if let row {
            current.missed = false
            current.containsOnly = containsOnly
            current.match = row
            steps.append(FindStep(wheel: current.wheel, row: row))
        } else {
            current.match = 0
            current.containsOnly = false
            current.missed = true
        }
    }

    /// Enter keeps the row found; Esc goes back to where the search began.
    private mutating func endSearch(keep: Bool, into steps: inout [FindStep]) {
        guard let current = search else { return }
        if !keep { steps.append(FindStep(wheel: current.wheel, row: current.origin)) }
        if keep, !current.query.isEmpty { lastQuery = current.query }
        search = nil
    }

    /// `n` / `N`: the next / previous row of the focused wheel that
    /// contains the last search, wrapping past either end (less, vim).
    private func findAgain(forward: Bool, focused: Int?, wheels: [Wheel], into steps: inout [FindStep]) {
        guard let i = focused, let query = lastQuery else { return }
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
        if let found { steps.append(FindStep(wheel: i, row: found)) }
    }
}

/// A row the finder found: the picker selects it.
package struct FindStep: Equatable, Sendable {
    package var wheel: Int
    package var row: Int

    package init(wheel: Int, row: Int) {
        self.wheel = wheel
        self.row = row
    }
}
