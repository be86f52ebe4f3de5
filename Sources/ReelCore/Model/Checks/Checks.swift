import ReelText

/// Multi-select wheels (`--multi[=N]`): the rows checked on each, at most
/// N. Space checks or unchecks the band's row, Ctrl-A checks every row (up
/// to N) and, with every row that may be checked already checked, clears
/// them; nothing checked means the band's row, so Enter always has an
/// answer. Checks are rows, so a `/` search (which only moves the band)
/// and rows that keep streaming in leave them be; when a command replaces
/// a wheel's rows, the checked values are looked for in the new rows as
/// they arrive, and those that never come back are dropped, and said so.
package struct Checks: Equatable, Sendable {
    /// One multi-select wheel's checks.
    package struct Wheel: Equatable, Sendable {
        /// At most this many rows checked; nil: any number.
        package var limit: Int?
        package fileprivate(set) var rows = RowSet() {
            didSet { revision &+= 1 }
        }
        /// Grows with every change to `rows`, as a wheel's revision does
        /// when its band moves: checks change the wheel's value, not its
        /// row, and the commands naming it must look again all the same.
        package private(set) var revision = 0
        /// Values checked before the rows were replaced, still to be found.
        fileprivate var sought: Set<[UInt8]> = []
        /// Checks that did not come back after the last reload.
        package fileprivate(set) var dropped = 0

        package init(limit: Int? = nil) { self.limit = limit.map { max(1, $0) } }

        fileprivate var isFull: Bool { limit.map { rows.count >= $0 } ?? false }

        fileprivate mutating func check(_ row: Int) {
            if !isFull { rows.insert(row) }
        }
    }

    package private(set) var wheels: [Int: Wheel] = [:]

    package init() {}

    /// Makes `wheel` multi-select.
    package mutating func allowMultiple(inWheel wheel: Int, limit: Int? = nil) {
        wheels[wheel] = Wheel(limit: limit)
    }

    /// Makes `wheel` a plain wheel again, its checks forgotten.
    package mutating func disallowMultiple(inWheel wheel: Int) { wheels[wheel] = nil }

    package func isMulti(_ wheel: Int) -> Bool { wheels[wheel] != nil }

    /// How often `wheel`'s checks changed (0 for a plain wheel).
    package func revision(ofWheel wheel: Int) -> Int { wheels[wheel]?.revision ?? 0 }

    package func isChecked(_ row: Int, inWheel wheel: Int) -> Bool { wheels[wheel]?.rows.contains(row) ?? false }

    /// The rows `wheel` answers with, in row order: those checked, or the
    /// band's row when none is (and for a wheel that is not multi-select).
    package func answer(_ wheel: Int, band: Int) -> [Int] {
        guard let checks = wheels[wheel], !checks.rows.isEmpty else { return [band] }
        return checks.rows.rows
    }

    /// Space: checks or unchecks `row`.
    package mutating func toggle(_ row: Int, inWheel wheel: Int) {
        guard var checks = wheels[wheel] else { return }
        if checks.rows.contains(row) { checks.rows.remove(row) } else { checks.check(row) }
        checks.dropped = 0
        wheels[wheel] = checks
    }

    /// Ctrl-A: every row of `count` checked (the first N under a limit);
    /// when that is what is checked already, none.
    package mutating func toggleAll(inWheel wheel: Int, count: Int) {
        guard var checks = wheels[wheel] else { return }
        let all = RowSet(0..<min(count, checks.limit ?? count))
        checks.rows = checks.rows == all ? RowSet() : all
        checks.dropped = 0
        wheels[wheel] = checks
    }

    /// Ctrl-A under a filter: the rows it shows checked (the first N under
    /// a limit, in row order); when that is what is checked already, none.
    package mutating func toggleAll(inWheel wheel: Int, rows: [Int]) {
        guard var checks = wheels[wheel] else { return }
        var all = RowSet()
        for row in rows.sorted().prefix(checks.limit ?? rows.count) { all.insert(row) }
        checks.rows = checks.rows == all ? RowSet() : all
        checks.dropped = 0
        wheels[wheel] = checks
    }

    // MARK: - Rows replaced under the checks (a command's reload)

    /// The rows of `wheel` are about to be replaced: their checked values
    /// are kept to be found again.
    package mutating func rowsWillBeReplaced(inWheel wheel: Int, rows: any RowSource) {
        guard var checks = wheels[wheel], !checks.rows.isEmpty || !checks.sought.isEmpty else { return }
        for row in checks.rows.rows where row < rows.count { checks.sought.insert(rows.value(at: row)) }
        checks.rows = RowSet()
        wheels[wheel] = checks
    }

    /// New rows from `start` on arrived: those whose value was checked are checked again.
    package mutating func rowsArrived(inWheel wheel: Int, rows: any RowSource, from start: Int) {
        guard var checks = wheels[wheel], !checks.sought.isEmpty else { return }
        for row in start..<rows.count where checks.sought.remove(rows.value(at: row)) != nil {
            checks.check(row)
            if checks.sought.isEmpty { break }
        }
        wheels[wheel] = checks
    }

    /// The new rows are all in: what was not found is dropped, and said.
    package mutating func rowsSettled(inWheel wheel: Int, count: Int) {
        guard var checks = wheels[wheel] else { return }
        checks.dropped = checks.sought.count
        checks.sought = []
        checks.rows.clip(to: count)
        wheels[wheel] = checks
    }

    /// The toolbar's note for the focused wheel: how many are checked, and
    /// how many a reload dropped.
    package func note(wheel: Int?) -> ToolbarNote? {
        guard let wheel, let checks = wheels[wheel] else { return nil }
        var parts: [String] = []
        if !checks.rows.isEmpty { parts.append("\(checks.rows.count) ✓") }
        if checks.dropped > 0 { parts.append("\(checks.dropped) gone") }
        return parts.isEmpty ? nil : ToolbarNote(.info, parts.joined(separator: "  "))
    }
}
