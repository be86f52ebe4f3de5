/// The table look of a list wheel (`--layout list`, UITableView under a
/// search bar): the rows stand one a line from the top, the chosen one
/// highlighted where it is, and the list scrolls only when the highlight
/// comes within `margin` rows of an edge, as fzf's does. Where it was
/// scrolled to is the one thing the look remembers: the same selection
/// reached going down or going up shows different rows.
package struct ListScroll: Equatable, Sendable {
    /// The first row on screen, as last drawn or moved to.
    package private(set) var top = 0

    /// Rows kept between the highlight and an edge while there are more beyond it.
    package static let margin = 2

    package init(top: Int = 0) { self.top = max(0, top) }

    /// The first row on screen for `selected` among `count` rows when
    /// `visible` show, scrolled from `previous` only as far as the
    /// highlight needs: within `margin` of an edge, the list moves.
    package static func top(from previous: Int, selected: Int, count: Int, visible: Int) -> Int {
        let visible = max(1, visible)
        guard count > visible else { return 0 }
        let margin = min(Self.margin, (visible - 1) / 2)
        var top = previous
        if selected < top + margin { top = selected - margin }
        if selected > top + visible - 1 - margin { top = selected - (visible - 1 - margin) }
        return max(0, min(top, count - visible))
    }

    /// Follows a move of the highlight: what `top(from:…)` says, kept.
    package mutating func follow(selected: Int, count: Int, visible: Int) {
        top = Self.top(from: top, selected: selected, count: count, visible: visible)
    }

    /// The first row on screen as drawn in `visible` rows (fewer than asked
    /// where the terminal is short): from the row kept, the highlight in view.
    package func top(selected: Int, count: Int, visible: Int) -> Int {
        Self.top(from: top, selected: selected, count: count, visible: visible)
    }
}
