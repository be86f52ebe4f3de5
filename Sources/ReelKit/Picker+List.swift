import ReelCore

// MARK: - The list look (UITableView under a UISearchController)

extension Picker {
    /// Draws the one component as a table rather than a wheel, as iOS
    /// shows search results: rows one a line from the top, left-aligned
    /// across the terminal, the chosen one highlighted where it stands,
    /// the list scrolling when the highlight comes within two rows of an
    /// edge; with `setFiltersRows`, the query and the count on one line
    /// above them (`reel --layout list`). Several components are drawn as
    /// wheels still.
    public var showsAsList: Bool {
        get { state.shownWheels.list != nil }
        set { state.edit(.list(newValue)) }
    }

    /// Lines above the rows, never chosen (`tableHeaderView`; `reel --header`).
    public var headerLines: [String] {
        get { state.chrome.header }
        set { state.edit(.header(newValue)) }
    }
}
