import ReelText

/// Rows given one by one: a comma list on the command line, or an array
/// from a Swift program.
package struct ListRows: RowSource {
    package var titles: [String]

    package init(_ titles: [String]) { self.titles = titles }

    package var count: Int { titles.count }
    package func title(at row: Int) -> String { titles[row] }
}
