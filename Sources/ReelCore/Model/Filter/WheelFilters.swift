import ReelText

/// `--filter` over a picker of several wheels: one typed filter per list
/// wheel, each with its own query, its own kept results and its own scan,
/// following its own wheel's rows (streamed in, a command's reload). One
/// of them takes the keys and is shown (the toolbar's `> query` line):
/// the focused wheel's, so that Tab shows the next wheel's query; a wheel
/// without a filter (a range) keeps its digit type-ahead. On a button the
/// keys go to the filter of the wheel last focused that has one, as they
/// went to the only filter before there were several.
package struct WheelFilters: Sendable {
    /// The filters, one a wheel, in the order they were given.
    package private(set) var all: [WheelFilter] = []
    /// The wheel whose filter takes the keys while a button has the focus.
    private var lastTyped: Int?

    package init() {}

    package var isEmpty: Bool { all.isEmpty }

    /// The wheels that filter their rows.
    package var wheels: [Int] { all.map(\.wheel) }

    /// A scan or a ranking of any filter is still going.
    package var isPending: Bool { all.contains { $0.isPending } }

    /// Wheel `wheel`'s filter, if it has one.
    package func filter(ofWheel wheel: Int) -> WheelFilter? {
        all.first { $0.wheel == wheel }
    }

    /// The filter that takes the keys and whose query is shown: the
    /// focused wheel's (none on a wheel without one); on a button, the one
    /// of the wheel last focused that has one, else the first.
    package func typing(focus: Focus) -> WheelFilter? {
        typingIndex(focus: focus).map { all[$0] }
    }

    private func typingIndex(focus: Focus) -> Int? {
        if case .wheel(let i) = focus { return all.firstIndex { $0.wheel == i } }
        return lastTyped.flatMap { wheel in all.firstIndex { $0.wheel == wheel } } ?? (all.isEmpty ? nil : 0)
    }

    /// The focus moved: a wheel with a filter is the one a button types into next.
    mutating func focusMoved(to focus: Focus) {
        if case .wheel(let i) = focus, all.contains(where: { $0.wheel == i }) { lastTyped = i }
    }

    /// `filter` for its wheel, in place of one it had.
    mutating func set(_ filter: WheelFilter) {
        if let same = all.firstIndex(where: { $0.wheel == filter.wheel }) { all[same] = filter } else { all.append(filter) }
    }

    /// Wheel `wheel` filters no more (its rows are given back by the caller).
    mutating func remove(wheel: Int) {
        all.removeAll { $0.wheel == wheel }
        if lastTyped == wheel { lastTyped = nil }
    }

    /// Works on wheel `wheel`'s filter in place, if it has one.
    mutating func change<R>(wheel: Int, _ body: (inout WheelFilter) -> R) -> R? {
        guard let i = all.firstIndex(where: { $0.wheel == wheel }) else { return nil }
        return body(&all[i])
    }

    /// A person's action, offered to the filter that takes the keys (the
    /// finder, after it, gets none of them: `/` and digits are the query's).
    mutating func handle(_ action: Action, _ field: inout WheelField, _ scene: FieldScene) -> Bool {
        guard let i = typingIndex(focus: scene.focus) else { return false }
        return all[i].handle(action, &field, scene)
    }
}

/// Each filter hears the field's events as the only one did: about its
/// own wheel's rows, and a tick for its own scan; the toolbar says what
/// the one taking the keys has typed.
extension WheelFilters {
    mutating func receive(_ event: Event, _ field: inout WheelField, _ scene: FieldScene) {
        for i in all.indices { all[i].receive(event, &field, scene) }
    }

    mutating func follow(_ field: inout WheelField, _ scene: FieldScene) {
        for i in all.indices { all[i].follow(&field, scene) }
    }

    func notes(_ field: WheelField, _ scene: FieldScene) -> [ToolbarNote] {
        typing(focus: scene.focus)?.notes(field) ?? []
    }
}
