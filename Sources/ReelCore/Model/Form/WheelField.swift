import ReelText

/// A field of wheels: the child model a picker of wheels is made of (a
/// plain picker is a form of one such field, unnamed). It owns its wheels
/// and what works on them, and keeps them whether it is focused or not:
/// the parent (`PickerState`) routes to it the person's actions while it
/// has the focus, and the events that are its own (rows for its wheel, a
/// command's output for it, ticks) always (`WheelField+Events`).
package struct WheelField: Sendable {
    package internal(set) var wheels: [Wheel]
    /// Rows checked on multi-select wheels (`--multi`).
    package internal(set) var checks = Checks()
    /// The runs of wheels a preset made, with how scripts read them
    /// (`ValueFormat`: datetime's 24-hour hour) and how a typed answer sets
    /// them (the accessible mode's `YYYY-MM-DD`).
    package internal(set) var presets: [PresetWheels] = []
    /// Relations between wheels and the spring-back of a selection they do not allow.
    package internal(set) var dependencies = Dependencies()
    /// Wheels fed by commands (`!CMD`).
    package internal(set) var commands = Commands()
    /// The wheel whose rows are still arriving (stdin, a file), if any.
    package internal(set) var streaming: Streaming?
    /// `--filter`: a query typed over each list wheel, which shows only
    /// the rows that match it.
    package internal(set) var filters = WheelFilters()
    /// Between the wheels on screen (a time's `:`).
    package internal(set) var separator = ""
    /// The wheels' indices left to right as drawn, when not as numbered: the
    /// date preset draws month, day, year in US English and year, month,
    /// day in Japanese, while `--focus`, `{1}` and the output keep the
    /// documented order. ←/→ and Tab follow what is drawn. nil, or anything
    /// but an order of all the wheels: as numbered.
    package internal(set) var displayOrder: [Int]?
    /// The table look (`--layout list`) and where its list is scrolled;
    /// nil: wheels.
    package internal(set) var list: ListScroll?

    package init(wheels: [Wheel], separator: String = "") {
        self.wheels = wheels
        self.separator = separator
    }

    /// A field with no wheels: what a text or a switch shows where wheels would be.
    package static let none = WheelField(wheels: [])

    /// The wheels' indices in the order they are drawn, left to right.
    package var wheelOrder: [Int] {
        if let order = displayOrder, order.count == wheels.count, order.sorted() == Array(wheels.indices) { return order }
        return Array(wheels.indices)
    }

    package var selectedRows: [Int] { wheels.map(\.selectedRow) }

    /// Drawn as a list (`--layout list`), as a field of one wheel is.
    package var showsList: Bool { list != nil && wheels.count == 1 }

    /// Enter on an empty wheel does not accept: there is nothing to print.
    package var hasEmptyWheel: Bool { wheels.contains { $0.rows.count == 0 } }

    /// Whether every relation allows what the wheels show.
    package var allowsSelection: Bool { dependencies.allow(wheels) }

    /// Wheels whose rows are not all there: none yet, still streaming in,
    /// or a command running or due for them.
    package var unsettledWheels: Set<Int> {
        rowsComing.union(wheels.indices.filter { wheels[$0].rows.count == 0 })
    }

    /// Wheels whose rows are still to come: streaming in, or a command
    /// running or due for them.
    var rowsComing: Set<Int> {
        var coming = commands.reloadingWheels
        if let streaming, streaming.isStreaming { coming.insert(streaming.wheel) }
        return coming
    }

    /// The first row a list shows in `visible` rows (0 for wheels).
    package func listTop(visible: Int) -> Int {
        guard let list, let wheel = wheels.first else { return 0 }
        return list.top(selected: wheel.selectedRow, count: wheel.rows.count, visible: visible)
    }

    // MARK: - Changing the selection

    /// A row chosen directly (a jump, a click, the library, a filter's
    /// band): through `changeWheel`, so dependent wheels follow.
    package mutating func select(_ row: Int, inWheel index: Int, visibleRows: Int) {
        changeWheel(index, spin: nil, visibleRows: visibleRows) { $0.select(row) }
    }

    /// The door every selection change goes through (keys, mouse, API):
    /// changes one wheel's selection, then lets the relations follow.
    /// `spin` is the rows spun, nil for a row selected directly.
    mutating func changeWheel(_ wheel: Int, spin: Int?, visibleRows: Int, _ change: (inout Wheel) -> Void) {
        guard wheels.indices.contains(wheel) else { return }
        let previous = wheels[wheel].selectedRow
        change(&wheels[wheel])
        dependencies.didSelect(WheelChange(wheel: wheel, previousRow: previous, spin: spin), wheels: &wheels)
        // The table look scrolls with the highlight, from where it was.
        list?.follow(selected: wheels[wheel].selectedRow, count: wheels[wheel].rows.count, visible: visibleRows)
    }

    /// A selection the relations do not allow springs back; whether one did.
    mutating func springBack() -> Bool { dependencies.springBack(&wheels) }
}
