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
        if !typeAhead.text.isEmpty { jumpTypeAhead(wheel: i, grew: false) }
    }

    /// The most characters a typed prefix or query can usefully have on
    /// wheel `i`: its widest row (every character takes a column; rows are
    /// measured up to `Wheel.measureCap`).
    func matchLimit(wheel i: Int) -> Int { max(1, wheels[i].measuredWidth) }

    private mutating func jumpTypeAhead(wheel i: Int, grew: Bool) {
        let rows = wheels[i].rows
        // A longer prefix can only match at or after the shorter one's row.
        let start = grew ? typeAhead.match : 0
        if let row = rows.firstRow(matching: typeAhead.text, as: .prefix, from: start) {
            typeAhead.match = row
            select(row, inWheel: i)
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
    /// to the first that contains it; stay put when none does.
    private mutating func find(_ current: inout Search, grew: Bool) {
        let rows = wheels[current.wheel].rows
        var found: Int?
        // No row contains the shorter query, so none contains a longer one:
        // typing on after a miss reads no rows at all.
        let hopeless = grew && current.missed
        if !current.query.isEmpty, !hopeless {
            if !(grew && current.containsOnly) {
                found = rows.firstRow(matching: current.query, as: .prefix, from: grew ? current.match : 0)
                if found != nil { current.containsOnly = false }
            }
            if found == nil {
                found = rows.firstRow(matching: current.query, as: .contains, from: grew && current.containsOnly ? current.match : 0)
                if found != nil { current.containsOnly = true }
            }
        }
        if let found {
            current.missed = false
            current.match = found
            select(found, inWheel: current.wheel)
        } else {
            current.match = 0
            current.containsOnly = false
            if current.query.isEmpty { select(current.origin, inWheel: current.wheel) }
        }
        current.missed = found == nil && !current.query.isEmpty
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
                ?? rows.firstRow(matching: query, as: .contains, from: 0)
        } else {
            let needle = SmartCase(query)
            let order = Array(stride(from: here - 1, through: 0, by: -1)) + Array(stride(from: rows.count - 1, to: here, by: -1))
            found = order.first { needle.matches(Array(rows.title(at: $0).utf8)[...], as: .contains) }
                ?? (needle.matches(Array(rows.title(at: here).utf8)[...], as: .contains) ? here : nil)
        }
        if let found { select(found, inWheel: i) }
    }
}
