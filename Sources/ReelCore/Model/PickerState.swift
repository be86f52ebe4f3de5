/// Everything the picker shows and where the person is in it. Transitions
/// are pure: `apply` never touches a terminal, so each is a one-line test.
public struct PickerState: Sendable {
    public var wheels: [Wheel]
    public var focus: Focus
    public var title: String?
    public var message: String?
    public var doneTitle: String
    /// The optional second button; nil: no Cancel button.
    public var cancelTitle: String?
    /// Rows visible per wheel; PgUp/PgDn move this many.
    public var visibleRows: Int
    public var separator: String
    /// Digits typed to jump the focused wheel.
    public var typeAhead = TypeAhead()
    /// A `/` search in progress, shown in the toolbar.
    public var search: Search?
    /// Seconds left before `--timeout`, shown in the toolbar near the end.
    public var countdown: Int?
    /// A note for the toolbar, such as rows still loading.
    public var status: String?
    /// Relations between wheels, run after each change (PickerState+Reload).
    public var dependencies: [any WheelDependency] = []
    /// The wheels' indices left to right as drawn, when not as numbered: the
    /// date preset draws month, day, year in US English and year, month,
    /// day in Japanese, while `--focus`, `{1}` and the output keep the
    /// documented order. ←/→ and Tab follow what is drawn. nil, or anything
    /// but an order of all the wheels: as numbered.
    public var displayOrder: [Int]?

    public init(wheels: [Wheel], focus: Focus = .wheel(0), title: String? = nil, message: String? = nil,
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

    /// Tab order: the wheels as drawn, Done, then Cancel when there is one.
    public var focusStops: [Focus] {
        wheelOrder.map(Focus.wheel) + [.done] + (cancelTitle == nil ? [] : [.cancel])
    }

    /// The wheels' indices in the order they are drawn, left to right.
    public var wheelOrder: [Int] {
        if let order = displayOrder, order.count == wheels.count, order.sorted() == Array(wheels.indices) { return order }
        return Array(wheels.indices)
    }

    public var selectedRows: [Int] { wheels.map(\.selectedRow) }

    public mutating func apply(_ action: Action) -> Outcome {
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
            if character.isASCII, character.isNumber { typeAhead(character, at: time) }
        case .erase(let time): typeAheadBackspace(at: time)
        case .beginSearch: beginSearch()
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
        case .typed(let character, _): editSearch { $0.append(character) }
        case .erase: editSearch { if !$0.isEmpty { $0.removeLast() } }
        case .activate, .accept: endSearch(keep: true)
        case .cancel: endSearch(keep: false)
        case .beginSearch: break
        default: return nil
        }
        return .continue
    }

    /// A row chosen directly (a jump, a click): through `changeWheel`, so
    /// dependent wheels follow.
    public mutating func select(_ row: Int, inWheel index: Int) {
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
