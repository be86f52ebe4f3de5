/// Rows shown one way and printed another: month names that print as
/// `01`…`12`, 오전/오후 that print as AM/PM.
public struct NamedRows: RowSource, Equatable {
    public var titles: [String]
    public var values: [String]

    public init(titles: [String], values: [String]) {
        precondition(titles.count == values.count, "one value per title")
        self.titles = titles
        self.values = values
    }

    public var count: Int { titles.count }
    public func title(at row: Int) -> String { titles[row] }
    public func value(at row: Int) -> [UInt8] { Array(values[row].utf8) }
}
