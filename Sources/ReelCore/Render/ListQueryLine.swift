import ReelModel

/// What a list's query line says: the query being typed (`--filter`),
/// and how many rows match of how many (`3/48211`, with how far a scan
/// got), or without a filter, where the highlight is (`42/1000`).
struct ListQueryLine {
    /// Before the query, as fzf's prompt.
    static let prompt = "> "

    var query: String?
    var count: String

    init(state: PickerState) {
        let field = state.shownWheels
        guard let wheel = field.wheels.first else {
            (query, count) = (nil, "")
            return
        }
        if let filter = field.filters.filter(ofWheel: 0) {
            query = filter.query + (filter.isFull ? " " + Search.fullQuery : "")
            count = filter.countText(total: field.wheels[filter.wheel].sourceRows.count)
        } else {
            query = nil
            count = wheel.rows.count > 0 ? "\(wheel.selectedRow + 1)/\(wheel.rows.count)" : "0/0"
        }
        if field.streaming?.isStreaming == true { count += " loading…" }
    }
}
