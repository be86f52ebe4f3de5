import ReelText

/// Rows shown one way and printed another: month names that print as
/// `01`…`12`, 오전/오후 that print as AM/PM.
package struct NamedRows: RowSource, Equatable {
    package var titles: [String]
    package var values: [String]

    package init(titles: [String], values: [String]) {
        precondition(titles.count == values.count, "one value per title")
        self.titles = titles
        self.values = values
    }

    package var count: Int { titles.count }
    package func title(at row: Int) -> String { titles[row] }
    package func value(at row: Int) -> [UInt8] { Array(values[row].utf8) }
}
