/// Everything the picker shows and where the person is in it. Transitions
/// are pure: `apply` never touches a terminal, so each is a one-line test.
package struct PickerState: Sendable {
    package var wheels: [Wheel]
    package var focus: Focus
    package var title: String?
    package var message: String?
    package var doneTitle: String
    /// The optional second button; nil: no Cancel button.
    package var cancelTitle: String?
    /// Rows visible per wheel; PgUp/PgDn move this many.
    package var visibleRows: Int
    package var separator: String
    /// Digits typed to jump the focused wheel.
    package var typeAhead = TypeAhead()
    /// A `/` search in progress, shown in the toolbar.
    package var search: Search?
    /// The query of the last search kept with Enter, for `n` and `N`.
    package var lastSearch: String?
    /// A note for the toolbar set by the program (the library's `status`).
    package var status: String?
    /// The time of the latest event (seconds on a monotonic clock).
    package var clock = 0.0
    /// `--timeout`, counting from the last thing the person did.
    package var idle: IdleTimeout?
    /// The wheel whose rows are still arriving, if any.
    package var loading: Loading?
    /// Wheels whose rows come from commands (`!CMD`).
    package var commandFeeds: [CommandFeed] = []
    /// `--preview`: the pane's height (`--preview-lines`) and what the
    /// command printed, raw; the renderer sanitises and cuts it.
    package var previewHeight = 0
    package var previewText: [UInt8] = []
    /// `--live` and `--on-change` (ChangeWatch).
    package var changeWatch: ChangeWatch?
    /// The selection at the latest event, to tell a settled one.
    var lastChangeKey: [[UInt8]]?
    /// The terminal the picker is drawn on.
    package var size = TerminalSize.fallback
    /// Relations between wheels, run after each change (PickerState+Reload).
    package var dependencies: [any WheelDependency] = []
    /// When a selection the dependencies do not allow springs back
    /// (PickerState+SpringBack); nil: none is waiting.
    package var springBackDue: Double?
    /// The wheels' indices left to right as drawn, when not as numbered: the
    /// date preset draws month, day, year in US English and year, month,
    /// day in Japanese, while `--focus`, `{1}` and the output keep the
    /// documented order. ←/→ and Tab follow what is drawn. nil, or anything
    /// but an order of all the wheels: as numbered.
    package var displayOrder: [Int]?

    package init(wheels: [Wheel], focus: Focus = .wheel(0), title: String? = nil, message: String? = nil,
                doneTitle: String = "Done", cancelTitle: String? = nil, visibleRows: Int = 5, separator: String = "") {
        self.wheels = wheels
        self.focus = focus
        self.title = title
        self.message = message
        self.doneTitle = doneTitle
        self.cancelTitle = cancelTitle
        self.visibleRows = max(1, visibleRows)
        self.separator = separator
    }

    /// Tab order follows the screen left to right: the wheels as drawn,
    /// then the buttons as the toolbar draws them (Cancel, when there is
    /// one, before Done).
    package var focusStops: [Focus] {
        wheelOrder.map(Focus.wheel) + (cancelTitle == nil ? [] : [.cancel]) + [.done]
    }

    /// The wheels' indices in the order they are drawn, left to right.
    package var wheelOrder: [Int] {
        if let order = displayOrder, order.count == wheels.count, order.sorted() == Array(wheels.indices) { return order }
        return Array(wheels.indices)
    }

    package var selectedRows: [Int] { wheels.map(\.selectedRow) }

    /// Whole seconds left before `--timeout`, shown near the end.
    package var countdown: Int? { idle?.countdown(at: clock) }

    /// The toolbar's note besides a search: where the band is in a long
    /// list, rows loading, or the program's.
    package var note: String? {
        var loadingNote = loading.flatMap { $0.note(rows: wheels[$0.wheel].rows.count) }
        var place: String?
        if case .wheel(let i) = focus, let position = position(ofWheel: i) {
            place = position
            // `12/304 loading…`: the count is the place's, not said twice.
            if let loading, loading.wheel == i, loading.isStreaming { place! += " loading…"; loadingNote = loading.cutNote }
        }
        let derived = dependencies.compactMap { $0.note(wheels) }.first
        let feeds = commandFeeds.filter { wheels.indices.contains($0.wheel) }.map { $0.note(rows: wheels[$0.wheel].rows.count) }
        let parts = ([derived, place, loadingNote] + feeds + [status]).compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "  ")
    }

    /// `12/304` for a wheel of rows read from stdin, a file or a command
    /// when they do not all fit on the screen; nil for short lists and
    /// ranges, where a count is noise.
    package func position(ofWheel i: Int) -> String? {
        let wheel = wheels[i]
        guard wheel.showsPosition, wheel.rows.count > 0, wheel.rows.count > visibleRows || loading?.wheel == i else { return nil }
        return "\(wheel.selectedRow + 1)/\(wheel.rows.count)"
    }

    package mutating func apply(_ action: Action) -> Outcome {
        if search != nil, let outcome = applySearching(action) { return outcome }
        switch action {
        case .up: spinFocused(by: -1)
        case .down: spinFocused(by: 1)
        case .pageUp: spinFocused(by: -visibleRows)
        case .pageDown: spinFocused(by: visibleRows)
        case .home: selectFocused { _ in 0 }
        case .end: selectFocused { $0.rows.count - 1 }
        case .left, .right:
            let order = wheelOrder
            guard case .wheel(let i) = focus, let here = order.firstIndex(of: i) else { break }
            let next = here + (action == .left ? -1 : 1)
            if order.indices.contains(next) { focus = .wheel(order[next]) }
        case .next, .previous:
            let stops = focusStops
            let here = stops.firstIndex(of: focus) ?? 0
            let step = action == .next ? 1 : stops.count - 1
            focus = stops[(here + step) % stops.count]
        case .activate:
            return focus == .cancel ? .cancel : .accept
        case .accept: return .accept
        case .cancel: return .cancel
        case .interrupt: return .interrupt
        case .typed(let character, let time):
            if character.isASCII, character.isNumber { typeAhead(String(character), at: time) }
        case .pasted(let text, let time): typeAhead(text, at: time)
        case .erase(let time): typeAheadBackspace(at: time)
        case .beginSearch: beginSearch()
        case .nextMatch: findAgain(forward: true)
        case .previousMatch: findAgain(forward: false)
        case .spin(let wheel, let delta):
            guard wheels.indices.contains(wheel) else { break }
            changeWheel(wheel, spin: delta) { $0.spin(by: delta) }
        case .choose(let wheel, let row):
            guard wheels.indices.contains(wheel) else { break }
            focus = .wheel(wheel)
            select(row, inWheel: wheel)
        case .press(let button):
            focus = button
            return button == .cancel ? .cancel : .accept
        case .focus(let stop):
            if focusStops.contains(stop) { focus = stop }
        }
        return .continue
    }

    /// While searching, text edits the query and Enter/Esc end the search;
    /// nil lets other actions through (the wheels still spin).
    private mutating func applySearching(_ action: Action) -> Outcome? {
        switch action {
        case .typed(let character, _): extendSearch(String(character))
        case .pasted(let text, _): extendSearch(text)
        case .erase: eraseSearch()
        case .activate, .accept: endSearch(keep: true)
        case .cancel: endSearch(keep: false)
        case .beginSearch: break
        default: return nil
        }
        return .continue
    }

    /// A row chosen directly (a jump, a click): through `changeWheel`, so
    /// dependent wheels follow.
    package mutating func select(_ row: Int, inWheel index: Int) {
        changeWheel(index, spin: nil) { $0.select(row) }
    }

    private mutating func spinFocused(by delta: Int) {
        guard case .wheel(let i) = focus else { return }
        changeWheel(i, spin: delta) { $0.spin(by: delta) }
    }

    private mutating func selectFocused(_ row: (Wheel) -> Int) {
        guard case .wheel(let i) = focus else { return }
        changeWheel(i, spin: nil) { $0.select(row($0)) }
    }
}
