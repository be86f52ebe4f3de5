import ReelText

/// Rows of one wheel as sorted, disjoint ranges: checking every row of a
/// million (Ctrl-A) is one range, and the rows come out in row order in
/// time linear in the rows, never in the wheel's size.
package struct RowSet: Equatable, Sendable {
    package private(set) var ranges: [Range<Int>] = []

    package init() {}

    package init(_ range: Range<Int>) {
        if !range.isEmpty { ranges = [range] }
    }

    package var count: Int { ranges.reduce(0) { $0 + $1.count } }
    package var isEmpty: Bool { ranges.isEmpty }

    /// The range holding `row`, by binary search.
    private func index(containing row: Int) -> Int? {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound <= row { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].contains(row) ? low : nil
    }

    package func contains(_ row: Int) -> Bool { index(containing: row) != nil }

    package mutating func insert(_ row: Int) {
        guard !contains(row) else { return }
        var at = ranges.firstIndex { $0.lowerBound > row } ?? ranges.count
        ranges.insert(row..<(row + 1), at: at)
        // Join with the neighbours it touches.
        if at + 1 < ranges.count, ranges[at].upperBound == ranges[at + 1].lowerBound {
            ranges[at] = ranges[at].lowerBound..<ranges[at + 1].upperBound
            ranges.remove(at: at + 1)
        }
        if at > 0, ranges[at - 1].upperBound == ranges[at].lowerBound {
            ranges[at - 1] = ranges[at - 1].lowerBound..<ranges[at].upperBound
            ranges.remove(at: at)
            at -= 1
        }
    }

    package mutating func remove(_ row: Int) {
        guard let at = index(containing: row) else { return }
        let range = ranges[at]
        let parts = [range.lowerBound..<row, (row + 1)..<range.upperBound].filter { !$0.isEmpty }
        ranges.replaceSubrange(at...at, with: parts)
    }

    /// The rows in order.
    package var rows: [Int] { ranges.flatMap { Array($0) } }

    /// Only rows below `count` (after the rows were replaced by fewer).
    package mutating func clip(to count: Int) {
        ranges = ranges.compactMap { range in
            let clipped = range.clamped(to: 0..<max(0, count))
            return clipped.isEmpty ? nil : clipped
        }
    }
}
