/// Jumping to rows by typing: digits (type-ahead) and `/` search.
extension PickerState {
    /// A digit typed on a wheel at `time`: within `TypeAhead.pause` of the
    /// previous one it extends the prefix, else it starts a new one.
    mutating func typeAhead(_ character: Character, at time: Double) {
        guard case .wheel(let i) = focus else { return }
        if time - typeAhead.lastInput > TypeAhead.pause || typeAhead.wheel != i {
            typeAhead = TypeAhead()
            typeAhead.wheel = i
        }
        typeAhead.text.append(character)
        typeAhead.lastInput = time
        jumpTypeAhead(wheel: i)
    }

    /// Backspace shortens the prefix (and jumps again), while it is fresh.
    mutating func typeAheadBackspace(at time: Double) {
        guard case .wheel(let i) = focus, i == typeAhead.wheel, time - typeAhead.lastInput <= TypeAhead.pause,
              !typeAhead.text.isEmpty else { return }
        typeAhead.text.removeLast()
        typeAhead.lastInput = time
        typeAhead.match = 0
        if !typeAhead.text.isEmpty { jumpTypeAhead(wheel: i) }
    }

    private mutating func jumpTypeAhead(wheel i: Int) {
        let rows = wheels[i].rows
        // A longer prefix can only match at or after the shorter one's row.
        let start = typeAhead.text.count > 1 ? typeAhead.match : 0
        if let row = rows.firstRow(matching: typeAhead.text, as: .prefix, from: start) {
            typeAhead.match = row
            select(row, inWheel: i)
        }
    }

    mutating func beginSearch() {
        guard case .wheel(let i) = focus else { return }
        search = Search(wheel: i, origin: wheels[i].selectedRow)
    }

    /// The query changed: jump to the first row that starts with it, else
    /// to the first that contains it; stay put when none does.
    mutating func editSearch(_ edit: (inout String) -> Void) {
        guard var current = search else { return }
        let previous = current.query
        edit(&current.query)
        let grew = current.query.hasPrefix(previous) && current.query.count > previous.count
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
        search = current
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
