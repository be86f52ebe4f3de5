/// Rows given one by one: a comma list on the command line, or an array
/// from a Swift program.
public struct ListRows: RowSource {
    public var titles: [String]

    public init(_ titles: [String]) { self.titles = titles }

    public var count: Int { titles.count }
    public func title(at row: Int) -> String { titles[row] }
}
